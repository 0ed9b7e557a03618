// Les 4 Royaumes: a short trick game of secret missions (spec shared/rules/quatre_royaumes.md).
// The board: the current trick (led card on top, renounces slid under), your hand and your
// secret mission, then every place (V the automaton too at 2 players) with its visible card,
// mission, tricks won, kept missions and score, and the mission pile.
import { t } from "../i18n.js";
import { cardSvg, h } from "../ui.js";

const SYMBOL = { S: "♠", C: "♣", H: "♥", D: "♦" };
const RED = { H: true, D: true };
const PARTNER = { S: "C", C: "S", H: "D", D: "H" };
const OTHERS = { S: "HD", C: "HD", H: "SC", D: "SC" };
const SUIT_ORDER = "SCHD";
const INK = { red: "#b3261e", black: "#1b1b1b" };

const STRINGS = {
  fr: {
    "qr.round": "Manche {round}",
    "qr.trick_n": "Pli {trick} / 8",
    "qr.over": "Partie terminée",
    "qr.pile": "Pioche de missions",
    "qr.pile_n": "{n} mission(s)",
    "qr.set_aside": "Écartées : {ranks}",
    "qr.trick_title": "Pli en cours",
    "qr.led": "entamé à {suit}",
    "qr.held": "tenu par {who}",
    "qr.to_lead": "{who} entame.",
    "qr.you_lead": "À vous d’entamer : jouez n’importe quelle carte.",
    "qr.you_follow": "Jouez {suit} pour tenir le pli, ou une autre couleur pour renoncer (glissée dessous).",
    "qr.under": "dessous",
    "qr.last_trick": "Dernier pli :",
    "qr.won_by": "remporté par {who}",
    "qr.hand": "Votre main",
    "qr.your_mission": "Votre mission (secrète) :",
    "qr.mission_hint": "Dernier pli gagné entamé à {mine} : +2 · {partner} : 0 · {others} ou aucun pli : −1",
    "qr.no_mission": "pas encore de mission",
    "qr.places": "La table",
    "qr.visible": "visible",
    "qr.mission": "mission",
    "qr.tricks": "plis",
    "qr.kept": "Royaumes gardés :",
    "qr.none": "aucun",
    "qr.pts": "{n} pts",
    "qr.pair": "rangs {pair}",
    "qr.row": "Rangée (ordre de jeu)",
    "qr.automaton": "V (automate)",
    "qr.to_move": "à jouer",
    "qr.holder": "tient le pli",
    "qr.hint.lead": "entame",
    "qr.hint.hold": "tient",
    "qr.hint.follow": "fournit",
    "qr.hint.renounce": "renonce",
    "qr.suit.S": "pique ♠",
    "qr.suit.C": "trèfle ♣",
    "qr.suit.H": "cœur ♥",
    "qr.suit.D": "carreau ♦",
    "qr.rank.1": "As",
    "qr.face.K": "Roi",
    "qr.face.Q": "Dame",
    "qr.face.J": "Valet",
    "qr.card": "{rank} de {suit}",
    "qr.sep": " : ",
    "qr.play_label": "Jouer {card} ({hint})",
    "qr.hidden_card": "carte cachée",
    "qr.hidden_mission": "mission cachée",
    "qr.kept_up": "gardée face visible (+2)",
    "qr.kept_down": "gardée face cachée (−1)",
    // narration
    "qr.n.lead": "{who} entame avec {card}.",
    "qr.n.hold": "{who} tient le pli avec {card}.",
    "qr.n.follow": "{who} fournit {card}.",
    "qr.n.renounce": "{who} renonce : {card} glissé sous le pli.",
    "qr.n.renounce_hidden": "{who} renonce, face cachée.",
    "qr.n.wins": "→ {who} remporte le pli {trick}.",
    "qr.n.deal": "Manche {round} : chacun reçoit une mission secrète.",
    "qr.n.my_mission": "Manche {round} : votre mission secrète est {card} ({suit}).",
    "qr.n.v_mission": "Mission de V, face visible : {card}.",
    "qr.n.mission_of": "{who} reçoit la mission {card}.",
    "qr.n.row": "Rangée de V (son ordre de jeu) : {cards}.",
    "qr.n.score_up": "{who} : mission {mission}, dernier pli entamé à {suit} → +2, Royaume gardé face visible.",
    "qr.n.score_zero": "{who} : mission {mission}, dernier pli entamé à {suit} (couleur sœur) → 0, la mission retourne à la pioche.",
    "qr.n.score_down": "{who} : mission {mission}, dernier pli entamé à {suit} → −1, gardée face cachée.",
    "qr.n.score_none": "{who} : mission {mission}, aucun pli gagné → −1, gardée face cachée.",
    "qr.n.over": "Partie terminée : la pioche ne peut plus donner une mission à chacun.",
    "qr.n.leader": "{who} entame en premier.",
    "qr.n.pairs": "Paires de rangs : {pairs}.",
    "qr.reveal": "Fin de la manche {round} : les missions sont révélées",
    "qr.col.place": "Place",
    "qr.col.mission": "Mission",
    "qr.col.card": "Visible",
    "qr.col.result": "Pts",
    "qr.col.total": "Σ",
    "qr.legend": "+2 : mission gardée face visible · 0 ↺ : couleur sœur, la mission retourne à la pioche · −1 : autre couleur ou aucun pli, gardée face cachée",
    "qr.no_trick": "aucun pli",
    "qr.rounds": "Manche par manche",
    "qr.v_unranked": "V (automate, hors classement) : {n} pts",
  },
  en: {
    "qr.round": "Manche {round} (round)",
    "qr.trick_n": "Trick {trick} / 8",
    "qr.over": "Game over",
    "qr.pile": "Mission pile",
    "qr.pile_n": "{n} mission(s)",
    "qr.set_aside": "Set aside: {ranks}",
    "qr.trick_title": "Current trick",
    "qr.led": "led in {suit}",
    "qr.held": "held by {who}",
    "qr.to_lead": "{who} leads.",
    "qr.you_lead": "Your lead: play any card.",
    "qr.you_follow": "Play {suit} to take hold of the trick, or another suit to renounce (slid under).",
    "qr.under": "under",
    "qr.last_trick": "Last trick:",
    "qr.won_by": "won by {who}",
    "qr.hand": "Your hand",
    "qr.your_mission": "Your mission (secret):",
    "qr.mission_hint": "Last trick won led in {mine}: +2 · {partner}: 0 · {others} or no trick: −1",
    "qr.no_mission": "no mission yet",
    "qr.places": "The table",
    "qr.visible": "visible",
    "qr.mission": "mission",
    "qr.tricks": "tricks",
    "qr.kept": "Royaumes kept (kingdoms):",
    "qr.none": "none",
    "qr.pts": "{n} pts",
    "qr.pair": "ranks {pair}",
    "qr.row": "Row (order of play)",
    "qr.automaton": "V (automaton)",
    "qr.to_move": "to play",
    "qr.holder": "holds the trick",
    "qr.hint.lead": "lead",
    "qr.hint.hold": "hold",
    "qr.hint.follow": "follow",
    "qr.hint.renounce": "renounce",
    "qr.suit.S": "spades ♠",
    "qr.suit.C": "clubs ♣",
    "qr.suit.H": "hearts ♥",
    "qr.suit.D": "diamonds ♦",
    "qr.rank.1": "Ace",
    "qr.face.K": "King",
    "qr.face.Q": "Queen",
    "qr.face.J": "Jack",
    "qr.card": "{rank} of {suit}",
    "qr.sep": ": ",
    "qr.play_label": "Play {card} ({hint})",
    "qr.hidden_card": "hidden card",
    "qr.hidden_mission": "hidden mission",
    "qr.kept_up": "kept face up (+2)",
    "qr.kept_down": "kept face down (−1)",
    "qr.n.lead": "{who} leads {card}.",
    "qr.n.hold": "{who} takes hold of the trick with {card}.",
    "qr.n.follow": "{who} follows suit with {card}.",
    "qr.n.renounce": "{who} renounces: {card} slid under the trick.",
    "qr.n.renounce_hidden": "{who} renounces, face down.",
    "qr.n.wins": "→ {who} wins trick {trick}.",
    "qr.n.deal": "Manche (round) {round}: everyone gets a secret mission.",
    "qr.n.my_mission": "Manche (round) {round}: your secret mission is {card} ({suit}).",
    "qr.n.v_mission": "V's mission, face up: {card}.",
    "qr.n.mission_of": "{who} gets mission {card}.",
    "qr.n.row": "V's row (its order of play): {cards}.",
    "qr.n.score_up": "{who}: mission {mission}, last trick led in {suit} → +2, Royaume (kingdom) kept face up.",
    "qr.n.score_zero": "{who}: mission {mission}, last trick led in {suit} (partner suit) → 0, the mission goes back to the pile.",
    "qr.n.score_down": "{who}: mission {mission}, last trick led in {suit} → −1, kept face down.",
    "qr.n.score_none": "{who}: mission {mission}, no trick won → −1, kept face down.",
    "qr.n.over": "Game over: the pile can no longer give everyone a mission.",
    "qr.n.leader": "{who} leads first.",
    "qr.n.pairs": "Rank pairs: {pairs}.",
    "qr.reveal": "End of manche (round) {round}: the missions are revealed",
    "qr.col.place": "Place",
    "qr.col.mission": "Mission",
    "qr.col.card": "Visible",
    "qr.col.result": "Pts",
    "qr.col.total": "Σ",
    "qr.legend": "+2: mission kept face up · 0 ↺: partner suit, the mission goes back to the pile · −1: other colour or no trick, kept face down",
    "qr.no_trick": "no trick",
    "qr.rounds": "Round by round",
    "qr.v_unranked": "V (automaton, not ranked): {n} pts",
  },
};

