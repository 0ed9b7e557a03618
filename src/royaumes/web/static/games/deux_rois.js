// Deux Rois pour un Royaume, main mode (spec deux_rois.md §2): a player's phone page and
// the host screen (a projector, ctx.seat === null).
// Phone: the round, the phase and its countdown; the role card, hidden until tapped; the
// seat's room and who is present (tap a player for the actions with that player); offers
// received and made; the vote for the Général, the designation of émissaires, the end
// decisions; the powers, each with what it needs and does; what the seat was shown.
// Host screen: who has opened their link and how many people are missing, both rooms, round,
// phase, countdown, crossings, the host's "end the phase", and at the end the victory check step by step with every card and its points.
// Only what the view holds is drawn (§4.1): another seat's card appears only through
// view.facts, a public reveal the seat saw, or the final reveal.
import { lang, pick, t } from "../i18n.js";
import { actButton, h } from "../ui.js";

// The 50 characters (number = index + 1): {name, name_en, colour, allegiance}, from the
// server's one character table (royaumes/games/deux_rois/characters.toml).
const CHARACTERS = await (await fetch("/api/characters")).json();

const ROOMS = ["N", "E"];
const BAND = { red: "#c0392b", blue: "#1f5aa6", grey: "#8c8c8c", orange: "#e67e22", green: "#2e7d32", "red+blue": "#6a2c8a" };
const INK = { red: "#ff8a80", blue: "#90caf9", grey: "#d6d6d6", orange: "#ffb74d", green: "#a5d6a7", "red+blue": "#ce93d8" };

// What each card is for and what its powers do (goal, power summary, power names and
// texts), in French and English: written once, by the engine's deux_rois/texts.py.
const TEXTS = await (await fetch("/api/games/deux_rois/texts")).json();
const powerName = (id) => (TEXTS.powers[id] ? pick(TEXTS.powers[id].name) : id);
const powerText = (id) => (TEXTS.powers[id] ? pick(TEXTS.powers[id].text) : "");

// Seats get one neutral colour: red and blue mean the two sides in this game.
const SEAT_COLOUR = "#6d6557";

// The 28 historic events of Mode Historique (§2.12, §8.3), by number.
const EVENT_NAMES = ["Aucun", "Tempête", "Veille de Hastings", "Extinction de voix", "Couronnement", "Serment royal",
  "Ost féodal", "Traversée", "Invasion viking", "Échec des négociations", "Nuit de Hastings", "Bal des traîtres",
  "Frappe des monnaies", "Parlement des sages", "Espions de Tostig", "Route des pèlerins", "État de siège",
  "Saint-Clair-sur-Epte", "Raids côtiers", "Vent de révolte", "Course aux reliques", "Procès de Stigand",
  "Serment du sang", "Émissaires du Pape", "Port et citadelle", "Camp et tente", "Champ et village", "Comète de Halley"];

const character = (n) => CHARACTERS[n - 1] ?? { name: String(n), name_en: String(n), colour: "grey", allegiance: "NEUTRAL" };
const colourOf = (n) => character(n).colour;
const frName = (n) => character(n).name;
const cardText = (n) => `${n} ${frName(n)}`;
const cardTitle = (n) => (lang === "en" && character(n).name_en !== frName(n) ? `${cardText(n)} (${character(n).name_en})` : cardText(n));
const roomName = (r) => t(`dr.room.${r}`);
const colourWord = (c) => t(`dr.colour.${c}`);
const seatsOf = (text) => String(text).replace(">", ",").split(",").filter((x) => /^\d+$/.test(x)).map(Number);
const isInt = (w) => /^\d+$/.test(w ?? "");

function condition(c) {
  const key = `dr.cond.${String(c).toLowerCase()}`;
  const text = t(key);
  return text === key ? String(c).toLowerCase() : text;
}

function offerKind(kind) {
  const key = `dr.offer.${kind}`;
  const text = t(key);
  return text === key ? kind : text;
}

function statusWords(words) {
  const [name, arg] = words;
  if (name === "banked" && arg) return t("dr.status.banked", { n: arg });
  if (name === "pledge" && isInt(arg)) return t("dr.status.pledge", { card: cardText(Number(arg)) });
  const key = `dr.status.${name}`;
  const text = t(key);
  return text === key ? String(name).replace(/_/g, " ") : text;
}

// ---- the countdown (the update's deadline; the frame's clock shows it too) ---------------

