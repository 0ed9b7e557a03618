// Les Chevauchées du Prince Noir: the line of 8 castles, the face-down groups, the hand.
// A move is built on the board: tap a castle (the target), pick the cards of the group,
// then confirm; the resolution order is chosen by tapping the castle to resolve first.
// The log is the engine's narration (the frame's ctx.say); the deck, card values and
// bonus tables are the engine's own data (cards.toml, /api/games/prince_noir/data/cards),
// and every strength, chain bonus and largest group is the view's (computed by the engine).
import { t } from "../i18n.js";
import { actButton, card, h, s } from "../ui.js";

const DATA = await (await fetch("/api/games/prince_noir/data/cards")).json();
const TYPES = DATA.cards.map((c) => c.id);
const VALUE = Object.fromEntries(DATA.cards.map((c) => [c.id, c.value]));
const COPIES = Object.fromEntries(DATA.cards.map((c) => [c.id, c.copies]));
const MAIN = new Set(DATA.cards.filter((c) => c.main).map((c) => c.id));
const CHAIN = DATA.chain_table;
const PILLAGE = DATA.pillage_bonus;
const MARK = { Sg: "♜", Ch: "♞", Rd: "⚔", Pl: "♨" };
const BAND = { Sg: "#5d4037", Ch: "#7a1f2b", Rd: "#2e6b3a", Pl: "#b26a00" };
const SIDE_COLOUR = { E: "#b3261e", F: "#1f5aa6" };

