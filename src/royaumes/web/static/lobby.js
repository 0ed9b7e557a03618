// The lobby: the games, a rules page per game, the new-table form, invite links, my tables.
import { botLevel, givenName, lang, pick, t } from "./i18n.js";
import { api, h } from "./ui.js";
import { navigate } from "./app.js";
import { loadModule } from "./games/load.js";

let gamesCache = null;

/** The games of the server (GET /api/games), fetched once. */
export async function getGames() {
  gamesCache ??= api("/api/games");
  return gamesCache;
}

function link(href, label, attrs = {}) {
  return h("a", { href, "data-nav": "", ...attrs }, label);
}

function players(spec) {
  return spec.min_players === spec.max_players
    ? t("lobby.players_one", { min: spec.min_players })
    : t("lobby.players", { min: spec.min_players, max: spec.max_players });
}

// -- my tables (this browser's seats, kept in localStorage) ------------------------------

const KEY = "royaumes.tables";

export function myTables() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "[]");
  } catch {
    return [];
  }
}

/** Remember a seat of a table (its join link) in this browser. */
export function rememberTable(entry) {
  const list = myTables().filter((e) => !(e.id === entry.id && e.seat === entry.seat));
  list.unshift({ ...entry, at: Date.now() });
  localStorage.setItem(KEY, JSON.stringify(list.slice(0, 30)));
}

function forgetTable(id) {
  localStorage.setItem(KEY, JSON.stringify(myTables().filter((e) => e.id !== id)));
}

// -- pages --------------------------------------------------------------------------------

export async function showLobby(root) {
  const draw = async () => {
    let games;
    try {
      games = await getGames();
    } catch (err) {
      root.replaceChildren(h("p", { class: "error" }, t("error.network"), " ", err.message));
      return;
    }
    const metas = await Promise.all(games.map((g) => loadModule(g.id).then((m) => m.meta || {})));
    const cards = games.map((spec, i) => h("article", { class: "game-card", "data-game": spec.id },
      h("h3", null, spec.title),
      h("p", { class: "facts" }, players(spec), metas[i].minutes ? [" · ", t("lobby.minutes", { minutes: metas[i].minutes })] : null),
      h("p", { class: "pitch" }, (typeof metas[i].pitch === "string" ? t(metas[i].pitch) : pick(metas[i].pitch)) || (lang === "fr" ? spec.summary_fr : spec.summary)),
      h("div", { class: "buttons" },
        link(`/new/${spec.id}`, t("lobby.play"), { class: "button primary", "aria-label": `${t("lobby.play")} — ${spec.title}` }),
        link(`/games/${spec.id}`, t("lobby.rules"), { class: "button", "aria-label": `${t("lobby.rules")} — ${spec.title}` }))));
    const mine = h("section", { class: "my-tables", "aria-labelledby": "mine-h" },
      h("h2", { id: "mine-h" }, t("lobby.my_tables")), h("p", { class: "muted" }, "…"));
    root.replaceChildren(
      h("section", { class: "hero" }, h("h1", null, "Royaumes"), h("p", null, t("site.tagline")),
        h("p", null, link("/sheets", t("sheets.hero_link"), { class: "sheets-link" }))),
      h("section", { "aria-labelledby": "games-h" }, h("h2", { id: "games-h" }, t("lobby.games")),
        h("div", { class: "game-grid" }, cards)),
      mine,
      h("section", { class: "sheets-pitch", "aria-labelledby": "sheets-h" }, h("h2", { id: "sheets-h" }, t("sheets.title")),
        h("p", null, t("sheets.pitch")), link("/sheets", t("sheets.open_sheets"), { class: "button" })),
    );
    document.title = "Royaumes";
    fillMyTables(mine, games);
  };
  await draw();
  return { relang: draw };
}

