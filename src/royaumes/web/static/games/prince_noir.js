// Les Chevauchées du Prince Noir: the line of 8 castles, the face-down groups, the hand.
// A move is built on the board: tap a castle (the target), pick the cards of the group,
// then confirm; the resolution order is chosen by tapping the castle to resolve first.
import { t } from "../i18n.js";
import { actButton, card, h, s } from "../ui.js";

const TYPES = ["Sg", "Ch", "Rd", "Pl"];
const VALUE = { Sg: 4, Ch: 3, Rd: 2, Pl: 1 };
const COPIES = { Sg: 3, Ch: 4, Rd: 5, Pl: 6 };
const MAIN = new Set(["Sg", "Ch", "Rd"]);
const MARK = { Sg: "♜", Ch: "♞", Rd: "⚔", Pl: "♨" };
const BAND = { Sg: "#5d4037", Ch: "#7a1f2b", Rd: "#2e6b3a", Pl: "#b26a00" };
const CHAIN = [0, 0, 0, 1, 3, 5];
const PILLAGE = [0, 0, 1, 3, 5];
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

function attackValue(types) {
  return types.reduce((sum, c) => sum + (VALUE[c] || 0), 0);
}

function defenceValue(types) {
  const pl = types.filter((c) => c === "Pl").length;
  return types.length + PILLAGE[Math.min(pl, PILLAGE.length - 1)];
}

/** The chain bonus of `side` at castle `castle` (1-based) on `board` (spec §5, a reading aid). */
function chain(board, castle, side, mode) {
  const bonus = (n) => CHAIN[Math.min(n, CHAIN.length - 1)];
  const c = castle - 1;
  let left = 0, right = 0;
  for (let i = c - 1; i >= 0 && board[i] === side; i--) left++;
  for (let i = c + 1; i < board.length && board[i] === side; i++) right++;
  if (mode === "per_side_max") return Math.max(bonus(left), bonus(right));
  if (mode === "combined") return bonus(left + right + (board[c] === side ? 1 : 0));
  return bonus(left) + bonus(right);
}

function largest(board, side) {
  let best = 0, run = 0;
  for (const ch of board) { run = ch === side ? run + 1 : 0; best = Math.max(best, run); }
  return best;
}

function cardsOf(text) {
  return text ? text.split("+").filter(Boolean) : [];
}

function cardName(type) {
  return t(`pn.card.${type}`);
}

function cardsLabel(types) {
  return types.map((c) => t(`pn.short.${c}`)).join(" + ");
}

/** The groups of the last reveal and its combats, read from the events. */
function lastTurnFromEvents(events) {
  let at = -1;
  for (let i = events.length - 1; i >= 0; i--) if (events[i].text.startsWith("reveal ")) { at = i; break; }
  if (at < 0) return null;
  const groups = parseReveal(events[at].text);
  const combats = [];
  for (let i = at + 1; i < events.length; i++) {
    const c = parseCombat(events[i].text);
    if (c) combats.push(c);
    else if (events[i].actor !== "table") break;
  }
  return { groups, combats };
}

function parseReveal(text) {
  return text.slice("reveal ".length).split(", ").map((part) => {
    const [side, rest] = part.split(":");
    const [role, castle, cards] = rest.split(" ");
    return { side, role, castle: Number(castle), cards: cardsOf(cards) };
  });
}

