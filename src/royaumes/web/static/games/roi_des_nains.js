// Le Roi des Nains (The Dwarf King): the Quête of the deal, the special card, the trick,
// the seats' tricks and totals, the hand; the Quête choice as two clickable faces of the
// drawn tile; the Sorcier (Wizard) as a two-step move (the card, then the trump suit).
import { lang, t } from "../i18n.js";
import { actButton, card, h, token } from "../ui.js";

// The names and texts of the Quête faces and special cards, written by the engine's texts.py
// (faces: [name fr, name en, text fr, text en]; specials: [name fr, name en, kind fr, kind en,
// text fr, text en]).
const { faces: FACES, specials: SPECIALS } = await (await fetch("/api/games/roi_des_nains/texts")).json();

const SUITS = "BGR";
const INK = { B: "#1f5aa6", G: "#2e7d32", R: "#b3261e", M: "#6a1b9a" };
const MARK = { B: "♞", G: "⚒", R: "☠", M: "★" };
const STRENGTH = { J: 12, Q: 13, K: 14, A: 15 };

const STRINGS = {
  fr: {
    "rdn.deal": "Donne {deal}/{deals}",
    "rdn.extra": "Donne {deal} (donne de départage)",
    "rdn.trick_of": "Pli {trick}/{tricks}",
    "rdn.quest": "Quête",
    "rdn.quest_pending": "Quête à choisir",
    "rdn.quest_choosing": "{who} a le 5 bleu et choisit la face de la tuile {tile}.",
    "rdn.choose": "Vous avez le 5 bleu : choisissez la face de la tuile {tile} qui compte pour cette donne.",
    "rdn.special": "Carte spéciale",
    "rdn.stack": "Pile de tuiles : {n}, dessus {tile}",
    "rdn.stack_empty": "Pile de tuiles vide",
    "rdn.seats": "Joueurs",
    "rdn.cards_n": "{n} cartes",
    "rdn.tricks_n": "{n} plis",
    "rdn.tricks_1": "{n} pli",
    "rdn.total": "total {n}",
    "rdn.special_pts": "spéciale {n}",
    "rdn.dealer": "donneur",
    "rdn.blue5": "5 bleu : choisit la Quête",
    "rdn.red5": "5 rouge : a entamé le premier pli",
    "rdn.trick": "Pli {trick}",
    "rdn.led": "couleur demandée : {suit}",
    "rdn.no_led": "pas encore de couleur demandée",
    "rdn.to_lead": "{who} entame",
    "rdn.prev": "Pli précédent ({trick}), remporté par {who} :",
    "rdn.your_last": "Votre dernier pli (pli {trick}) :",
    "rdn.memory": "Les plis ramassés sont rangés : chacun ne peut regarder que le dernier pli qu'il a remporté.",
    "rdn.hand": "Votre main",
    "rdn.hand_n": "Votre main ({n})",
    "rdn.off": "hors couleur",
    "rdn.names": "atout : {suit}",
    "rdn.as": "= {suit} {strength}",
    "rdn.no_suit": "sans couleur",
    "rdn.wizard_pick": "Sorcier : nommez la couleur d'atout de ce pli",
    "rdn.wizard_suit": "{suit} atout",
    "rdn.cancel": "Annuler",
    "rdn.druid": "Druide : choisissez la main que vous prenez (l'autre joueur reçoit la vôtre).",
    "rdn.banner": "Porte-étendard : de quel côté chacun passe-t-il sa main ?",
    "rdn.spy": "Ninja gobelin : choisissez la main que vous regardez.",
    "rdn.swap_with": "Échanger avec {who}",
    "rdn.swap_none": "Garder ma main",
    "rdn.left": "← Gauche : votre main va à {to}",
    "rdn.right": "Droite → : votre main va à {to}",
    "rdn.spy_on": "Regarder la main de {who}",
    "rdn.seen": "Main de {who} vue au Ninja (après le pli {trick}) :",
    "rdn.spectator": "Vous regardez : les mains restent cachées.",
    "rdn.suit.B": "bleu (Chevaliers)",
    "rdn.suit.G": "vert (Nains)",
    "rdn.suit.R": "rouge (Gobelins)",
    "rdn.suit.M": "Magie",
    "rdn.colour.B": "bleu", "rdn.colour.G": "vert", "rdn.colour.R": "rouge",
    "rdn.rank.J": "valet", "rdn.rank.Q": "dame", "rdn.rank.K": "roi", "rdn.rank.A": "as",
    "rdn.card": "{rank} {colour}",
    "rdn.magic": "carte Magie",
    // narration
    "rdn.n.first_dealer": "{who} distribue en premier.",
    "rdn.n.dealt": "Cartes distribuées : {n} chacun.",
    "rdn.n.tile": "Tuile Quête {tile} sur le dessus de la pile.",
    "rdn.n.special": "Donne {deal} : la carte spéciale est {card} — {text}.",
    "rdn.n.blue5": "{who} montre le 5 bleu et pioche la tuile Quête.",
    "rdn.n.red5": "{who} montre le 5 rouge et entame le premier pli.",
    "rdn.n.quest": "{who} choisit la Quête « {name} » : {text}.",
    "rdn.n.plays": "{who} joue {card}.",
    "rdn.n.leads": "{who} entame avec {card}.",
    "rdn.n.naming": "{who} joue le Sorcier et nomme {suit} atout.",
    "rdn.n.void": "{who} n'a plus de {suit}.",
    "rdn.n.wins": "{who} remporte le pli {trick}.",
    "rdn.n.points": "{who} : {points} ({card}).",
    "rdn.n.scores": "Fin de la donne : {list}.",
    "rdn.n.score_one": "{who} {points} (total {total})",
    "rdn.n.banner_left": "{who} fait passer toutes les mains à gauche (Porte-étendard).",
    "rdn.n.banner_right": "{who} fait passer toutes les mains à droite (Porte-étendard).",
    "rdn.n.swap": "{who} échange sa main avec {other} (Druide).",
    "rdn.n.keep": "{who} garde sa main.",
    "rdn.n.spy": "{who} regarde la main de {other} (Ninja gobelin).",
    "rdn.n.receive": "{who} reçoit la main de {from} : {cards}.",
    "rdn.n.receive_hidden": "{who} reçoit la main de {from}.",
    "rdn.n.seen": "Main de {who} : {cards}.",
    "rdn.n.tie": "Égalité en tête : {names}. Une donne de plus.",
    "rdn.n.over": "Partie terminée.",
    // deal summary
    "rdn.sum.title": "Donne {deal} : {quest}",
    "rdn.sum.player": "Joueur",
    "rdn.sum.tricks": "Plis",
    "rdn.sum.quest": "Quête",
    "rdn.sum.special": "Spéc.",
    "rdn.sum.deal": "Donne",
    "rdn.sum.total": "Total",
    "rdn.sum.with": "Carte spéciale : {card}",
    "rdn.end.title": "Les sept Quêtes",
    "rdn.end.deal": "D{deal}",
    "rdn.seat_info": "{total} pts · plis : {tricks}",
  },
  en: {
    "rdn.deal": "Donne (deal) {deal}/{deals}",
    "rdn.extra": "Deal {deal} (tie-break deal)",
    "rdn.trick_of": "Trick {trick}/{tricks}",
    "rdn.quest": "Quête (quest)",
    "rdn.quest_pending": "Quête (quest) to be chosen",
    "rdn.quest_choosing": "{who} holds the blue 5 and picks a face of tile {tile}.",
    "rdn.choose": "You hold the blue 5: pick which face of tile {tile} scores this deal.",
    "rdn.special": "Special card",
    "rdn.stack": "Tile stack: {n}, {tile} on top",
    "rdn.stack_empty": "Tile stack empty",
    "rdn.seats": "Players",
    "rdn.cards_n": "{n} cards",
    "rdn.tricks_n": "{n} tricks",
    "rdn.tricks_1": "{n} trick",
    "rdn.total": "total {n}",
    "rdn.special_pts": "special {n}",
    "rdn.dealer": "dealer",
    "rdn.blue5": "blue 5: picks the Quête",
    "rdn.red5": "red 5: led the first trick",
    "rdn.trick": "Trick {trick}",
    "rdn.led": "led: {suit}",
    "rdn.no_led": "no suit led yet",
    "rdn.to_lead": "{who} to lead",
    "rdn.prev": "Previous trick ({trick}), won by {who}:",
    "rdn.your_last": "Your last trick (trick {trick}):",
    "rdn.memory": "Collected tricks are put away: each player may look only at the last trick they won.",
    "rdn.hand": "Your hand",
    "rdn.hand_n": "Your hand ({n})",
    "rdn.off": "off-suit",
    "rdn.names": "trump: {suit}",
    "rdn.as": "= {suit} {strength}",
    "rdn.no_suit": "no suit",
    "rdn.wizard_pick": "Sorcier (Wizard): name this trick's trump suit",
    "rdn.wizard_suit": "{suit} trump",
    "rdn.cancel": "Cancel",
    "rdn.druid": "Druide (Druid): pick whose hand you take (they get yours).",
    "rdn.banner": "Porte-étendard (Standard Bearer): which way does everyone pass their hand?",
    "rdn.spy": "Ninja gobelin (Goblin Ninja): pick whose hand you look at.",
    "rdn.swap_with": "Swap with {who}",
    "rdn.swap_none": "Keep my hand",
    "rdn.left": "← Left: your hand goes to {to}",
    "rdn.right": "Right →: your hand goes to {to}",
    "rdn.spy_on": "Look at {who}'s hand",
    "rdn.seen": "{who}'s hand, seen with the Ninja (after trick {trick}):",
    "rdn.spectator": "You are watching: hands stay hidden.",
    "rdn.suit.B": "blue (Knights)",
    "rdn.suit.G": "green (Dwarves)",
    "rdn.suit.R": "red (Goblins)",
    "rdn.suit.M": "Magic",
    "rdn.colour.B": "blue", "rdn.colour.G": "green", "rdn.colour.R": "red",
    "rdn.rank.J": "jack", "rdn.rank.Q": "queen", "rdn.rank.K": "king", "rdn.rank.A": "ace",
    "rdn.card": "{colour} {rank}",
    "rdn.magic": "Magic card",
    "rdn.n.first_dealer": "{who} deals first.",
    "rdn.n.dealt": "Cards dealt: {n} each.",
    "rdn.n.tile": "Quête (quest) tile {tile} is on top of the stack.",
    "rdn.n.special": "Deal {deal}: the special card is {card} — {text}.",
    "rdn.n.blue5": "{who} shows the blue 5 and draws the Quête (quest) tile.",
    "rdn.n.red5": "{who} shows the red 5 and leads the first trick.",
    "rdn.n.quest": "{who} picks the Quête (quest) “{name}”: {text}.",
    "rdn.n.plays": "{who} plays {card}.",
    "rdn.n.leads": "{who} leads {card}.",
    "rdn.n.naming": "{who} plays the Sorcier (Wizard), naming {suit} as trump.",
    "rdn.n.void": "{who} has no {suit} left.",
    "rdn.n.wins": "{who} wins trick {trick}.",
    "rdn.n.points": "{who}: {points} ({card}).",
    "rdn.n.scores": "End of the deal: {list}.",
    "rdn.n.score_one": "{who} {points} (total {total})",
    "rdn.n.banner_left": "{who} sends every hand to the left (Porte-étendard, Standard Bearer).",
    "rdn.n.banner_right": "{who} sends every hand to the right (Porte-étendard, Standard Bearer).",
    "rdn.n.swap": "{who} swaps hands with {other} (Druide, Druid).",
    "rdn.n.keep": "{who} keeps their hand.",
    "rdn.n.spy": "{who} looks at {other}'s hand (Ninja gobelin, Goblin Ninja).",
    "rdn.n.receive": "{who} gets {from}'s hand: {cards}.",
    "rdn.n.receive_hidden": "{who} gets {from}'s hand.",
    "rdn.n.seen": "{who}'s hand: {cards}.",
    "rdn.n.tie": "Tied at the top: {names}. One more deal.",
    "rdn.n.over": "Game over.",
    "rdn.sum.title": "Deal {deal}: {quest}",
    "rdn.sum.player": "Player",
    "rdn.sum.tricks": "Tricks",
    "rdn.sum.quest": "Quête",
    "rdn.sum.special": "Spec.",
    "rdn.sum.deal": "Deal",
    "rdn.sum.total": "Total",
    "rdn.sum.with": "Special card: {card}",
    "rdn.end.title": "The seven Quêtes (quests)",
    "rdn.end.deal": "D{deal}",
    "rdn.seat_info": "{total} pts · tricks: {tricks}",
  },
};

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