const CSS = `
.g-prince_noir { display: grid; gap: .6rem; }
.g-prince_noir .pn-strip { display: flex; flex-wrap: wrap; align-items: center; gap: .3rem .6rem; padding: .35rem .5rem;
  border-radius: 10px; background: #ffffff12; border-left: 6px solid var(--pn-side, #888); }
.g-prince_noir .pn-strip .who { font-weight: 700; display: inline-flex; align-items: center; gap: .3rem; }
.g-prince_noir .pn-chip { display: inline-flex; align-items: center; gap: .25rem; font-size: .88rem; padding: .05rem .45rem;
  border-radius: 999px; background: #00000030; white-space: nowrap; }
.g-prince_noir .pn-chip.shield { background: var(--gold); color: #1b1b1b; font-weight: 700; }
.g-prince_noir .pn-backs { display: inline-flex; }
.g-prince_noir .pn-backs .card { width: 15px; margin-right: -4px; }
.g-prince_noir .pn-line-wrap { background: #0000002e; border-radius: 12px; padding: .4rem 1px .3rem; margin: 0 -.45rem; }
.g-prince_noir.pn-light .pn-line-wrap { margin: 0; }
.g-prince_noir .pn-line { display: grid; grid-template-columns: repeat(8, minmax(0, 1fr)); gap: 1px; align-items: end; }
.g-prince_noir .pn-castle { display: flex; flex-direction: column; align-items: center; justify-content: flex-end; gap: 1px;
  min-width: 0; min-height: 76px; padding: 2px 0; border-radius: 8px; border: 2px solid transparent; background: transparent;
  color: #f3efe3; font: inherit; }
.g-prince_noir button.pn-castle { min-height: 76px; padding: 2px 0; border: 2px dashed #f3efe380; background: #ffffff10;
  color: #f3efe3; cursor: pointer; }
.g-prince_noir button.pn-castle:hover { background: #ffffff26; }
.g-prince_noir .pn-castle.fits { border-style: solid; border-color: #8fd694; background: #8fd69426; }
.g-prince_noir .pn-castle.chosen { border: 3px solid var(--gold); background: #c9a22740; }
.g-prince_noir button.pn-castle.order { border: 2px solid var(--gold); background: #c9a22733; }
.g-prince_noir .pn-castle svg { width: 100%; max-width: 44px; height: auto; display: block; }
.g-prince_noir .pn-num { font-weight: 700; font-size: .95rem; line-height: 1; }
.g-prince_noir .pn-tag { font-size: .75rem; line-height: 1.1; min-height: 1.1em; font-weight: 700; color: #ffd866; white-space: nowrap; }
.g-prince_noir .pn-caption { display: flex; justify-content: space-between; font-size: .75rem; opacity: .85; padding: 0 .2rem; }
.g-prince_noir .pn-combats { display: flex; flex-wrap: wrap; gap: .5rem; }
.g-prince_noir .pn-combat { flex: 1 1 240px; background: #ffffff12; border-radius: 10px; padding: .35rem .5rem; min-width: 0; }
.g-prince_noir .pn-combat h4 { margin: 0 0 .2rem; font-size: .95rem; }
.g-prince_noir .pn-group { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem; margin: .15rem 0; font-size: .85rem; }
.g-prince_noir .pn-group .card { width: calc(var(--card-w) * .76); }
.g-prince_noir .pn-group .role { min-width: 4.6em; font-weight: 600; }
.g-prince_noir .pn-outcome { font-weight: 700; color: #ffe082; font-size: .88rem; }
.g-prince_noir .pn-prompt { margin: 0; font-weight: 600; font-size: .95rem; }
.g-prince_noir .pn-help { margin: 0; font-size: .82rem; opacity: .85; }
.g-prince_noir .pn-hand { display: grid; grid-template-columns: repeat(6, minmax(0, var(--card-w))); gap: .25rem; align-items: end; padding-top: .7rem; }
.g-prince_noir button.card { padding: 0; border: none; background: none; min-height: 44px; }
.g-prince_noir .pn-hand .card { width: 100%; }
.g-prince_noir .pn-mine details { font-size: .82rem; opacity: .9; }
.g-prince_noir .pn-mine summary { cursor: pointer; min-height: 32px; display: flex; align-items: center; }
.g-prince_noir .pn-shield { vertical-align: -2px; }
@media (min-width: 720px) { .g-prince_noir .pn-castle svg { max-width: 58px; } .g-prince_noir .pn-castle { min-height: 92px; } }
.g-prince_noir .pn-actions { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
.g-prince_noir .pn-actions button.act { max-width: 100%; white-space: normal; text-align: left; }
.g-prince_noir button.act.primary { color: #fff; background: var(--accent); border-color: #e9c46a; }
.g-prince_noir.pn-light ul { margin: .2rem 0; padding-left: 1.2rem; }
.g-prince_noir .pn-mine { display: grid; gap: .35rem; background: #ffffff0d; border-radius: 12px; padding: .4rem .5rem; }
.g-prince_noir .pn-mine h3 { margin: 0; font-size: 1rem; }
.g-prince_noir .pn-legend { font-size: .78rem; opacity: .85; margin: 0; }
.g-prince_noir .muted-light { font-weight: 400; opacity: .85; }
.g-prince_noir .pn-legend b { color: #fff; }
.g-prince_noir.pn-light { color: #1b1b1b; }
.g-prince_noir.pn-light .pn-combat, .g-prince_noir.pn-light .pn-line-wrap { background: #1d3b2f; color: #f3efe3; }
.g-prince_noir.pn-light .pn-score { margin: .1rem 0; }
`;

function ensureStyle() {
  if (document.getElementById("pn-style")) return;
  document.head.append(h("style", { id: "pn-style" }, CSS));
}

// -- reading the view -------------------------------------------------------------------

function sideOf(view, seat) {
  return seat != null && view.sides ? view.sides[seat] : null;
}

function seatOfSide(view, side) {
  return view.sides ? view.sides.indexOf(side) : -1;
}

function sideColour(ctx, side) {
  const seat = seatOfSide(ctx.view, side);
  return seat >= 0 ? ctx.colour(seat) : SIDE_COLOUR[side] || "#888";
}

function sideName(side) {
  return side === "E" || side === "F" ? t(`pn.side.${side}`) : side;
}

function groupText(types) {
  return [...types].sort((a, b) => TYPES.indexOf(a) - TYPES.indexOf(b)).join("+");
}

/** The engine's chain bonus of `side` at castle `castle` (1-based) on this board (§5). */
function chainAt(view, castle, side) {
  return view.chains?.[side]?.[castle - 1] ?? 0;
}

