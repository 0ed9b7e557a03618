// Le Roi des Nains (The Dwarf King): the Quête of the deal, the special card, the trick,
// the seats' tricks and totals, the hand; the Quête choice as two clickable faces of the
// drawn tile; the Sorcier (Wizard) as a two-step move (the card, then the trump suit).
import { lang, t } from "../i18n.js";
import { actButton, card, h, token } from "../ui.js";

// The names and texts of the Quête faces and special cards, written by the engine's texts.py
// (faces: [name fr, name en, text fr, text en]; specials: [name fr, name en, kind fr, kind en,
// text fr, text en]; order: every card code in the order a hand shows them).
const { faces: FACES, specials: SPECIALS, order: ORDER } = await (await fetch("/api/games/roi_des_nains/texts")).json();
const RANK = new Map(ORDER.map((code, i) => [code, i]));

const SUITS = "BGR";
const INK = { B: "#1f5aa6", G: "#2e7d32", R: "#b3261e", M: "#6a1b9a" };
const MARK = { B: "♞", G: "⚒", R: "☠", M: "★" };

const CSS = `
.g-roi_des_nains { display: grid; gap: .6rem; }
.g-roi_des_nains h3 { font-size: 1rem; margin: 0 0 .3rem; color: #fff; }
.g-roi_des_nains .rdn-top { display: flex; flex-wrap: wrap; gap: .4rem .8rem; align-items: baseline; }
.g-roi_des_nains .rdn-badge { background: #0f2a20; border: 1px solid #c9a227; color: #ffe9a8; border-radius: 999px; padding: .1rem .6rem; font-weight: 700; }
.g-roi_des_nains .rdn-stack { color: #cfe3d6; font-size: .85rem; }
.g-roi_des_nains .rdn-info { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 250px), 1fr)); gap: .5rem; }
.g-roi_des_nains .rdn-tile { background: #f7ecd0; color: #2a2113; border: 3px solid #c9a227; border-radius: 12px; padding: .45rem .6rem;
  display: grid; gap: .15rem; text-align: left; font: inherit; box-shadow: 0 2px 0 #0004; }
.g-roi_des_nains .rdn-tile .rdn-kicker { font-size: .75rem; text-transform: uppercase; letter-spacing: .04em; color: #6b5a2d; font-weight: 700; }
.g-roi_des_nains .rdn-tile .rdn-name { font-size: 1.1rem; font-weight: 800; color: #4a2c00; }
.g-roi_des_nains .rdn-tile .rdn-text { font-size: .92rem; }
.g-roi_des_nains .rdn-tile.pending { background: #2b4a3c; color: #e8f1ea; border-style: dashed; }
.g-roi_des_nains .rdn-tile.pending .rdn-name { color: #fff; }
.g-roi_des_nains .rdn-tile.pending .rdn-kicker { color: #cfe3d6; }
.g-roi_des_nains button.act.rdn-tile { cursor: pointer; min-height: 88px; align-content: start; }
.g-roi_des_nains button.act.rdn-tile:hover, .g-roi_des_nains button.act.rdn-tile:focus-visible { background: #fff3c9; transform: translateY(-2px); }
.g-roi_des_nains .rdn-special { background: #12291f; border: 1px solid #3f6b57; border-radius: 12px; padding: .4rem .5rem; display: flex; gap: .6rem; align-items: center; }
.g-roi_des_nains .rdn-special .card { --card-w: 52px; width: 52px; flex: none; }
.g-roi_des_nains .rdn-special .rdn-name { font-weight: 800; color: #fff; }
.g-roi_des_nains .rdn-special .rdn-text { font-size: .88rem; color: #dfeee4; }
.g-roi_des_nains .rdn-kind { color: #cfe3d6; font-size: .8rem; }
.g-roi_des_nains .rdn-choice { background: #0f2a20; border: 2px solid #c9a227; border-radius: 12px; padding: .5rem; display: grid; gap: .45rem; }
.g-roi_des_nains .rdn-choice p { margin: 0; font-weight: 700; color: #ffe9a8; }
.g-roi_des_nains .rdn-faces { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); gap: .5rem; }
.g-roi_des_nains .rdn-buttons { display: flex; flex-wrap: wrap; gap: .4rem; }
.g-roi_des_nains .rdn-seats { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr)); gap: .4rem; }
.g-roi_des_nains .rdn-seat { background: #12291f; border: 1px solid #3f6b57; border-left: 6px solid; border-radius: 10px; padding: .3rem .5rem; display: grid; gap: .1rem; font-size: .9rem; }
.g-roi_des_nains .rdn-seat.to-move { box-shadow: 0 0 0 2px #c9a227; }
.g-roi_des_nains .rdn-seat.me { background: #1a3a2c; }
.g-roi_des_nains .rdn-seat .rdn-who { font-weight: 700; color: #fff; display: flex; gap: .3rem; align-items: center; flex-wrap: wrap; overflow-wrap: anywhere; }
.g-roi_des_nains .rdn-seat .rdn-total { margin-left: auto; font-size: 1.05rem; color: #ffe9a8; font-variant-numeric: tabular-nums; }
.g-roi_des_nains .rdn-stats { color: #cfe3d6; display: flex; flex-wrap: wrap; gap: .1rem .6rem; }
.g-roi_des_nains .rdn-pips { display: flex; flex-wrap: wrap; gap: 2px; min-height: 16px; }
.g-roi_des_nains .rdn-pip { min-width: 18px; height: 16px; padding: 0 2px; border-radius: 3px; background: #c9a227; color: #1b1b1b; font-size: .75rem; line-height: 16px; text-align: center; font-weight: 700; }
.g-roi_des_nains .rdn-marks { display: inline-flex; gap: 2px; }
.g-roi_des_nains .rdn-marks .token { vertical-align: middle; }
.g-roi_des_nains .rdn-neg { color: #ffb4a8; } .g-roi_des_nains .rdn-pos { color: #b9f6ca; }
.g-roi_des_nains .rdn-table { background: #24513f; border-radius: 12px; padding: .5rem; display: grid; gap: .35rem; }
.g-roi_des_nains .rdn-trick-head { display: flex; flex-wrap: wrap; gap: .2rem .7rem; align-items: baseline; }
.g-roi_des_nains .rdn-trick-head .rdn-led { color: #ffe9a8; font-weight: 700; }
.g-roi_des_nains .rdn-trick { display: flex; flex-wrap: wrap; gap: .5rem; min-height: calc(var(--card-w) * 1.4 + 1.2rem); align-items: flex-start; }
.g-roi_des_nains .rdn-played { display: grid; justify-items: center; gap: .15rem; max-width: calc(var(--card-w) + 2.2rem); text-align: center; }
.g-roi_des_nains .rdn-played .rdn-by { font-size: .75rem; border-bottom: 3px solid; padding: 0 .2rem; overflow-wrap: anywhere; color: #fff; }
.g-roi_des_nains .rdn-played .rdn-note { font-size: .75rem; color: #ffe9a8; }
.g-roi_des_nains .rdn-played.off .card { opacity: .55; }
.g-roi_des_nains .rdn-slot { display: block; width: var(--card-w); aspect-ratio: 60 / 84; border: 2px dashed #6f9b86; border-radius: 8px; }
.g-roi_des_nains .rdn-empty .rdn-by { color: #cfe3d6; }
.g-roi_des_nains .rdn-small { display: flex; flex-wrap: wrap; gap: .25rem; align-items: center; font-size: .85rem; color: #cfe3d6; }
.g-roi_des_nains .rdn-small .card { --card-w: 44px; width: 44px; }
.g-roi_des_nains .rdn-hand { display: flex; flex-wrap: wrap; gap: .3rem; align-items: flex-end; padding-top: .5rem; }
.g-roi_des_nains button.card, .g-roi_des_nains button.card.act { padding: 0; border: none; background: none; min-height: 0; border-radius: 8px; }
.g-roi_des_nains .rdn-hand .card { width: var(--card-w); }
.g-roi_des_nains .rdn-hand span.card { opacity: .62; }
.g-roi_des_nains .rdn-hand.free span.card, .g-roi_des_nains .rdn-hand.idle span.card { opacity: 1; }
.g-roi_des_nains .rdn-group { display: contents; }
.g-roi_des_nains .rdn-note-line { color: #cfe3d6; font-size: .85rem; margin: 0; }
.g-roi_des_nains button.act.rdn-suit { color: #fff !important; min-width: 6.5rem; }
.rdn-summary { min-width: 0; max-width: calc(100vw - 3rem); }
.rdn-summary table { border-collapse: collapse; width: 100%; font-size: .85rem; }
.rdn-summary th[scope=row] { overflow-wrap: anywhere; font-weight: 600; }
@media (max-width: 480px) { .rdn-summary table { font-size: .78rem; } .rdn-summary table th, .rdn-summary table td { padding: .15rem .2rem; }
  /* The end table on a phone: each player's name on a line of its own, above a line of
     equal columns (the deals, the total), so that seven deals and tie-breaks fit 360 px. */
  section.rdn-summary, section.rdn-summary .rdn-wrap { max-width: 100%; }
  .rdn-summary table.rdn-deals, .rdn-deals thead, .rdn-deals tbody { display: block; }
  .rdn-deals tr { display: grid; grid-template-columns: repeat(var(--rdn-deals, 7), minmax(0, 1fr)) minmax(3.4em, 1.2fr); }
  .rdn-deals tr > :first-child { grid-column: 1 / -1; }
  .rdn-summary .rdn-deals th, .rdn-summary .rdn-deals td { padding-left: .1rem; padding-right: .1rem; }
  .rdn-summary .rdn-deals th[scope=row] { border-bottom: none; padding-top: .35rem; overflow-wrap: normal; }
  .rdn-deals thead th:first-child { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; } }
.rdn-summary th, .rdn-summary td { padding: .2rem .3rem; border-bottom: 1px solid #d8cdb3; text-align: right; }
.rdn-summary th:first-child, .rdn-summary td:first-child { text-align: left; }
.rdn-summary .rdn-title { font-weight: 800; margin: 0; }
.rdn-summary .rdn-sub { margin: 0; color: #5b5346; font-size: .9rem; }
.rdn-summary .rdn-wrap { overflow-x: auto; max-width: calc(100vw - 3rem); }
.rdn-summary .pos { color: #1b5e20; font-weight: 700; } .rdn-summary .neg { color: #b3261e; font-weight: 700; }
`;