const CSS = `
.g-quatre_royaumes { --qr-small: clamp(30px, 9vw, 40px); display: grid; gap: .6rem; }
.g-quatre_royaumes section { background: #ffffff10; border-radius: 12px; padding: .45rem .55rem; min-width: 0; }
.g-quatre_royaumes h4 { margin: 0 0 .3rem; font-size: .95rem; display: flex; flex-wrap: wrap; gap: .2rem .6rem; align-items: baseline; }
.g-quatre_royaumes .qr-sub { font-weight: 400; color: #d9e6dc; font-size: .88rem; }
.g-quatre_royaumes .qr-top { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .4rem .8rem; background: none; padding: 0 .2rem; }
.g-quatre_royaumes .qr-where { font-family: Georgia, serif; font-size: 1.1rem; font-weight: 700; color: #fff; }
.g-quatre_royaumes .qr-pile { display: flex; align-items: center; gap: .45rem; font-size: .9rem; }
.g-quatre_royaumes .qr-stack { position: relative; width: calc(var(--qr-small) + 8px); height: calc(var(--qr-small) * 1.4 + 6px); }
.g-quatre_royaumes .qr-stack .card { position: absolute; width: var(--qr-small); }
.g-quatre_royaumes .qr-aside { font-size: .8rem; color: #c9d8cd; flex-basis: 100%; }
.g-quatre_royaumes .qr-trick-cards { display: flex; flex-wrap: wrap; gap: .35rem .5rem; align-items: flex-start; min-height: calc(var(--card-w) * 1.4 + 1.6rem); }
.g-quatre_royaumes figure { margin: 0; display: flex; flex-direction: column; align-items: center; gap: .15rem; }
.g-quatre_royaumes figcaption { font-size: .75rem; color: #e8efe9; text-align: center; max-width: calc(var(--card-w) + 2.5rem); overflow-wrap: anywhere; line-height: 1.15; }
.g-quatre_royaumes .qr-slot.under .card { opacity: .62; transform: translateY(14px) scale(.9); }
.g-quatre_royaumes .qr-slot.top .card { box-shadow: 0 0 0 3px var(--gold); }
.g-quatre_royaumes .qr-crown { color: #f0cd6e; font-weight: 700; }
.g-quatre_royaumes .qr-prompt { margin: .3rem 0 0; font-size: .9rem; color: #fff6d8; }
.g-quatre_royaumes .qr-last { display: flex; flex-wrap: wrap; align-items: center; gap: .3rem; margin-top: .45rem; font-size: .82rem; color: #c9d8cd; }
.g-quatre_royaumes .qr-last .card { width: var(--qr-small); }
.g-quatre_royaumes .qr-last .card.renounce { opacity: .55; }
.g-quatre_royaumes .qr-mine { display: flex; flex-wrap: wrap; gap: .6rem; align-items: flex-start; }
.g-quatre_royaumes .qr-mission { display: flex; gap: .5rem; align-items: center; flex: 1 1 200px; max-width: 420px; }
.g-quatre_royaumes .qr-mission .card { flex: none; }
.g-quatre_royaumes .qr-mission p { margin: 0; font-size: .85rem; }
.g-quatre_royaumes .qr-hand { display: flex; flex-wrap: wrap; gap: .45rem .7rem; padding-top: .6rem; }
.g-quatre_royaumes .qr-suit { display: grid; grid-template-columns: repeat(var(--qr-n, 1), minmax(var(--card-w), auto)); gap: .15rem .25rem; justify-items: center; align-content: start; }
.g-quatre_royaumes .qr-hint { grid-column: 1 / -1; text-align: center; font-size: .8rem; line-height: 1.2; color: #fff6d8; }
.g-quatre_royaumes .qr-under { display: block; color: #fff6d8; font-style: italic; }
.g-quatre_royaumes button.card.act { display: inline-block; padding: 0; min-height: 0; border: none; background: none; width: var(--card-w); border-radius: 8px; }
.g-quatre_royaumes .qr-hand .card { width: var(--card-w); }
.g-quatre_royaumes .card.qr-off { opacity: .5; }
.g-quatre_royaumes .qr-places { display: grid; gap: .5rem; grid-template-columns: repeat(auto-fill, minmax(148px, 1fr)); background: none; padding: 0; }
.g-quatre_royaumes .qr-place { background: #ffffff14; border-radius: 12px; border-left: 6px solid; padding: .4rem .5rem; display: grid; gap: .3rem; align-content: start; }
.g-quatre_royaumes .qr-place.me { background: #ffffff24; }
.g-quatre_royaumes .qr-place.to-move { box-shadow: 0 0 0 2px var(--gold); }
.g-quatre_royaumes .qr-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0 .3rem; }
.g-quatre_royaumes .qr-place { min-width: 0; }
.g-quatre_royaumes .qr-name { font-weight: 700; overflow-wrap: break-word; min-width: 0; font-size: .9rem; }
.g-quatre_royaumes .qr-score { font-size: 1.15rem; font-weight: 800; color: #f0cd6e; white-space: nowrap; }
.g-quatre_royaumes .qr-tags { font-size: .75rem; color: #c9d8cd; display: flex; flex-wrap: wrap; gap: .1rem .5rem; }
.g-quatre_royaumes .qr-tags .qr-hot { color: #fff6d8; font-weight: 700; }
.g-quatre_royaumes .qr-facts { display: flex; gap: .35rem; align-items: flex-start; }
.g-quatre_royaumes .qr-facts .card, .g-quatre_royaumes .qr-kept .card, .g-quatre_royaumes .qr-row .card { width: var(--qr-small); }
.g-quatre_royaumes .qr-empty { width: var(--qr-small); height: calc(var(--qr-small) * 1.4); border: 2px dashed #ffffff55; border-radius: 6px; display: grid; place-items: center; color: #d9e6dc; font-size: .8rem; }
.g-quatre_royaumes .qr-count { width: var(--qr-small); height: calc(var(--qr-small) * 1.4); display: grid; place-items: center; font-size: 1.3rem; font-weight: 800; color: #fff; background: #00000033; border-radius: 6px; }
.g-quatre_royaumes .qr-facts figcaption { font-size: .75rem; }
.g-quatre_royaumes .qr-kept, .g-quatre_royaumes .qr-row { display: flex; flex-wrap: wrap; gap: .2rem; align-items: center; font-size: .75rem; color: #c9d8cd; }
.g-quatre_royaumes .qr-kept .down { filter: grayscale(.6) brightness(.85); }
.g-quatre_royaumes .qr-label { flex-basis: 100%; }
.g-quatre_royaumes.qr-box { display: block; min-width: 0; max-width: calc(100vw - 4rem); }
.g-quatre_royaumes .qr-wrap { overflow-x: auto; max-width: 100%; }
.g-quatre_royaumes .qr-reveal-table { border-collapse: collapse; font-size: .85rem; }
.g-quatre_royaumes .qr-reveal-table th, .g-quatre_royaumes .qr-reveal-table td { text-align: left; padding: .2rem .3rem; border-bottom: 1px solid #d8cdb3; vertical-align: top; }
.g-quatre_royaumes .qr-reveal-table .up { color: #2e7d32; font-weight: 700; }
.g-quatre_royaumes .qr-reveal-table .down { color: #b3261e; }
.g-quatre_royaumes .qr-reveal-table .zero { color: #7a5600; }
.g-quatre_royaumes .qr-red { color: #b3261e; }
.g-quatre_royaumes .qr-dim { color: #5b5346; font-size: max(.75rem, .85em); }
.g-quatre_royaumes .qr-legend { margin: .3rem 0 0; font-size: .8rem; color: #5b5346; }
@media (max-width: 480px) {
  .g-quatre_royaumes table.qr-rounds, .g-quatre_royaumes .qr-rounds thead, .g-quatre_royaumes .qr-rounds tbody { display: block; }
  .g-quatre_royaumes .qr-rounds tr { display: grid; grid-template-columns: repeat(var(--qr-rounds, 5), minmax(0, 1fr)); }
  .g-quatre_royaumes .qr-rounds tr > :first-child { grid-column: 1 / -1; }
  .g-quatre_royaumes .qr-rounds tbody th { border-bottom: none; padding-top: .35rem; }
  .g-quatre_royaumes .qr-rounds thead th:first-child { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
}
.g-quatre_royaumes .qr-reveal-table strong, .g-quatre_royaumes .qr-reveal-table td.up, .g-quatre_royaumes .qr-reveal-table td.down, .g-quatre_royaumes .qr-reveal-table td.zero { white-space: nowrap; }
`;