function strength(code) {
  const { suit, rank } = parse(code);
  if (suit === "M") return 100 + Number(rank);
  const base = STRENGTH[rank] ?? parseInt(rank, 10);
  return base + (rank.endsWith("b") ? 0.1 : 0);
}

function sortHand(codes) {
  const order = { B: 0, G: 1, R: 2, M: 3 };
  return [...codes].sort((a, b) => order[a[0]] - order[b[0]] || strength(a) - strength(b));
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
  const rankWord = STRENGTH[rank] ? t(`rdn.rank.${rank}`) : rank;
  return t("rdn.card", { rank: rankWord, colour: t(`rdn.colour.${suit}`) });
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

// -- events ------------------------------------------------------------------------

const derived = new WeakMap();

/** Per event: its deal number (count of "special" events so far). */
function dealIndex(events) {
  let cached = derived.get(events);
  if (!cached) {
    cached = [];
    let deal = 0;
    for (const e of events) {
      if (e.actor === "chance" && e.text.startsWith("special ")) deal += 1;
      cached.push(deal);
    }
    derived.set(events, cached);
  }
  return cached;
}

function isPlay(e) {
  return /^P\d+$/.test(e.actor) && e.text.startsWith("play ");
}

/** The last finished trick of the current deal: {trick, winner, cards: [{seat, card}]}. */
function previousTrick(events) {
  let win = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.actor === "chance" && e.text.startsWith("special ")) return null;
    if (e.actor === "table" && e.text.startsWith("win ")) { win = i; break; }
  }
  if (win < 0) return null;
  const words = events[win].text.split(" ");
  const cards = [];
  for (let i = win - 1; i >= 0; i--) {
    const e = events[i];
    if (isPlay(e)) cards.unshift({ seat: seatNum(e.actor), card: e.text.split(" ")[1], named: e.text.split(" ")[2] });
    else if (e.actor === "table" && e.text.startsWith("void ")) continue;
    else break;
  }
  return { trick: Number(words[3]), winner: seatNum(words[1]), cards };
}