function ensureStyle() {
  if (document.getElementById("rdn-style")) return;
  document.head.append(h("style", { id: "rdn-style" }, CSS));
}

const L = () => (lang === "en" ? 1 : 0);

// -- cards and words -----------------------------------------------------------

function parse(code) {
  const suit = code[0];
  const rank = code.slice(1);
  return { suit, rank, special: code in SPECIALS };
}

/** Cards in the order a hand shows them (blue, green, red by strength, then Magic). */
function sortHand(codes) {
  return [...codes].sort((a, b) => RANK.get(a) - RANK.get(b));
}

function specialName(code) {
  const sp = SPECIALS[code];
  if (!sp) return code;
  return L() && sp[1] !== sp[0] ? `${sp[0]} (${sp[1]})` : sp[L()];
}

/** A card in words: "7 vert", "green jack", "Druide (11 vert)". */
function cardName(code) {
  if (!code || code === "?") return "?";
  const { suit, rank } = parse(code);
  const sp = SPECIALS[code];
  if (sp) return L() && sp[1] !== sp[0] ? `${sp[0]} (${sp[1]}, ${sp[3]})` : `${sp[L()]} (${sp[2 + L()]})`;
  return t("rdn.card", { rank, colour: t(`rdn.colour.${suit}`) });
}