if (typeof document !== "undefined" && !document.getElementById("qr-style")) {
  document.head.append(h("style", { id: "qr-style" }, CSS));
}

// ---- cards and names ------------------------------------------------------

const suitOf = (card) => card.slice(-1);
const rankOf = (card) => card.slice(0, -1);
const sym = (card) => (card === "?" ? "?" : rankOf(card).replace(/-$/, "") + SYMBOL[suitOf(card)]);

function cardName(card) {
  if (!card || card === "?") return t("qr.hidden_card");
  const suit = t(`qr.suit.${suitOf(card)}`).split(" ")[0];
  if (card.includes("-")) return t("qr.card", { rank: t(`qr.face.${card[0]}`), suit });
  const rank = rankOf(card) === "1" ? t("qr.rank.1") : rankOf(card);
  return t("qr.card", { rank, suit });
}

function numberFace(card, sub = "", small = false) {
  const suit = suitOf(card);
  return { corner: rankOf(card), mark: SYMBOL[suit], colour: RED[suit] ? INK.red : INK.black, sub, small };
}

function missionFace(mission, sub = "", small = false) {
  const suit = suitOf(mission);
  return { corner: mission[0], mark: SYMBOL[suit], colour: RED[suit] ? INK.red : INK.black, band: "#c9a227", fill: "#fff8e1", sub, small };
}