function cardsOf(text) {
  return text ? text.split("+").filter(Boolean) : [];
}

function cardName(type) {
  return t(`pn.card.${type}`);
}

/** A card's short name: its French word, as the game writes it in both languages. */
function shortName(type) {
  return DATA.cards.find((c) => c.id === type)?.name_fr ?? type;
}

function cardsLabel(types) {
  return types.map(shortName).join(" + ");
}

/** Cards in the narration (the engine's message): their short names. */
function drawRef(kind, value) {
  if (kind === "cards") return cardsLabel(value);
  if (kind === "card") return shortName(value);
  return null;
}

const isCombat = (e) => e.kind === "flip" || e.kind === "hold";

/** The last turn's combats, as the engine told them (args: castle, values, the attacker's
 * side, both groups, the bonuses scored and the board after; ``flip``: the castle changed). */
function lastCombats(events) {
  let end = events.length;
  while (end > 0 && !isCombat(events[end - 1])) end--;
  let start = end;
  while (start > 0 && isCombat(events[start - 1])) start--;
  return events.slice(start, end).map((e) => ({ ...e.args, flip: e.kind === "flip" }));
}

// -- drawing ------------------------------------------------------------------------------

function flagSvg(side, size = 18) {
  const svg = s("svg", { viewBox: "0 0 16 12", width: size, height: Math.round(size * 0.75), "aria-hidden": "true" });
  if (side === "E") {
    svg.append(s("rect", { x: 0.5, y: 0.5, width: 15, height: 11, fill: "#fff", stroke: "#333", "stroke-width": 0.6 }),
      s("rect", { x: 6.5, y: 0.5, width: 3, height: 11, fill: "#c62828" }),
      s("rect", { x: 0.5, y: 4.5, width: 15, height: 3, fill: "#c62828" }));
  } else {
    svg.append(s("rect", { x: 0.5, y: 0.5, width: 15, height: 11, fill: "#1f3f8f", stroke: "#333", "stroke-width": 0.6 }),
      s("path", { d: "M8 2 l1.6 3 l-1.6 4.5 l-1.6 -4.5 z M4 6 l2.2 -1 l.6 2 z M12 6 l-2.2 -1 l-.6 2 z", fill: "#f2c94c" }));
  }
  return svg;
}

function shieldSvg() {
  return s("svg", { viewBox: "0 0 12 14", width: 12, height: 14, class: "pn-shield", "aria-hidden": "true" },
    s("path", { d: "M1 1.5 h10 v5 c0 3.5 -2.5 5.5 -5 6.5 c-2.5 -1 -5 -3 -5 -6.5 z", fill: "#7a1f2b", stroke: "#1b1b1b", "stroke-width": 0.8 }));
}

function castleSvg(side, colour) {
  const stroke = "#101010";
  const svg = s("svg", { viewBox: "0 0 40 46", "aria-hidden": "true", focusable: "false" });
  const crenel = (x, y, w, n) => {
    const step = w / (2 * n - 1);
    const out = [];
    for (let i = 0; i < n; i++) out.push(s("rect", { x: x + i * 2 * step, y, width: step, height: 3, fill: colour, stroke, "stroke-width": 0.7 }));
    return out;
  };
  svg.append(
    s("line", { x1: 20, y1: 1, x2: 20, y2: 16, stroke: "#e8e0cc", "stroke-width": 1.2 }),
    side === "E"
      ? s("g", null, s("rect", { x: 20, y: 1.5, width: 13, height: 9, fill: "#fff", stroke, "stroke-width": 0.6 }),
        s("rect", { x: 25.3, y: 1.5, width: 2.4, height: 9, fill: "#c62828" }),
        s("rect", { x: 20, y: 4.8, width: 13, height: 2.4, fill: "#c62828" }))
      : s("g", null, s("rect", { x: 20, y: 1.5, width: 13, height: 9, fill: "#1f3f8f", stroke, "stroke-width": 0.6 }),
        s("path", { d: "M26.5 2.8 l1.3 2.6 l-1.3 3.6 l-1.3 -3.6 z", fill: "#f2c94c" })),
    ...crenel(1.5, 17, 10, 2), ...crenel(28.5, 17, 10, 2), ...crenel(10, 13, 20, 3),
    s("rect", { x: 1.5, y: 20, width: 10, height: 25, fill: colour, stroke, "stroke-width": 0.9 }),
    s("rect", { x: 28.5, y: 20, width: 10, height: 25, fill: colour, stroke, "stroke-width": 0.9 }),
    s("rect", { x: 10, y: 16, width: 20, height: 29, fill: colour, stroke, "stroke-width": 0.9 }),
    s("path", { d: "M15.5 45 v-8 a4.5 4.5 0 0 1 9 0 v8 z", fill: "#2a1f14" }),
    s("rect", { x: 5, y: 26, width: 3, height: 5, rx: 1.5, fill: "#2a1f14" }),
    s("rect", { x: 32, y: 26, width: 3, height: 5, rx: 1.5, fill: "#2a1f14" }),
    s("text", { x: 20, y: 31.5, "font-size": 15, "font-weight": 700, "text-anchor": "middle", fill: "#fff" }, side),
  );
  return svg;
}

