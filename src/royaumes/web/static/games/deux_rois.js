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
import { formatMessage, hasKey, lang, pick, t } from "../i18n.js";
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
// The cards whose own state is worded by role (Espion, Infidèle, Pèlerin), by number.
const ROLE = TEXTS.roles;

// Seats get one neutral colour: red and blue mean the two sides in this game.
const SEAT_COLOUR = "#6d6557";

const character = (n) => CHARACTERS[n - 1] ?? { name: String(n), name_en: String(n), colour: "grey", allegiance: "NEUTRAL" };
const colourOf = (n) => character(n).colour;
const frName = (n) => character(n).name;
const cardText = (n) => `${n} ${frName(n)}`;
const cardTitle = (n) => (lang === "en" && character(n).name_en !== frName(n) ? `${cardText(n)} (${character(n).name_en})` : cardText(n));
const roomName = (r) => t(`dr.room.${r}`);
const colourWord = (c) => t(`dr.colour.${c}`);

function condition(c) {
  const key = `dr.cond.${String(c).toLowerCase()}`;
  return hasKey(key) ? t(key) : String(c).toLowerCase();
}

function offerKind(kind) {
  const key = `dr.offer.${kind}`;
  return hasKey(key) ? t(key) : kind;
}

/** A status on a card (§2.7.1), in words. */
function statusWord(name) {
  const key = `dr.status.${name}`;
  return hasKey(key) ? t(key) : String(name).replace(/_/g, " ");
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

// ---- labels of actions (each action's JSON fields: {text, type, what?, seat?, seats?, ...}) --

/** A readable label for a legal action; `actor`: the seat that does it (`mine`: said to it). */
function actionLabel(a, ctx, actor, phase = ctx.view.phase) {
  const v = ctx.view;
  const who = (s) => ctx.name(Number(s));
  const mine = actor != null && actor === ctx.seat;
  switch (a.type) {
    case "ready":
      if (a.colour) {
        const key = mine && v.card === ROLE.espion ? "dr.a.ready_espion" : mine && v.card === ROLE.infidele ? "dr.a.ready_infidele" : "dr.w.ready_colour";
        return t(key, { colour: colourWord(a.colour) });
      }
      return t(phase === "setup" ? "dr.a.ready_setup" : "dr.a.ready");
    case "end_phase":
      return endPhaseLabel(phase);
    case "claim": case "rally":
      return t(`dr.a.${a.type}`, { colour: colourWord(a.colour) });
    case "propose":
      return t({ oath: "dr.a.propose_oath", colour_share: "dr.a.propose_colour" }[a.what] ?? "dr.a.propose_full", { who: who(a.seat) });
    case "dismiss":
      if (a.seats) return t("dr.w.dismiss_pair", { a: who(a.seats[0]), b: who(a.seats[1]) });
      return t("dr.a.dismiss", { who: who(a.seat) });
    case "accept": case "decline": {
      if (a.convert) return t("dr.a.accept_convert", { who: who(a.seat) });
      const kinds = mine ? (v.offers_received || []).filter(([s]) => s === a.seat).map(([, k]) => offerKind(k)) : [];
      if (!kinds.length) return t(`dr.a.${a.type}_any`, { who: who(a.seat) });
      return t(`dr.a.${a.type}`, { who: who(a.seat), what: kinds.join(" / ") });
    }
    case "reveal":
      return a.seat != null ? t(`dr.a.${a.what}`, { who: who(a.seat) }) : t(`dr.a.${a.what}`);
    case "power":
      return powerLabel(a, ctx);
    // Mode Historique (§2.12, §8.4)
    case "number":
      return t("dr.a.number", { n: a.n });
    case "zone":
      return t("dr.a.zone", { zone: a.zone });
    // election_mode=standing_leader (§2.8): nominate S, abdicate S fall to the default
    case "point":
      return a.what === "none" ? t("dr.a.point_none") : t("dr.a.point", { who: who(a.seat) });
    default: {
      // unready, abstain, pass, done, attack, spare; vote S, designate S ...: dr.a.<type>
      const key = `dr.a.${a.type}`;
      if (!hasKey(key)) return a.text;
      return a.seat != null ? t(key, { who: who(a.seat) }) : t(key);
    }
  }
}

/** "End the negotiation": the host's button names the phase it ends. */
function endPhaseLabel(phase) {
  const key = `dr.w.end.${phase}`;
  return hasKey(key) ? t(key) : t("dr.w.end_phase");
}

function powerLabel(a, ctx) {
  const power = a.what;
  const who = (s) => ctx.name(Number(s));
  if (power === "geolier") return t(`dr.p.geolier_${a.visibility || "public"}`, { who: who(a.seat) });
  if (power === "navigateur") return t(ctx.view.phase === "arrival_window" ? "dr.p.navigateur_back" : "dr.p.navigateur_keep", { who: who(a.seat) });
  if (a.seats) return t(`dr.p.${power}`, { a: who(a.seats[0]), b: who(a.seats[1]) });
  if (power === "devin") return t("dr.p.devin", { who: who(a.seat), card: cardText(a.card) });
  if (power === "commandant") return t("dr.p.commandant", { n: a.n });
  const key = `dr.p.${power}`;
  if (!hasKey(key)) return a.text;
  return a.seat != null ? t(key, { who: who(a.seat) }) : t(key);
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
      if (cs.colour) extra.push(t(n === ROLE.espion ? "dr.claim" : "dr.infidele_colour", { colour: colourWord(cs.colour) }));
      for (const st of cs.statuses || []) extra.push(statusWord(String(st).toLowerCase()));
      if (n === ROLE.pelerin) extra.push(t("dr.visits", { n: cs.visits?.[0] ?? 0, e: cs.visits?.[1] ?? 0 }));
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

// The actions drawn in the panel of the player they aim at (a player of the room): shares,
// private reveals, options windows and targeted powers; Mode Historique's aimed actions of
// the negotiation; the standing leader's (§2.8) nominate, point and abdicate.
const AIMED = new Set(["viking", "tostig", "challenge", "council", "raid", "legate",
  "nominate", "point", "abdicate", "propose", "reveal", "dismiss", "power"]);

/** The seat a legal action is "with" (for the per-player panel), or null. */
function partnerOf(a) {
  return AIMED.has(a.type) && a.seat != null ? a.seat : null;
}

function button(ctx, a, label, cls) {
  return actButton(ctx, a.text, label, { class: cls });
}

function panelLabel(a, ctx) {
  if (a.type === "propose") return t(`dr.w.propose_${a.what}`);
  if (a.type === "reveal") return t(`dr.w.reveal_${a.what}`);
  if (a.type === "dismiss") return t("dr.w.dismiss");
  if (a.type === "power" && a.what === "devin") return t("dr.w.devin_guess", { card: cardText(a.card) });
  if (a.type === "power") return t("dr.said", { who: powerName(a.what) }) + powerLabel(a, ctx);
  return actionLabel(a, ctx, ctx.seat);
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
      h("div", { class: "dr-row" }, withPartner.get(sel).map((a) => button(ctx, a, panelLabel(a, ctx), a.type === "power" ? "go" : null))));
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

function offersSection(ctx, acts) {
  const v = ctx.view;
  const received = new Map();
  for (const [s, k] of v.offers_received || []) { if (!received.has(s)) received.set(s, []); received.get(s).push(k); }
  const made = v.offers_made || [];
  if (!received.size && !made.length) return null;
  const rows = [];
  for (const [s, kinds] of received) {
    // accept, accept and convert, decline
    const answers = acts.filter((a) => a.seat === s && a.type !== "cancel")
      .sort((a, b) => (a.type === "decline") - (b.type === "decline") || Boolean(a.convert) - Boolean(b.convert));
    rows.push(h("div", { class: "dr-offer", "data-seat": s },
      h("span", null, t("dr.w.offer_from", { who: ctx.name(s), what: kinds.map(offerKind).join(" / ") })),
      answers.length ? h("div", { class: "dr-row" }, answers.map((a) => button(ctx, a,
        a.convert ? t("dr.w.accept_convert") : a.type === "accept" ? `✓ ${t("dr.w.accept")}` : `✗ ${t("dr.w.decline")}`,
        a.type === "accept" ? "go" : "warn"))) : null));
  }
  for (const [s, k] of made) {
    const cancel = acts.find((a) => a.type === "cancel" && a.seat === s);
    rows.push(h("div", { class: "dr-offer", "data-seat": s },
      h("span", null, t("dr.w.offer_to", { who: ctx.name(s), what: offerKind(k) })),
      cancel ? h("div", { class: "dr-row" }, button(ctx, cancel, t("dr.w.cancel"))) : null));
  }
  const frozen = v.ready && v.phase === "negotiation" && received.size ? h("p", { class: "dr-small" }, t("dr.w.ready_frozen")) : null;
  return h("section", { class: "dr-offers", "aria-label": t("dr.w.offers") }, h("h3", null, t("dr.w.offers")), frozen, rows);
}

function electionSection(ctx, acts) {
  const v = ctx.view;
  if (v.phase !== "election") return null;
  const votes = acts.filter((a) => a.type === "vote");
  const abstain = acts.filter((a) => a.type === "abstain");
  let cast = null;
  if (v.ballot != null) cast = h("p", null, t("dr.ballot", { what: v.ballot < 0 ? t("dr.abstained") : ctx.name(v.ballot) }));
  if (!votes.length && !abstain.length && !cast) return null;
  return h("section", { class: "dr-vote", "aria-label": t("dr.w.vote_title") },
    h("h3", null, t("dr.w.vote_title")), cast,
    votes.length || abstain.length ? h("p", { class: "dr-small" }, t("dr.w.vote_hint")) : null,
    h("div", { class: "dr-row" }, votes.map((a) => button(ctx, a, `★ ${ctx.name(a.seat)}`, "go")),
      abstain.map((a) => button(ctx, a, t("dr.w.abstain")))));
}

function designationSection(ctx, acts) {
  const v = ctx.view;
  const des = acts.filter((a) => a.type !== "done");
  const done = v.phase === "designation" ? acts.filter((a) => a.type === "done") : [];
  if (!des.length && !done.length && !v.designation) return null;
  const listed = v.designation || [];
  return h("section", { class: "dr-designate", "aria-label": t("dr.w.designate_title") },
    h("h3", null, t("dr.w.designate_title")),
    h("p", null, t("dr.your_list", { who: listed.map(ctx.name).join(", ") || t("dr.empty") })),
    h("p", { class: "dr-small" }, t("dr.w.designate_hint")),
    h("div", { class: "dr-row" },
      des.filter((a) => a.type === "designate").map((a) => button(ctx, a, `→ ${ctx.name(a.seat)}`, "go")),
      des.filter((a) => a.type === "withdraw").map((a) => button(ctx, a, `↩ ${t("dr.a.withdraw", { who: ctx.name(a.seat) })}`)),
      des.filter((a) => a.type === "power").map((a) => button(ctx, a, powerLabel(a, ctx))),
      done.map((a) => button(ctx, a, `✓ ${t("dr.w.designation_done")}`, "go"))));
}

function endDecisionSection(ctx, acts) {
  const ends = acts;
  if (!ends.length) return null;
  return h("section", { class: "dr-endd" }, h("h3", null, t("dr.w.end_title")), h("p", { class: "dr-small" }, t("dr.w.end_hint")),
    h("div", { class: "dr-row" }, ends.map((a) => button(ctx, a, actionLabel(a, ctx, ctx.seat), a.type === "attack" ? "warn" : null))));
}

function powersSection(ctx, acts) {
  const groups = new Map();
  for (const a of acts) {
    const id = a.what;
    if (!groups.has(id)) groups.set(id, []);
    groups.get(id).push(a);
  }
  if (!groups.size) return null;
  return h("section", { class: "dr-powers", "aria-label": t("dr.w.powers") }, h("h3", null, t("dr.w.powers")),
    [...groups.entries()].map(([id, list]) => h("div", { class: "dr-power", "data-power": id },
      h("span", { class: "pname" }, powerName(id)),
      h("span", { class: "dr-small" }, powerText(id)),
      id === "devin" ? h("p", { class: "dr-small" }, t("dr.w.devin_tap"))
        : h("div", { class: "dr-row" }, list.map((a) => button(ctx, a, powerLabel(a, ctx), "go"))))));
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
  const acts = ctx.legal;
  const used = new Set();
  const take = (pred) => { const out = acts.filter((a) => !used.has(a) && pred(a)); out.forEach((a) => used.add(a)); return out; };
  const is = (...types) => (a) => types.includes(a.type);
  // Offers answered in their own section.
  const offerActs = take(is("accept", "decline", "cancel"));
  const electionActs = take(is("vote", "abstain"));
  const commandant = (a) => a.type === "power" && a.what === "commandant";
  const designationActs = take((a) => is("designate", "withdraw")(a) || commandant(a) || (v.phase === "designation" && a.type === "done"));
  const endActs = take(is("attack", "spare"));
  // Every power, grouped (a targeted one is also in its player's panel).
  const allPowers = acts.filter((a) => a.type === "power" && !commandant(a));
  // With a player of the room: shares, private reveals, options windows, targeted powers.
  const withPartner = new Map();
  for (const a of take((a) => partnerOf(a) !== null)) {
    const s = partnerOf(a);
    if (!withPartner.has(s)) withPartner.set(s, []);
    withPartner.get(s).push(a);
  }
  if (ctx.ui.drSel != null && !withPartner.has(ctx.ui.drSel)) ctx.ui.drSel = null;
  take(is("power"));
  const general = take(() => true);
  const known = knowledge(ctx);
  const order = ["ready", "ready red", "ready blue", "done", "pass", "unready"];
  general.sort((a, b) => (order.indexOf(a.text) + 1 || 99) - (order.indexOf(b.text) + 1 || 99));
  return h("div", { class: "g-deux-rois", "data-phase": v.phase },
    statusBar(ctx),
    prompt(ctx),
    roleSection(ctx),
    offersSection(ctx, offerActs),
    electionSection(ctx, electionActs),
    designationSection(ctx, designationActs),
    endDecisionSection(ctx, endActs),
    general.length ? h("section", { class: "dr-actions", "aria-label": t("dr.w.actions") }, h("h3", null, t("dr.w.actions")),
      h("div", { class: "dr-row" }, general.map((a) => button(ctx, a, actionLabel(a, ctx, ctx.seat),
        is("ready", "done", "pass")(a) ? "go" : null)))) : null,
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
  const missingText = t("dr.w.missing", { n: missing });
  const openedText = t("dr.w.opened", { n: opened, total: people.length });
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
  const hostActs = ctx.legal.filter((a) => a.type === "end_phase");
  const others = ctx.legal.filter((a) => a.type !== "end_phase");
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
      hostActs.map((a) => button(ctx, a, endPhaseLabel(v.phase), "go")),
      ctx.extend && ctx.deadline?.for === "host" ? h("button", { type: "button", class: "button dr-extend",
        onclick: () => ctx.extend(30) }, t("dr.w.extend", { n: 30 })) : null,
      others.map((a) => button(ctx, a, actionLabel(a, ctx, null)))) : null,
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

/** One step of the victory check in words (the engine's: `outcome.says`, written once by
 * royaumes.games.deux_rois.narration.end_step), or null for a step the points table says
 * (a seat's point lines) or nothing to say. */
function checkLine(step, says) {
  if (step.kind === "score_part" || step.kind === "score_total" || !says) return null;
  return formatMessage(says)?.join("") ?? null;
}

/** A point line (a `score_part` step) in the page's language, from the engine's words:
 * "+5 (winning side, as Harold)". */
function reason(says) {
  return formatMessage(says)?.join("") ?? "";
}

/** Which side won, and who: the end screen's headline (the frame's `headline` hook). */
function headline(ctx, names) {
  const c = ctx.view.outcome?.condition;
  if (!c) return null;
  const key = `dr.w.won.${String(c).toLowerCase()}`;
  if (!hasKey(key)) return null;
  return names ? `${t(key)} ${t("dr.w.winners", { names })}` : t(key);
}

/** Per seat, its card, point lines (`score_part` steps) and total. */
function seatLines(steps, says) {
  const out = new Map();
  steps.forEach((step, i) => {
    if (step.kind !== "score_part" && step.kind !== "score_total") return;
    if (!out.has(step.seat)) out.set(step.seat, { card: step.card, parts: [], total: null });
    if (step.kind === "score_total") out.get(step.seat).total = step.total;
    else out.get(step.seat).parts.push(says[i]);
  });
  return out;
}

function endScreen(ctx) {
  const v = ctx.view;
  const outcome = v.outcome;
  const all = outcome?.steps ?? [];
  const says = outcome?.says ?? [];
  const steps = all.map((step, i) => [step, checkLine(step, says[i])]).filter(([, text]) => text != null);
  const perSeat = seatLines(all, says);
  const points = ctx.result?.points ?? [];
  const fmt = (p) => (p == null ? "" : Number.isInteger(Number(p)) ? String(Number(p)) : Number(p).toFixed(1));
  const seats = Array.from({ length: v.num_players }, (_, s) => s);
  return h("div", { class: "dr-end" },
    outcome ? h("p", null, h("b", null, t("dr.outcome", { condition: condition(outcome.condition) }))) : null,
    steps.length ? [h("h3", null, t("dr.w.check_title")),
      h("ol", { class: "dr-check" }, steps.map(([step, text]) => h("li", {
        class: step.kind === "winner" || step.kind === "fallback" ? "w" : step.answer === "yes" ? "yes" : null,
        "data-kind": step.kind }, text)))] : null,
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
      else out.push(statusWord(value[i]));
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

export default {
  meta: {
    ownClock: true, // the status bar shows the countdown: the frame's header clock would repeat it
    minutes: "20–45",
    pitch: "dr.pitch",
  },
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