function parseCombat(text) {
  const m = /^combat (\d+) attack (\d+) defence (\d+) (?:flips to ([EF])|holds)$/.exec(text);
  return m ? { castle: Number(m[1]), attack: Number(m[2]), defence: Number(m[3]), flip: m[4] || null } : null;
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
    h("span", { class: "pn-chip", title: t("pn.largest_help") }, t("pn.largest_n", { n: side ? largest(board, side) : 0 })),
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
  else if (types && mine) value = p.role === "attack" ? attackValue(types) : defenceValue(types);
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
    const last = ctx.over ? lastTurnFromEvents(ctx.events) : null;
    const spots = contested(v);
    return h("section", { "aria-label": t("pn.this_turn") },
      h("h3", null, t("pn.this_turn"), v.order ? h("span", { class: "pn-help" }, "  ", t("pn.order_is", { a: v.order[0], b: v.order[1] })) : null),
      h("div", { class: "pn-combats" }, spots.map((c, k) => {
        const result = last ? last.combats.find((x) => x.castle === c) : null;
        const rows = placements.filter((p) => p.castle === c).sort(byRole);
        return h("div", { class: "pn-combat" },
          h("h4", null, t("pn.castle_title", { n: c, xy: k === 0 ? "X" : "Y" })),
          rows.map((p) => groupRow(ctx, p, result)),
          result ? h("div", { class: "pn-outcome" }, outcomeText(result)) : null);
      })));
  }
  const last = lastTurnFromEvents(ctx.events);
  if (!last || !last.combats.length) return null;
  return h("section", { "aria-label": t("pn.last_turn") },
    h("h3", null, t("pn.last_turn")),
    h("div", { class: "pn-combats" }, last.combats.map((r) => h("div", { class: "pn-combat" },
      h("h4", null, t("pn.castle_plain", { n: r.castle })),
      last.groups.filter((g) => g.castle === r.castle).sort(byRole)
        .map((g) => groupRow(ctx, { side: g.side, role: g.role, cards: g.cards.join("+"), size: g.cards.length }, r)),
      h("div", { class: "pn-outcome" }, outcomeText(r))))));
}

const byRole = (a, b) => (a.role === "attack" ? 0 : 1) - (b.role === "attack" ? 0 : 1);

function outcomeText(r) {
  return r.flip ? t("pn.outcome_flip", { a: r.attack, d: r.defence, side: sideName(r.flip) })
    : t("pn.outcome_hold", { a: r.attack, d: r.defence });
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
    const bonus = me ? chain(v.board, castle, me, String(v.options?.chain_mode || "per_side_sum")) : 0;
    const base = role === "attack" ? attackValue(types) : defenceValue(types);
    out.push(actButton(ctx, text, t(`pn.confirm_${role}`, { n: castle, cards: group, v: base + bonus,
      chain: bonus ? t("pn.with_chain", { c: bonus }) : "" }), { class: "primary" }));
  } else if (castle == null) {
    out.push(h("span", { class: "pn-help" }, types.length && [...state.roles.keys()].some(state.fits) ? t("pn.hint_tap_green") : t("pn.hint_castle")));
  } else if (!types.length) {
    out.push(h("span", { class: "pn-help" }, t("pn.hint_cards")));
  } else {
    out.push(h("span", { class: "pn-help" }, t(role === "attack" ? "pn.hint_bad_attack" : "pn.hint_bad_defence")));
  }
  if (castle != null && me) {
    const mode = String(v.options?.chain_mode || "per_side_sum");
    const opp = me === "E" ? "F" : "E";
    out.push(h("span", { class: "pn-help", style: { flexBasis: "100%" } },
      t("pn.chains_here", { n: castle, me: chain(v.board, castle, me, mode), opp: chain(v.board, castle, opp, mode) })));
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
    ctx.myTurn && v.phase !== "order" ? h("details", null, h("summary", null, t("pn.rules_short")), t("pn.rule_reminder")) : null);
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
      t("pn.legend_tail")),
    combatsSection(ctx),
    handSection(ctx, state),
    me != null ? playerStrip(ctx, me) : null);
}

// -- narration ------------------------------------------------------------------------------