function short(text, n) {
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}

function face(code) {
  const { suit, rank } = parse(code);
  const sp = SPECIALS[code];
  const colour = INK[suit] || "#1b1b1b";
  if (suit === "M") {
    return { corner: "★", mark: MARK.M, colour, fill: "#f6ecff", band: "#c9a227", sub: short(sp ? sp[L()] : code, 7) };
  }
  const corner = rank.replace(/[ab]$/, "");
  // A special of a suit: the band marks it; its name (too long for the card at a readable
  // size) is in the Carte spéciale panel beside it and in the card's label.
  if (sp) return { corner, mark: MARK[suit], colour, band: "#c9a227" };
  return { corner, mark: MARK[suit], colour };
}

function cardEl(code, opts = {}) {
  return card(face(code), { label: cardName(code), ...opts });
}

function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

function faceName(id) {
  const f = FACES[id];
  return f ? f[L()] : id;
}

function faceText(id) {
  const f = FACES[id];
  return f ? f[2 + L()] : "";
}

function seatNum(word) {
  return /^P\d+$/.test(word || "") ? Number(word.slice(1)) : null;
}

// -- the memory rule -----------------------------------------------------------------

// §7 [SEED] « On ne peut regarder que le dernier pli qu'on a remporté »: the engine says
// which finished tricks the table shows this seat now (view.past_tricks); the page draws
// those, the trick in play, and in the log only their cards. Once the game is over, in a
// replay, or without strict_history_view, the log keeps every card.