/** A card that only shows (never `.act`). */
function shown(face, label, extraClass) {
  return h("span", { class: ["card", extraClass], role: "img", "aria-label": label, title: label }, cardSvg(face));
}

function back(label) {
  return shown({ back: true }, label, "back");
}

/** A card name in running text ("7♥" with the suit symbol coloured). */
function inline(card) {
  if (!card || card === "?") return "?";
  return sym(card);
}

function placeLabel(ctx, name) {
  if (name === "V") return t("qr.automaton");
  const seat = /^P\d+$/.test(name) ? Number(name.slice(1)) : null;
  return seat === null ? name : ctx.name(seat);
}

function myPlace(view, seat) {
  if (seat === null || seat === undefined) return null;
  return (view.places || []).find((p) => p.seat === seat) || null;
}

// ---- the history read once per event list -----------------------------------

const analyses = new WeakMap();

/**
 * Walk the events once: each play's kind (lead, hold, follow, renounce), the trick it
 * completes and its winner, the round of each mission deal, the last completed trick.
 */
function analyse(ctx) {
  const events = ctx.events || [];
  const hit = analyses.get(events);
  if (hit) return hit;
  const n = (ctx.view.places || []).length || 3;
  const highest = (ctx.view.options || {}).hold_rule === "highest";
  const notes = [];
  let round = 1, trick = 1, cards = [], holder = null, holderCard = null, scored = false, dealt = 0;
  let last = null;
  events.forEach((e, i) => {
    const [verb, ...rest] = e.text.split(" ");
    const note = {};
    if (e.actor === "chance" && verb === "mission") {
      if (scored) { round += 1; trick = 1; scored = false; cards = []; }
      note.round = round;
      note.first = dealt % n === 0;
      dealt += 1;
    } else if (e.actor === "table" && verb === "score") {
      scored = true;
    } else if (verb === "play") {
      const card = rest[0];
      const suit = card === "?" ? null : suitOf(card);
      if (!cards.length) {
        note.kind = "lead";
        holder = e.actor;
        holderCard = card;
      } else if (suit && suit === suitOf(cards[0][1])) {
        if (!highest) { note.kind = "hold"; holder = e.actor; holderCard = card; }
        else if (Number(rankOf(card)) > Number(rankOf(holderCard))) { note.kind = "hold"; holder = e.actor; holderCard = card; }
        else note.kind = "follow";
      } else {
        note.kind = card === "?" ? "renounce_hidden" : "renounce";
      }
      cards.push([e.actor === "V" ? "V" : e.actor, card]);
      if (cards.length === n) {
        note.winner = holder;
        note.trick = trick;
        last = { round, trick, cards, winner: holder };
        trick += 1;
        cards = [];
      }
    }
    notes[i] = note;
  });
  const result = { notes, last, round };
  analyses.set(events, result);
  return result;
}