/** A card's face; `small` (a card drawn narrower than 44 px): bigger indices, no value line. */
function cardFace(type, small = false) {
  return { corner: type, mark: MARK[type] || "?", colour: "#1b1b1b", band: BAND[type], small,
    sub: small ? "" : t("pn.card_sub_short", { v: VALUE[type] ?? "?" }) };
}

function faceCard(type, opts = {}, small = false) {
  return card(cardFace(type, small), { label: `${cardName(type)} — ${t("pn.card_sub", { v: VALUE[type] ?? "?" })}`, ...opts });
}

function backs(n, label) {
  return h("span", { class: "pn-backs", role: "img", "aria-label": label || t("pn.n_cards", { n }), title: label || t("pn.n_cards", { n }) },
    Array.from({ length: n }, () => card({ back: true })));
}

/** The ids of the contested castles this turn: X (first placed) then Y. */
function contested(view) {
  const out = [];
  for (const p of view.placements || []) if (!out.includes(p.castle)) out.push(p.castle);
  return out;
}

// -- selection (a group in the making) ------------------------------------------------------

function selection(ctx) {
  const v = ctx.view;
  const key = `${v.turn}|${v.phase}|${(v.hand || []).join(",")}|${ctx.myTurn}`;
  let sel = ctx.ui.pn;
  if (!sel || sel.key !== key) sel = ctx.ui.pn = { key, cards: [], castle: null };
  const roles = new Map();
  for (const a of ctx.legal) if (a.type === "attack" || a.type === "defend") roles.set(Number(a.castle), a.type);
  if (sel.castle != null && !roles.has(sel.castle)) sel.castle = null;
  if (roles.size === 1) sel.castle = [...roles.keys()][0];
  sel.cards = sel.cards.filter((i) => i < (v.hand || []).length);
  const types = sel.cards.map((i) => v.hand[i]);
  const group = groupText(types);
  const fits = (c) => types.length > 0 && ctx.legalTexts.has(`${roles.get(c)} ${c} ${group}`);
  return { sel, roles, types, group, fits };
}

function toggleCard(ctx, index) {
  const sel = ctx.ui.pn;
  const hand = ctx.view.hand || [];
  if (sel.cards.includes(index)) {
    sel.cards = sel.cards.filter((i) => i !== index);
  } else {
    const role = sel.castle != null ? roleAt(ctx, sel.castle) : null;
    // An attack has exactly one main card: picking another main card swaps it.
    if (role === "attack" && MAIN.has(hand[index])) sel.cards = sel.cards.filter((i) => !MAIN.has(hand[i]));
    sel.cards = [...sel.cards, index];
  }
  ctx.rerender();
}

function roleAt(ctx, castle) {
  const a = ctx.legal.find((x) => (x.type === "attack" || x.type === "defend") && Number(x.castle) === castle);
  return a ? a.type : null;
}

// -- the board ------------------------------------------------------------------------------