/** The hand this seat saw with the Goblin Ninja this deal, if any: {seat, cards, trick}. */
function seenHand(events, seat) {
  if (seat === null) return null;
  let trick = 0;
  let seen = null;
  for (const e of events) {
    if (e.actor === "chance" && e.text.startsWith("special ")) { seen = null; trick = 0; continue; }
    if (e.actor === "table" && e.text.startsWith("win ")) trick = Number(e.text.split(" ")[3]);
    if (e.actor === "table" && e.text.startsWith("hand ") && e.to === `P${seat}`) {
      const words = e.text.split(" ");
      if (words[2] !== "?") seen = { seat: seatNum(words[1]), cards: words.slice(2), trick };
    }
  }
  return seen;
}

// The memory rule (§7 [SEED] « On ne peut regarder que le dernier pli qu'on a remporté »):
// under the table option strict_history_view (DEFAULT true) the page shows the trick in
// play, the trick just finished until the next one is led (it is still being collected),
// and the seat's own last won trick; never the other finished tricks, neither on the board
// nor in the log. The view still holds them all (perfect recall): this is drawing only.
// Without the option, or once the game is over (all is public) or in a replay, all shows.

/** Whether the page hides the finished tricks the memory rule puts away. */
function strictHistory(ctx) {
  return !ctx.over && !ctx.replay && ctx.view.options.strict_history_view;
}