/** Whether the page hides the finished tricks the memory rule puts away. */
function strictHistory(ctx) {
  return !ctx.over && !ctx.replay && ctx.view.options.strict_history_view;
}

/** Whether the cards of trick `trick` of deal `deal` may be drawn now. */
function trickShown(ctx, deal, trick) {
  if (!strictHistory(ctx)) return true;
  const v = ctx.view;
  if (deal === v.deal && trick === v.trick_number && v.trick.length) return true;
  return (v.past_tricks || []).some((p) => p.deal === deal && p.number === trick);
}

/** The deal's last finished trick, if the memory rule lets it be drawn now. */
function shownPrevious(ctx) {
  const v = ctx.view;
  const done = Math.max(0, ...v.tricks_won.flat());
  return (v.past_tricks || []).find((p) => p.deal === v.deal && p.number === done) || null;
}

/** The hand this seat saw with the Goblin Ninja this deal, if any: {seat, cards, trick}. */
function seenHand(ctx) {
  let seen = null;
  for (const e of ctx.events) {
    if (e.kind === "hand" && e.to === `P${ctx.seat}` && e.args.deal === ctx.view.deal) {
      seen = { seat: e.args.seat, cards: e.args.cards, trick: e.args.trick };
    }
  }
  return seen;
}

// -- the board -------------------------------------------------------------------

function questTile(id, { action, ctx, kicker } = {}) {
  const children = [
    h("span", { class: "rdn-kicker" }, kicker ?? `${t("rdn.quest_title")} · ${id}`),
    h("span", { class: "rdn-name" }, faceName(id)),
    h("span", { class: "rdn-text" }, faceText(id)),
  ];
  if (action) {
    return h("button", { type: "button", class: "act rdn-tile", "data-action": action, onclick: () => ctx.act(action) }, ...children);
  }
  return h("div", { class: "rdn-tile" }, ...children);
}

function infoRow(ctx) {
  const v = ctx.view;
  let quest;
  if (v.quest) {
    quest = questTile(v.quest);
  } else if (v.quest_tile) {
    quest = h("div", { class: "rdn-tile pending" },
      h("span", { class: "rdn-kicker" }, `${t("rdn.quest_title")} · ${v.quest_tile}`),
      h("span", { class: "rdn-name" }, t("rdn.quest_pending")),
      v.blue5 !== null && v.blue5 !== undefined
        ? h("span", { class: "rdn-text" }, t("rdn.quest_choosing", { who: ctx.name(v.blue5), tile: v.quest_tile })) : null);
  } else if (!ctx.over) {
    quest = h("div", { class: "rdn-tile pending" },
      h("span", { class: "rdn-kicker" }, t("rdn.quest_title")),
      h("span", { class: "rdn-name" }, t("rdn.quest_pending")));
  }
  let special = null;
  if (v.special && SPECIALS[v.special] && !ctx.over) {
    const sp = SPECIALS[v.special];
    special = h("div", { class: "rdn-special" }, cardEl(v.special),
      h("div", null,
        h("div", { class: "rdn-kind" }, `${t("rdn.special_card")} · ${sp[2 + L()]}`),
        h("div", { class: "rdn-name" }, specialName(v.special)),
        h("div", { class: "rdn-text" }, sp[4 + L()])));
  }
  return h("div", { class: "rdn-info" }, quest, special);
}

