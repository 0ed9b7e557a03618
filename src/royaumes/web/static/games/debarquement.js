// Débarquement (the card game of Deux Rois pour un Royaume, spec deux_rois.md §3):
// the Norman and English boats, the seat's hand, who has selected, this turn's
// revealed cards, every seat's captures and the scores. Lowest total wins. The words are
// the engine's (the catalogue; each event's message); a boat's worth and a seat's deal
// score are the engine's too (the facts of its events), and so is what the card waiting for
// its boat would do in each (the view's previews): never computed here.
import { lang, t } from "../i18n.js";
import { actButton, h, s } from "../ui.js";

// The 50 characters (number = index + 1): French name, English gloss, colour, from the
// server's one character table (royaumes/games/deux_rois/characters.toml).
const CHARACTERS = (await (await fetch("/api/characters")).json()).map((c) => [c.name, c.name_en, c.colour]);

const BOATS = ["norman", "english"];
const CAPACITY = 5; // the pips drawn for a boat (§3.5)
const INK = { red: "#b3261e", blue: "#1f5aa6", grey: "#6b6b6b", orange: "#ad5200", green: "#2e7d32" };
const BAND = { red: "#c0392b", blue: "#1f5aa6", grey: "#8c8c8c", orange: "#e67e22", green: "#2e7d32" };
const BOAT_COLOUR = { norman: "#b3261e", english: "#1f5aa6" };

const colourOf = (n) => CHARACTERS[n - 1]?.[2] ?? "grey";
const frName = (n) => CHARACTERS[n - 1]?.[0] ?? String(n);
const enName = (n) => CHARACTERS[n - 1]?.[1] ?? String(n);
const cardName = (n) => (lang === "en" && enName(n) !== frName(n) ? `${frName(n)} (${enName(n)})` : frName(n));
const cardText = (n) => `${n} ${frName(n)}`;
const signed = (v) => String(v).replace("-", "−");

const opt = (ctx, key, fallback) => ctx.view.options?.[key] ?? fallback;

/** The events of the current deal (since its `new_deal`), oldest first. */
function thisDeal(events) {
  let i = events.length;
  while (i > 0 && events[i - 1].kind !== "new_deal") i--;
  return events.slice(i);
}

/** A boat's worth now: the last placement's fact (0 once captured or empty). */
function boatWorth(ctx, boat) {
  const deal = thisDeal(ctx.events);
  for (let i = deal.length - 1; i >= 0; i--) {
    const e = deal[i];
    if (e.args?.boat !== boat) continue;
    if (e.kind === "placed") return e.args.worth;
    if (e.kind === "captured") return 0;
  }
  return 0;
}

/** A seat's captures this deal, as the engine told them: each boat's worth, and the seat's
 * deal score so far (negative when single-coloured). */
function capturesOf(ctx, seat) {
  const caps = thisDeal(ctx.events).filter((e) => e.kind === "captured" && e.args.seat === seat);
  const last = caps[caps.length - 1];
  return { worths: caps.map((e) => e.args.worth), score: last ? last.args.score : 0, mono: Boolean(last?.args.mono) };
}

// ---- drawing -------------------------------------------------------------------------