const trickMaps = new WeakMap();

/** Per event, the trick ("deal/trick") its play, void or win belongs to; the last finished
 * trick, whether the next one has been led, the one in play, and each seat's last won trick
 * of the current deal. */
function trickMap(events) {
  let map = trickMaps.get(events);
  if (map) return map;
  const keys = [];
  const ownLast = new Map();
  let deal = 0;
  let done = 0;
  let lastWin = null;
  let current = null;
  for (const e of events) {
    let key = null;
    if (e.actor === "chance" && e.text.startsWith("special ")) {
      deal += 1; done = 0; ownLast.clear();
    } else if (isPlay(e) || (e.actor === "table" && e.text.startsWith("void "))) {
      key = `${deal}/${done + 1}`;
      if (isPlay(e)) current = key;
    } else if (e.actor === "table" && e.text.startsWith("win ")) {
      const words = e.text.split(" ");
      done = Number(words[3]);
      key = `${deal}/${done}`;
      lastWin = key;
      current = null;
      ownLast.set(seatNum(words[1]), key);
    }
    keys.push(key);
  }
  map = { keys, lastWin, current, ownLast };
  trickMaps.set(events, map);
  return map;
}

/** Whether the cards of trick `key` may be drawn now (see the memory rule above). */
function trickShown(ctx, key) {
  if (key === null || !strictHistory(ctx)) return true;
  const m = trickMap(ctx.events);
  if (key === m.current) return true;
  if (key === m.lastWin && m.current === null) return true; // still being collected
  return ctx.seat !== null && m.ownLast.get(ctx.seat) === key;
}