function marks(ctx, seat) {
  const v = ctx.view;
  const out = [];
  if (seat === v.dealer) out.push(h("span", { title: t("rdn.dealer"), "aria-label": t("rdn.dealer") }, token("D", "#5b5346", 20)));
  if (seat === v.blue5 && !ctx.over) out.push(h("span", { title: t("rdn.blue5"), "aria-label": t("rdn.blue5") }, token("5", INK.B, 20)));
  if (seat === v.red5 && !ctx.over) out.push(h("span", { title: t("rdn.red5"), "aria-label": t("rdn.red5") }, token("5", INK.R, 20)));
  return h("span", { class: "rdn-marks" }, out);
}

function seatsPanel(ctx) {
  const v = ctx.view;
  const toMove = new Set(v.to_move || []);
  const items = [];
  for (let s = 0; s < v.num_players; s++) {
    const won = v.tricks_won[s] || [];
    const sp = v.special_points[s] || 0;
    items.push(h("li", { class: ["rdn-seat", toMove.has(s) && "to-move", s === ctx.seat && "me"], style: { borderLeftColor: ctx.colour(s) }, "data-seat": s },
      h("div", { class: "rdn-who" }, h("span", null, ctx.name(s)), marks(ctx, s),
        h("span", { class: "rdn-total", title: t("rdn.total_n", { n: v.totals[s] }) }, signed(v.totals[s]))),
      h("div", { class: "rdn-stats" },
        ctx.over ? null : h("span", null, t("rdn.cards_n", { n: v.hand_sizes[s] })),
        ctx.over ? null : h("span", null, t("rdn.tricks_n", { n: won.length })),
        sp ? h("span", { class: sp < 0 ? "rdn-neg" : "rdn-pos" }, t("rdn.special_pts", { n: signed(sp) })) : null),
      won.length ? h("div", { class: "rdn-pips", "aria-hidden": "true" }, won.map((n) => h("span", { class: "rdn-pip", title: t("rdn.trick", { trick: n }) }, n))) : null));
  }
  return h("ul", { class: "rdn-seats", "aria-label": t("rdn.seats") }, items);
}

function playedCard(ctx, { seat, card: code, suit, strength: str, named }, ledSuit) {
  let note = null;
  if (named) note = t("rdn.trump", { suit: t(`rdn.colour.${named}`) });
  else if (code[0] === "M" && suit) note = t("rdn.as", { suit: t(`rdn.colour.${suit}`), strength: String(str).replace(".", L() ? "." : ",") });
  else if (code[0] === "M" && str !== undefined) note = t("rdn.no_suit");
  const off = ledSuit && suit && suit !== ledSuit && code[0] !== "M";
  return h("div", { class: ["rdn-played", off && "off"] },
    cardEl(code),
    h("span", { class: "rdn-by", style: { borderBottomColor: ctx.colour(seat) } }, ctx.name(seat)),
    note ? h("span", { class: "rdn-note" }, note) : off ? h("span", { class: "rdn-note" }, t("rdn.off")) : null);
}

/** Empty places for the seats still to play this trick, in playing order. */
function waiting(ctx) {
  const v = ctx.view;
  if (v.leader === null || v.leader === undefined) return [];
  const out = [];
  for (let k = v.trick.length; k < v.num_players; k++) {
    const seat = (v.leader + k) % v.num_players;
    out.push(h("div", { class: "rdn-played rdn-empty" },
      h("span", { class: "rdn-slot", "aria-hidden": "true" }),
      h("span", { class: "rdn-by", style: { borderBottomColor: ctx.colour(seat) } }, ctx.name(seat))));
  }
  return out;
}