async function fillMyTables(section, games) {
  const titles = Object.fromEntries(games.map((g) => [g.id, g.title]));
  const rows = [];
  for (const entry of myTables()) {
    let summary;
    try {
      summary = await api(`/api/tables/${entry.id}`);
    } catch (err) {
      if (err.status === 404) forgetTable(entry.id);
      continue;
    }
    rows.push(h("li", { class: "table-row" },
      h("span", { class: "what" }, h("b", null, titles[summary.game] || summary.game), " · ",
        t("lobby.seat_of", { seat: entry.seat + 1 }), " · ",
        h("span", { class: summary.over ? "muted" : "live" }, summary.over ? t("lobby.finished") : t("lobby.in_progress"))),
      h("span", { class: "buttons" },
        h("a", { class: "button primary", href: entry.url }, summary.over ? t("lobby.replay") : t("lobby.resume")),
        h("button", { type: "button", class: "button", onclick: (e) => { forgetTable(entry.id); e.target.closest("li").remove(); } }, t("lobby.forget")))));
  }
  section.querySelector("p")?.remove();
  section.append(rows.length ? h("ul", { class: "rows" }, rows) : h("p", { class: "muted" }, t("lobby.no_tables")));
}

/** A page for a path this site does not have. */
export async function showNotFound(root) {
  const draw = () => root.replaceChildren(h("p", { class: "error" }, t("error.not_found")), h("p", null, link("/", t("rules.back"))));
  draw();
  return { relang: draw };
}

export async function showRules(root, gameId) {
  const draw = async () => {
    let rules, games;
    try {
      [rules, games] = await Promise.all([api(`/api/games/${gameId}/rules?lang=${lang}`), getGames()]);
    } catch (err) {
      const message = err.code === "config/invalid" ? t("error.unknown_game") : err.message;
      root.replaceChildren(h("p", { class: "error" }, message), h("p", null, link("/", t("rules.back"))));
      return;
    }
    const spec = games.find((g) => g.id === gameId);
    const body = h("article", { class: "rules" });
    body.innerHTML = rules.html; // rendered server-side from our own Markdown, raw HTML disabled
    root.replaceChildren(
      h("p", null, link("/", t("rules.back"))),
      body,
      h("p", null, link(`/new/${gameId}`, t("rules.play"), { class: "button primary" })),
    );
    document.title = `${spec?.title || gameId} — Royaumes`;
  };
  await draw();
  return { relang: draw };
}

// An option is shown by its words (the engine's label and its values' words, in the page's
// language); its key stays in the form's names and ids and in what is sent.
function optionTitle(option) {
  return (lang === "fr" && option.label_fr) || option.label || option.name;
}

const isSeat = (value) => /^\d+$/.test(value);

/** The words for one value of an option: a choice's words, a seat as a player, yes/no, off. */
function optionWords(option, value) {
  if (value === true) return t("new.on");
  if (value === false) return t("new.no");
  if (value === "off" || value == null) return option.kind === "list" ? t("new.list_off") : t("new.off");
  if (option.kind === "choice" && isSeat(String(value))) return t("new.seat_choice", { n: Number(value) + 1 });
  const words = option.choice_labels?.[value];
  if (words) return (lang === "fr" && words.label_fr) || words.label || String(value);
  return option.kind === "float" && lang === "fr" ? String(value).replace(".", ",") : String(value);
}

export function optionInput(option, players) {
  const id = `opt-${option.name}`;
  const description = lang === "fr" && option.description_fr ? option.description_fr : option.description;
  let input;
  if (option.kind === "bool") {
    input = h("input", { type: "checkbox", id, name: option.name, checked: option.default === true });
  } else if (option.kind === "choice") {
    // A choice that names a seat ("0", "1"...) is offered as one of this table's players.
    const choices = option.choices.filter((c) => !isSeat(c) || Number(c) < players);
    input = h("select", { id, name: option.name }, choices.map((c) => h("option", { value: c, selected: c === option.default },
      optionWords(option, c))));
  } else if (option.kind === "list") {
    // A list ("300,240,180", "N,E,N,E"): one item per round or per player, as the rules say.
    input = h("input", { type: "text", id, name: option.name, autocomplete: "off",
      value: option.default === "off" ? "" : option.default,
      placeholder: option.allow_off ? t("new.list_off") : null });
  } else {
    input = h("input", { type: "number", id, name: option.name, inputmode: "numeric",
      min: option.minimum ?? null, max: option.maximum ?? null, step: option.kind === "float" ? "any" : 1,
      value: option.default === "off" ? "" : option.default,
      placeholder: option.allow_off ? t("new.off") : null });
  }
  const label = h("label", { for: id, title: option.name }, optionTitle(option));
  return h("div", { class: ["field", "option", option.kind === "bool" && "inline"], "data-option": option.name },
    option.kind === "bool" ? [input, label] : [label, input], // a checkbox first, as the form's others
    h("small", null, t("new.default", { value: optionWords(option, option.default) }), " — ", description));
}