const STYLE = `
.g-debarquement { display: grid; gap: .6rem; --deb-w: clamp(46px, 13.5vw, 72px); --deb-bw: clamp(40px, 11.5vw, 62px); }
.g-debarquement .deb-info { display: flex; flex-wrap: wrap; gap: .3rem .9rem; font-size: .9rem; color: #d9d2bd; }
.g-debarquement .deb-info b { color: #fff; }
.g-debarquement .deb-prompt { margin: 0; padding: .4rem .6rem; border-radius: 8px; background: #c9a22733; border: 1px solid #c9a227; color: #fff; font-weight: 600; }
.g-debarquement .deb-boats { display: grid; gap: .5rem; }
.g-debarquement .deb-boat { border-radius: 12px; padding: .35rem .45rem .2rem; background: #ffffff10; border: 2px solid transparent; }
.g-debarquement .deb-boat.target { border-color: #c9a227; background: #c9a2271f; }
.g-debarquement .deb-boat-head { display: flex; flex-wrap: wrap; align-items: center; gap: .3rem .6rem; }
.g-debarquement .deb-boat-name { font-family: Georgia, serif; font-weight: 700; color: #fff; display: inline-flex; align-items: center; gap: .35rem; }
.g-debarquement .deb-pips { display: inline-flex; gap: 3px; align-items: center; }
.g-debarquement .deb-pip { width: 11px; height: 11px; border-radius: 50%; border: 1.5px solid #f3efe3; display: inline-block; }
.g-debarquement .deb-pip.on { background: #f3efe3; }
.g-debarquement .deb-pips.warn .deb-pip.on { background: #ffcf4a; border-color: #ffcf4a; }
.g-debarquement .deb-small { font-size: .85rem; color: #d9d2bd; }
.g-debarquement .deb-deck { display: flex; flex-wrap: wrap; gap: .3rem; align-items: flex-end; min-height: calc(var(--deb-bw) * 1.4 + 4px); padding: .35rem .2rem 0; }
.g-debarquement .deb-deck.empty { min-height: 2.6rem; }
.g-debarquement .deb-empty { color: #d9d2bd; font-style: italic; align-self: center; font-size: .9rem; }
.g-debarquement .deb-hull { display: block; width: 100%; height: 30px; margin-top: -2px; }
.g-debarquement .deb-stack { display: flex; flex-direction: column; align-items: stretch; width: var(--deb-bw); }
.g-debarquement .deb-under { font-size: .75rem; line-height: 1.25; font-weight: 700; text-align: center; background: #e9e3d3; color: #3d3a33;
  border-radius: 4px 4px 0 0; border-left: 4px solid; margin-bottom: -1px; opacity: .9; }
.g-debarquement .deb-card { display: inline-block; width: var(--deb-w); padding: 0; border: none; background: none; border-radius: 7px; line-height: 0; vertical-align: top; }
.g-debarquement .deb-card svg { width: 100%; height: auto; display: block; }
.g-debarquement .deb-stack .deb-card { width: 100%; }
.g-debarquement .deb-card.new svg rect.face { stroke: #ffcf4a; stroke-width: 3; }
.g-debarquement button.deb-card { cursor: pointer; min-height: 0; box-shadow: 0 0 0 2px #c9a227; transition: transform .1s; }
.g-debarquement button.deb-card:hover, .g-debarquement button.deb-card:focus-visible { transform: translateY(-5px); }
.g-debarquement .deb-card.selected { transform: translateY(-8px); box-shadow: 0 0 0 3px #4fc3f7; }
.g-debarquement .deb-card.faded { opacity: .45; }
.g-debarquement .deb-hand { display: grid; grid-template-columns: repeat(auto-fill, minmax(72px, 1fr)); gap: .35rem; align-items: end; padding-top: .5rem; }
.g-debarquement .deb-hand .deb-card { width: 100%; max-width: 96px; }
.g-debarquement .deb-place { background: #fffdf6; color: #1b1b1b; font-size: .9rem; min-height: 44px; }
.g-debarquement .deb-revealed { display: flex; flex-wrap: wrap; gap: .4rem; }
.g-debarquement .deb-rv { display: flex; flex-direction: column; align-items: center; gap: .15rem; width: max(var(--deb-bw), 68px); font-size: .75rem; text-align: center; overflow-wrap: break-word; line-height: 1.15; }
.g-debarquement .deb-rv .deb-card { width: var(--deb-bw); }
.g-debarquement .deb-rv.now .deb-card { box-shadow: 0 0 0 3px #ffcf4a; }
.g-debarquement h3 { font-size: 1rem; margin: .1rem 0 .2rem; }
.g-debarquement .deb-seats { list-style: none; margin: 0; padding: 0; display: grid; gap: .35rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr)); }
.g-debarquement .deb-seat { background: #ffffff12; border-radius: 10px; padding: .35rem .5rem; border-left: 5px solid; font-size: .9rem; }
.g-debarquement .deb-seat.me { background: #ffffff22; }
.g-debarquement .deb-seat.out { background: #00000030; } /* eliminated: darker, still readable (no opacity) */
.g-debarquement .deb-seat.out .who { text-decoration: line-through; }
.g-debarquement .deb-seat-head { display: flex; flex-wrap: wrap; gap: .2rem .6rem; align-items: baseline; }
.g-debarquement .deb-seat-head .who { font-weight: 700; color: #fff; }
.g-debarquement .deb-badge { border-radius: 999px; padding: 0 .45rem; font-size: .78rem; font-weight: 700; background: #ffffff22; }
.g-debarquement .deb-badge.done { background: #7bd88f; color: #10301a; }
.g-debarquement .deb-badge.wait { background: #ffffff1a; color: #e8e2cf; }
.g-debarquement .deb-caps { display: flex; flex-wrap: wrap; gap: .3rem; margin-top: .25rem; }
.g-debarquement .deb-cap { display: inline-flex; flex-wrap: wrap; gap: 2px; align-items: center; background: #00000033; border-radius: 6px; padding: 2px 4px; }
.g-debarquement .deb-chip { display: inline-block; min-width: 1.7em; text-align: center; font-size: .75rem; font-weight: 700; border-radius: 4px; padding: 0 2px; background: #fffdf6; border-bottom: 3px solid; }
.g-debarquement .deb-cap .worth { font-size: .78rem; color: #ffe9a8; margin-left: 3px; font-weight: 700; }
.g-debarquement .deb-mono { color: #7bd88f; font-weight: 700; }
.g-debarquement .deb-legend summary { cursor: pointer; min-height: 40px; display: flex; align-items: center; font-weight: 600; }
.g-debarquement .deb-legend p { margin: 0 0 .3rem; }
.g-debarquement .deb-extra { display: flex; flex-wrap: wrap; gap: .4rem; }
.deb-interlude table, .deb-end table { border-collapse: collapse; }
.deb-interlude th, .deb-interlude td, .deb-end th, .deb-end td { padding: .15rem .5rem; text-align: right; border-bottom: 1px solid #d8cdb3; }
.deb-interlude th:first-child, .deb-end th:first-child { text-align: left; }
.deb-end { overflow-x: auto; width: 0; min-width: 100%; }
.deb-end td.deals { text-align: left; white-space: normal; font-variant-numeric: tabular-nums; }
`;