// ---- the board -------------------------------------------------------------

function topBar(ctx) {
  const v = ctx.view;
  const over = v.phase === "over";
  const stack = h("div", { class: "qr-stack", "aria-hidden": "true" },
    ...Array.from({ length: Math.min(3, Math.max(1, v.pile_size)) }, (_, i) => {
      const c = back("");
      c.style.left = `${i * 3}px`;
      c.style.top = `${i * 2}px`;
      if (!v.pile_size) c.style.opacity = ".25";
      return c;
    }));
  const ranks = [...new Set((v.set_aside || []).map(rankOf))].sort((a, b) => a - b);
  return h("div", { class: "qr-top" },
    h("div", { class: "qr-where" }, over ? t("qr.over") : `${t("qr.round", { round: v.round })} · ${t("qr.trick_n", { trick: v.trick })}`),
    h("div", { class: "qr-pile", title: t("qr.pile") }, stack,
      h("div", null, h("div", null, h("strong", null, t("qr.pile"))), h("div", null, t("qr.pile_n", { n: v.pile_size })),
        (v.pile_bottom || []).length ? h("div", { class: "qr-sub" }, "↓ ", v.pile_bottom.map(inline).join(" ")) : null)),
    ranks.length ? h("div", { class: "qr-aside" }, t("qr.set_aside", { ranks: ranks.join(", ") })) : null);
}