/** A game's options split in two: the first few, and the others, which go behind "Advanced
 * options" when there are many (Deux Rois has about fifty; the rules list the main ones first). */
const OPTIONS_IN_VIEW = 4;
const OPTIONS_BEFORE_ADVANCED = 8;

function splitOptions(options) {
  return options.length > OPTIONS_BEFORE_ADVANCED
    ? [options.slice(0, OPTIONS_IN_VIEW), options.slice(OPTIONS_IN_VIEW)]
    : [options, []];
}

export function readOptions(form, spec) {
  const options = {};
  for (const option of spec.options) {
    const el = form.elements[option.name];
    let value;
    if (option.kind === "bool") value = el.checked;
    else if (option.kind === "choice") value = el.value;
    else if (option.kind === "list") value = el.value.replace(/\s+/g, "") || (option.allow_off ? "off" : option.default);
    else if (el.value.trim() === "") value = option.allow_off ? "off" : option.default;
    else value = option.kind === "float" ? Number(el.value) : Math.trunc(Number(el.value));
    if (value !== option.default) options[option.name] = value;
  }
  return options;
}

/** The level a new bot seat gets (the game's heuristic bot). */
const DEFAULT_BOT = "normal";

export async function showNewTable(root, gameId) {
  let spec, bots;
  try {
    const [games, botNames] = await Promise.all([getGames(), api("/api/bots")]);
    spec = games.find((g) => g.id === gameId);
    bots = botNames;
  } catch (err) {
    root.replaceChildren(h("p", { class: "error" }, err.message));
    return null;
  }
  if (!spec) {
    root.replaceChildren(h("p", { class: "error" }, t("error.unknown_game")), h("p", null, link("/", t("rules.back"))));
    return null;
  }
  let seats = null; // remembered across language switches and player counts
  let created = null; // once the table exists, a language switch redraws its invite page
  // The server's levels, weakest first; a new bot seat plays at the middle one.
  const levels = bots;
  const defaultLevel = levels.includes(DEFAULT_BOT) ? DEFAULT_BOT : levels[0];

  const draw = () => {
    if (created) {
      showInvite(root, spec, created);
      return;
    }
    const count = h("select", { id: "players", name: "players" });
    for (let n = spec.min_players; n <= spec.max_players; n++) count.append(h("option", { value: n }, String(n)));
    const defaultCount = Math.min(Math.max(spec.min_players, 3), spec.max_players);
    count.value = String(seats ? seats.length : defaultCount);
    const seatList = h("ol", { class: "seats" });
    const syncSeats = () => {
      const n = Number(count.value);
      seats = Array.from({ length: n }, (_, i) => seats?.[i] || (i === 0 ? { kind: "human", name: "" } : { kind: "bot", bot: defaultLevel }));
      seatList.replaceChildren(...seats.map((seat, i) => {
        const kind = h("select", { "aria-label": t("new.seat", { n: i + 1 }), name: `seat-${i}-kind`,
          onchange: (e) => { seat.kind = e.target.value; syncSeats(); } },
        h("option", { value: "human", selected: seat.kind === "human" }, t("new.human")),
        h("option", { value: "bot", selected: seat.kind === "bot" }, t("new.bot")));
        const detail = seat.kind === "human"
          ? h("input", { type: "text", maxlength: 40, name: `seat-${i}-name`, placeholder: t("new.name_placeholder"),
            "aria-label": `${t("new.name")} — ${t("new.seat", { n: i + 1 })}`, value: seat.name || "",
            oninput: (e) => { seat.name = e.target.value; } })
          : h("select", { name: `seat-${i}-bot`, "aria-label": `${t("new.level")} — ${t("new.seat", { n: i + 1 })}`,
            onchange: (e) => { seat.bot = e.target.value; } },
          levels.map((b) => h("option", { value: b, selected: b === (seat.bot || defaultLevel) }, botLevel(b))));
        return h("li", { class: "seat-row" }, h("span", { class: "seat-no", title: t("new.seat", { n: i + 1 }) }, String(i + 1)), kind, detail);
      }));
    };
    count.addEventListener("change", syncSeats);
    syncSeats();
    // The advanced options follow the options box (shown while it is open, style.css).
    const optionsBox = h("details", { class: "options" });
    const advancedBox = h("details", { class: "advanced" });
    const [mainOptions, advancedOptions] = splitOptions(spec.options);
    const optionFields = () => [...optionsBox.querySelectorAll("input, select"), ...advancedBox.querySelectorAll("input, select")];
    const drawOptions = () => {
      const kept = {};
      for (const el of optionFields()) kept[el.name] = el.type === "checkbox" ? el.checked : el.value;
      const players = Number(count.value);
      optionsBox.replaceChildren(h("summary", null, t("new.options")), h("p", { class: "muted" }, t("new.options_hint")),
        ...mainOptions.map((o) => optionInput(o, players)));
      advancedBox.replaceChildren(h("summary", null, t("new.advanced", { n: advancedOptions.length })),
        ...advancedOptions.map((o) => optionInput(o, players)));
      for (const el of optionFields()) {
        if (!(el.name in kept)) continue;
        if (el.type === "checkbox") el.checked = kept[el.name];
        else if (el.tagName !== "SELECT" || [...el.options].some((o) => o.value === kept[el.name])) el.value = kept[el.name];
      }
    };
    count.addEventListener("change", drawOptions);
    drawOptions();
    const status = h("p", { class: "error", role: "status" });
    const submit = h("button", { type: "submit", class: "button primary big", id: "create" }, t("new.create"));
    const form = h("form", { class: "new-table", novalidate: true },
      h("div", { class: "field" }, h("label", { for: "players" }, t("new.players")), count),
      h("fieldset", null, h("legend", null, t("new.seats")), seatList,
        h("small", { class: "muted levels-hint" }, t("new.levels_hint"))),
      h("div", { class: "field inline" }, h("input", { type: "checkbox", id: "clock", name: "clock", checked: true }),
        h("label", { for: "clock" }, t("new.clock")), h("small", null, t("new.clock_hint"))),
      h("div", { class: "field" }, h("label", { for: "move_seconds" }, t("new.move_seconds")),
        h("input", { type: "number", id: "move_seconds", name: "move_seconds", min: 0, max: 3600, inputmode: "numeric",
          placeholder: spec.move_seconds ? String(spec.move_seconds) : null }),
        h("small", null, spec.move_seconds ? t("new.move_seconds_default", { n: spec.move_seconds }) : t("new.move_seconds_none"),
          " ", t("new.move_seconds_hint"))),
      h("div", { class: "field" }, h("label", { for: "on_timeout" }, t("new.on_timeout")),
        h("select", { id: "on_timeout", name: "on_timeout" },
          h("option", { value: "offer", selected: true }, t("new.on_timeout_offer")),
          h("option", { value: "bot" }, t("new.on_timeout_bot")))),
      h("div", { class: "field" }, h("label", { for: "pace" }, t("new.pace")),
        h("select", { id: "pace", name: "pace" }, ["0.25", "0.5", "1", "2"].map((x) => h("option", { value: x, selected: x === "1" },
          `×${lang === "fr" ? x.replace(".", ",") : x}`))),
        h("small", null, t("new.pace_hint"))),
      h("div", { class: "field inline" }, h("input", { type: "checkbox", id: "host", name: "host" }),
        h("label", { for: "host" }, t("new.host")), h("small", null, t("new.host_hint"))),
      spec.options.length ? optionsBox : null,
      advancedOptions.length ? advancedBox : null,
      status, submit);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      status.textContent = "";
      submit.disabled = true;
      submit.textContent = t("new.creating");
      const clock = form.elements.clock.checked ? {} : { enabled: false };
      const move = form.elements.move_seconds.value.trim();
      if (move && Number(move) !== 0 && !(Number(move) >= 5)) {
        status.textContent = t("new.move_seconds_min");
        submit.disabled = false;
        submit.textContent = t("new.create");
        return;
      }
      // Empty: the game's own move clock; 0: none.
      if (move) clock.move_seconds = Number(move) === 0 ? null : Number(move);
      if (form.elements.on_timeout.value !== "offer") clock.on_timeout = form.elements.on_timeout.value;
      const scale = Number(form.elements.pace.value);
      if (scale && scale !== 1) clock.scale = scale;
      const body = {
        game: spec.id, num_players: seats.length, options: readOptions(form, spec), clock,
        ...(form.elements.host.checked ? { host: "person" } : {}),
        seats: seats.map((s) => (s.kind === "human" ? { kind: "human", ...(s.name?.trim() ? { name: s.name.trim() } : {}) } : { kind: "bot", bot: s.bot || defaultLevel })),
      };
      try {
        created = await api("/api/tables", { method: "POST", body });
        // Back from the table leads home (where "my tables" lists it), not to a blank form.
        history.replaceState(null, "", "/");
        showInvite(root, spec, created);
      } catch (err) {
        status.textContent = t("error.refused", { message: err.message });
        submit.disabled = false;
        submit.textContent = t("new.create");
      }
    });
    root.replaceChildren(h("p", null, link("/", t("rules.back"))),
      h("h1", null, t("new.title", { game: spec.title })),
      h("p", { class: "pitch" }, lang === "fr" ? spec.summary_fr : spec.summary, " ", link(`/games/${spec.id}`, t("lobby.rules"))),
      form);
    document.title = `${spec.title} — Royaumes`;
  };
  draw();
  return { relang: draw };
}