function castleLine(ctx, { interactive = true, pickState = null } = {}) {
  const v = ctx.view;
  const board = v.board || "";
  const spots = contested(v);
  const order = v.order || null;
  const orderActs = new Map();
  if (interactive) for (const a of ctx.legal) if (a.type === "order") orderActs.set(Number(a.first), a.text);
  const cells = [...board].map((side, i) => {
    const c = i + 1;
    const colour = sideColour(ctx, side);
    const tagParts = [];
    const spot = spots.indexOf(c);
    if (spot >= 0) tagParts.push(spot === 0 ? "X" : "Y");
    if (interactive && pickState && pickState.roles.has(c) && spot < 0) tagParts.push(t(`pn.tag_${pickState.roles.get(c)}`));
    if (order) { const k = order.indexOf(c); if (k >= 0) tagParts.push(k === 0 ? t("pn.first_short") : t("pn.second_short")); }
    const label = t("pn.castle_label", { n: c, side: sideName(side) });
    const inner = [castleSvg(side, colour), h("span", { class: "pn-num" }, String(c)), h("span", { class: "pn-tag" }, tagParts.join(" "))];
    if (orderActs.has(c)) {
      const text = orderActs.get(c);
      return h("button", { type: "button", class: "act pn-castle order", "data-action": text,
        title: t("pn.order_first", { n: c }), "aria-label": `${label} — ${t("pn.order_first", { n: c })}`,
        onclick: () => ctx.act(text) }, inner);
    }
    if (interactive && pickState && pickState.roles.has(c)) {
      const role = pickState.roles.get(c);
      const chosen = pickState.sel.castle === c;
      return h("button", { type: "button", class: ["act pn-castle", chosen && "chosen", !chosen && pickState.fits(c) && "fits"],
        "data-pick": `castle ${c}`, "aria-pressed": String(chosen),
        title: t(`pn.pick_${role}`, { n: c }), "aria-label": `${label} — ${t(`pn.pick_${role}`, { n: c })}`,
        onclick: () => {
          const sel = ctx.ui.pn;
          if (pickState.roles.size > 1) sel.castle = sel.castle === c ? null : c;
          ctx.rerender();
        } }, inner);
    }
    return h("div", { class: "pn-castle", role: "img", "aria-label": label, title: label }, inner);
  });
  return h("div", { class: "pn-line-wrap" },
    h("div", { class: "pn-line", role: "group", "aria-label": t("pn.line") }, cells));
}

function playerStrip(ctx, seat) {
  const v = ctx.view;
  const side = sideOf(v, seat);
  const board = v.board || "";
  const discard = (side && v.discard && v.discard[side]) || {};
  const played = TYPES.filter((c) => discard[c]).map((c) => `${c}×${discard[c]}`).join(" ");
  const chips = [
    v.first_player === side && !ctx.over ? h("span", { class: "pn-chip shield", title: t("pn.shield_help") }, shieldSvg(), t("pn.shield")) : null,
    h("span", { class: "pn-chip" }, t("pn.castles_n", { n: side ? board.split(side).length - 1 : 0 })),
    h("span", { class: "pn-chip", title: t("pn.largest_help") }, t("pn.largest_n", { n: side ? v.largest_groups?.[side] ?? 0 : 0 })),
    h("span", { class: "pn-chip" }, t("pn.hand_n", { n: v.hand_sizes?.[seat] ?? 0 }), seat !== ctx.seat ? backs(Math.min(v.hand_sizes?.[seat] ?? 0, 8)) : null),
    h("span", { class: "pn-chip" }, t("pn.pile_n", { n: v.pile_sizes?.[seat] ?? 0 })),
    h("span", { class: "pn-chip", title: t("pn.discard_help") }, t("pn.discard"), " ", played || "—"),
  ];
  let unseen = null;
  if (seat !== ctx.seat && side && !ctx.over && ctx.seat != null) {
    // What this side still holds, hand and pile together: its deck less what was revealed (§7).
    const left = { ...COPIES };
    for (const c of TYPES) left[c] -= discard[c] || 0;
    for (const p of v.placements || []) if (p.side === side && p.cards) for (const c of cardsOf(p.cards)) left[c] -= 1;
    unseen = h("span", { class: "pn-chip", title: t("pn.unseen_help") }, t("pn.unseen"), " ",
      TYPES.map((c) => `${c}×${Math.max(0, left[c])}`).join(" "));
  }
  return h("div", { class: "pn-strip", style: { "--pn-side": side ? sideColour(ctx, side) : "#888" } },
    h("span", { class: "who" }, side ? flagSvg(side) : null, ctx.name(seat), side ? h("span", { class: "muted-light" }, ` · ${sideName(side)}`) : null),
    chips, unseen);
}