// -- the board -------------------------------------------------------------------

function questTile(id, { action, ctx, kicker } = {}) {
  const children = [
    h("span", { class: "rdn-kicker" }, kicker ?? `${t("rdn.quest")} · ${id}`),
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
      h("span", { class: "rdn-kicker" }, `${t("rdn.quest")} · ${v.quest_tile}`),
      h("span", { class: "rdn-name" }, t("rdn.quest_pending")),
      v.blue5 !== null && v.blue5 !== undefined
        ? h("span", { class: "rdn-text" }, t("rdn.quest_choosing", { who: ctx.name(v.blue5), tile: v.quest_tile })) : null);
  } else if (!ctx.over) {
    quest = h("div", { class: "rdn-tile pending" },
      h("span", { class: "rdn-kicker" }, t("rdn.quest")),
      h("span", { class: "rdn-name" }, t("rdn.quest_pending")));
  }
  let special = null;
  if (v.special && SPECIALS[v.special] && !ctx.over) {
    const sp = SPECIALS[v.special];
    special = h("div", { class: "rdn-special" }, cardEl(v.special),
      h("div", null,
        h("div", { class: "rdn-kind" }, `${t("rdn.special")} · ${sp[2 + L()]}`),
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
        h("span", { class: "rdn-total", title: t("rdn.total", { n: v.totals[s] }) }, signed(v.totals[s]))),
      h("div", { class: "rdn-stats" },
        ctx.over ? null : h("span", null, t("rdn.cards_n", { n: v.hand_sizes[s] })),
        ctx.over ? null : h("span", null, t(won.length === 1 || (!L() && won.length === 0) ? "rdn.tricks_1" : "rdn.tricks_n", { n: won.length })),
        sp ? h("span", { class: sp < 0 ? "rdn-neg" : "rdn-pos" }, t("rdn.special_pts", { n: signed(sp) })) : null),
      won.length ? h("div", { class: "rdn-pips", "aria-hidden": "true" }, won.map((n) => h("span", { class: "rdn-pip", title: t("rdn.trick", { trick: n }) }, n))) : null));
  }
  return h("ul", { class: "rdn-seats", "aria-label": t("rdn.seats") }, items);
}