function clockText(at) {
  const left = Math.max(0, Math.ceil(at - Date.now() / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
}

let ticking = false;
function tick() {
  for (const el of document.querySelectorAll(".dr-countdown[data-at]")) {
    const at = Number(el.dataset.at);
    el.textContent = clockText(at);
    el.classList.toggle("urgent", at - Date.now() / 1000 <= 5);
  }
}

function countdown(ctx, extraClass) {
  const due = ctx.deadline;
  if (!due || ctx.over || ctx.replay) return null;
  if (!ticking) { ticking = true; setInterval(tick, 500); }
  return h("span", { class: ["dr-countdown", extraClass], "data-at": due.at, role: "timer", "aria-live": "off",
    title: t("dr.w.countdown_title") }, clockText(due.at));
}

function phaseLine(ctx) {
  return ctx.over || ctx.view.phase === "over" ? t("dr.w.over") : t(`dr.phase.${ctx.view.phase}`);
}

function statusBar(ctx, big = false) {
  const v = ctx.view;
  return h("div", { class: ["dr-status", big && "big"], role: "status" },
    v.round ? h("span", { class: "dr-round" }, t("dr.w.round", { round: v.round, rounds: v.rounds })) : null,
    h("span", { class: "dr-phase" }, phaseLine(ctx)),
    countdown(ctx));
}

// ---- labels of actions ---------------------------------------------------------------------

/** A readable label for an action text; `mine`: said to the seat that does it. */
function actionLabel(text, ctx, actor, phase = ctx.view.phase) {
  const words = text.split(" ");
  const kind = words[0];
  const v = ctx.view;
  const who = (s) => ctx.name(Number(s));
  const mine = actor != null && actor === ctx.seat;
  switch (kind) {
    case "ready":
      if (words[1]) {
        const key = mine && v.card === 9 ? "dr.a.ready_espion" : mine && v.card === 22 ? "dr.a.ready_infidele" : "dr.w.ready_colour";
        return t(key, { colour: colourWord(words[1]) });
      }
      return t(phase === "setup" ? "dr.a.ready_setup" : "dr.a.ready");
    case "unready": case "abstain": case "pass": case "done": case "attack": case "spare":
      return t(`dr.a.${kind}`);
    case "end_phase":
      return endPhaseLabel(phase);
    case "claim": case "rally":
      return t(`dr.a.${kind}`, { colour: colourWord(words[1]) });
    case "propose":
      if (words[1] === "oath") return t("dr.a.propose_oath", { who: who(words[2]) });
      return t(words[1] === "colour_share" ? "dr.a.propose_colour" : "dr.a.propose_full", { who: who(words[2]) });
    case "cancel": case "vote": case "designate": case "withdraw":
      return t(`dr.a.${kind}`, { who: who(words[1]) });
    case "dismiss":
      if (words[1].includes(",")) { const [a, b] = seatsOf(words[1]); return t("dr.w.dismiss_pair", { a: who(a), b: who(b) }); }
      return t("dr.a.dismiss", { who: who(words[1]) });
    case "accept": case "decline": {
      if (words[2] === "convert") return t("dr.a.accept_convert", { who: who(words[1]) });
      const kinds = mine ? (v.offers_received || []).filter(([s]) => s === Number(words[1])).map(([, k]) => offerKind(k)) : [];
      if (!kinds.length) return t(`dr.a.${kind}_any`, { who: who(words[1]) });
      return t(`dr.a.${kind}`, { who: who(words[1]), what: kinds.join(" / ") });
    }
    case "reveal": {
      const what = words[1];
      if (what.endsWith("private")) return t(`dr.a.${what}`, { who: who(words[2]) });
      return t(`dr.a.${what}`);
    }
    case "power":
      return powerLabel(words, ctx);
    // Mode Historique (§2.12, §8.4)
    case "number":
      return t("dr.a.number", { n: words[1] });
    case "zone":
      return t("dr.a.zone", { zone: t(`dr.zone.${words[1]}`) });
    case "pilgrim_move": case "decline_mission": case "relic": case "legate_move":
      return t(`dr.a.${kind}`);
    // election_mode=standing_leader (§2.8): nominate S, abdicate S fall to the default
    case "point":
      return words[1] === "none" ? t("dr.a.point_none") : t("dr.a.point", { who: who(words[1]) });
    default: {
      const key = `dr.a.${kind}`;
      if (t(key) !== key && isInt(words[1])) return t(key, { who: who(words[1]) });
      return text;
    }
  }
}

/** "End the negotiation": the host's button names the phase it ends. */
function endPhaseLabel(phase) {
  const key = `dr.w.end.${phase}`;
  return t(key) === key ? t("dr.w.end_phase") : t(key);
}

function powerLabel(words, ctx) {
  const power = words[1];
  const who = (s) => ctx.name(Number(s));
  if (power === "geolier") return t(`dr.p.geolier_${words[3] || "public"}`, { who: who(words[2]) });
  if (power === "navigateur") return t(ctx.view.phase === "arrival_window" ? "dr.p.navigateur_back" : "dr.p.navigateur_keep", { who: who(words[2]) });
  if (power === "diplomate_royal" || power === "interprete") {
    const [a, b] = seatsOf(words[2]);
    return t(`dr.p.${power}`, { a: who(a), b: who(b) });
  }
  if (power === "devin") return t("dr.p.devin", { who: who(words[2]) }) + cardText(Number(words[3])) + t("dr.p.devin_tail");
  if (power === "commandant") return t("dr.p.commandant", { n: words[2] });
  const key = `dr.p.${power}`;
  if (t(key) === key) return words.join(" ");
  return isInt(words[2]) ? t(key, { who: who(words[2]) }) : t(key);
}

// ---- drawing -------------------------------------------------------------------------------

const STYLE = `
.g-deux-rois { display: grid; gap: .6rem; font-size: 1rem; }
.g-deux-rois h3 { font-size: 1.02rem; margin: .1rem 0 .3rem; }
.g-deux-rois section { background: #ffffff10; border-radius: 12px; padding: .45rem .55rem; min-width: 0; }
.g-deux-rois .dr-small { font-size: .85rem; color: #d9d2bd; }
.g-deux-rois .dr-row { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
.g-deux-rois button.act { max-width: 100%; white-space: normal; text-align: left; }
.g-deux-rois button.act.go { background: var(--gold); border-color: var(--gold); }
.g-deux-rois button.act.warn { background: #ffd9d4; }
.dr-status { display: flex; flex-wrap: wrap; align-items: baseline; gap: .2rem .7rem; padding: .45rem .6rem; border-radius: 12px;
  background: #0d261c; border: 2px solid var(--gold); color: #fff; position: sticky; top: 0; z-index: 2; }
.dr-status .dr-round { font-size: .95rem; color: #e8dfc4; }
.dr-status .dr-phase { font-family: Georgia, serif; font-size: 1.35rem; font-weight: 700; }
.dr-status .dr-phase::first-letter { text-transform: uppercase; }
.dr-countdown { font-variant-numeric: tabular-nums; font-weight: 800; font-size: 1.35rem; margin-left: auto; color: #ffe9a8; }
.dr-countdown.urgent { color: #ff8a80; }
.dr-status.big .dr-phase { font-size: clamp(1.6rem, 4.5vw, 3.4rem); }
.dr-status.big .dr-round { font-size: clamp(1.1rem, 2.6vw, 2rem); }
.dr-status.big .dr-countdown { font-size: clamp(1.8rem, 5vw, 4rem); }
.dr-prompt { margin: 0; padding: .4rem .6rem; border-radius: 10px; background: #c9a22733; border: 1px solid #c9a227; color: #fff; font-weight: 600; }
.dr-role-toggle { width: 100%; min-height: 48px; border-radius: 12px; border: 2px dashed #c9a227; background: #0d261c; color: #ffe9a8;
  font: inherit; font-weight: 700; cursor: pointer; }
.dr-role-card { display: grid; grid-template-columns: auto 1fr; gap: .2rem .7rem; align-items: center; margin-top: .45rem;
  background: #fffdf6; color: #1b1b1b; border-radius: 12px; padding: .5rem .6rem; border-top: 10px solid; }
.dr-role-card .num { font-family: Georgia, serif; font-size: 2.4rem; font-weight: 800; line-height: 1; grid-row: span 2; }
.dr-role-card .name { font-family: Georgia, serif; font-size: 1.15rem; font-weight: 700; line-height: 1.2; }
.dr-role-card .meta { font-size: .9rem; color: #4a4338; }
.dr-role-card ul { margin: .2rem 0 0; padding-left: 1.1rem; font-size: .88rem; }
.dr-role-card p, .dr-role-card details { grid-column: 1 / -1; margin: .15rem 0 0; font-size: .92rem; line-height: 1.35; }
.dr-role-card details summary { cursor: pointer; color: #4a4338; padding: .35rem 0; }
.dr-people { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .35rem; }
.dr-person { display: inline-flex; flex-wrap: wrap; align-items: center; gap: .25rem; min-height: 40px; padding: .15rem .5rem;
  border-radius: 999px; border: 2px solid #ffffff55; background: #ffffff14; color: #f3efe3; font: inherit; font-size: .88rem; max-width: 100%; }
button.dr-person { cursor: pointer; }
.g-deux-rois button.dr-person.act { background: #ffffff1f; color: #fff; border: 2px solid #c9a227aa; text-align: left; min-height: 44px;
  padding: .15rem .5rem; font-size: .88rem; font-weight: 600; gap: .25rem; }
.g-deux-rois button.dr-person.act.sel { background: var(--gold); color: #1b1b1b; border-color: var(--gold); }
.dr-person.sel { background: var(--gold); color: #1b1b1b !important; border-color: var(--gold); }
.dr-person.me { border-color: #fff; font-weight: 700; }
.dr-person .mark { font-size: .78rem; border-radius: 999px; padding: 0 .35rem; background: #00000040; }
.dr-person.sel .mark { background: #fff6d8; }
.dr-person .knows, .g-deux-rois .knows { font-size: .78rem; font-weight: 700; background: #1b1b1b; border-radius: 999px; padding: 0 .4rem; } /* its colour readable on any background */
.dr-legend { margin: .3rem 0 0; }
.dr-panel { margin-top: .45rem; padding: .45rem; border-radius: 10px; border: 2px solid var(--gold); background: #00000030; display: grid; gap: .35rem; }
.dr-other-room { margin-top: .4rem; }
.dr-offer { display: grid; gap: .3rem; padding: .3rem 0; border-top: 1px dashed #ffffff33; }
.dr-offer:first-of-type { border-top: none; }
.dr-power { border-top: 1px dashed #ffffff33; padding: .35rem 0; display: grid; gap: .3rem; }
.dr-power:first-of-type { border-top: none; }
.dr-power .pname { font-weight: 700; color: #fff; }
.dr-facts ul { margin: 0; padding-left: 1.1rem; }
.dr-facts li { margin: .1rem 0; }
.dr-chip { display: inline-block; border-radius: 5px; padding: 0 .35rem; font-weight: 700; background: #fffdf6; color: #1b1b1b; border-left: 5px solid; }
.dr-stale { font-size: .8rem; color: #d9d2bd; font-style: italic; }
.dr-host { display: grid; gap: .8rem; font-size: clamp(1rem, 1.7vw, 1.6rem); }
.dr-host section { background: #ffffff10; border-radius: 14px; padding: .5rem .8rem; min-width: 0; }
.dr-host h3 { font-size: clamp(1.2rem, 2.4vw, 2.2rem); margin: .1rem 0 .4rem; font-family: Georgia, serif; }
.dr-hrooms { display: grid; gap: .8rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr)); background: none !important; padding: 0 !important; }
.dr-hroom { border-top: 8px solid; }
.dr-hroom[data-room=N] { border-top-color: #c0392b; }
.dr-hroom[data-room=E] { border-top-color: #1f5aa6; }
.dr-hroom ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .2rem .8rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 11em), 1fr)); }
.dr-hroom li { overflow-wrap: anywhere; }
.dr-hroom li.moved { color: #ffe9a8; font-weight: 700; }
.dr-crossings ol { margin: 0; padding-left: 1.3em; }
.dr-host .act { font-size: 1.1rem; }
.dr-arrivals .dr-arrivals-count { margin: 0 0 .4rem; font-size: 1.05em; display: flex; flex-wrap: wrap; gap: .1rem .8rem; }
.dr-arrivals .dr-missing { color: #ffe9a8; }
.dr-arrivals[data-missing="0"] .dr-missing { color: #a5d6a7; }
.dr-arrivals ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .25rem .8rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 12em), 1fr)); }
.dr-arrivals li { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 .4em; min-width: 0; overflow-wrap: anywhere; }
.dr-arrivals .dot { flex: none; width: .7em; height: .7em; border-radius: 50%; border: 2px solid #d9d2bd; align-self: center; }
.dr-arrivals li[data-state=here] .dot { background: #7bd88f; border-color: #7bd88f; }
.dr-arrivals li[data-state=away] .dot { background: #f0c24b; border-color: #f0c24b; }
.dr-arrivals li[data-state=never] .dot { border-style: dashed; }
.dr-arrivals .st { font-size: .85em; color: #d9d2bd; }
.dr-end { display: grid; gap: .5rem; }
.dr-end ol.dr-check { margin: 0; padding-left: 1.4em; }
.dr-end ol.dr-check li.yes { font-weight: 700; color: var(--ok); }
.dr-end ol.dr-check li.w { font-weight: 800; color: var(--accent); }
.dr-points-wrap { overflow-x: auto; }
table.dr-points { border-collapse: collapse; width: 100%; font-size: .9rem; }
table.dr-points th, table.dr-points td { text-align: left; padding: .2rem .35rem; border-bottom: 1px solid var(--line); vertical-align: top; }
table.dr-points td.pts { text-align: right; font-weight: 700; white-space: nowrap; }
table.dr-points .why { display: block; font-size: .8rem; color: var(--muted); }
table.dr-points .dr-chip { background: #f3ecdb; overflow-wrap: anywhere; }
table.dr-points th[scope=row] { overflow-wrap: anywhere; }
`;

function ensureStyle() {
  if (document.getElementById("style-deux-rois")) return;
  document.head.append(h("style", { id: "style-deux-rois" }, STYLE));
}

/** A card as a small chip: its number and French name, in its printed colour. */
function chip(n, attrs = {}) {
  return h("span", { class: "dr-chip", style: { borderLeftColor: BAND[colourOf(n)] ?? "#888" }, "data-card": n,
    title: cardTitle(n), ...attrs }, cardText(n));
}

function roleSection(ctx) {
  const v = ctx.view;
  const shown = Boolean(ctx.ui.drRole);
  const toggle = h("button", { type: "button", class: "dr-role-toggle", "aria-expanded": String(shown),
    onclick: () => { ctx.ui.drRole = !ctx.ui.drRole; ctx.rerender(); } },
  shown ? t("dr.w.hide_role") : t("dr.w.show_role"));
  let card = null;
  if (shown) {
    if (v.card == null) {
      card = h("p", { class: "dr-small" }, t("dr.no_card"));
    } else {
      const n = v.card;
      const c = character(n);
      const cs = v.card_state || {};
      const extra = [colourWord(c.colour), t(`dr.side.${c.allegiance}`)];
      if (cs.colour) extra.push(t(n === 9 ? "dr.claim" : "dr.infidele_colour", { colour: colourWord(cs.colour) }));
      for (const st of cs.statuses || []) extra.push(statusWords([String(st).toLowerCase()]));
      if (n === 43) extra.push(t("dr.visits", { n: cs.visits?.[0] ?? 0, e: cs.visits?.[1] ?? 0 }));
      if (cs.copy) extra.push(t("dr.w.copy", { card: cardText(cs.copy) }));
      const about = TEXTS.cards[String(n)];
      const powers = about?.powers ?? [];
      card = h("div", { class: "dr-role-card", "data-card": n, style: { borderTopColor: BAND[c.colour] } },
        h("span", { class: "num", style: { color: BAND[c.colour] } }, String(n)),
        h("span", { class: "name" }, c.name, lang === "en" && c.name_en !== c.name ? h("span", { class: "meta" }, ` (${c.name_en})`) : null),
        h("span", { class: "meta" }, extra.join(" · ")),
        h("span", { class: "meta", style: { gridColumn: "1 / -1" } }, t("dr.w.banked", { n: cs.banked ?? 0 })),
        about ? h("p", { class: "dr-goal" }, h("b", null, t("dr.w.goal")), " ", pick(about.goal)) : null,
        about ? h("p", { class: "dr-psum" }, h("b", null, t("dr.w.power")), " ", pick(about.power)) : null,
        powers.length ? h("details", { class: "dr-pdetails" }, h("summary", null, t("dr.w.power_details")),
          h("ul", null, powers.map((p) => h("li", null, h("b", null, powerName(p)), " — ", powerText(p))))) : null);
    }
  }
  return h("section", { class: "dr-role", "aria-label": t("dr.w.role") }, toggle, card);
}

/** This round's Generals the seat was told of (the election's and usurpations' lines it saw),
 * by room: its own room's, and the other room's when it learnt it. */
function knownGenerals(ctx) {
  const out = new Map();
  for (const e of ctx.events) {
    if (e.actor !== "table") continue;
    const a = e.args || {};
    if (e.kind === "log") break;
    if (e.kind === "round") out.clear();
    else if (e.kind === "general" || e.kind === "usurp") out.set(a.room, a.seat);
    else if (e.kind === "general_none") out.delete(a.room);  // a leader left
  }
  if (ctx.view.general != null && ctx.view.rooms && ctx.seat !== null) out.set(ctx.view.rooms[ctx.seat], ctx.view.general);
  return out;
}

/** The latest thing the seat was shown about each other seat, and the public reveals it saw. */
function knowledge(ctx) {
  const v = ctx.view;
  const latest = new Map();
  for (const [seat, what, value] of v.facts || []) {
    if (seat === ctx.seat) continue;
    latest.set(seat, { what, value, how: "shown" });
  }
  for (const e of ctx.events) {
    if (e.actor !== "table") continue;
    const a = e.args || {};
    if (e.kind === "log") break; // after the game: the whole log, no longer what this seat saw
    if ((e.kind === "public_card" || e.kind === "public_colour") && a.seat !== ctx.seat) {
      const prev = latest.get(a.seat);
      // A public colour does not hide a card already known (the card says more).
      if (e.kind === "public_colour" && prev?.what === "card") continue;
      latest.set(a.seat, e.kind === "public_card" ? { what: "card", value: a.card, how: "public" }
        : { what: "colour", value: a.colour, how: "public" });
    }
  }
  return latest;
}

function knowsNode(k) {
  if (!k) return null;
  if (k.what === "card") return chip(k.value);
  return h("span", { class: "knows", style: { color: INK[k.value] } }, colourWord(k.value));
}

function factsSection(ctx, known) {
  if (!known.size) return null;
  return h("section", { class: "dr-facts", "aria-label": t("dr.w.facts") },
    h("h3", null, t("dr.w.facts")),
    h("p", { class: "dr-stale" }, t("dr.w.stale")),
    h("ul", null, [...known.entries()].sort((a, b) => a[0] - b[0]).map(([seat, k]) =>
      h("li", { "data-seat": seat, "data-card": k.what === "card" ? k.value : null },
        t(k.what === "card" ? "dr.w.fact_card" : "dr.w.fact_colour", { who: ctx.name(seat), how: t(`dr.w.how.${k.how}`) }), " ",
        knowsNode(k)))));
}

/** The seat a legal action is "with" (for the per-player panel), or null. */
// Mode Historique's actions aimed at a player of the room during the negotiation.
// The standing leader's (§2.8) too: nominate, point and abdicate name a player of the room.
const AIMED = new Set(["viking", "tostig", "challenge", "council", "raid", "legate",
  "nominate", "point", "abdicate"]);

function partnerOf(words) {
  const kind = words[0];
  if (AIMED.has(kind) && isInt(words[1])) return Number(words[1]);
  if (kind === "propose" && isInt(words[2])) return Number(words[2]);
  if (kind === "reveal" && isInt(words[2])) return Number(words[2]);
  if (kind === "dismiss" && isInt(words[1])) return Number(words[1]);
  if (kind === "power" && isInt(words[2]) && !["commandant"].includes(words[1])) return Number(words[2]);
  return null;
}

function button(ctx, text, label, cls) {
  return actButton(ctx, text, label, { class: cls });
}

function panelLabel(words, ctx) {
  const [kind, what] = words;
  if (kind === "propose") return t(`dr.w.propose_${what}`);
  if (kind === "reveal") return t(`dr.w.reveal_${what}`);
  if (kind === "dismiss") return t("dr.w.dismiss");
  if (kind === "power" && what === "devin") return t("dr.w.devin_guess", { card: cardText(Number(words[3])) });
  if (kind === "power") return t("dr.said", { who: powerName(what) }) + powerLabel(words, ctx);
  return actionLabel(words.join(" "), ctx, ctx.seat);
}

function roomSection(ctx, known, withPartner) {
  const v = ctx.view;
  if (!v.rooms) return h("section", { class: "dr-room" }, h("p", { class: "dr-small" }, t("dr.w.no_rooms")));
  const here = v.rooms[ctx.seat];
  const present = v.rooms.map((r, s) => (r === here ? s : null)).filter((s) => s !== null);
  const away = v.rooms.map((r, s) => (r !== here ? s : null)).filter((s) => s !== null);
  const sel = ctx.ui.drSel;
  const offersIn = new Set((v.offers_received || []).map(([s]) => s));
  const offersOut = new Set((v.offers_made || []).map(([s]) => s));
  const windows = new Set(v.windows || []);
  const marks = (s) => {
    const out = [];
    if (s === ctx.seat) out.push(t("dr.you_mark"));
    if (s === v.general) out.push(`★ ${t("dr.general_mark")}`);
    if ((v.envoys || []).includes(s) || (v.designation || []).includes(s)) out.push(`→ ${t("dr.envoy_mark")}`);
    if (offersIn.has(s)) out.push(`✉ ${t("dr.w.offer_in")}`);
    if (offersOut.has(s)) out.push(`✉ ${t("dr.w.offer_out")}`);
    const tips = out.map(() => null);
    if (windows.has(s)) { out.push(`◇ ${t("dr.w.window")}`); tips.push(t("dr.w.window_legend")); }
    return out.map((m, i) => h("span", { class: "mark", title: tips[i] }, m));
  };
  const people = h("ul", { class: "dr-people", "aria-label": t("dr.w.present", { room: roomName(here) }) }, present.map((s) => {
    const acts = withPartner.get(s);
    const body = [h("span", { class: "who" }, ctx.name(s)), knowsNode(known.get(s)), marks(s)];
    if (acts && acts.length) {
      return h("li", null, h("button", { type: "button", class: ["dr-person", "act", s === sel && "sel", s === ctx.seat && "me"],
        "data-pick": String(s), "data-seat": s, "aria-pressed": String(s === sel),
        onclick: () => { ctx.ui.drSel = ctx.ui.drSel === s ? null : s; ctx.rerender(); } }, body));
    }
    return h("li", null, h("span", { class: ["dr-person", s === ctx.seat && "me"], "data-seat": s }, body));
  }));
  let panel = null;
  if (sel != null && withPartner.get(sel)?.length) {
    panel = h("div", { class: "dr-panel", "data-seat": sel },
      h("strong", null, t("dr.w.with", { who: ctx.name(sel) })),
      h("div", { class: "dr-row" }, withPartner.get(sel).map((a) => {
        const words = a.split(" ");
        return button(ctx, a, panelLabel(words, ctx), words[0] === "power" ? "go" : null);
      })));
  }
  const other = ROOMS.find((r) => r !== here);
  const generals = knownGenerals(ctx);
  return h("section", { class: "dr-room", "data-room": here },
    h("h3", null, t("dr.you_are_in", { room: roomName(here) }), " ", h("span", { class: "dr-small" }, t("dr.w.count", { n: present.length }))),
    v.general != null && !ctx.over ? h("p", { class: "dr-small dr-general", "data-room": here }, t("dr.general", { room: roomName(here), who: ctx.name(v.general) })) : null,
    generals.get(other) != null && !ctx.over ? h("p", { class: "dr-small dr-general", "data-room": other },
      t("dr.general", { room: roomName(other), who: ctx.name(generals.get(other)) })) : null,
    v.pointer != null && !ctx.over ? h("p", { class: "dr-small dr-pointer" }, t("dr.your_pointer", { who: ctx.name(v.pointer) })) : null,
    v.envoys && !ctx.over ? h("p", { class: "dr-small" }, v.envoys.length ? t("dr.envoys", { room: roomName(here), who: v.envoys.map(ctx.name).join(", ") }) : t("dr.no_envoys", { room: roomName(here) })) : null,
    withPartner.size ? h("p", { class: "dr-small" }, t("dr.w.tap_player")) : null,
    people,
    present.some((s) => windows.has(s)) ? h("p", { class: "dr-small dr-legend" }, `◇ ${t("dr.w.window")}`, " — ", t("dr.w.window_legend")) : null,
    panel,
    h("details", { class: "dr-other-room" }, h("summary", null, t("dr.w.other_room", { room: roomName(other), n: away.length })),
      h("p", { class: "dr-small" }, away.map((s) => ctx.name(s)).join(", ") || "—")));
}

function offersSection(ctx, legal) {
  const v = ctx.view;
  const received = new Map();
  for (const [s, k] of v.offers_received || []) { if (!received.has(s)) received.set(s, []); received.get(s).push(k); }
  const made = v.offers_made || [];
  if (!received.size && !made.length) return null;
  const rows = [];
  for (const [s, kinds] of received) {
    const acts = [`accept ${s}`, `accept ${s} convert`, `decline ${s}`].filter((a) => legal.has(a));
    rows.push(h("div", { class: "dr-offer", "data-seat": s },
      h("span", null, t("dr.w.offer_from", { who: ctx.name(s), what: kinds.map(offerKind).join(" / ") })),
      acts.length ? h("div", { class: "dr-row" }, acts.map((a) => button(ctx, a,
        a.endsWith("convert") ? t("dr.w.accept_convert") : a.startsWith("accept") ? `✓ ${t("dr.w.accept")}` : `✗ ${t("dr.w.decline")}`,
        a.startsWith("accept") ? "go" : "warn"))) : null));
  }
  for (const [s, k] of made) {
    const cancel = `cancel ${s}`;
    rows.push(h("div", { class: "dr-offer", "data-seat": s },
      h("span", null, t("dr.w.offer_to", { who: ctx.name(s), what: offerKind(k) })),
      legal.has(cancel) ? h("div", { class: "dr-row" }, button(ctx, cancel, t("dr.w.cancel"))) : null));
  }
  const frozen = v.ready && v.phase === "negotiation" && received.size ? h("p", { class: "dr-small" }, t("dr.w.ready_frozen")) : null;
  return h("section", { class: "dr-offers", "aria-label": t("dr.w.offers") }, h("h3", null, t("dr.w.offers")), frozen, rows);
}

function electionSection(ctx, acts) {
  const v = ctx.view;
  if (v.phase !== "election") return null;
  const votes = acts.filter((a) => a.startsWith("vote "));
  const abstain = acts.filter((a) => a === "abstain");
  let cast = null;
  if (v.ballot != null) cast = h("p", null, t("dr.ballot", { what: v.ballot < 0 ? t("dr.abstained") : ctx.name(v.ballot) }));
  if (!votes.length && !abstain.length && !cast) return null;
  return h("section", { class: "dr-vote", "aria-label": t("dr.w.vote_title") },
    h("h3", null, t("dr.w.vote_title")), cast,
    votes.length || abstain.length ? h("p", { class: "dr-small" }, t("dr.w.vote_hint")) : null,
    h("div", { class: "dr-row" }, votes.map((a) => button(ctx, a, `★ ${ctx.name(Number(a.split(" ")[1]))}`, "go")),
      abstain.map((a) => button(ctx, a, t("dr.w.abstain")))));
}

function designationSection(ctx, acts) {
  const v = ctx.view;
  const des = acts.filter((a) => /^(designate|withdraw) /.test(a) || (a.startsWith("power commandant")));
  const done = v.phase === "designation" && acts.includes("done") ? ["done"] : [];
  if (!des.length && !done.length && !v.designation) return null;
  const listed = v.designation || [];
  return h("section", { class: "dr-designate", "aria-label": t("dr.w.designate_title") },
    h("h3", null, t("dr.w.designate_title")),
    h("p", null, t("dr.your_list", { who: listed.map(ctx.name).join(", ") || t("dr.empty") })),
    h("p", { class: "dr-small" }, t("dr.w.designate_hint")),
    h("div", { class: "dr-row" },
      des.filter((a) => a.startsWith("designate")).map((a) => button(ctx, a, `→ ${ctx.name(Number(a.split(" ")[1]))}`, "go")),
      des.filter((a) => a.startsWith("withdraw")).map((a) => button(ctx, a, `↩ ${t("dr.a.withdraw", { who: ctx.name(Number(a.split(" ")[1])) })}`)),
      des.filter((a) => a.startsWith("power")).map((a) => button(ctx, a, powerLabel(a.split(" "), ctx))),
      done.map((a) => button(ctx, a, `✓ ${t("dr.w.designation_done")}`, "go"))));
}

function endDecisionSection(ctx, acts) {
  const ends = acts.filter((a) => a === "attack" || a === "spare");
  if (!ends.length) return null;
  return h("section", { class: "dr-endd" }, h("h3", null, t("dr.w.end_title")), h("p", { class: "dr-small" }, t("dr.w.end_hint")),
    h("div", { class: "dr-row" }, ends.map((a) => button(ctx, a, actionLabel(a, ctx, ctx.seat), a === "attack" ? "warn" : null))));
}

function powersSection(ctx, acts) {
  const groups = new Map();
  for (const a of acts) {
    const id = a.split(" ")[1];
    if (!groups.has(id)) groups.set(id, []);
    groups.get(id).push(a);
  }
  if (!groups.size) return null;
  return h("section", { class: "dr-powers", "aria-label": t("dr.w.powers") }, h("h3", null, t("dr.w.powers")),
    [...groups.entries()].map(([id, list]) => h("div", { class: "dr-power", "data-power": id },
      h("span", { class: "pname" }, powerName(id)),
      h("span", { class: "dr-small" }, powerText(id)),
      id === "devin" ? h("p", { class: "dr-small" }, t("dr.w.devin_tap"))
        : h("div", { class: "dr-row" }, list.map((a) => button(ctx, a, powerLabel(a.split(" "), ctx), "go"))))));
}

function prompt(ctx) {
  const v = ctx.view;
  if (ctx.over || ctx.replay) return null;
  let key = null;
  if (!ctx.myTurn) key = v.ready && v.phase === "negotiation" ? "dr.ready" : v.phase === "setup" ? null : "dr.waiting";
  else key = {
    setup: "dr.w.prompt_setup", negotiation: "dr.w.prompt_negotiation", election: "dr.w.prompt_election",
    usurp: "dr.w.prompt_usurp", designation: "dr.w.prompt_designation", pre_departure: "dr.w.prompt_pre_departure",
    arrival_window: "dr.w.prompt_arrival", end_decisions: "dr.w.prompt_end",
  }[v.phase] ?? "dr.your_move";
  return key ? h("p", { class: "dr-prompt" }, t(key)) : null;
}

function phone(ctx) {
  const v = ctx.view;
  const texts = ctx.legal.map((a) => a.text);
  const legal = new Set(texts);
  const used = new Set();
  const take = (pred) => { const out = texts.filter((a) => !used.has(a) && pred(a)); out.forEach((a) => used.add(a)); return out; };
  // Offers answered in their own section.
  take((a) => /^(accept|decline|cancel) /.test(a));
  const electionActs = take((a) => /^vote /.test(a) || a === "abstain");
  const designationActs = take((a) => /^(designate|withdraw) /.test(a) || a.startsWith("power commandant") || (v.phase === "designation" && a === "done"));
  const endActs = take((a) => a === "attack" || a === "spare");
  // Every power, grouped (a targeted one is also in its player's panel).
  const allPowers = texts.filter((a) => a.startsWith("power ") && !a.startsWith("power commandant"));
  // With a player of the room: shares, private reveals, options windows, targeted powers.
  const withPartner = new Map();
  for (const a of take((a) => partnerOf(a.split(" ")) !== null)) {
    const s = partnerOf(a.split(" "));
    if (!withPartner.has(s)) withPartner.set(s, []);
    withPartner.get(s).push(a);
  }
  if (ctx.ui.drSel != null && !withPartner.has(ctx.ui.drSel)) ctx.ui.drSel = null;
  take((a) => a.startsWith("power "));
  const general = take(() => true);
  const known = knowledge(ctx);
  const order = ["ready", "ready red", "ready blue", "done", "pass", "unready"];
  general.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
  return h("div", { class: "g-deux-rois", "data-phase": v.phase },
    statusBar(ctx),
    prompt(ctx),
    roleSection(ctx),
    offersSection(ctx, legal),
    electionSection(ctx, electionActs),
    designationSection(ctx, designationActs),
    endDecisionSection(ctx, endActs),
    general.length ? h("section", { class: "dr-actions", "aria-label": t("dr.w.actions") }, h("h3", null, t("dr.w.actions")),
      h("div", { class: "dr-row" }, general.map((a) => button(ctx, a, actionLabel(a, ctx, ctx.seat),
        /^(ready|done|pass)\b/.test(a) ? "go" : null)))) : null,
    roomSection(ctx, known, withPartner),
    powersSection(ctx, allPowers),
    factsSection(ctx, known));
}

// ---- the host screen ------------------------------------------------------------------------

/** Every arrival in a room, by round: [{round, seat, from, to}]. */
function crossings(events) {
  const out = [];
  let round = 0;
  const leaving = new Map();
  for (const e of events) {
    if (e.actor !== "table") continue;
    const a = e.args || {};
    if (e.kind === "log") break;
    if (e.kind === "round") round = a.round;
    else if (e.kind === "leaves") leaving.set(a.seat, a.room);
    else if (e.kind === "arrives") {
      out.push({ round, seat: a.seat, from: leaving.get(a.seat) ?? (a.room === "N" ? "E" : "N"), to: a.room });
      leaving.delete(a.seat);
    } else if (e.kind === "sent_back") out.push({ round, seat: a.seat, back: true });
  }
  return out;
}

/** Who has opened their link and whether their page is open (the table's `seats` message,
 * ctx.presence), and how many people are missing (gone: no page open), before the game
 * (people arriving) and during it. Who said "ready" is not drawn: the public view does not
 * hold it (a seat's "ready", with the Espion's or Infidèle's colour, is logged to it only). */
function peopleSection(ctx) {
  const live = ctx.presence?.seats;
  if (!live || ctx.over) return null;
  // People's seats, and those a bot plays for a person (who may come back).
  const people = live.filter((s) => s.kind === "human" || s.person != null);
  if (!people.length) return null;
  const opened = people.filter((s) => s.joined).length;
  const missing = ctx.presence.missing; // counted by the server
  const missingText = missing === 0 ? t("dr.w.missing_none") : t(missing === 1 ? "dr.w.missing_one" : "dr.w.missing", { n: missing });
  const openedText = opened === 0 ? t("dr.w.opened_none")
    : t(opened === 1 ? "dr.w.opened_one" : "dr.w.opened", { n: opened, total: people.length });
  return h("section", { class: "dr-arrivals", "aria-label": t("dr.w.people"), "data-missing": missing, "data-opened": opened },
    h("h3", null, t("dr.w.people")),
    h("p", { class: "dr-arrivals-count" },
      h("b", { class: "dr-missing" }, missingText), h("span", { class: "dr-opened" }, openedText)),
    h("ul", null, people.map((s) => {
      const state = !s.joined ? "never" : s.presence ?? "gone";
      const standIn = s.kind !== "human";
      return h("li", { "data-seat": s.seat, "data-state": state, "data-joined": String(Boolean(s.joined)),
        title: state === "never" ? null : t(`presence.${state}_title`) },
      h("span", { class: "dot", "aria-hidden": "true" }),
      h("span", { class: "name" }, standIn ? s.person || ctx.name(s.seat) : ctx.name(s.seat)),
      h("span", { class: "st" }, t(`dr.w.p_${state}`), standIn ? ` · ${t("dr.w.p_standin")}` : ""));
    })));
}

function hostScreen(ctx) {
  const v = ctx.view;
  const moves = crossings(ctx.events);
  const lastRound = moves.length ? moves[moves.length - 1].round : null;
  const movedNow = new Set(moves.filter((m) => m.round === lastRound && !m.back).map((m) => m.seat));
  const hostActs = ctx.legal.filter((a) => a.text === "end_phase");
  const others = ctx.legal.filter((a) => a.text !== "end_phase");
  const rooms = v.rooms ? h("div", { class: "dr-hrooms" }, ROOMS.map((r) => {
    const seats = v.rooms.map((x, s) => (x === r ? s : null)).filter((s) => s !== null);
    return h("section", { class: "dr-hroom", "data-room": r },
      h("h3", null, roomName(r), " ", h("span", { class: "dr-count" }, `(${seats.length})`)),
      h("ul", null, seats.map((s) => h("li", { "data-seat": s, class: movedNow.has(s) ? "moved" : null },
        movedNow.has(s) ? "→ " : "", ctx.name(s), v.cards ? [" ", chip(v.cards[s])] : null))));
  })) : h("p", null, t("dr.w.no_rooms"));
  const byRound = new Map();
  for (const m of moves) { if (!byRound.has(m.round)) byRound.set(m.round, []); byRound.get(m.round).push(m); }
  return h("div", { class: "g-deux-rois dr-host", "data-phase": v.phase },
    statusBar(ctx, true),
    hostActs.length || others.length ? h("div", { class: "dr-row dr-host-controls" },
      hostActs.map((a) => button(ctx, a.text, endPhaseLabel(v.phase), "go")),
      ctx.extend && ctx.deadline?.for === "host" ? h("button", { type: "button", class: "button dr-extend",
        onclick: () => ctx.extend(30) }, t("dr.w.extend", { n: 30 })) : null,
      others.map((a) => button(ctx, a.text, actionLabel(a.text, ctx, null)))) : null,
    ctx.host && !ctx.over ? h("p", { class: "dr-small" }, t("dr.w.host_hint")) : null,
    peopleSection(ctx),
    rooms,
    h("section", { class: "dr-crossings" }, h("h3", null, t("dr.w.crossings")),
      byRound.size ? h("ol", null, [...byRound.entries()].map(([round, list]) => h("li", { "data-round": round },
        h("b", null, t("dr.said", { who: round ? t("dr.w.round_short", { round }) : t("dr.w.setup") })),
        list.map((m) => (m.back ? t("dr.sent_back", { who: ctx.name(m.seat) })
          : t("dr.crosses", { who: ctx.name(m.seat), src: roomName(m.from), dst: roomName(m.to) }))).join(" · "))))
        : h("p", { class: "dr-small" }, t("dr.w.no_crossing"))));
}

// ---- the end: the victory check step by step, every card and its points --------------------

function checkLine(line) {
  let m;
  if ((m = /^guillaume's room: (\w)$/.exec(line))) return t("dr.guillaume_room", { room: roomName(m[1]) });
  if ((m = /^protection: (.*)$/.exec(line))) {
    const key = { none: "dr.w.prot_none", active: "dr.w.prot_active", "cancelled by 12": "dr.w.prot_cancelled" }[m[1]];
    return key ? t(key) : line;
  }
  if ((m = /^attacks?: card 1 not in play$/.exec(line))) return t("dr.w.no_guillaume");
  if (/^attack \d+: not in play$/.test(line)) return null; // a card not in this game: nothing to say
  if ((m = /^attack 46: english (\d+) vs norman (\d+) in (\w)$/.exec(line))) {
    return t("dr.w.att_count", { card: cardText(46), e: m[1], n: m[2], room: roomName(m[3]) });
  }
  if ((m = /^attack (\d+): (.*)$/.exec(line))) {
    const known = { "does not qualify": "dr.w.att_noq", "not in play": "dr.w.att_nip", "fails (protected)": "dr.w.att_protected",
      "guillaume killed": "dr.w.att_killed", "fails (no english majority)": "dr.w.att_nomaj", "not made (guillaume already dead)": "dr.w.att_dead" }[m[2]];
    const who = cardText(Number(m[1]));
    if (known) return t(known, { card: who });
    const d = /^(attack|spare) \((.*)\)$/.exec(m[2]);
    if (d) {
      const how = t(`dr.w.decided.${d[2]}`) === `dr.w.decided.${d[2]}` ? d[2] : t(`dr.w.decided.${d[2]}`);
      return t(d[1] === "attack" ? "dr.w.att_yes" : "dr.w.att_spare", { card: who, how });
    }
    return t("dr.said", { who }) + m[2];
  }
  if ((m = /^band (.*)$/.exec(line))) return t("dr.band", { band: m[1] });
  if ((m = /^check (\w+): (yes|no)$/.exec(line))) return t("dr.check", { condition: condition(m[1]), answer: t(m[2] === "yes" ? "dr.yes" : "dr.no") });
  if ((m = /^W = (\w+)/.exec(line))) return t("dr.result", { condition: condition(m[1]) });
  if ((m = /^seat (\d+) card (\d+): (.*)$/.exec(line))) return null; // the points table says it
  if ((m = /^decisive room: (\w)$/.exec(line))) return t("dr.decisive", { room: roomName(m[1]) });
  return line;
}

// The cards scoring.py names in its reasons ("team, harold").
const NAMED = { guillaume: 1, harold: 2, assassin: 5, armurier: 6, geolier: 16, moine: 25, pape: 26, "roi de france": 35, chancelier: 36 };
const shortName = (n) => frName(n).split(",")[0];

/** A scoring reason ("+5 (team, harold)", scoring.py's English) in the page's language:
 * "+5 (winning side, as Harold)". */
function reason(part) {
  const m = /^([+\-−]?[\d.]+) \((.*)\)$/.exec(part);
  if (!m) return part;
  const words = m[2].split(", ").map((w) => {
    let k;
    if (NAMED[w]) return t("dr.w.why.as", { card: shortName(NAMED[w]) });
    if ((k = /^capitaine pledged to (\d+)$/.exec(w))) return t("dr.w.why.pledged", { card: shortName(Number(k[1])) });
    if ((k = /^with (\d+)$/.exec(w))) return t("dr.w.why.with", { card: shortName(Number(k[1])) });
    const key = `dr.w.why.${w.replace(/[^a-z0-9]+/g, "_")}`;
    const text = t(key);
    return text === key ? w : text;
  });
  return `${m[1].replace(/^-/, "−")} (${words.join(", ")})`;
}

/** Which side won, and who: the end screen's headline (the frame's `headline` hook). */
function headline(ctx, names) {
  const c = ctx.view.outcome?.condition;
  if (!c) return null;
  const key = `dr.w.won.${String(c).toLowerCase()}`;
  if (t(key) === key) return null;
  return names ? `${t(key)} ${t("dr.w.winners", { names })}` : t(key);
}

/** Per seat, the scoring lines' reasons ("+4 (team)") and total. */
function seatLines(lines) {
  const out = new Map();
  for (const line of lines) {
    const m = /^seat (\d+) card (\d+): (.*)$/.exec(line);
    if (!m) continue;
    const seat = Number(m[1]);
    if (!out.has(seat)) out.set(seat, { card: Number(m[2]), parts: [], total: null });
    const rest = m[3];
    const tot = /^total (.*)$/.exec(rest);
    if (tot) out.get(seat).total = tot[1];
    else out.get(seat).parts.push(rest);
  }
  return out;
}

function endScreen(ctx) {
  const v = ctx.view;
  const outcome = v.outcome;
  const lines = outcome?.lines ?? [];
  const steps = lines.map((l) => [l, checkLine(l)]).filter(([, text]) => text != null);
  const perSeat = seatLines(lines);
  const points = ctx.result?.points ?? [];
  const fmt = (p) => (p == null ? "" : Number.isInteger(Number(p)) ? String(Number(p)) : Number(p).toFixed(1));
  const seats = Array.from({ length: v.num_players }, (_, s) => s);
  return h("div", { class: "dr-end" },
    outcome ? h("p", null, h("b", null, t("dr.outcome", { condition: condition(outcome.condition) }))) : null,
    steps.length ? [h("h3", null, t("dr.w.check_title")),
      h("ol", { class: "dr-check" }, steps.map(([l, text]) => h("li", {
        class: /^W = /.test(l) ? "w" : /: yes$/.test(l) ? "yes" : null, "data-line": l }, text)))] : null,
    h("h3", null, t("dr.w.points_title")),
    h("div", { class: "dr-points-wrap" }, h("table", { class: "dr-points" },
      h("thead", null, h("tr", null, h("th", { scope: "col" }, t("dr.w.player")), h("th", { scope: "col" }, t("dr.w.card_room")),
        h("th", { scope: "col" }, t("dr.w.points")))),
      h("tbody", null, seats.map((s) => {
        const card = v.cards?.[s] ?? perSeat.get(s)?.card;
        const why = perSeat.get(s)?.parts ?? [];
        return h("tr", { "data-seat": s },
          h("th", { scope: "row" }, ctx.name(s)),
          h("td", null, card ? chip(card) : "?", v.rooms ? h("span", { class: "why" }, roomName(v.rooms[s])) : null,
            why.length ? h("span", { class: "why" }, why.map(reason).join(" · ")) : null),
          h("td", { class: "pts" }, fmt(points[s] ?? perSeat.get(s)?.total)));
      })))));
}

// ---- narration: the engine's (each event's message, drawn by ctx.say); drawRef draws
// the cards, seat lists, ballots and pointers a message refers to.

let namer = (s) => `P${s}`;

function drawRef(kind, value) {
  if (kind === "card") return chip(Number(value));
  if (kind === "seats") return value.map((s) => namer(Number(s))).join(", ");
  if (kind === "ballots" || kind === "pointers") {
    return value.map((cell) => {
      const [seat, aim] = String(cell).split(":");
      const who = namer(Number(seat));
      if (aim === "abstain" || aim === "none") return t(kind === "ballots" ? "dr.ballot_abstain" : "dr.pointer_none", { who });
      return t(kind === "ballots" ? "dr.ballot_vote" : "dr.pointer_at", { who, target: namer(Number(aim)) });
    }).join(", ");
  }
  if (kind === "statuses") {
    const out = [];
    for (let i = 0; i < value.length; i++) {
      if (value[i] === "colour") out.push(t("dr.infidele_colour", { colour: colourWord(value[++i]) }));
      else out.push(statusWords([value[i]]));
    }
    return out.join(" · ");
  }
  return null;
}

/** A banner when the seat itself changed rooms (it crossed, was sent, or moved). */
function interlude(fresh, ctx) {
  if (ctx.seat === null) return null;
  const moved = fresh.filter((e) => e.kind === "arrives" && e.args?.seat === ctx.seat).pop();
  if (!moved) return null;
  return h("strong", null, t("dr.w.you_moved", { room: roomName(moved.args.room) }));
}

function seatInfo(ctx, seat) {
  const v = ctx.view;
  const room = v.rooms?.[seat];
  if (!room) return "";
  const me = ctx.seat !== null ? v.rooms?.[ctx.seat] : null;
  const general = me === room && v.general === seat ? " ★" : "";
  return `${room}${general}`;
}

// The page's own strings (dr.w.*, and a few page wordings); the terminal's dr.* messages
// come from the engine (royaumes.i18n, served with the texts) and are not copied here.
const PAGE_STRINGS = {
  fr: {
    "dr.status.armed": "armé",
    "dr.status.subject": "sujet de la France",
    "dr.status.confirmed": "sujet confirmé",
    "dr.status.converted": "converti au Pape",
    "dr.status.neutralised": "neutralisé",
    "dr.status.blessed": "béni (n'est plus sujet)",
    "dr.status.free": "n'est plus neutralisé",
    "dr.status.pledge": "engagé auprès de {card}",
    "dr.a.zone": "aller au {zone}",
    "dr.status_card": "",
    "dr.status_is": " : désormais {status}.",
    "dr.log_dealt": "{who} a reçu : ",
    "dr.log_shown_card": "{who} a montré sa carte : ",
    "dr.log_shown_colour": "{who} a montré sa couleur : {colour}.",
    "dr.w.countdown_title": "Temps restant dans cette phase",
    "dr.w.over": "Partie terminée",
    "dr.w.round": "Tour {round}/{rounds}",
    "dr.w.round_short": "Tour {round}",
    "dr.w.setup": "Mise en place",
    "dr.w.ready_colour": "prêt : {colour}",
    "dr.w.end_phase": "Fin de la phase",
    "dr.w.extend": "+{n} s",
    "dr.w.dismiss_pair": "fermer la fenêtre de traduction sur {a} et {b}",
    "dr.w.show_role": "Voir mon rôle",
    "dr.w.hide_role": "Cacher mon rôle",
    "dr.w.role": "Mon rôle",
    "dr.w.copy": "copie : {card}",
    "dr.w.banked": "Points acquis : {n}",
    "dr.w.facts": "Ce que vous savez",
    "dr.w.stale": "Le plus récent par joueur ; peut être périmé, les cartes changent de mains.",
    "dr.w.fact_card": "{who} ({how}) :",
    "dr.w.fact_colour": "{who} ({how}) : couleur",
    "dr.w.how.shown": "vu en privé",
    "dr.w.how.public": "révélé à la pièce",
    "dr.w.propose_colour_share": "Proposer un échange de couleurs",
    "dr.w.propose_full_share": "Proposer un échange de cartes",
    "dr.w.reveal_colour_private": "Lui montrer ma couleur",
    "dr.w.reveal_full_private": "Lui montrer ma carte",
    "dr.w.dismiss": "Fermer la fenêtre d'options",
    "dr.w.devin_guess": "Deviner : {card}",
    "dr.w.offer_in": "offre reçue",
    "dr.w.offer_out": "votre offre",
    "dr.w.window": "fenêtre",
    "dr.w.present": "Présents en {room}",
    "dr.w.with": "Avec {who} :",
    "dr.w.count": "({n} présents)",
    "dr.w.tap_player": "Touchez un joueur pour les actions avec lui.",
    "dr.w.other_room": "En {room} ({n})",
    "dr.w.no_rooms": "Les pièces ne sont pas encore tirées.",
    "dr.w.offers": "Offres",
    "dr.w.offer_from": "{who} vous propose : {what}",
    "dr.w.offer_to": "Votre offre à {who} : {what}",
    "dr.w.accept": "Accepter",
    "dr.w.accept_convert": "✓ Accepter et se convertir",
    "dr.w.decline": "Refuser",
    "dr.w.cancel": "Retirer mon offre",
    "dr.w.vote_title": "Élection du Général",
    "dr.w.vote_hint": "Un bouton par candidat de votre pièce, ou l'abstention.",
    "dr.w.abstain": "S'abstenir",
    "dr.w.designate_title": "Désignation des émissaires",
    "dr.w.designate_hint": "Vous êtes le Général : choisissez qui part en mission diplomatique, puis « Terminé ».",
    "dr.w.designation_done": "Terminé",
    "dr.w.end_title": "Décision finale",
    "dr.w.end_hint": "Toutes les cartes sont révélées : tentez-vous l'assassinat de Guillaume ?",
    "dr.w.powers": "Vos pouvoirs",
    "dr.w.actions": "Actions",
    "dr.w.prompt_setup": "Regardez votre rôle, puis dites que vous êtes prêt.",
    "dr.w.prompt_negotiation": "Négociation : montrez-vous vos cartes, puis « prêt ».",
    "dr.w.prompt_election": "Votez pour le Général de votre pièce.",
    "dr.w.prompt_usurp": "Fenêtre d'usurpation.",
    "dr.w.prompt_designation": "Désignez les émissaires.",
    "dr.w.prompt_pre_departure": "Avant le départ : réagissez ou dites « terminé ».",
    "dr.w.prompt_arrival": "Après l'arrivée : réagissez ou dites « terminé ».",
    "dr.w.prompt_end": "Décision finale.",
    "dr.w.host_hint": "Écran de l'hôte : vous pouvez clore la phase avant l'horloge, ou lui donner du temps.",
    "dr.w.crossings": "Traversées",
    "dr.w.people": "Les joueurs",
    "dr.w.missing_none": "Tout le monde est là",
    "dr.w.missing_one": "1 personne manque",
    "dr.w.missing": "{n} personnes manquent",
    "dr.w.opened_none": "Personne n'a encore ouvert son lien",
    "dr.w.opened_one": "1 sur {total} a ouvert son lien",
    "dr.w.opened": "{n} sur {total} ont ouvert leur lien",
    "dr.w.p_here": "là",
    "dr.w.p_away": "absent·e un instant",
    "dr.w.p_gone": "parti·e",
    "dr.w.p_never": "lien pas encore ouvert",
    "dr.w.p_standin": "un bot joue à sa place",
    "dr.w.no_crossing": "Personne n'a encore changé de pièce.",
    "dr.w.prot_none": "Protection Divine : absente de la pièce de Guillaume.",
    "dr.w.prot_active": "Protection Divine : active.",
    "dr.w.prot_cancelled": "Protection Divine : annulée par le Chaman.",
    "dr.w.no_guillaume": "Guillaume n'est pas en jeu : pas d'attaque.",
    "dr.w.att_noq": "Attaque de {card} : ne remplit pas les conditions.",
    "dr.w.att_nip": "Attaque de {card} : carte pas en jeu.",
    "dr.w.att_protected": "Attaque de {card} : échoue (protection).",
    "dr.w.att_killed": "Attaque de {card} : Guillaume est tué.",
    "dr.w.att_nomaj": "Attaque de {card} : échoue (pas de majorité anglaise).",
    "dr.w.att_dead": "Attaque de {card} : pas faite (Guillaume déjà mort).",
    "dr.w.att_yes": "{card} attaque ({how}).",
    "dr.w.att_spare": "{card} épargne Guillaume ({how}).",
    "dr.w.check_title": "Vérification de la victoire, pas à pas",
    "dr.w.points_title": "Cartes et points",
    "dr.w.player": "Joueur",
    "dr.w.card": "Carte",
    "dr.w.you_moved": "Vous voici en {room}.",
    "dr.w.why.team": "camp vainqueur",
    "dr.w.why.bonus": "bonus",
    "dr.w.why.killer": "a tué Guillaume",
    "dr.w.why.banked": "points acquis en cours de partie",
    "dr.w.why.faussaire": "tient le Faussaire",
    "dr.w.why.treaty": "traité de paix",
    "dr.w.why.follower": "fidèle du Pape",
    "dr.w.why.subject": "sujet de la France",
    "dr.w.why.in_guillaume_s_room": "dans la pièce de Guillaume",
    "dr.w.why.decisive_room": "pièce décisive",
    "dr.w.why.pilgrimage": "pèlerinage",
    "dr.w.why.attempt_with_3_in_guillaume_s_room": "attaque contre Guillaume en présence de la Protection Divine",
    "dr.w.relic": "{who} détient la Relique en {room}.",
    "dr.w.council": "Parlement des sages en {room} : {who}.",
    "dr.w.council_immune": "{who} est protégé par le conseil en {room}.",
    "dr.w.devin_tap": "Touchez un joueur de votre pièce pour deviner sa carte.",
    "dr.w.card_room": "Carte, pièce",
    "dr.w.room": "Pièce",
    "dr.w.ready_frozen": "Vous êtes prêt : vous ne pouvez plus répondre avant la fin de la négociation.",
    "dr.w.points": "Points",
    "dr.w.total": "total {n}",
    "dr.w.dealt_you": "Vous recevez votre carte (touchez « Voir mon rôle »).",
    "dr.w.now_hold": "Votre carte a changé (touchez « Voir mon rôle »).",
    "dr.w.status_mine": "Votre personnage est désormais {status}.",
    "dr.w.goal": "But :",
    "dr.w.power": "Pouvoir :",
    "dr.w.power_details": "Le détail des pouvoirs",
    "dr.w.window_legend": "après une révélation avec ce joueur, vous pouvez utiliser un pouvoir sur lui (touchez-le) ou fermer cette fenêtre.",
    "dr.w.end.setup": "Clore la mise en place",
    "dr.w.end.negotiation": "Clore la négociation",
    "dr.w.end.election": "Clore l'élection",
    "dr.w.end.usurp": "Clore la fenêtre d'usurpation",
    "dr.w.end.designation": "Clore la désignation",
    "dr.w.end.pre_departure": "Clore la phase avant le départ",
    "dr.w.end.arrival_window": "Clore la phase après l'arrivée",
    "dr.w.end.end_decisions": "Clore les décisions finales",
    "dr.w.end.lieutenant": "Clore la phase du lieutenant",
    "dr.w.end.event_draw": "Clore le tirage de l'événement",
    "dr.w.end.traitors": "Clore la phase des traîtres",
    "dr.w.end.crossing": "Clore la traversée",
    "dr.w.att_count": "{card} : {e} Anglais contre {n} Normands en {room}.",
    "dr.w.decided.chosen": "par choix de son joueur",
    "dr.w.decided.default": "par défaut, selon son camp",
    "dr.w.why.as": "carte {card}",
    "dr.w.why.pledged": "Capitaine engagé auprès de {card}",
    "dr.w.why.with": "avec {card}",
    "dr.w.won.home": "Les Normands gagnent : Guillaume finit chez lui, en Normandie.",
    "dr.w.won.majority": "Les Normands gagnent : majorité normande en Angleterre.",
    "dr.w.won.retained": "Les Anglais gagnent : Guillaume est retenu en Angleterre.",
    "dr.w.won.assassination": "Les Anglais gagnent : Guillaume est assassiné.",
    "dr.w.won.english_default": "Les Anglais gagnent (aucune autre condition n'est remplie).",
    "dr.w.won.france": "La France l'emporte : une majorité de sujets.",
    "dr.w.won.peace": "Le Pape l'emporte : la paix.",
    "dr.w.won.none": "Personne ne gagne.",
    "dr.w.winners": "Gagnants : {names}.",
    "dr.log_dealt_any": "Une carte est distribuée : ",
    "dr.phase_end": "Fin de la phase : {phase}.",
  },
  en: {
    "dr.status.converted": "converted to the Pope",
    "dr.log_dealt": "{who} was dealt ",
    "dr.log_shown_card": "{who} showed his card: ",
    "dr.log_shown_colour": "{who} showed his colour: {colour}.",
    "dr.w.countdown_title": "Time left in this phase",
    "dr.w.over": "Game over",
    "dr.w.round": "Round {round}/{rounds}",
    "dr.w.round_short": "Round {round}",
    "dr.w.setup": "Setup",
    "dr.w.ready_colour": "ready: {colour}",
    "dr.w.end_phase": "End the phase",
    "dr.w.extend": "+{n} s",
    "dr.w.dismiss_pair": "close the join window on {a} and {b}",
    "dr.w.show_role": "Show my role",
    "dr.w.hide_role": "Hide my role",
    "dr.w.role": "My role",
    "dr.w.copy": "copy: {card}",
    "dr.w.banked": "Banked points: {n}",
    "dr.w.facts": "What you have learned",
    "dr.w.stale": "Latest per player; may be stale: cards change hands.",
    "dr.w.fact_card": "{who} ({how}):",
    "dr.w.fact_colour": "{who} ({how}): colour",
    "dr.w.how.shown": "shown to you",
    "dr.w.how.public": "revealed to the room",
    "dr.w.propose_colour_share": "Offer a colour share",
    "dr.w.propose_full_share": "Offer a full share",
    "dr.w.reveal_colour_private": "Show my colour",
    "dr.w.reveal_full_private": "Show my card",
    "dr.w.dismiss": "Close the options window",
    "dr.w.devin_guess": "Guess: {card}",
    "dr.w.offer_in": "offer to you",
    "dr.w.offer_out": "your offer",
    "dr.w.window": "window",
    "dr.w.present": "Present in {room}",
    "dr.w.with": "With {who}:",
    "dr.w.count": "({n} present)",
    "dr.w.tap_player": "Tap a player for the actions with them.",
    "dr.w.other_room": "In {room} ({n})",
    "dr.w.no_rooms": "The rooms are not drawn yet.",
    "dr.w.offers": "Offers",
    "dr.w.offer_from": "{who} offers you: {what}",
    "dr.w.offer_to": "Your offer to {who}: {what}",
    "dr.w.accept": "Accept",
    "dr.w.accept_convert": "✓ Accept and convert",
    "dr.w.decline": "Decline",
    "dr.w.cancel": "Withdraw my offer",
    "dr.w.vote_title": "Election of the Général (the room's leader)",
    "dr.w.vote_hint": "One button per candidate of your room, or abstain.",
    "dr.w.abstain": "Abstain",
    "dr.w.designate_title": "Designation of the émissaires (envoys)",
    "dr.w.designate_hint": "You are the Général: choose who goes on the diplomatic mission, then “Done”.",
    "dr.w.designation_done": "Done",
    "dr.w.end_title": "End decision",
    "dr.w.end_hint": "Every card is revealed: do you try to kill Guillaume?",
    "dr.w.powers": "Your powers",
    "dr.w.actions": "Actions",
    "dr.w.prompt_setup": "Look at your role, then say you are ready.",
    "dr.w.prompt_negotiation": "Negotiation: show each other your cards, then “ready”.",
    "dr.w.prompt_election": "Vote for your room's Général (leader).",
    "dr.w.prompt_usurp": "Usurpation window.",
    "dr.w.prompt_designation": "Designate the émissaires (envoys).",
    "dr.w.prompt_pre_departure": "Before departure: react, or say “done”.",
    "dr.w.prompt_arrival": "After arrival: react, or say “done”.",
    "dr.w.prompt_end": "End decision.",
    "dr.w.host_hint": "Host screen: you may end the phase before the clock, or give it more time.",
    "dr.w.crossings": "Crossings",
    "dr.w.people": "Players",
    "dr.w.missing_none": "Everyone is here",
    "dr.w.missing_one": "1 person missing",
    "dr.w.missing": "{n} people missing",
    "dr.w.opened_none": "Nobody has opened their link yet",
    "dr.w.opened_one": "1 of {total} has opened their link",
    "dr.w.opened": "{n} of {total} have opened their link",
    "dr.w.p_here": "here",
    "dr.w.p_away": "away",
    "dr.w.p_gone": "gone",
    "dr.w.p_never": "link not opened yet",
    "dr.w.p_standin": "a bot plays for them",
    "dr.w.no_crossing": "Nobody has changed rooms yet.",
    "dr.w.prot_none": "Protection Divine: not in Guillaume's room.",
    "dr.w.prot_active": "Protection Divine: active.",
    "dr.w.prot_cancelled": "Protection Divine: cancelled by the Chaman.",
    "dr.w.no_guillaume": "Guillaume is not in play: no attack.",
    "dr.w.att_noq": "Attack by {card}: does not qualify.",
    "dr.w.att_nip": "Attack by {card}: card not in play.",
    "dr.w.att_protected": "Attack by {card}: fails (protected).",
    "dr.w.att_killed": "Attack by {card}: Guillaume is killed.",
    "dr.w.att_nomaj": "Attack by {card}: fails (no English majority).",
    "dr.w.att_dead": "Attack by {card}: not made (Guillaume already dead).",
    "dr.w.att_yes": "{card} attacks ({how}).",
    "dr.w.att_spare": "{card} spares Guillaume ({how}).",
    "dr.w.check_title": "The victory check, step by step",
    "dr.w.points_title": "Cards and points",
    "dr.w.player": "Player",
    "dr.w.card": "Card",
    "dr.w.you_moved": "You are now in {room}.",
    "dr.w.why.team": "winning side",
    "dr.w.why.bonus": "bonus",
    "dr.w.why.killer": "killed Guillaume",
    "dr.w.why.banked": "points banked during the game",
    "dr.w.why.faussaire": "holds the Faussaire",
    "dr.w.why.treaty": "peace treaty",
    "dr.w.why.follower": "follower of the Pope",
    "dr.w.why.subject": "subject of France",
    "dr.w.why.in_guillaume_s_room": "in Guillaume's room",
    "dr.w.why.decisive_room": "decisive room",
    "dr.w.why.pilgrimage": "pilgrimage",
    "dr.w.why.attempt_with_3_in_guillaume_s_room": "an attack on Guillaume with the Protection Divine there",
    "dr.w.relic": "{who} holds the Relic in {room}.",
    "dr.w.council": "Council of the wise in {room}: {who}.",
    "dr.w.council_immune": "{who} is protected by the council in {room}.",
    "dr.w.devin_tap": "Tap a player of your room to guess his card.",
    "dr.w.card_room": "Card, room",
    "dr.w.room": "Room",
    "dr.w.ready_frozen": "You are ready: you can no longer answer until the negotiation ends.",
    "dr.w.points": "Points",
    "dr.w.total": "total {n}",
    "dr.w.dealt_you": "You are dealt your card (tap “Show my role”).",
    "dr.w.now_hold": "Your card has changed (tap “Show my role”).",
    "dr.w.status_mine": "Your character is now {status}.",
    "dr.w.goal": "Goal:",
    "dr.w.power": "Power:",
    "dr.w.power_details": "Powers in detail",
    "dr.w.window_legend": "after a reveal with this player you may use a power on him (tap him), or close this window.",
    "dr.w.end.setup": "End the setup",
    "dr.w.end.negotiation": "End the negotiation",
    "dr.w.end.election": "End the election",
    "dr.w.end.usurp": "End the usurpation window",
    "dr.w.end.designation": "End the designation",
    "dr.w.end.pre_departure": "End the phase before departure",
    "dr.w.end.arrival_window": "End the phase after arrival",
    "dr.w.end.end_decisions": "End the end decisions",
    "dr.w.end.lieutenant": "End the Lieutenant phase",
    "dr.w.end.event_draw": "End the event draw",
    "dr.w.end.traitors": "End the traitors phase",
    "dr.w.end.crossing": "End the crossing",
    "dr.w.att_count": "{card}: {e} English against {n} Normans in {room}.",
    "dr.w.decided.chosen": "by its player's choice",
    "dr.w.decided.default": "by default, as his side wants",
    "dr.w.why.as": "as {card}",
    "dr.w.why.pledged": "Capitaine pledged to {card}",
    "dr.w.why.with": "with {card}",
    "dr.w.won.home": "The Normans win: Guillaume ends at home, in Normandie.",
    "dr.w.won.majority": "The Normans win: a Norman majority in Angleterre.",
    "dr.w.won.retained": "The English win: Guillaume is held in Angleterre.",
    "dr.w.won.assassination": "The English win: Guillaume is assassinated.",
    "dr.w.won.english_default": "The English win (no other condition holds).",
    "dr.w.won.france": "France wins: a majority of subjects.",
    "dr.w.won.peace": "The Pope wins: peace.",
    "dr.w.won.none": "Nobody wins.",
    "dr.w.winners": "Winners: {names}.",
    "dr.log_dealt_any": "A card is dealt: ",
    "dr.phase_end": "End of the phase: {phase}.",
  },
};
// The terminal's dr.* messages come from the catalogue (i18n.js); these page wordings
// are looked up first.
const STRINGS = PAGE_STRINGS;

export default {
  meta: {
    ownClock: true, // the status bar shows the countdown: the frame's header clock would repeat it
    minutes: "20–45",
    pitch: {
      fr: "Deux pièces, la Normandie et l'Angleterre, des rôles secrets : on se montre ses cartes, chaque pièce élit son Général, qui désigne les émissaires envoyés de l'autre côté. Normands, Anglais et neutres gagnent chacun à leur façon.",
      en: "Two rooms, Normandie and Angleterre, secret roles: people show each other their cards, each room elects its Général, who designates the émissaires (envoys) sent across. Normans, English and neutrals each win in their own way.",
    },
  },
  strings: STRINGS,
  render(ctx) {
    ensureStyle();
    namer = ctx.name;
    return ctx.seat === null ? hostScreen(ctx) : phone(ctx);
  },
  drawRef,
  interlude,
  endScreen(ctx) {
    ensureStyle();
    return endScreen(ctx);
  },
  seatInfo,
  seatColour: () => SEAT_COLOUR,
  headline,
};