function groupRow(ctx, p, result) {
  const types = p.cards ? cardsOf(p.cards) : null;
  const mine = p.side === sideOf(ctx.view, ctx.seat);
  let value = null;
  if (result) value = p.role === "attack" ? result.attack : result.defence;
  else if (types && mine) value = p.value ?? null;
  return h("div", { class: "pn-group" },
    h("span", { class: "role", style: { color: "#fff" } }, flagSvg(p.side, 14), " ", t(`pn.role.${p.role}`)),
    types ? types.map((c) => faceCard(c, {}, true)) : backs(p.size, t("pn.face_down", { n: p.size })),
    value != null ? h("span", { class: "pn-chip", title: result ? t("pn.total_help") : t("pn.base_help") },
      result ? t("pn.total", { v: value }) : t("pn.base", { v: value })) : null);
}

function combatsSection(ctx) {
  const v = ctx.view;
  const placements = v.placements || [];
  if (placements.length) {
    const last = ctx.over ? lastCombats(ctx.events) : null;
    const spots = contested(v);
    return h("section", { "aria-label": t("pn.this_turn") },
      h("h3", null, t("pn.this_turn"), v.order ? h("span", { class: "pn-help" }, "  ", t("pn.order_is", { a: v.order[0], b: v.order[1] })) : null),
      h("div", { class: "pn-combats" }, spots.map((c, k) => {
        const result = last ? last.find((x) => x.castle === c) : null;
        const rows = placements.filter((p) => p.castle === c).sort(byRole);
        return h("div", { class: "pn-combat" },
          h("h4", null, t("pn.castle_title", { n: c, xy: k === 0 ? "X" : "Y" })),
          rows.map((p) => groupRow(ctx, p, result)),
          result ? h("div", { class: "pn-outcome" }, outcomeText(result)) : null);
      })));
  }
  const last = lastCombats(ctx.events);
  if (!last.length) return null;
  return h("section", { "aria-label": t("pn.last_turn") },
    h("h3", null, t("pn.last_turn")),
    h("div", { class: "pn-combats" }, last.map((r) => h("div", { class: "pn-combat" },
      h("h4", null, t("pn.castle_plain", { n: r.castle })),
      groupsOf(r).map((g) => groupRow(ctx, g, r)),
      h("div", { class: "pn-outcome" }, outcomeText(r))))));
}

/** A combat's two groups (attack first), as placements. */
function groupsOf(r) {
  const other = r.attacker === "E" ? "F" : "E";
  return [
    { side: r.attacker, role: "attack", cards: r.attack_cards.join("+"), size: r.attack_cards.length },
    { side: other, role: "defend", cards: r.defence_cards.join("+"), size: r.defence_cards.length },
  ];
}

const byRole = (a, b) => (a.role === "attack" ? 0 : 1) - (b.role === "attack" ? 0 : 1);

function outcomeText(r) {
  return t(r.flip ? "pn.outcome_flip" : "pn.outcome_hold", { attack: r.attack, defence: r.defence, side: r.side });
}

function prompt(ctx, state) {
  const v = ctx.view;
  const spots = contested(v);
  if (!ctx.myTurn) return null;
  if (v.phase === "order") return t("pn.prompt_order");
  const role = state.sel.castle != null ? state.roles.get(state.sel.castle) : null;
  const keys = { open_x: "pn.prompt_open_x", answer_x: "pn.prompt_answer_x", open_y: "pn.prompt_open_y", answer_y: "pn.prompt_answer_y" };
  const firstRole = [...state.roles.values()][0];
  return t(keys[v.phase] || "pn.prompt_open_x", { x: spots[0] ?? "?", y: spots[1] ?? "?", role: t(`pn.role.${role || firstRole}`) });
}