function narrate(event, ctx, index) {
  const text = event.text;
  const [verb, ...restParts] = text.split(" ");
  const rest = restParts.join(" ");
  const events = ctx.events;
  if (event.actor === "chance" && verb === "draw") {
    const next = events[index + 1];
    if (next && next.actor === "chance" && next.text.startsWith("draw ") && next.to === event.to) return null;
    const run = [];
    for (let i = index; i >= 0; i--) {
      const e = events[i];
      if (e.actor !== "chance" || !e.text.startsWith("draw ") || e.to !== event.to) break;
      run.unshift(e.text.slice(5));
    }
    const who = event.to ? ctx.actorName(event.to) : ctx.actorName("chance");
    if (run.every((c) => c === "?")) return t("pn.n_draws", { who, n: run.length });
    if (event.to === `P${ctx.seat}`) return t("pn.you_draw", { cards: run.map((c) => t(`pn.short.${c}`)).join(", ") });
    return t("pn.draws", { who, cards: run.map((c) => t(`pn.short.${c}`)).join(", ") });
  }
  if (event.actor === "chance" && verb === "sides") {
    return [...rest].map((side, seat) => t("pn.sides", { who: ctx.name(seat), side: sideName(side), letter: side })).join(t("pn.sep"));
  }
  if ((verb === "attack" || verb === "defend") && /^P\d+$/.test(event.actor)) {
    const [castle, ...cardsParts] = restParts;
    const cards = cardsParts.join(" ");
    const hidden = /^\[(\d+)/.exec(cards);
    const what = hidden ? t("pn.face_down", { n: Number(hidden[1]) }) : cardsLabel(cardsOf(cards));
    return t(`pn.places_${verb}`, { who: ctx.actorName(event.actor), n: castle, cards: what });
  }
  if (verb === "order") {
    const [a, b] = restParts;
    return t("pn.orders", { who: ctx.actorName(event.actor), a, b });
  }
  if (verb === "reveal") {
    const groups = parseReveal(text);
    const castles = [];
    for (const g of groups) if (!castles.includes(g.castle)) castles.push(g.castle);
    return t("pn.reveal", { list: castles.map((c) => {
      const att = groups.find((g) => g.castle === c && g.role === "attack");
      const def = groups.find((g) => g.castle === c && g.role === "defend");
      return t("pn.reveal_one", { n: c, as: att ? sideName(att.side) : "?", ac: att ? cardsLabel(att.cards) : "—",
        ds: def ? sideName(def.side) : "?", dc: def ? cardsLabel(def.cards) : "—" });
    }).join(t("pn.sep")) });
  }
  if (verb === "combat") {
    const r = parseCombat(text);
    if (r) return t("pn.combat", { n: r.castle, outcome: outcomeText(r) });
  }
  if (text.endsWith("holds every castle")) return t("pn.all_castles", { side: sideName(verb) });
  if (text === "cards exhausted") return t("pn.exhausted");
  if (text === "no main card") return t("pn.no_main");
  return `${ctx.actorName(event.actor)} : ${text}`;
}

function interlude(fresh, ctx) {
  // Only the last turn's combats (a final update may resend the whole history).
  const last = lastTurnFromEvents(fresh);
  if (!last || !last.combats.length) return null;
  ensureStyle();
  return h("div", { class: "g-prince_noir pn-light" },
    h("strong", null, t("pn.interlude_title")),
    h("ul", null, last.combats.map((r) => {
      const att = last.groups.find((g) => g.castle === r.castle && g.role === "attack");
      const def = last.groups.find((g) => g.castle === r.castle && g.role === "defend");
      return h("li", null, h("strong", null, t("pn.castle_plain", { n: r.castle })), " — ",
        att && def ? t("pn.reveal_one_short", { as: sideName(att.side), ac: att.cards.join("+"), ds: sideName(def.side), dc: def.cards.join("+") }) : "",
        t("pn.colon"), outcomeText(r));
    })));
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
    const big = largest(board, side);
    return h("p", { class: "pn-score" }, flagSvg(side, 16), " ", h("strong", null, ctx.name(seat)), ` (${sideName(side)}) : `,
      t("pn.score_row", { c: castles, k: cards, l: big, total: castles + cards + big }));
  });
  const why = ctx.events.some((e) => e.text.endsWith("holds every castle")) ? t("pn.end_all")
    : ctx.events.some((e) => e.text === "no main card") ? t("pn.no_main") : t("pn.exhausted");
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