function ensureStyle() {
  if (document.getElementById("style-debarquement")) return;
  document.head.append(h("style", { id: "style-debarquement" }, STYLE));
}

function wrapName(name, width = 11) {
  if (name.includes(",")) return name.split(",", 2).map((l) => l.trim()).map((l) => (l.length > 16 ? l.slice(0, 15) + "…" : l));
  const words = name.replace(",", "").split(" ");
  const lines = [""];
  for (const w of words) {
    const cur = lines[lines.length - 1];
    if (!cur) lines[lines.length - 1] = w;
    else if ((cur + " " + w).length <= width) lines[lines.length - 1] = cur + " " + w;
    else lines.push(w);
  }
  if (lines.length > 2) {
    const rest = lines.slice(1).join(" ");
    lines.length = 2;
    lines[1] = rest.length <= 16 ? rest : rest.slice(0, 14) + "…";
  }
  return lines.map((l) => (l.length > 16 ? l.slice(0, 15) + "…" : l));
}

/** A character card in SVG: colour band, big number, the French name, the special scoring. */
function faceSvg(n, { compact = false } = {}) {
  const colour = colourOf(n);
  const w = 60, hgt = compact ? 64 : 84;
  const svg = s("svg", { viewBox: `0 0 ${w} ${hgt}`, "aria-hidden": "true", focusable: "false" });
  svg.append(s("rect", { class: "face", x: 1, y: 1, width: w - 2, height: hgt - 2, rx: 6, fill: "#fffdf6", stroke: "#5b5346", "stroke-width": 1.2 }));
  if (colour === "red+blue") {
    svg.append(s("path", { d: `M2 14 V8 a6 6 0 0 1 6 -6 H30 V14 Z`, fill: BAND.red }),
      s("path", { d: `M30 2 H52 a6 6 0 0 1 6 6 V14 H30 Z`, fill: BAND.blue }));
  } else {
    svg.append(s("path", { d: `M2 14 V8 a6 6 0 0 1 6 -6 H52 a6 6 0 0 1 6 6 V14 Z`, fill: BAND[colour] }));
  }
  const ink = colour === "red+blue" ? "#6a2c8a" : INK[colour];
  // Sizes for 12 CSS px or more on a phone: a hand card is drawn 72 px wide or more (the
  // name, 10 units), a compact one (boats, reveals) 40 px or more (the special mark, 18).
  const special = { grey: "0", orange: "⊘ 0", green: "×2" }[colour];
  svg.append(s("text", { x: w / 2, y: compact ? (special ? 38 : 44) : 40, "font-size": compact ? 26 : 24, "font-weight": 700, "text-anchor": "middle", fill: ink, "font-family": "Georgia, serif" }, String(n)));
  if (!compact) {
    wrapName(frName(n), 9).forEach((line, i) => svg.append(
      s("text", { x: w / 2, y: 54 + i * 11, "font-size": 10, "text-anchor": "middle", fill: "#3d3a33",
        textLength: line.length > 8 ? 55 : null, lengthAdjust: line.length > 8 ? "spacingAndGlyphs" : null }, line)));
  }
  if (special) {
    svg.append(s("text", { x: w / 2, y: hgt - (compact ? 6 : 5), "font-size": compact ? 18 : 11, "font-weight": 700, "text-anchor": "middle", fill: ink }, special));
  }
  return svg;
}