function playedCard(ctx, { seat, card: code, suit, strength: str, named }, ledSuit) {
  let note = null;
  if (named) note = t("rdn.names", { suit: t(`rdn.colour.${named}`) });
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
      : v.leader !== null ? h("span", { class: "rdn-led" }, t("rdn.to_lead", { who: ctx.name(v.leader) })) : null);
  const prev = shownPrevious(ctx);
  const putAway = strictHistory(ctx) && v.tricks_won.some((won) => won.length);
  return h("section", { class: "rdn-table", "aria-label": t("rdn.trick", { trick: v.trick_number }) },
    head,
    h("div", { class: "rdn-trick" }, v.trick.map((c) => playedCard(ctx, c, v.led_suit)), waiting(ctx)),
    prev ? h("div", { class: "rdn-small rdn-prev" },
      h("span", null, t("rdn.prev", { trick: prev.trick, who: ctx.name(prev.winner) })),
      prev.cards.map((c) => cardEl(c.card))) : null,
    putAway ? h("p", { class: "rdn-note-line rdn-memory" }, t("rdn.memory")) : null);
}

/** The deal's last finished trick, if the memory rule lets it be drawn now. */
function shownPrevious(ctx) {
  const prev = previousTrick(ctx.events);
  if (!prev || !prev.cards.length) return null;
  return trickShown(ctx, trickMap(ctx.events).lastWin) ? prev : null;
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
      h("p", null, t("rdn.choose", { tile: v.quest_tile || legal[0].face.slice(0, 3) })),
      h("div", { class: "rdn-faces" }, legal.map((a) => questTile(a.face, { action: a.text, ctx, kicker: `${t("rdn.quest")} · ${a.face}` }))));
  }
  if (kind === "swap") {
    return h("section", { class: "rdn-choice" }, h("p", null, t("rdn.druid")),
      h("div", { class: "rdn-buttons" }, legal.map((a) => actButton(ctx, a.text,
        a.seat ? t("rdn.swap_with", { who: `${ctx.name(seatNum(a.seat))} (${v.hand_sizes[seatNum(a.seat)]})` }) : t("rdn.swap_none")))));
  }
  if (kind === "banner") {
    return h("section", { class: "rdn-choice" }, h("p", null, t("rdn.banner")),
      h("div", { class: "rdn-buttons" }, legal.map((a) => {
        const left = a.direction === "left";
        const to = left ? (me + 1) % n : (me - 1 + n) % n;
        return actButton(ctx, a.text, t(left ? "rdn.left" : "rdn.right", { to: ctx.name(to) }));
      })));
  }
  if (kind === "spy") {
    return h("section", { class: "rdn-choice" }, h("p", null, t("rdn.spy")),
      h("div", { class: "rdn-buttons" }, legal.map((a) => actButton(ctx, a.text, t("rdn.spy_on", { who: ctx.name(seatNum(a.seat)) })))));
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
  if (prev && prev.trick === Math.max(...mine) && prev.winner === ctx.seat) return null; // shown just above
  return h("div", { class: "rdn-small" },
    h("span", null, t("rdn.your_last", { trick: Math.max(...mine) })),
    v.last_won_trick.map((c) => cardEl(c)));
}