const strings = {
  fr: {
    "pn.side.E": "Anglais", "pn.side.F": "Français",
    "pn.card.Sg": "Siège", "pn.card.Ch": "Chevauchée", "pn.card.Rd": "Raid", "pn.card.Pl": "Pillage",
    "pn.short.Sg": "Siège", "pn.short.Ch": "Chevauchée", "pn.short.Rd": "Raid", "pn.short.Pl": "Pillage",
    "pn.card_sub": "attaque {v}",
    "pn.card_sub_short": "att. {v}",
    "pn.n_cards": "{n} carte(s)",
    "pn.face_down": "{n} carte(s) face cachée",
    "pn.castle_label": "Château {n} ({side})",
    "pn.line": "La ligne des 8 châteaux",
    "pn.first_short": "1er", "pn.second_short": "2e",
    "pn.order_first": "résoudre le combat du château {n} en premier",
    "pn.pick_attack": "viser le château {n} (attaque)",
    "pn.pick_defend": "viser le château {n} (défense)",
    "pn.shield": "bouclier", "pn.shield_help": "Premier joueur de ce tour",
    "pn.castles_n": "♜ {n} châteaux",
    "pn.largest_n": "ensemble {n}", "pn.largest_help": "Plus grand ensemble de châteaux adjacents",
    "pn.hand_n": "main {n}", "pn.pile_n": "pioche {n}",
    "pn.discard": "défausse", "pn.discard_help": "Cartes déjà jouées (défausse commune, face visible)",
    "pn.unseen": "reste", "pn.unseen_help": "Cartes encore en main ou en pioche chez l'adversaire (son paquet moins les cartes révélées)",
    "pn.role.attack": "attaque", "pn.role.defend": "défense",
    "pn.total": "= {v}", "pn.total_help": "Valeur du combat, chaînes comprises",
    "pn.base": "valeur {v}", "pn.base_help": "Valeur des cartes, sans les chaînes",
    "pn.this_turn": "Combats du tour",
    "pn.order_is": "ordre : {a} puis {b}",
    "pn.castle_title": "Château {n} ({xy})",
    "pn.castle_plain": "Château {n}",
    "pn.last_turn": "Tour précédent",
    "pn.outcome_flip": "attaque {a} contre défense {d} : passe aux {side}",
    "pn.outcome_hold": "attaque {a} contre défense {d} : le défenseur tient",
    "pn.prompt_order": "Choisissez le combat résolu en premier : touchez son château.",
    "pn.prompt_open_x": "À vous d'ouvrir : touchez un château (ennemi pour l'attaquer, à vous pour le défendre), puis choisissez vos cartes. Gardez au moins 1 carte.",
    "pn.prompt_answer_x": "Répondez au château {x} ({role}) : choisissez vos cartes, en gardant au moins 1 carte.",
    "pn.prompt_open_y": "Choisissez le château Y ({role}), autre que {x}, puis vos cartes.",
    "pn.prompt_answer_y": "Répondez au château {y} ({role}) : choisissez vos cartes.",
    "pn.order_label": "Château {a} d'abord, puis {b}",
    "pn.confirm_attack": "Attaquer le château {n} avec {cards} (force {v}{chain})",
    "pn.confirm_defend": "Défendre le château {n} avec {cards} (force {v}{chain})",
    "pn.with_chain": ", dont chaîne +{c}",
    "pn.hint_castle": "Touchez un château encadré.",
    "pn.hint_tap_green": "Les châteaux en vert acceptent ce groupe : touchez-en un.",
    "pn.hint_cards": "Choisissez les cartes du groupe.",
    "pn.hint_bad_attack": "Une attaque : exactement 1 carte principale (Sg, Ch ou Rd) et des Pillages au choix.",
    "pn.hint_bad_defence": "Ce groupe n'est pas possible ici (gardez au moins 1 carte si vous devez encore jouer).",
    "pn.clear": "Effacer",
    "pn.your_hand": "Votre main",
    "pn.empty_hand": "Main vide.",
    "pn.rules_short": "Rappel des règles",
    "pn.chains_here": "Chaînes au château {n} : vous +{me}, l'adversaire +{opp}.",
    "pn.tag_attack": "att.", "pn.tag_defend": "déf.",
    "pn.rule_reminder": "Attaque : 1 carte principale + Pillages, valeur des cartes + chaînes. Défense : 1 par carte, +1/+3/+5 pour 2/3/4 Pillages, + chaînes. Égalité : le défenseur tient.",
    "pn.legend_tail": "chaîne de 3/4/5 châteaux voisins : +1/+3/+5",
    "pn.status": "Tour {turn} · bouclier : {side} ({who}) · {phase}",
    "pn.status_over": "Partie terminée au tour {turn}",
    "pn.phase.open_x": "ouverture au château X",
    "pn.phase.answer_x": "réponse au château X",
    "pn.phase.open_y": "ouverture au château Y",
    "pn.phase.answer_y": "réponse au château Y",
    "pn.phase.order": "choix de l'ordre des combats",
    "pn.phase.over": "fin",
    "pn.phase.sides": "tirage des camps", "pn.phase.draw": "pioche",
    "pn.n_draws": "{who} pioche {n} carte(s)",
    "pn.you_draw": "Vous piochez : {cards}",
    "pn.draws": "{who} pioche : {cards}",
    "pn.sides": "{who} joue les {side} ({letter})",
    "pn.places_attack": "{who} attaque le château {n} avec {cards}",
    "pn.places_defend": "{who} défend le château {n} avec {cards}",
    "pn.orders": "{who} fixe l'ordre : château {a} d'abord, puis {b}",
    "pn.reveal": "Révélation — {list}",
    "pn.sep": " ; ", "pn.colon": " : ",
    "pn.reveal_one_short": "{as} {ac} contre {ds} {dc}",
    "pn.reveal_one": "château {n} : {as} {ac} contre {ds} {dc}",
    "pn.combat": "Combat au château {n} : {outcome}",
    "pn.all_castles": "Les {side} tiennent les 8 châteaux !",
    "pn.exhausted": "Les cartes sont épuisées : décompte final.",
    "pn.no_main": "Une main n'a plus de carte principale : décompte final.",
    "pn.end_all": "Un camp tient les 8 châteaux !",
    "pn.interlude_title": "Résultat des combats",
    "pn.score_row": "{c} châteaux + {k} cartes + plus grand ensemble {l} = {total}",
    "pn.seat_info": "{side} · {n} ♜",
  },
  en: {
    "pn.side.E": "English", "pn.side.F": "French",
    "pn.card.Sg": "Siège (siege)", "pn.card.Ch": "Chevauchée (mounted raid)", "pn.card.Rd": "Raid", "pn.card.Pl": "Pillage",
    "pn.short.Sg": "Siège", "pn.short.Ch": "Chevauchée", "pn.short.Rd": "Raid", "pn.short.Pl": "Pillage",
    "pn.card_sub": "attack {v}",
    "pn.card_sub_short": "atk {v}",
    "pn.n_cards": "{n} card(s)",
    "pn.face_down": "{n} face-down card(s)",
    "pn.castle_label": "Castle {n} ({side})",
    "pn.line": "The line of 8 castles",
    "pn.first_short": "1st", "pn.second_short": "2nd",
    "pn.order_first": "resolve the combat at castle {n} first",
    "pn.pick_attack": "target castle {n} (attack)",
    "pn.pick_defend": "target castle {n} (defence)",
    "pn.shield": "shield", "pn.shield_help": "First player this turn",
    "pn.castles_n": "♜ {n} castles",
    "pn.largest_n": "group {n}", "pn.largest_help": "Largest group of adjacent castles",
    "pn.hand_n": "hand {n}", "pn.pile_n": "pile {n}",
    "pn.discard": "discard", "pn.discard_help": "Cards already played (common discard, face up)",
    "pn.unseen": "left", "pn.unseen_help": "Cards still in the opponent's hand or pile (their deck less the revealed cards)",
    "pn.role.attack": "attack", "pn.role.defend": "defence",
    "pn.total": "= {v}", "pn.total_help": "Combat value, chains included",
    "pn.base": "value {v}", "pn.base_help": "Value of the cards, without chains",
    "pn.this_turn": "This turn's combats",
    "pn.order_is": "order: {a} then {b}",
    "pn.castle_title": "Castle {n} ({xy})",
    "pn.castle_plain": "Castle {n}",
    "pn.last_turn": "Last turn",
    "pn.outcome_flip": "attack {a} against defence {d}: goes to the {side}",
    "pn.outcome_hold": "attack {a} against defence {d}: the defender holds",
    "pn.prompt_order": "Choose the combat resolved first: tap its castle.",
    "pn.prompt_open_x": "Your opening: tap a castle (an enemy one to attack it, one of yours to defend it), then pick your cards. Keep at least 1 card.",
    "pn.prompt_answer_x": "Answer at castle {x} ({role}): pick your cards, keeping at least 1 card.",
    "pn.prompt_open_y": "Choose castle Y ({role}), other than {x}, then your cards.",
    "pn.prompt_answer_y": "Answer at castle {y} ({role}): pick your cards.",
    "pn.order_label": "Castle {a} first, then {b}",
    "pn.confirm_attack": "Attack castle {n} with {cards} (strength {v}{chain})",
    "pn.confirm_defend": "Defend castle {n} with {cards} (strength {v}{chain})",
    "pn.with_chain": ", chain +{c} included",
    "pn.hint_castle": "Tap a framed castle.",
    "pn.hint_tap_green": "The green castles accept this group: tap one.",
    "pn.hint_cards": "Pick the cards of your group.",
    "pn.hint_bad_attack": "An attack: exactly 1 main card (Sg, Ch or Rd) plus any Pillages.",
    "pn.hint_bad_defence": "This group is not possible here (keep at least 1 card if you still have to play).",
    "pn.clear": "Clear",
    "pn.your_hand": "Your hand",
    "pn.empty_hand": "Empty hand.",
    "pn.rules_short": "Rules reminder",
    "pn.chains_here": "Chains at castle {n}: you +{me}, your opponent +{opp}.",
    "pn.tag_attack": "att", "pn.tag_defend": "def",
    "pn.rule_reminder": "Attack: 1 main card + Pillages, card values + chains. Defence: 1 per card, +1/+3/+5 for 2/3/4 Pillages, + chains. Ties: the defender holds.",
    "pn.legend_tail": "chain of 3/4/5 neighbouring castles: +1/+3/+5",
    "pn.status": "Turn {turn} · shield: {side} ({who}) · {phase}",
    "pn.status_over": "Game over at turn {turn}",
    "pn.phase.open_x": "opening at castle X",
    "pn.phase.answer_x": "answer at castle X",
    "pn.phase.open_y": "opening at castle Y",
    "pn.phase.answer_y": "answer at castle Y",
    "pn.phase.order": "choosing the combat order",
    "pn.phase.over": "over",
    "pn.phase.sides": "drawing the sides", "pn.phase.draw": "drawing",
    "pn.n_draws": "{who} draws {n} card(s)",
    "pn.you_draw": "You draw: {cards}",
    "pn.draws": "{who} draws: {cards}",
    "pn.sides": "{who} plays the {side} ({letter})",
    "pn.places_attack": "{who} attacks castle {n} with {cards}",
    "pn.places_defend": "{who} defends castle {n} with {cards}",
    "pn.orders": "{who} sets the order: castle {a} first, then {b}",
    "pn.reveal": "Reveal — {list}",
    "pn.sep": "; ", "pn.colon": ": ",
    "pn.reveal_one_short": "{as} {ac} against {ds} {dc}",
    "pn.reveal_one": "castle {n}: {as} {ac} against {ds} {dc}",
    "pn.combat": "Combat at castle {n}: {outcome}",
    "pn.all_castles": "The {side} hold all 8 castles!",
    "pn.exhausted": "The cards are exhausted: final scoring.",
    "pn.no_main": "A hand has no main card left: final scoring.",
    "pn.end_all": "One side holds all 8 castles!",
    "pn.interlude_title": "Combat results",
    "pn.score_row": "{c} castles + {k} cards + largest group {l} = {total}",
    "pn.seat_info": "{side} · {n} ♜",
  },
};

export default {
  meta: {
    minutes: "10",
    pitch: {
      fr: "Duel de bluff sur une ligne de 8 châteaux : chaque tour, attaquez un château ennemi et défendez un des vôtres avec des cartes face cachée.",
      en: "A bluffing duel on a line of 8 castles: each turn, attack an enemy castle and defend one of yours with face-down cards.",
    },
  },
  strings,
  render,
  narrate,
  interlude,
  endScreen,
  seatInfo,
};