function cardLabel(n) {
  const colour = t(`deb.colour_hint.${colourOf(n)}`);
  const extra = { grey: t("deb.grey_help"), orange: t("deb.orange_help"), green: t("deb.green_help") }[colourOf(n)];
  return `${n} ${cardName(n)} — ${colour}${extra ? ` (${extra})` : ""}`;
}

/** A card element: a button when it acts or picks, else a span (role img). */
function debCard(n, { action, pick, onclick, selected, compact, extraClass } = {}) {
  const interactive = Boolean(action || pick);
  return h(interactive ? "button" : "span", {
    class: ["deb-card", interactive && "act", selected && "selected", extraClass],
    type: interactive ? "button" : null,
    "data-action": action, "data-pick": pick, "data-card": n,
    "aria-pressed": pick ? String(Boolean(selected)) : null,
    "aria-label": cardLabel(n), title: cardLabel(n), role: interactive ? null : "img", onclick,
  }, faceSvg(n, { compact }));
}

function hull(boat) {
  const c = BOAT_COLOUR[boat];
  return s("svg", { class: "deb-hull", viewBox: "0 0 200 30", preserveAspectRatio: "none", "aria-hidden": "true" },
    s("path", { d: "M0 2 H200 L186 22 Q100 27 14 22 Z", fill: "#6b4423", stroke: "#3e2712", "stroke-width": 1 }),
    s("path", { d: "M3 6 H197 L194 10 H6 Z", fill: c }),
    s("path", { d: "M0 26 q10 -4 20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0", fill: "none", stroke: "#7fb6d9", "stroke-width": 2 }));
}

function sail(boat) {
  const c = BOAT_COLOUR[boat];
  return s("svg", { viewBox: "0 0 24 24", width: 24, height: 24, "aria-hidden": "true" },
    s("path", { d: "M11 2 V20", stroke: "#e9e3d3", "stroke-width": 1.6 }),
    s("path", { d: "M12 4 Q21 10 12 17 Z", fill: c, stroke: "#fff", "stroke-width": .8 }),
    s("path", { d: "M3 19 H21 L18 23 H6 Z", fill: "#8a5a2b" }));
}

function pips(count) {
  const box = h("span", { class: ["deb-pips", count >= CAPACITY - 1 && "warn"], "aria-hidden": "true" });
  for (let i = 0; i < Math.max(CAPACITY, count); i++) box.append(h("span", { class: ["deb-pip", i < count && "on"] }));
  return box;
}

function stackNode(stack, fresh) {
  const top = stack[stack.length - 1];
  return h("div", { class: "deb-stack" },
    stack.slice(0, -1).map((c) => h("span", { class: "deb-under", style: { borderLeftColor: BAND[colourOf(c)] ?? "#6a2c8a" },
      title: `${t("deb.covered")} : ${cardText(c)}` }, String(c))),
    debCard(top, { compact: true, extraClass: fresh.has(top) && "new" }));
}