export async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Without the clipboard API (plain http on a LAN), select the text for a manual copy.
    const input = button.parentElement.querySelector("input");
    input?.select();
    document.execCommand?.("copy");
  }
  const label = button.textContent;
  button.textContent = t("invite.copied");
  setTimeout(() => (button.textContent = label), 1500);
}

function showInvite(root, spec, created) {
  const table = created.table;
  const first = created.seats[0];
  for (const seat of created.seats) {
    rememberTable({ id: table.id, game: spec.id, seat: seat.seat, url: new URL(seat.join_url).pathname + new URL(seat.join_url).hash, mine: seat === first });
  }
  const pathOf = (url) => { const u = new URL(url); return u.pathname + u.hash; };
  // The server says when its links open on this computer only (127.0.0.1): say so by each one.
  const localOnly = () => (created.local_only ? h("p", { class: "local-only", role: "note" }, t("table.local_only")) : null);
  const rows = created.seats.map((seat) => {
    const name = givenName(table.seats[seat.seat].name) || t("new.seat", { n: seat.seat + 1 });
    return h("li", { class: "invite" },
      h("div", { class: "who" }, h("b", null, name)),
      h("div", { class: "link-row" },
        h("input", { type: "text", readonly: true, value: seat.join_url, "aria-label": name, onfocus: (e) => e.target.select() }),
        h("button", { type: "button", class: "button", onclick: (e) => copy(seat.join_url, e.target) }, t("invite.copy"))),
      localOnly(),
      h("details", { class: "qr" }, h("summary", null, t("invite.qr")),
        h("img", { src: seat.qr, alt: `${t("invite.qr")} — ${name}`, width: 180, height: 180 })),
      h("a", { class: ["button", seat === first && "primary"], href: pathOf(seat.join_url), "data-seat": seat.seat }, t("invite.play", { n: seat.seat + 1 })));
  });
  root.replaceChildren(
    h("h1", null, t("invite.title"), " — ", spec.title),
    h("p", null, t("invite.hint")),
    h("ul", { class: "invites" }, rows),
    h("p", null, t("invite.spectate"), h("a", { href: pathOf(created.spectator_url) }, t("invite.watch"))),
    created.host?.url ? h("div", { class: "invite-host" },
      h("div", { class: "who" }, h("b", null, t("invite.host"))),
      h("div", { class: "link-row" },
        h("input", { type: "text", readonly: true, value: created.host.url, "aria-label": t("new.host"), onfocus: (e) => e.target.select() }),
        h("button", { type: "button", class: "button", onclick: (e) => copy(created.host.url, e.target) }, t("invite.copy"))),
      localOnly(),
      h("a", { class: "button", href: pathOf(created.host.url), "data-host": "" }, t("invite.host_open"))) : "",
  ); // ("" not null: replaceChildren would write a null as the text "null")
  if (!created.seats.length) navigate(pathOf(created.host?.url ?? created.spectator_url));

}