function trickSection(ctx, me) {
  const v = ctx.view;
  if (v.phase === "over") return null;
  const cards = v.trick_cards || [];
  const led = cards.length && cards[0][1] !== "?" ? suitOf(cards[0][1]) : null;
  const title = h("h4", null, t("qr.trick_title"),
    led ? h("span", { class: "qr-sub" }, t("qr.led", { suit: t(`qr.suit.${led}`) })) : null,
    v.holder ? h("span", { class: "qr-sub" }, h("span", { class: "qr-crown" }, "♛ "), t("qr.held", { who: placeLabel(ctx, v.holder) })) : null);
  let body;
  if (!cards.length) {
    body = h("div", { class: "qr-trick-cards" }, h("p", { class: "qr-prompt" },
      v.trick_leader ? t("qr.to_lead", { who: placeLabel(ctx, v.trick_leader) }) : ""));
  } else {
    const holderIndex = (() => {
      for (let i = cards.length - 1; i >= 0; i--) if (cards[i][0] === v.holder) return i;
      return -1;
    })();
    body = h("div", { class: "qr-trick-cards" }, cards.map(([who, card], i) => {
      const renounce = card === "?" || (led && suitOf(card) !== led);
      const face = card === "?" ? { back: true } : numberFace(card);
      return h("figure", { class: ["qr-slot", renounce && "under", i === holderIndex && "top"] },
        shown(face, `${placeLabel(ctx, who)}${t("qr.sep")}${cardName(card)}`, card === "?" ? "back" : null),
        h("figcaption", null, i === holderIndex ? h("span", { class: "qr-crown" }, "♛ ") : null, placeLabel(ctx, who),
          renounce && card !== "?" ? h("span", { class: "qr-under" }, t("qr.under")) : null));
    }));
  }
  let prompt = null;
  if (ctx.myTurn && me) {
    prompt = h("p", { class: "qr-prompt" }, led ? t("qr.you_follow", { suit: t(`qr.suit.${led}`) }) : t("qr.you_lead"));
  }
  const { last } = analyse(ctx);
  let lastLine = null;
  if (last && last.round === v.round && last.trick === v.trick - 1) {
    const lastLed = last.cards[0][1] === "?" ? null : suitOf(last.cards[0][1]);
    lastLine = h("div", { class: "qr-last" }, h("span", null, t("qr.last_trick")),
      last.cards.map(([who, card]) => card === "?" ? back(placeLabel(ctx, who))
        : shown(numberFace(card, "", true), `${placeLabel(ctx, who)}${t("qr.sep")}${cardName(card)}`, suitOf(card) !== lastLed ? "renounce" : null)),
      last.winner ? h("span", null, t("qr.won_by", { who: placeLabel(ctx, last.winner) })) : null);
  }
  return h("section", { class: "qr-trick", "aria-label": t("qr.trick_title") }, title, body, prompt, lastLine);
}

function hintFor(ctx, card) {
  const cards = ctx.view.trick_cards || [];
  if (!cards.length) return "lead";
  const led = cards[0][1] === "?" ? null : suitOf(cards[0][1]);
  if (suitOf(card) !== led) return "renounce";
  return (ctx.view.options || {}).hold_rule === "highest" ? "follow" : "hold";
}

function missionBlock(mission) {
  if (!mission || mission === "?") {
    return h("div", { class: "qr-mission" }, h("span", { class: "qr-empty" }, "?"), h("p", null, t("qr.no_mission")));
  }
  const suit = suitOf(mission);
  return h("div", { class: "qr-mission" },
    shown(missionFace(mission), cardName(mission)),
    h("p", null, h("strong", null, `${t("qr.your_mission")} `), t(`qr.suit.${suit}`), h("br"),
      h("span", { class: "qr-sub" }, t("qr.mission_hint", {
        mine: SYMBOL[suit], partner: SYMBOL[PARTNER[suit]], others: OTHERS[suit].split("").map((s) => SYMBOL[s]).join(" "),
      }))));
}

function handSection(ctx, me) {
  if (!me || ctx.view.phase === "over") return null;
  const hand = me.hand || [];
  const groups = SUIT_ORDER.split("").map((suit) => {
    const cards = hand.filter((c) => suitOf(c) === suit);
    if (!cards.length) return null;
    const playable = cards.some((c) => ctx.legalTexts.has(`play ${c}`));
    return h("div", { class: "qr-suit", style: `--qr-n: ${cards.length}` }, cards.map((c) => {
      const text = `play ${c}`;
      if (ctx.legalTexts.has(text)) {
        const hint = hintFor(ctx, c);
        const label = t("qr.play_label", { card: cardName(c), hint: t(`qr.hint.${hint}`) });
        return h("button", { type: "button", class: "card act", "data-action": text, "aria-label": label, title: label,
          onclick: () => ctx.act(text) }, cardSvg(numberFace(c)));
      }
      return shown(numberFace(c), cardName(c), ctx.myTurn ? "qr-off" : null);
    }), playable ? h("span", { class: "qr-hint", "aria-hidden": "true" }, t(`qr.hint.${hintFor(ctx, cards[0])}`)) : null);
  });
  return h("section", { class: "qr-me", "aria-label": t("qr.hand") },
    h("div", { class: "qr-mine" }, missionBlock(me.mission)),
    h("h4", { style: { marginTop: ".4rem" } }, t("qr.hand")),
    h("div", { class: "qr-hand" }, groups));
}