/** One boat: its name, count of visible cards, stacks on deck, and (to choose a boat) a button. */
function boatNode(ctx, boat, { fresh, targetAction, targetCard }) {
  const stacks = ctx.view.boats?.[boat] ?? [];
  const cards = stacks.flat();
  let button = null;
  if (targetAction && targetAction.startsWith("choose ")) {
    button = h("button", { type: "button", class: "act deb-place", "data-action": targetAction, onclick: () => ctx.act(targetAction) },
      `⚓ ${t("deb.declare_here", { card: targetCard })}`);
  } else if (targetAction) {
    // What the card does in this boat is the engine's (the view's previews).
    const p = (ctx.view.previews ?? []).find((x) => x.boat === boat);
    let effect = "";
    if (p?.captures) effect = t("deb.would_capture", { n: p.worth });
    else if (p?.covers) effect = t("deb.would_cover");
    else if (p) effect = t("deb.visible", { n: p.visible, cap: CAPACITY });
    button = h("button", { type: "button", class: "act deb-place", "data-action": targetAction, onclick: () => ctx.act(targetAction) },
      `⚓ ${t("deb.put_here", { card: targetCard })}${effect ? ` · ${effect}` : ""}`);
  }
  return h("section", { class: ["deb-boat", targetAction && "target"], "data-boat": boat, "aria-label": t(`deb.boat.${boat}`) },
    h("div", { class: "deb-boat-head" },
      h("span", { class: "deb-boat-name" }, sail(boat), t(`deb.boat.${boat}`)),
      pips(stacks.length),
      h("span", { class: "deb-small" }, t("deb.visible", { n: stacks.length, cap: CAPACITY }),
        cards.length ? ` · ${t("deb.worth", { n: boatWorth(ctx, boat) })}` : ""),
      button),
    h("div", { class: ["deb-deck", !stacks.length && "empty"] }, stacks.length ? stacks.map((st) => stackNode(st, fresh)) : h("span", { class: "deb-empty" }, t("deb.empty"))),
    hull(boat));
}

/** The cards placed since the last reveal (to mark them in the boats and the reveal row). */
function sinceReveal(events) {
  const placed = new Set();
  let reveal = null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.kind === "reveal") { reveal = e.args; break; }
    if (e.kind === "new_deal") break;
    if (e.kind === "placed") placed.add(Number(e.args.card));
  }
  // The reveal's cards in placement order, with their owners (the event's facts).
  const cards = reveal ? reveal.cards.map((card, i) => ({ seat: Number(reveal.seats[i]), card: Number(card) })) : [];
  return { placed, cards };
}

function seatsNode(ctx) {
  const v = ctx.view;
  const selecting = v.phase === "select";
  return h("ul", { class: "deb-seats" }, Array.from({ length: v.num_players }, (_, seat) => {
    const caps = v.captures?.[seat];
    const out = v.eliminated?.[seat];
    let badge = null;
    if (out) badge = h("span", { class: "deb-badge" }, t("deb.out"));
    else if (selecting && v.hand_sizes[seat]) {
      badge = v.selected[seat] ? h("span", { class: "deb-badge done" }, "✓ ", t("deb.has_chosen"))
        : h("span", { class: "deb-badge wait" }, "… ", t("deb.choosing"));
    }
    const sc = caps ? capturesOf(ctx, seat) : null;
    let capsNode;
    if (caps == null) {
      const [boats, cards] = v.capture_counts?.[seat] ?? [0, 0];
      capsNode = h("div", { class: "deb-small" }, t("deb.capture_counts", { boats, cards }));
    } else if (!caps.length) {
      capsNode = h("div", { class: "deb-small" }, t("deb.no_capture"));
    } else {
      capsNode = h("div", { class: "deb-caps" }, caps.map((b, i) => h("span", { class: "deb-cap", title: b.map(cardText).join(", ") },
        b.map((c) => h("span", { class: "deb-chip", style: { borderBottomColor: BAND[colourOf(c)] ?? "#6a2c8a", color: INK[colourOf(c)] ?? "#6a2c8a" } }, String(c))),
        sc.worths[i] != null ? h("span", { class: "worth" }, `= ${sc.worths[i]}`) : null)));
    }
    return h("li", { class: ["deb-seat", seat === ctx.seat && "me", out && "out"], style: { borderLeftColor: ctx.colour(seat) }, "data-seat": seat },
      h("div", { class: "deb-seat-head" },
        h("span", { class: "who" }, ctx.name(seat)), badge,
        h("span", null, t("deb.hand_n", { n: v.hand_sizes?.[seat] ?? 0 })),
        h("span", null, t("deb.total"), " ", h("b", null, signed(v.totals?.[seat] ?? 0))),
        v.deal_scores ? h("span", { class: "deb-small" }, t("deb.last_deal"), " ", signed(v.deal_scores[seat])) : null),
      capsNode,
      sc && caps.length && !ctx.over ? h("div", { class: "deb-small" }, t("deb.this_deal"), " ",
        h("b", null, signed(sc.score)), sc.mono ? h("span", { class: "deb-mono" }, " ", t("deb.mono")) : null) : null,
      sc && caps.length && ctx.over && sc.mono ? h("div", { class: "deb-small deb-mono" }, t("deb.mono")) : null);
  }));
}