function seenPanel(ctx) {
  if (ctx.over) return null;
  const seen = seenHand(ctx.events, ctx.seat);
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
  strings: STRINGS,

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

  narrate(event, ctx, index) {
    const words = event.text.split(" ");
    const verb = words[0];
    const who = ctx.actorName(event.actor);
    const name = (w) => (seatNum(w) !== null ? ctx.name(seatNum(w)) : w);
    // A put-away trick's cards leave the log too (the memory rule); who won it stays.
    if ((isPlay(event) || (event.actor === "table" && verb === "void"))
      && !trickShown(ctx, trickMap(ctx.events).keys[index])) return null;
    if (event.actor === "chance") {
      if (verb === "deal") {
        // One line when the dealing is over: how many cards each.
        const next = ctx.events[index + 1];
        if (!next || (next.actor === "chance" && next.text.startsWith("deal "))) return null;
        let count = 0;
        for (let i = index; i >= 0 && ctx.events[i].actor === "chance" && ctx.events[i].text.startsWith("deal "); i--) count++;
        return t("rdn.n.dealt", { n: Math.floor(count / ctx.view.num_players) });
      }
      if (verb === "dealer") return t("rdn.n.first_dealer", { who: name(words[1]) });
      if (verb === "tile") return null;
      if (verb === "special") {
        const sp = SPECIALS[words[1]];
        return t("rdn.n.special", { deal: dealIndex(ctx.events)[index] ?? "", card: cardName(words[1]), text: sp ? sp[4 + L()] : "" });
      }
      return `${who} : ${event.text}`;
    }
    if (event.actor === "table") {
      if (verb === "show") return t(words[2] === "B5" ? "rdn.n.blue5" : "rdn.n.red5", { who: name(words[1]) });
      if (verb === "void") return t("rdn.n.void", { who: name(words[1]), suit: t(`rdn.suit.${words[2]}`) });
      if (verb === "win") return t("rdn.n.wins", { who: name(words[1]), trick: words[3] });
      if (verb === "points") return t("rdn.n.points", { who: name(words[1]), points: signed(Number(words[2])), card: specialName(words[3]) });
      if (verb === "score") {
        const prev = ctx.events[index - 1];
        if (prev && prev.actor === "table" && prev.text.startsWith("score ")) return null;
        const list = [];
        for (let i = index; i < ctx.events.length; i++) {
          const e = ctx.events[i];
          if (e.actor !== "table" || !e.text.startsWith("score ")) break;
          const w = e.text.split(" ");
          list.push(t("rdn.n.score_one", { who: name(w[1]), points: signed(Number(w[2])), total: signed(Number(w[4])) }));
        }
        return t("rdn.n.scores", { list: list.join(", ") });
      }
      if (verb === "receive") {
        const to = name(event.to);
        if (words[2] === "?") return t("rdn.n.receive_hidden", { who: to, from: name(words[1]) });
        return t("rdn.n.receive", { who: to, from: name(words[1]), cards: sortHand(words.slice(2)).map(cardName).join(", ") });
      }
      if (verb === "hand") {
        if (words[2] === "?") return null;
        return t("rdn.n.seen", { who: name(words[1]), cards: sortHand(words.slice(2)).map(cardName).join(", ") });
      }
      if (verb === "tie") return t("rdn.n.tie", { names: words.slice(1).map(name).join(", ") });
      if (event.text === "game over") return t("rdn.n.over");
      return `${who} : ${event.text}`;
    }
    if (verb === "play") {
      if (words[2]) return t("rdn.n.naming", { who, suit: t(`rdn.suit.${words[2]}`) });
      let j = index - 1;
      while (j >= 0 && ctx.events[j].actor === "table" && ctx.events[j].text.startsWith("void ")) j--;
      const leads = !(j >= 0 && isPlay(ctx.events[j]));
      return t(leads ? "rdn.n.leads" : "rdn.n.plays", { who, card: cardName(words[1]) });
    }
    if (verb === "quest") return t("rdn.n.quest", { who, name: faceName(words[1]), text: faceText(words[1]) });
    if (verb === "banner") return t(words[1] === "left" ? "rdn.n.banner_left" : "rdn.n.banner_right", { who });
    if (verb === "swap") return words[1] === "none" ? t("rdn.n.keep", { who }) : t("rdn.n.swap", { who, other: name(words[1]) });
    if (verb === "spy") return t("rdn.n.spy", { who, other: name(words[1]) });
    return `${who} : ${event.text}`;
  },

  interlude(fresh, ctx) {
    if (!fresh.some((e) => e.actor === "table" && e.text.startsWith("score "))) return null;
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
    if (ctx.over) return `${signed(v.totals[seat])} pts`;
    return t("rdn.seat_info", { total: signed(v.totals[seat]), tricks: (v.tricks_won[seat] || []).length });
  },
};