function placePanel(ctx, place) {
  const v = ctx.view;
  const isV = place.seat === null;
  const me = !isV && place.seat === ctx.seat;
  const toMove = !isV && (v.to_move || []).includes(place.seat);
  const colour = isV ? "#9e9e9e" : ctx.colour(place.seat);
  const visible = place.visible
    ? shown(numberFace(place.visible, "", true), `${t("qr.visible")}${t("qr.sep")}${cardName(place.visible)}`)
    : h("span", { class: "qr-empty", "aria-label": t("qr.none") }, "—");
  const mission = !place.mission ? h("span", { class: "qr-empty" }, "—")
    : place.mission === "?" ? back(t("qr.hidden_mission"))
      : shown(missionFace(place.mission, "", true), `${t("qr.mission")}${t("qr.sep")}${cardName(place.mission)}`);
  const kept = place.kept || [];
  return h("article", { class: ["qr-place", me && "me", toMove && "to-move"], style: { borderLeftColor: colour },
    "data-place": place.name },
  h("div", { class: "qr-head" }, h("span", { class: "qr-name" }, placeLabel(ctx, place.name)),
    h("span", { class: "qr-score" }, t("qr.pts", { n: place.score }))),
  h("div", { class: "qr-tags" }, place.pair ? h("span", null, t("qr.pair", { pair: place.pair })) : null,
    toMove ? h("span", { class: "qr-hot" }, "▶ ", t("qr.to_move")) : null,
    v.holder && v.holder === place.name ? h("span", { class: "qr-hot" }, "♛ ", t("qr.holder")) : null),
  h("div", { class: "qr-facts" },
    h("figure", null, visible, h("figcaption", null, t("qr.visible"))),
    h("figure", null, mission, h("figcaption", null, t("qr.mission"))),
    h("figure", null, h("span", { class: "qr-count", "aria-label": `${t("qr.tricks")}${t("qr.sep")}${place.tricks_won}` }, String(place.tricks_won)),
      h("figcaption", null, t("qr.tricks")))),
  isV && (place.row || []).length ? h("div", { class: "qr-row" }, h("span", { class: "qr-label" }, t("qr.row")),
    place.row.map((c) => shown(numberFace(c, "", true), cardName(c)))) : null,
  h("div", { class: "qr-kept" }, h("span", { class: "qr-label" }, t("qr.kept")),
    kept.length ? kept.map(([m, up]) => shown(missionFace(m, up ? "+2" : "−1", true),
      `${cardName(m)} — ${t(up ? "qr.kept_up" : "qr.kept_down")}`, up ? "up" : "down")) : h("span", null, t("qr.none"))));
}

function render(ctx) {
  const v = ctx.view;
  const me = myPlace(v, ctx.seat);
  return h("div", { class: "g-quatre_royaumes" },
    topBar(ctx),
    trickSection(ctx, me),
    handSection(ctx, me),
    h("section", { class: "qr-places", "aria-label": t("qr.places") }, (v.places || []).map((p) => placePanel(ctx, p))));
}

// ---- reveals ---------------------------------------------------------------

const points = (pts) => (pts > 0 ? `+${pts}` : pts < 0 ? `−${-pts}` : "0 ↺");

function revealTable(ctx, index) {
  const v = ctx.view;
  const r = v.rounds[index];
  const totals = (v.places || []).map((_, p) => v.rounds.slice(0, index + 1).reduce((sum, x) => sum + x.points[p], 0));
  return h("div", { class: "qr-wrap" }, h("table", { class: "qr-reveal-table" },
    h("thead", null, h("tr", null, ["qr.col.place", "qr.col.mission", "qr.col.card", "qr.col.result", "qr.col.total"].map((k) => h("th", { scope: "col" }, t(k))))),
    h("tbody", null, (v.places || []).map((place, p) => {
      const pts = r.points[p];
      const card = r.scoring_cards[p];
      return h("tr", null,
        h("th", { scope: "row" }, placeLabel(ctx, place.name)),
        h("td", { class: RED[suitOf(r.missions[p])] ? "qr-red" : null }, inline(r.missions[p])),
        h("td", { class: card && RED[suitOf(card)] ? "qr-red" : null }, card ? inline(card) : t("qr.no_trick")),
        h("td", { class: pts > 0 ? "up" : pts < 0 ? "down" : "zero" }, points(pts)),
        h("td", null, String(totals[p])));
    }))), h("p", { class: "qr-legend" }, t("qr.legend")));
}

function interlude(fresh, ctx) {
  if (!fresh.some((e) => e.actor === "table" && e.text.startsWith("score "))) return null;
  const rounds = ctx.view.rounds || [];
  if (!rounds.length) return null;
  const index = rounds.length - 1;
  return h("div", { class: "g-quatre_royaumes qr-box qr-interlude" }, h("strong", null, t("qr.reveal", { round: rounds[index].round })), revealTable(ctx, index));
}

