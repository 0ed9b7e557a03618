// Les 4 Royaumes: a short trick game of secret missions (spec shared/rules/quatre_royaumes.md).
// The board: the current trick (led card on top, renounces slid under), your hand and your
// secret mission, then every place (V the automaton too at 2 players) with its visible card,
// mission, tricks won, kept missions and score, and the mission pile.
import { t } from "../i18n.js";
import { cardSvg, h } from "../ui.js";

const SYMBOL = { S: "♠", C: "♣", H: "♥", D: "♦" };
const RED = { H: true, D: true };
// §5.1 scoring, from the engine's data file (cards.toml [scoring]).
const SCORING = (await (await fetch("/api/games/quatre_royaumes/data/cards")).json()).scoring;
const SUIT_ORDER = "SCHD";
const INK = { red: "#b3261e", black: "#1b1b1b" };

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
.g-quatre_royaumes .qr-red, .log .qr-red, #log .qr-red { color: #b3261e; }
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

// ---- the last trick, from the plays' facts (the engine says who won which trick) ----

/** The last finished trick: its cards in order and its winner, from the play events (the
 * trick's last play carries `winner` and `trick`). */
function lastTrick(ctx) {
  const events = ctx.events || [];
  let end = events.length - 1;
  while (end >= 0 && !(events[end].kind === "play" && events[end].args?.winner)) end -= 1;
  if (end < 0) return null;
  const n = (ctx.view.places || []).length;
  const cards = [];
  for (let i = end; i >= 0 && cards.length < n; i--) {
    if (events[i].kind === "play") cards.unshift([events[i].actor, events[i].args.card ?? "?"]);
  }
  return { trick: events[end].args.trick, cards, winner: events[end].args.winner };
}

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
  const last = lastTrick(ctx);
  let lastLine = null;
  if (last && last.trick === v.trick - 1) {
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
        mine: SYMBOL[suit], partner: SYMBOL[SCORING.partner[suit]],
        others: SUIT_ORDER.split("").filter((x) => x !== suit && x !== SCORING.partner[suit]).map((x) => SYMBOL[x]).join(" "),
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
  if (!fresh.some((e) => e.kind === "score")) return null;
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

// ---- narration: the engine's messages (ctx.say); cards drawn inline ------------

/** A card in the log, red suits in red (as on the table). */
function logCard(card) {
  return h("span", { class: card && card !== "?" && RED[suitOf(card)] ? "qr-red" : null }, inline(card));
}

function drawRef(kind, value) {
  if (kind !== "cards") return logCard(value);
  return h("span", null, ...value.flatMap((c, i) => (i ? [" ", logCard(c)] : [logCard(c)])));
}

function seatInfo(ctx, seat) {
  const place = (ctx.view.places || []).find((p) => p.seat === seat);
  return place ? t("qr.pts", { n: place.score }) : "";
}

export default {
  meta: {
    minutes: "10",
    pitch: "qr.pitch",
  },
  render,
  drawRef,
  interlude,
  endScreen,
  seatInfo,
};