function trickPanel(ctx) {
  const v = ctx.view;
  if (!["play", "druid", "banner", "spy"].includes(v.phase) || !v.trick_number || ctx.over) return null;
  const head = h("div", { class: "rdn-trick-head" },
    h("h3", null, t("rdn.trick_of", { trick: v.trick_number, tricks: v.num_tricks })),
    v.trick.length
      ? h("span", { class: "rdn-led" }, v.led_suit ? t("rdn.led", { suit: t(`rdn.suit.${v.led_suit}`) }) : t("rdn.no_led"))
      : v.leader !== null ? h("span", { class: "rdn-led" }, t("rdn.who_leads", { who: ctx.name(v.leader) })) : null);
  const prev = shownPrevious(ctx);
  const putAway = strictHistory(ctx) && v.tricks_won.some((won) => won.length);
  return h("section", { class: "rdn-table", "aria-label": t("rdn.trick", { trick: v.trick_number }) },
    head,
    h("div", { class: "rdn-trick" }, v.trick.map((c) => playedCard(ctx, c, v.led_suit)), waiting(ctx)),
    prev ? h("div", { class: "rdn-small rdn-prev" },
      h("span", null, t("rdn.prev", { trick: prev.number, who: ctx.name(prev.winner) })),
      prev.cards.map((c) => cardEl(c.card))) : null,
    putAway ? h("p", { class: "rdn-note-line rdn-memory" }, t("rdn.memory")) : null);
}

function decisionPanel(ctx) {
  const v = ctx.view;
  const legal = ctx.legal;
  if (!legal.length) return null;
  const kind = legal[0].type;
  const me = ctx.seat ?? 0;
  const n = v.num_players;
  if (kind === "quest") {
    return h("section", { class: "rdn-choice" },
      h("p", null, t("rdn.choose_quest", { tile: v.quest_tile || legal[0].face.slice(0, 3) })),
      h("div", { class: "rdn-faces" }, legal.map((a) => questTile(a.face, { action: a.text, ctx, kicker: `${t("rdn.quest_title")} · ${a.face}` }))));
  }
  if (kind === "swap") {
    return h("section", { class: "rdn-choice" }, h("p", null, t("rdn.druid_prompt")),
      h("div", { class: "rdn-buttons" }, legal.map((a) => actButton(ctx, a.text,
        a.seat ? t("rdn.swap_with", { who: `${ctx.name(seatNum(a.seat))} (${v.hand_sizes[seatNum(a.seat)]})` }) : t("rdn.swap_none")))));
  }
  if (kind === "banner") {
    return h("section", { class: "rdn-choice" }, h("p", null, t("rdn.banner_prompt")),
      h("div", { class: "rdn-buttons" }, legal.map((a) => {
        const left = a.direction === "left";
        const to = left ? (me + 1) % n : (me - 1 + n) % n;
        const frm = left ? (me - 1 + n) % n : (me + 1) % n;
        return actButton(ctx, a.text, t(left ? "rdn.banner_left" : "rdn.banner_right", { to: ctx.name(to), frm: ctx.name(frm) }));
      })));
  }
  if (kind === "spy") {
    return h("section", { class: "rdn-choice" }, h("p", null, t("rdn.spy_prompt")),
      h("div", { class: "rdn-buttons" }, legal.map((a) => actButton(ctx, a.text, t("rdn.spy_on", { who: ctx.name(seatNum(a.seat)), total: signed(v.totals[seatNum(a.seat)]) })))));
  }
  return null;
}