function actionPanel(ctx, state) {
  const v = ctx.view;
  if (!ctx.myTurn) return null;
  if (v.phase === "order" || ctx.legal.every((a) => a.type === "order")) {
    return h("div", { class: "pn-actions" }, ctx.legal.filter((a) => a.type === "order").map((a) =>
      actButton(ctx, a.text, t("pn.order_label", { a: a.first, b: a.second }), { class: "primary" })));
  }
  const { sel, types, group } = state;
  const me = sideOf(v, ctx.seat);
  const out = [];
  const castle = sel.castle;
  const role = castle != null ? state.roles.get(castle) : null;
  if (castle != null && types.length && state.fits(castle)) {
    const text = `${role} ${castle} ${group}`;
    const bonus = me ? chainAt(v, castle, me) : 0;
    out.push(actButton(ctx, text, t(`pn.confirm_${role}`, { n: castle, cards: group, v: v.strengths?.[text] ?? "?",
      chain: bonus ? t("pn.with_chain", { c: bonus }) : "" }), { class: "primary" }));
  } else if (castle == null) {
    out.push(h("span", { class: "pn-help" }, types.length && [...state.roles.keys()].some(state.fits) ? t("pn.hint_tap_green") : t("pn.hint_castle")));
  } else if (!types.length) {
    out.push(h("span", { class: "pn-help" }, t("pn.hint_cards")));
  } else {
    out.push(h("span", { class: "pn-help" }, role === "attack" ? t("pn.hint_bad_attack", { mains: [...MAIN].join(", ") }) : t("pn.hint_bad_defence")));
  }
  if (castle != null && me) {
    const opp = me === "E" ? "F" : "E";
    out.push(h("span", { class: "pn-help", style: { flexBasis: "100%" } },
      t("pn.chains_here", { n: castle, me: chainAt(v, castle, me), opp: chainAt(v, castle, opp) })));
  }
  if (types.length || (castle != null && state.roles.size > 1)) {
    out.push(h("button", { type: "button", class: "act subtle", "data-pick": "clear",
      onclick: () => { ctx.ui.pn.cards = []; if (state.roles.size > 1) ctx.ui.pn.castle = null; ctx.rerender(); } }, t("pn.clear")));
  }
  return h("div", { class: "pn-actions" }, out);
}

function handSection(ctx, state) {
  const v = ctx.view;
  if (ctx.seat == null || !v.hand) return null;
  const me = sideOf(v, ctx.seat);
  const picking = ctx.myTurn && state.roles.size > 0;
  const cards = v.hand.map((type, i) => {
    if (!picking) return faceCard(type);
    const chosen = state.sel.cards.includes(i);
    return faceCard(type, { pick: `card ${i} ${type}`, selected: chosen, onclick: () => toggleCard(ctx, i) });
  });
  return h("section", { class: "pn-mine", style: { borderLeft: `6px solid ${me ? sideColour(ctx, me) : "#888"}` } },
    h("h3", null, t("pn.your_hand"), me ? ` — ${sideName(me)}` : ""),
    ctx.myTurn ? h("p", { class: "pn-prompt" }, prompt(ctx, state)) : null,
    cards.length ? h("div", { class: "pn-hand" }, cards) : h("p", { class: "pn-help" }, t("pn.empty_hand")),
    actionPanel(ctx, state),
    ctx.myTurn && v.phase !== "order" ? h("details", null, h("summary", null, t("pn.rules_short")), t("pn.rule_reminder", pillageWords())) : null);
}

function statusLine(ctx) {
  const v = ctx.view;
  if (ctx.over) return t("pn.status_over", { turn: v.turn });
  const p1 = v.first_player;
  return t("pn.status", { turn: v.turn, side: sideName(p1), who: seatOfSide(v, p1) >= 0 ? ctx.name(seatOfSide(v, p1)) : p1,
    phase: t(`pn.phase.${v.phase}`) });
}