function revealedNode(ctx, { placed, cards }) {
  const v = ctx.view;
  const live = (v.revealed ?? []).length > 0;
  const shown = live ? v.revealed : cards;
  if (!shown.length) return null;
  const now = v.placing?.card;
  return h("section", { class: "deb-rev-box" },
    h("h3", null, live && !ctx.over ? t("deb.this_turn") : t("deb.last_turn")),
    h("div", { class: "deb-revealed" }, shown.map(({ seat, card }) =>
      h("div", { class: ["deb-rv", card === now && "now"] },
        debCard(card, { compact: true, extraClass: live && !ctx.over && !placed.has(card) && card !== now && "faded" }),
        h("span", { style: { color: "#fff" } }, ctx.name(seat))))));
}

function render(ctx) {
  ensureStyle();
  const v = ctx.view;
  const ui = ctx.ui;
  const legal = ctx.legal;
  const byCard = new Map();
  for (const a of legal) {
    if (a.type !== "choose" && a.type !== "choose_boat") continue;
    if (!byCard.has(a.card)) byCard.set(a.card, []);
    byCard.get(a.card).push(a);
  }
  const placing = legal.filter((a) => a.type === "place");
  // A card picked for a predeclared neutral move: forget it once it is no longer legal.
  if (ui.debPick != null && !(byCard.get(ui.debPick)?.some((a) => a.boat))) ui.debPick = null;
  const picked = ui.debPick;

  const targets = {};
  let targetCard = null;
  if (placing.length) {
    targetCard = placing[0].card;
    for (const a of placing) targets[a.boat] = a.text;
  } else if (picked != null) {
    targetCard = picked;
    for (const a of byCard.get(picked)) if (a.boat) targets[a.boat] = a.text;
  }

  const since = sinceReveal(ctx.events);
  const fresh = v.phase === "place" || ctx.over ? since.placed : new Set();

  let prompt = null;
  if (placing.length) prompt = t("deb.prompt_place", { card: cardText(targetCard) });
  else if (picked != null) prompt = t("deb.prompt_boat", { card: cardText(picked) });
  else if (byCard.size) prompt = v.selection ? t("deb.prompt_change") : t("deb.prompt_choose");
  else if (v.placing && !ctx.over) prompt = t("deb.placing", { who: ctx.name(v.placing.seat), card: cardText(v.placing.card) });
  else if (v.selection && v.phase === "select") prompt = t("deb.your_choice", { card: cardText(v.selection.card), boat: v.selection.boat ?? "none" });

  const info = h("div", { class: "deb-info" },
    ctx.over ? h("span", null, h("b", null, t("deb.over_n", { n: v.deal }))) : h("span", null, h("b", null, t("deb.deal_n", { n: v.deal })), " · ", t("deb.turn_n", { n: v.turn })),
    h("span", null, t("deb.pile", { n: v.pile_size })),
    v.set_aside ? h("span", null, t("deb.set_aside_n", { n: v.set_aside })) : null,
    h("span", null, t("deb.threshold", { n: opt(ctx, "threshold", 66) })),
    h("span", null, t("deb.first", { who: ctx.name(v.first_seat) })));

  let handNode = null;
  if (v.hand && v.hand.length && !ctx.over) {
    const selected = v.selection?.card;
    handNode = h("section", { class: "deb-hand-box", "aria-label": t("deb.your_hand") },
      h("h3", null, t("deb.your_hand")),
      h("div", { class: "deb-hand" }, v.hand.map((n) => {
        const acts = byCard.get(n) ?? [];
        const plain = acts.find((a) => !a.boat);
        if (acts.length === 1 && plain) {
          return debCard(n, { action: plain.text, selected: n === selected, onclick: () => ctx.act(plain.text) });
        }
        if (acts.length) {
          return debCard(n, { pick: String(n), selected: n === picked || n === selected,
            onclick: () => { ui.debPick = ui.debPick === n ? null : n; ctx.rerender(); } });
        }
        return debCard(n, { selected: n === selected });
      })));
  }

  const handled = new Set([...byCard.values()].flat().map((a) => a.text).concat(placing.map((a) => a.text)));
  const extra = legal.filter((a) => !handled.has(a.text));

  return h("div", { class: "g-debarquement" },
    info,
    prompt ? h("p", { class: "deb-prompt", role: "status" }, prompt) : null,
    h("div", { class: "deb-boats" }, BOATS.map((b) => boatNode(ctx, b, { fresh, targetAction: targets[b], targetCard }))),
    revealedNode(ctx, since),
    handNode,
    extra.length ? h("div", { class: "deb-extra" }, extra.map((a) => actButton(ctx, a.text, a.type === "end_phase" ? t("deb.end_phase") : a.text))) : null,
    h("section", null, h("h3", null, t("deb.players")), seatsNode(ctx)),
    h("details", { class: "deb-legend" }, h("summary", null, t("deb.legend_title")), h("p", { class: "deb-small" }, t("deb.legend"))));
}