function handPanel(ctx) {
  const v = ctx.view;
  if (ctx.seat === null || !v.hand) return ctx.over ? null : h("p", { class: "rdn-note-line" }, t("rdn.spectator"));
  if (ctx.over || !v.hand.length) return null;
  const plays = new Map(); // card -> [action texts]
  for (const a of ctx.legal) {
    if (a.type !== "play") continue;
    if (!plays.has(a.card)) plays.set(a.card, []);
    plays.get(a.card).push(a);
  }
  const wizard = [...plays.entries()].find(([, acts]) => acts.some((a) => a.suit));
  if (ctx.ui.wizard && (!wizard || wizard[0] !== ctx.ui.wizard)) ctx.ui.wizard = null;
  const cards = sortHand(v.hand).map((code) => {
    const acts = plays.get(code);
    if (!acts) return cardEl(code);
    const withSuit = acts.filter((a) => a.suit);
    if (withSuit.length && acts.length === withSuit.length) {
      const on = ctx.ui.wizard === code;
      return cardEl(code, { pick: code, selected: on, onclick: () => { ctx.ui.wizard = on ? null : code; ctx.rerender(); } });
    }
    const plain = acts.find((a) => !a.suit);
    return cardEl(code, { action: plain.text, onclick: () => { ctx.ui.wizard = null; ctx.act(plain.text); } });
  });
  let suitPick = null;
  if (ctx.ui.wizard && wizard) {
    suitPick = h("section", { class: "rdn-choice" }, h("p", null, t("rdn.wizard_pick")),
      h("div", { class: "rdn-buttons" },
        wizard[1].map((a) => h("button", { type: "button", class: "act rdn-suit", "data-action": a.text,
          style: { background: INK[a.suit], borderColor: INK[a.suit] },
          onclick: () => { ctx.ui.wizard = null; ctx.act(a.text); } }, `${MARK[a.suit]} ${t("rdn.wizard_suit", { suit: t(`rdn.suit.${a.suit}`) })}`)),
        h("button", { type: "button", class: "act", "data-pick": "cancel", onclick: () => { ctx.ui.wizard = null; ctx.rerender(); } }, t("rdn.cancel"))));
  }
  const free = plays.size && plays.size === new Set(v.hand).size;
  return h("section", { "aria-label": t("rdn.hand") },
    h("h3", null, t("rdn.hand_n", { n: v.hand.length })),
    suitPick,
    h("div", { class: ["rdn-hand", free && "free", !plays.size && "idle"] }, cards));
}

function lastWon(ctx) {
  const v = ctx.view;
  if (ctx.seat === null || !v.last_won_trick || ctx.over) return null;
  const mine = v.tricks_won[ctx.seat] || [];
  if (!mine.length) return null;
  const prev = shownPrevious(ctx);
  if (prev && prev.number === Math.max(...mine) && prev.winner === ctx.seat) return null; // shown just above
  return h("div", { class: "rdn-small" },
    h("span", null, t("rdn.your_last", { trick: Math.max(...mine) })),
    v.last_won_trick.map((c) => cardEl(c)));
}

function seenPanel(ctx) {
  if (ctx.over) return null;
  const seen = seenHand(ctx);
  if (!seen) return null;
  return h("div", { class: "rdn-small" },
    h("span", null, t("rdn.seen", { who: ctx.name(seen.seat), trick: seen.trick })),
    sortHand(seen.cards).map((c) => cardEl(c)));
}

function topRow(ctx) {
  const v = ctx.view;
  return h("div", { class: "rdn-top" },
    h("span", { class: "rdn-badge" }, v.deal > v.num_deals ? t("rdn.extra", { deal: v.deal }) : t("rdn.deal", { deal: v.deal, deals: v.num_deals })),
    ctx.over ? null : h("span", { class: "rdn-stack" },
      v.top_tile ? t("rdn.stack", { n: v.stack_left, tile: v.top_tile }) : t("rdn.stack_empty")));
}

// -- deal summaries -------------------------------------------------------------------

function dealTable(ctx, d) {
  const n = ctx.view.num_players;
  const cls = (x) => (x > 0 ? "pos" : x < 0 ? "neg" : null);
  return h("div", { class: "rdn-summary" },
    h("p", { class: "rdn-title" }, t("rdn.sum.title", { deal: d.deal, quest: `${faceName(d.quest)} (${d.quest})` })),
    h("p", { class: "rdn-sub" }, faceText(d.quest), " · ", t("rdn.sum.with", { card: specialName(d.special) })),
    h("div", { class: "rdn-wrap" }, h("table", null,
      h("thead", null, h("tr", null, ["rdn.sum.player", "rdn.sum.tricks", "rdn.sum.quest", "rdn.sum.special", "rdn.sum.deal", "rdn.sum.total"]
        .map((k) => h("th", { scope: "col" }, t(k))))),
      h("tbody", null, Array.from({ length: n }, (_, s) => h("tr", null,
        h("th", { scope: "row", style: { borderLeft: `4px solid ${ctx.colour(s)}` } }, ctx.name(s)),
        h("td", null, String(d.tricks_won[s].length)),
        h("td", null, signed(d.quest_points[s])),
        h("td", null, signed(d.special_points[s])),
        h("td", { class: cls(d.deal_points[s]) }, signed(d.deal_points[s])),
        h("td", null, h("strong", null, signed(d.totals[s]))))))))) ;
}