function render(ctx) {
  ensureStyle();
  const v = ctx.view;
  const state = selection(ctx);
  const seats = [0, 1];
  const me = ctx.seat;
  const others = me == null ? seats : seats.filter((x) => x !== me);
  return h("div", { class: "g-prince_noir" },
    h("p", { class: "pn-help" }, statusLine(ctx)),
    others.map((x) => playerStrip(ctx, x)),
    castleLine(ctx, { interactive: ctx.myTurn, pickState: state }),
    h("p", { class: "pn-legend" }, TYPES.map((c) => [h("b", null, `${MARK[c]} ${c}`), ` ${cardName(c)} ${VALUE[c]} · `]),
      t("pn.legend_tail", chainWords())),
    combatsSection(ctx),
    handSection(ctx, state),
    me != null ? playerStrip(ctx, me) : null);
}

// -- the bonus tables in words ------------------------------------------------------------

/** "3/4/5" and "+1/+3/+5": the runs that score a chain bonus, and the bonuses (§5). */
function chainWords() {
  const at = CHAIN.map((b, run) => [run, b]).filter(([, b]) => b > 0);
  return { runs: at.map(([run]) => run).join("/"), bonuses: at.map(([, b]) => `+${b}`).join("/") };
}

/** "2/3/4" and "+1/+3/+5": the pillages in a defence that score a bonus, and the bonuses. */
function pillageWords() {
  const at = PILLAGE.map((b, n) => [n, b]).filter(([, b]) => b > 0);
  return { pillages: at.map(([n]) => n).join("/"), bonuses: at.map(([, b]) => `+${b}`).join("/") };
}

function interlude(fresh, ctx) {
  // Only the last turn's combats (a final update may resend the whole history).
  const last = lastCombats(fresh);
  if (!last.length) return null;
  ensureStyle();
  return h("div", { class: "g-prince_noir pn-light" },
    h("strong", null, t("pn.interlude_title")),
    h("ul", null, last.map((r) => h("li", null, h("strong", null, t("pn.castle_plain", { n: r.castle })), " — ",
      t("pn.reveal_one_short", { side: r.attacker, attack: r.attack_cards.join("+"), defend: r.defence_cards.join("+") }),
      t("pn.colon"), outcomeText(r)))));
}

function endScreen(ctx) {
  ensureStyle();
  const v = ctx.view;
  const board = v.board || "";
  const rows = [0, 1].map((seat) => {
    const side = sideOf(v, seat);
    if (!side) return null;
    const castles = board.split(side).length - 1;
    const cards = v.hand_sizes?.[seat] ?? 0;
    const big = v.largest_groups?.[side] ?? 0;
    return h("p", { class: "pn-score" }, flagSvg(side, 16), " ", h("strong", null, ctx.name(seat)), ` (${sideName(side)}) : `,
      t("pn.score_row", { castles, cards, largest: big, total: ctx.result?.points?.[seat] ?? "?" }));
  });
  // Why the game ended: the engine's last word on it (all castles, no main card, no cards).
  const end = [...ctx.events].reverse().find((e) => ["all_castles", "no_main", "exhausted"].includes(e.kind));
  const why = end ? t(`pn.ev.${end.kind}`, end.args || {}) : "";
  return h("div", { class: "g-prince_noir pn-light" },
    h("p", null, h("strong", null, why)),
    castleLine(ctx, { interactive: false }),
    rows);
}

function seatInfo(ctx, seat) {
  const side = sideOf(ctx.view, seat);
  if (!side) return "";
  return t("pn.seat_info", { side: sideName(side), n: (ctx.view.board || "").split(side).length - 1 });
}

export default {
  meta: {
    minutes: "10",
    pitch: {
      fr: "Duel de bluff sur une ligne de 8 châteaux : chaque tour, attaquez un château ennemi et défendez un des vôtres avec des cartes face cachée.",
      en: "A bluffing duel on a line of 8 castles: each turn, attack an enemy castle and defend one of yours with face-down cards.",
    },
  },
  render,
  drawRef,
  interlude,
  endScreen,
  seatInfo,
};