// ---- the end of a deal, the end of the game ------------------------------------------

/** Per seat, the values of a `deal_score` or `totals` event (its facts, in seat order). */
const valuesOf = (e) => e.args.values.map(Number);

/** A card or cards of an event's message, drawn in their colours. */
function drawRef(kind, value) {
  const chip = (n) => h("span", { class: "deb-ref", style: { color: INK[colourOf(n)] ?? "#6a2c8a", fontWeight: 700 } }, kind === "card" ? cardText(n) : String(n));
  if (kind === "card") return chip(Number(value));
  if (kind === "cards") return h("span", null, ...value.flatMap((c, i) => (i ? [" ", chip(Number(c))] : [chip(Number(c))])));
  return null;
}

function interlude(fresh, ctx) {
  const ds = fresh.find((e) => e.kind === "deal_score");
  const tot = fresh.find((e) => e.kind === "totals");
  if (!ds || !tot) return null;
  const scores = valuesOf(ds), totals = valuesOf(tot);
  return h("div", { class: "deb-interlude" },
    h("strong", null, t("deb.deal_end", { n: ds.args.deal })),
    h("table", null,
      h("thead", null, h("tr", null, h("th", { scope: "col" }, t("deb.player")), h("th", { scope: "col" }, t("deb.deal_col")), h("th", { scope: "col" }, t("deb.total")))),
      h("tbody", null, totals.map((total, seat) => h("tr", null,
        h("th", { scope: "row" }, ctx.name(seat)), h("td", null, signed(scores[seat] ?? 0)), h("td", null, h("b", null, signed(total))))))),
    h("span", { class: "muted" }, t("deb.lowest_wins", { n: opt(ctx, "threshold", 66) })));
}

function endScreen(ctx) {
  const rows = ctx.events.filter((e) => e.kind === "deal_score").map(valuesOf);
  const seats = Array.from({ length: ctx.view.num_players }, (_, i) => i);
  return h("div", { class: "deb-end" },
    h("p", null, t("deb.final_line", { deals: ctx.view.deal, n: opt(ctx, "threshold", 66) })),
    rows.length ? h("table", null,
      h("thead", null, h("tr", null, h("th", { scope: "col" }, t("deb.player")), h("th", { scope: "col" }, t("deb.by_deal")), h("th", { scope: "col" }, t("deb.total")))),
      h("tbody", null, seats.map((st) => h("tr", null, h("th", { scope: "row" }, ctx.name(st)),
        h("td", { class: "deals" }, rows.map((r) => signed(r[st] ?? 0)).join(" · ")),
        h("td", null, h("b", null, signed(ctx.view.totals?.[st] ?? 0))))))) : null);
}

function seatInfo(ctx, seat) {
  const v = ctx.view;
  const total = signed(v.totals?.[seat] ?? 0);
  const mark = v.phase === "select" && v.hand_sizes?.[seat] && !ctx.over ? (v.selected?.[seat] ? " ✓" : " …") : "";
  return `${t("deb.total")} ${total}${mark}`;
}

export default {
  meta: {
    minutes: "20–40",
    pitch: {
      fr: "Tous choisissent une carte en secret, puis les cartes montent dans le bateau normand ou anglais par ordre croissant ; qui pose la 5e carte visible capture le bateau. Le plus petit total gagne.",
      en: "Everyone picks a card in secret, then the cards board the Norman or English boat in ascending order; whoever lays the 5th visible card captures the boat. Lowest total wins.",
    },
  },
  render,
  drawRef,
  interlude,
  endScreen,
  seatInfo,
};