// -- the module -------------------------------------------------------------------------

export default {
  meta: {
    minutes: "30–45",
    pitch: {
      fr: "Jeu de plis sans atout en 7 donnes : à chaque donne, le 5 bleu choisit la Quête qui décide ce que rapportent les plis, et une carte spéciale change la donne.",
      en: "A no-trump trick game over 7 deals: each deal the blue 5 picks the Quête (quest) that decides what tricks are worth, and one special card shakes things up.",
    },
  },

  render(ctx) {
    ensureStyle();
    return h("div", { class: "g-roi_des_nains" },
      topRow(ctx),
      infoRow(ctx),
      seatsPanel(ctx),
      decisionPanel(ctx),
      trickPanel(ctx),
      seenPanel(ctx),
      lastWon(ctx),
      handPanel(ctx));
  },

  // The log tells each event with the engine's narration (the frame's ctx.say); a put-away
  // trick's cards leave it (the memory rule above), who won it stays.
  shows(event, ctx) {
    return !["play", "wizard", "void"].includes(event.kind) || trickShown(ctx, event.args.deal, event.args.trick);
  },

  /** A card (or cards) of a narrated event in words, a Quête face by its name. */
  drawRef(kind, value) {
    if (kind === "card" || kind === "special") return cardName(value);
    if (kind === "cards") return sortHand(value).map(cardName).join(", ");
    if (kind === "face") return faceName(value);
    return null;
  },

  interlude(fresh, ctx) {
    if (!fresh.some((e) => e.kind === "score")) return null;
    const deals = ctx.view.deals || [];
    if (!deals.length) return null;
    ensureStyle();
    return dealTable(ctx, deals[deals.length - 1]);
  },

  endScreen(ctx) {
    const deals = ctx.view.deals || [];
    if (!deals.length) return null;
    ensureStyle();
    const n = ctx.view.num_players;
    const cls = (x) => (x > 0 ? "pos" : x < 0 ? "neg" : null);
    return h("section", { class: "rdn-summary" },
      h("h3", null, t("rdn.end.title")),
      // On a phone each row is a grid (the name above its numbers: see .rdn-deals in the
      // CSS), so the roles keep it a table for screen readers.
      h("div", { class: "rdn-wrap" }, h("table", { class: "rdn-deals", role: "table", style: `--rdn-deals: ${deals.length}` },
        h("thead", { role: "rowgroup" }, h("tr", { role: "row" }, h("th", { scope: "col", role: "columnheader" }, t("rdn.sum.player")),
          deals.map((d) => h("th", { scope: "col", role: "columnheader", title: `${d.quest} ${faceName(d.quest)}` }, t("rdn.end.deal", { deal: d.deal }))),
          h("th", { scope: "col", role: "columnheader" }, t("rdn.sum.total")))),
        h("tbody", { role: "rowgroup" }, Array.from({ length: n }, (_, s) => h("tr", { role: "row" },
          h("th", { scope: "row", role: "rowheader", style: { borderLeft: `4px solid ${ctx.colour(s)}` } }, ctx.name(s)),
          deals.map((d) => h("td", { role: "cell", class: cls(d.deal_points[s]) }, signed(d.deal_points[s]))),
          h("td", { role: "cell" }, h("strong", null, signed(deals[deals.length - 1].totals[s])))))))),
      h("ol", { class: "rdn-sub" }, deals.map((d) => h("li", null,
        h("strong", null, `${faceName(d.quest)} (${d.quest})`), ` — ${faceText(d.quest)} · ${specialName(d.special)}`))));
  },

  seatInfo(ctx, seat) {
    const v = ctx.view;
    if (!v.totals) return "";
    if (ctx.over) return t("rdn.seat_points", { total: signed(v.totals[seat]) });
    return t("rdn.seat_info", { total: signed(v.totals[seat]), tricks: (v.tricks_won[seat] || []).length });
  },
};