function endScreen(ctx) {
  const v = ctx.view;
  const rounds = v.rounds || [];
  const places = v.places || [];
  const vPlace = places.find((p) => p.seat === null);
  return h("div", { class: "g-quatre_royaumes qr-box qr-end" },
    vPlace ? h("p", null, t("qr.v_unranked", { n: vPlace.score })) : null,
    rounds.length ? h("details", { open: true }, h("summary", null, t("qr.rounds")),
      // A row per place, a column per round; on a phone each row is a grid (the name above
      // its rounds: see .qr-rounds in the CSS), so the roles keep it a table for screen readers.
      h("div", { class: "qr-wrap" }, h("table", { class: "qr-reveal-table qr-rounds", role: "table", style: `--qr-rounds: ${rounds.length}` },
        h("thead", { role: "rowgroup" }, h("tr", { role: "row" }, h("th", { scope: "col", role: "columnheader" }, t("qr.col.place")),
          rounds.map((r) => h("th", { scope: "col", role: "columnheader" }, `#${r.round}`)))),
        h("tbody", { role: "rowgroup" }, places.map((place, p) => h("tr", { role: "row" },
          h("th", { scope: "row", role: "rowheader" }, placeLabel(ctx, place.name)),
          rounds.map((r) => {
            const pts = r.points[p];
            return h("td", { role: "cell" }, h("span", { class: RED[suitOf(r.missions[p])] ? "qr-red" : null }, inline(r.missions[p])),
              " ", h("span", { class: "qr-dim" }, `(${r.scoring_cards[p] ? inline(r.scoring_cards[p]) : "—"})`),
              " ", h("strong", { class: pts > 0 ? "up" : pts < 0 ? "down" : "zero" }, points(pts)));
          }))))))) : null);
}

// ---- narration ---------------------------------------------------------------

function narrate(event, ctx, index) {
  const [verb, ...rest] = event.text.split(" ");
  const note = analyse(ctx).notes[index] || {};
  const v = ctx.view;
  const who = (name) => placeLabel(ctx, name);
  if (verb === "play" && (event.actor === "V" || /^P\d+$/.test(event.actor))) {
    const card = rest[0];
    const kind = note.kind || "follow";
    let line = t(`qr.n.${kind}`, { who: who(event.actor), card: inline(card) });
    if (note.winner) line += " " + t("qr.n.wins", { who: who(note.winner), trick: note.trick });
    return line;
  }
  if (event.actor === "chance") {
    if (verb === "mission") {
      const card = rest[0];
      const to = event.to;
      const mine = myPlace(v, ctx.seat);
      if (mine && to === mine.name && card !== "?") {
        return t("qr.n.my_mission", { round: note.round, card: inline(card), suit: t(`qr.suit.${suitOf(card)}`) });
      }
      if (to === "V" && card !== "?") {
        const line = t("qr.n.v_mission", { card: inline(card) });
        return note.first ? `${t("qr.round", { round: note.round })} — ${line}` : line;
      }
      if (card !== "?") return t("qr.n.mission_of", { who: who(to), card: inline(card) });
      if (!note.first) return null;
      return t("qr.n.deal", { round: note.round });
    }
    if (verb === "row") {
      const prev = ctx.events[index - 1];
      if (prev && prev.actor === "chance" && prev.text.startsWith("row ")) return null;
      const cards = [];
      for (let i = index; i < ctx.events.length; i++) {
        const e = ctx.events[i];
        if (e.actor !== "chance" || !e.text.startsWith("row ")) break;
        cards.push(inline(e.text.slice(4)));
      }
      return t("qr.n.row", { cards: cards.join(" ") });
    }
    if (verb === "leader") return t("qr.n.leader", { who: who(rest[0]) });
    if (verb === "pairs") {
      const names = (v.places || []).map((p) => who(p.name));
      return t("qr.n.pairs", { pairs: rest.map((p, i) => `${names[i] ?? "?"} ${p}`).join(" · ") });
    }
    return null;
  }
  if (event.actor === "table") {
    if (verb === "score") {
      const [name, mission, card, delta] = rest;
      const params = { who: who(name), mission: inline(mission), suit: card && card !== "-" ? SYMBOL[suitOf(card)] : "" };
      if (card === "-") return t("qr.n.score_none", params);
      const d = Number(delta);
      return t(d > 0 ? "qr.n.score_up" : d < 0 ? "qr.n.score_down" : "qr.n.score_zero", params);
    }
    if (event.text === "game over") return t("qr.n.over");
  }
  return `${ctx.actorName(event.actor)}${t("qr.sep")}${event.text}`;
}

function seatInfo(ctx, seat) {
  const place = (ctx.view.places || []).find((p) => p.seat === seat);
  return place ? t("qr.pts", { n: place.score }) : "";
}

export default {
  meta: {
    minutes: "10",
    pitch: {
      fr: "Un jeu de plis de dix minutes aux missions secrètes : votre dernier pli doit être entamé dans votre couleur.",
      en: "A ten-minute trick game of secret missions: the last trick you win must be led in your suit.",
    },
  },
  strings: STRINGS,
  render,
  narrate,
  interlude,
  endScreen,
  seatInfo,
};
