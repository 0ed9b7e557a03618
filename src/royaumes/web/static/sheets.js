// Score sheets (issue 22): a group's sheets for games played with the box, on a phone.
// The server's sheet does every count (the engine's scoring): this page draws its form
// and its tally, sends what people enter, and shows what the rules say back.
import { lang, t } from "./i18n.js";
import { api, h, toast } from "./ui.js";
import { navigate } from "./app.js";
import { copy, optionInput, readOptions } from "./lobby.js";

const KEY = "royaumes.groups";

/** The groups this browser has opened: [{id, name, token, at}], newest first. */
export function myGroups() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "[]");
  } catch {
    return [];
  }
}

function rememberGroup(entry) {
  const list = myGroups().filter((g) => g.id !== entry.id || g.token !== entry.token);
  list.unshift({ ...entry, at: Date.now() });
  localStorage.setItem(KEY, JSON.stringify(list.slice(0, 30)));
}

function forgetGroup(id) {
  localStorage.setItem(KEY, JSON.stringify(myGroups().filter((g) => g.id !== id)));
}

/** A refusal in the reader's words: the server's own for the rules' reasons (already in
 * the page's language), the page's catalogue for the rest. */
function problem(err) {
  const words = {
    "auth/forbidden": "sheets.error.forbidden",
    "sheet/not_found": "sheets.error.not_found",
    "table/not_found": "sheets.error.not_found",
    "http/not_found": "sheets.error.not_found",
    "sheet/changed": "sheets.error.changed",
    network: "error.network",
  };
  if (err.code === "request/invalid") return t("sheets.error.malformed", { message: err.message.replace(/^malformed request: /, "") });
  return words[err.code] ? t(words[err.code]) : err.message;
}

function hashParams() {
  return new URLSearchParams(location.hash.slice(1));
}

function link(href, label, attrs = {}) {
  return h("a", { href, "data-nav": "", ...attrs }, label);
}

function fmt(value) {
  if (value == null) return "";
  return lang === "fr" ? String(value).replace(".", ",") : String(value);
}

function linkRow(url, label) {
  return h("div", { class: "link-row" },
    h("input", { type: "text", readonly: true, value: url, "aria-label": label, onfocus: (e) => e.target.select() }),
    h("button", { type: "button", class: "button", onclick: (e) => copy(url, e.target) }, t("invite.copy")));
}

// -- /sheets: my groups, a new group ------------------------------------------------------

export async function showSheetsHome(root) {
  const draw = () => {
    const groups = myGroups();
    const name = h("input", { type: "text", id: "group-name", name: "name", maxlength: 40, required: true,
      placeholder: t("sheets.group_name_placeholder") });
    const people = h("textarea", { id: "group-people", name: "people", rows: 5,
      placeholder: t("sheets.people_placeholder") });
    const form = h("form", { class: "new-table sheet-form", onsubmit: async (e) => {
      e.preventDefault();
      const names = people.value.split(/[\n,]/).map((s) => s.trim()).filter(Boolean);
      try {
        const made = await api("/api/groups", { method: "POST", body: { name: name.value.trim(), people: names } });
        rememberGroup({ id: made.id, name: made.name, token: made.edit_token });
        navigate(`/sheets/${made.id}#token=${made.edit_token}`);
      } catch (err) {
        toast(problem(err));
      }
    } },
    h("div", { class: "field" }, h("label", { for: "group-name" }, t("sheets.group_name")), name),
    h("div", { class: "field" }, h("label", { for: "group-people" }, t("sheets.people")), people,
      h("small", null, t("sheets.people_hint"))),
    h("button", { type: "submit", class: "button primary big" }, t("sheets.create_group")));
    root.replaceChildren(
      h("p", null, link("/", t("rules.back"))),
      h("h1", null, t("sheets.title")),
      h("p", null, t("sheets.intro")),
      groups.length ? h("section", { "aria-labelledby": "my-groups-h" },
        h("h2", { id: "my-groups-h" }, t("sheets.my_groups")),
        h("ul", { class: "rows" }, groups.map((g) => h("li", { class: "table-row" },
          h("span", { class: "what" }, h("b", null, g.name)),
          h("span", { class: "buttons" },
            link(`/sheets/${g.id}#token=${g.token}`, t("sheets.open"), { class: "button primary" }),
            h("button", { type: "button", class: "button", onclick: (e) => { forgetGroup(g.id); e.target.closest("li").remove(); } },
              t("lobby.forget"))))))) : "",
      h("section", { "aria-labelledby": "new-group-h" }, h("h2", { id: "new-group-h" }, t("sheets.new_group")), form),
    );
    document.title = `${t("sheets.title")} — Royaumes`;
  };
  draw();
  return { relang: draw };
}

// -- /sheets/{group}: the group, or one of its sheets (#token=...&sheet=...) -------------

export async function showGroup(root, groupId) {
  const token = hashParams().get("token");
  if (!token) {
    root.replaceChildren(h("p", { class: "error" }, t("sheets.no_token")), h("p", null, link("/sheets", t("sheets.title"))));
    return null;
  }
  let state = { group: null, sheet: null, games: null, draft: null, replaces: null };
  const sheetId = () => hashParams().get("sheet");

  const load = async () => {
    try {
      const [group, games] = await Promise.all([
        api(`/api/groups/${groupId}?lang=${lang}`, { token }),
        state.games ? state.games : api(`/api/sheets/games?lang=${lang}`),
      ]);
      state.group = group;
      state.games = games;
      rememberGroup({ id: group.id, name: group.name, token });
      state.sheet = sheetId() ? await api(`/api/groups/${groupId}/sheets/${sheetId()}?lang=${lang}`, { token }) : null;
    } catch (err) {
      root.replaceChildren(h("p", { class: "error" }, problem(err)), h("p", null, link("/sheets", t("sheets.title"))));
      return false;
    }
    return true;
  };

  const go = (sheet) => {
    const hash = `#token=${token}` + (sheet ? `&sheet=${sheet}` : "");
    navigate(`/sheets/${groupId}${hash}`);
  };

  const draw = () => (state.sheet ? drawSheet(root, state, token, go, draw) : drawGroup(root, state, token, go));
  if (!(await load())) return null;
  draw();
  return { relang: async () => { if (await load()) draw(); } };
}

function gameTitle(state, id) {
  return state.games.find((g) => g.id === id)?.title || id;
}

function drawGroup(root, state, token, go) {
  const group = state.group;
  const titles = (id) => gameTitle(state, id);
  const links = group.links || {};
  const share = h("details", { class: "share" }, h("summary", null, t("sheets.share")),
    links.edit_url ? h("div", { class: "invite" }, h("b", null, t("sheets.edit_link")), h("small", null, t("sheets.edit_link_hint")),
      linkRow(links.edit_url, t("sheets.edit_link")),
      h("img", { src: links.edit_qr, alt: t("sheets.edit_link"), width: 180, height: 180 })) : "",
    links.read_url ? h("div", { class: "invite" }, h("b", null, t("sheets.read_link")), h("small", null, t("sheets.read_link_hint")),
      linkRow(links.read_url, t("sheets.read_link")),
      h("img", { src: links.read_qr, alt: t("sheets.read_link"), width: 180, height: 180 })) : "",
    links.local_only ? h("p", { class: "local-only", role: "note" }, t("table.local_only")) : "");

  const newSheet = group.can_edit ? newSheetForm(state, token, go) : "";
  const sheets = group.sheets.length
    ? h("ul", { class: "rows sheets-list" }, group.sheets.map((s) => h("li", { class: "table-row" },
      h("span", { class: "what" }, h("b", null, titles(s.game)), " · ", s.people.join(", "), " · ",
        new Date(s.created_at * 1000).toLocaleDateString(lang), " · ",
        s.finished
          ? h("span", null, t("sheets.won_by", { names: (s.outcome?.winners || []).map((w) => s.people[w]).join(", ") || "—" }))
          : h("span", { class: "live" }, t("lobby.in_progress"))),
      h("span", { class: "buttons" }, h("button", { type: "button", class: "button primary", "data-sheet": s.id, onclick: () => go(s.id) },
        t("sheets.open"))))))
    : h("p", { class: "muted" }, t("sheets.no_sheets"));
  // A line a person: games and wins, then their record in each game they finished (a table
  // with a column a game would not fit a phone once a group has played a few games).
  const stats = group.stats.some((p) => p.games)
    ? h("ul", { class: "rows stats" }, group.stats.map((p) => h("li", { class: "table-row person-stats" },
      h("b", null, p.name), " ", h("span", null, t("sheets.person_stats", { games: p.games, wins: p.wins })),
      Object.keys(p.best).length ? h("span", { class: "records" }, Object.entries(p.best)
        .map(([g, best]) => t("sheets.best_in", { game: titles(g), points: fmt(best) })).join(" · ")) : "")))
    : h("p", { class: "muted" }, t("sheets.no_stats"));

  root.replaceChildren(
    h("p", null, link("/sheets", t("sheets.title"))),
    h("h1", null, group.name),
    group.can_edit ? "" : h("p", { class: "muted" }, t("sheets.read_only")),
    share,
    newSheet,
    h("section", { "aria-labelledby": "sheets-h" }, h("h2", { id: "sheets-h" }, t("sheets.history")), sheets),
    h("section", { "aria-labelledby": "stats-h" }, h("h2", { id: "stats-h" }, t("sheets.stats")), stats),
  );
  document.title = `${group.name} — Royaumes`;
}

function newSheetForm(state, token, go) {
  const group = state.group;
  const game = h("select", { id: "sheet-game", name: "game" },
    state.games.map((g) => h("option", { value: g.id }, `${g.title} (${g.min_players === g.max_players ? g.min_players : `${g.min_players}–${g.max_players}`})`)));
  const chosen = [];
  const list = h("ol", { class: "seats people-pick" });
  const extra = h("input", { type: "text", maxlength: 40, placeholder: t("sheets.add_person"), "aria-label": t("sheets.add_person") });
  const count = h("p", { class: "muted", "aria-live": "polite" });
  // The game's options, as the new-table form shows them (the ones scoring reads matter).
  const options = h("details", { class: "options sheet-options" });
  const drawOptions = () => {
    const spec = state.games.find((g) => g.id === game.value);
    const players = Math.max(chosen.length, spec.min_players);
    // The options the score depends on first; the others (a table's clocks and play
    // rules) change nothing on a sheet and wait behind their own box.
    const scoring = spec.options.filter((o) => spec.scoring_options.includes(o.name));
    const others = spec.options.filter((o) => !spec.scoring_options.includes(o.name));
    options.replaceChildren(h("summary", null, t("sheets.scoring_options")),
      ...scoring.map((o) => optionInput(o, players)),
      others.length ? h("details", { class: "advanced other-options" }, h("summary", null, t("sheets.other_options", { n: others.length })),
        ...others.map((o) => optionInput(o, players))) : "");
  };
  const redraw = () => {
    const spec = state.games.find((g) => g.id === game.value);
    const everyone = [...new Set([...chosen, ...group.people])];
    list.replaceChildren(...everyone.map((name) => {
      const on = chosen.includes(name);
      return h("li", { class: "person" }, h("label", { class: "inline" },
        h("input", { type: "checkbox", checked: on, name: "person", value: name, onchange: (e) => {
          if (e.target.checked) chosen.push(name); else chosen.splice(chosen.indexOf(name), 1);
          redraw();
        } }), " ", on ? h("b", null, `${chosen.indexOf(name) + 1}. ${name}`) : name));
    }));
    count.textContent = t("sheets.chosen", { n: chosen.length, min: spec.min_players, max: spec.max_players });
  };
  game.addEventListener("change", () => { drawOptions(); redraw(); });
  drawOptions();
  const add = h("button", { type: "button", class: "button", onclick: () => {
    const name = extra.value.trim();
    if (name && !chosen.includes(name)) chosen.push(name);
    extra.value = "";
    redraw();
  } }, t("sheets.add"));
  redraw();
  return h("details", { class: "options new-sheet", open: group.sheets.length === 0 },
    h("summary", null, t("sheets.new_sheet")),
    h("form", { class: "new-table sheet-form", onsubmit: async (e) => {
      e.preventDefault();
      try {
        const sheet = await api(`/api/groups/${group.id}/sheets?lang=${lang}`, { method: "POST", token,
          body: { game: game.value, people: chosen, options: readOptions(e.target, state.games.find((g) => g.id === game.value)) } });
        go(sheet.id);
      } catch (err) {
        toast(problem(err));
      }
    } },
    h("div", { class: "field" }, h("label", { for: "sheet-game" }, t("sheets.game")), game),
    h("fieldset", null, h("legend", null, t("sheets.who_plays")), h("small", { class: "muted" }, t("sheets.order_hint")), list,
      h("div", { class: "link-row" }, extra, add), count),
    options,
    h("button", { type: "submit", class: "button primary big" }, t("sheets.start"))));
}

// -- one sheet ----------------------------------------------------------------------------

function drawSheet(root, state, token, go, redraw) {
  const sheet = state.sheet;
  const tally = sheet.tally;
  const people = sheet.people;
  const canEdit = state.group.can_edit;
  const winners = new Set(tally.winners);
  const fixButton = (r) => (canEdit && sheet.entries[r] && !sheet.single_entry
    ? h("button", { type: "button", class: "button subtle fix", "data-fix": r, onclick: () => {
      state.draft = sheet.entries[r].entry;
      state.replaces = sheet.entries[r].id;
      redraw();
      document.getElementById("entry-form")?.scrollIntoView();
    }, "aria-label": t("sheets.fix"), title: t("sheets.fix") }, "✎")
    : "");
  const rowTitle = (row, r) => [
    row.steps.length ? h("details", { class: "steps" }, h("summary", null, row.title.text),
      h("ol", null, row.steps.map((s) => h("li", null, s.text)))) : row.title.text,
    fixButton(r)];
  let table;
  if (people.length <= WIDE) {
    // A paper score sheet: a column a person, a row an entry (its number; what it was and
    // how it counted are listed under the table, so that five columns fit a phone).
    const head = h("tr", null, h("th", { scope: "col", class: "no" }, "#"),
      people.map((p, i) => h("th", { scope: "col", class: ["name", winners.has(i) && "winner"], title: p }, p)));
    const rows = tally.rows.map((row, r) => h("tr", { class: "entry-row" },
      h("th", { scope: "row", class: "no" }, h("a", { href: `#entry-${r + 1}`, onclick: (e) => {
        e.preventDefault();
        const box = document.getElementById(`entry-${r + 1}`);
        box?.querySelector("details")?.setAttribute("open", "");
        box?.scrollIntoView();
      } }, String(r + 1))),
      row.points.map((p) => h("td", null, fmt(p)))));
    const totals = h("tr", { class: "totals" }, h("th", { scope: "row", class: "no", title: t("sheets.total") }, "Σ"),
      tally.totals.map((p, i) => h("td", { class: winners.has(i) ? "winner" : null }, h("b", null, fmt(p)))));
    const ranks = h("tr", { class: "ranks" }, h("th", { scope: "row", class: "no", title: t("sheets.rank") }, t("sheets.rank_short")),
      tally.ranks.map((r) => h("td", null, String(r))));
    const details = h("ol", { class: "entries" }, tally.rows.map((row, r) => h("li", { id: `entry-${r + 1}`, class: "entry-row" }, rowTitle(row, r))));
    table = h("div", null, h("div", { class: "scroll" }, h("table", { class: "sheet-table paper" }, h("thead", null, head), h("tbody", null, rows, totals, ranks))),
      tally.rows.length ? details : "");
  } else {
    // Many people (Deux Rois' 6 to 50) on a phone: a row a person, the entries' details above.
    const details = tally.rows.map((row, r) => h("div", { class: "entry-row" }, rowTitle(row, r)));
    const many = tally.rows.length > 1;
    const head = h("tr", null, h("th", { scope: "col" }, ""), many ? tally.rows.map((_, r) => h("th", { scope: "col" }, String(r + 1))) : "",
      h("th", { scope: "col" }, t("sheets.total")), h("th", { scope: "col" }, t("sheets.rank")));
    const rows = people.map((p, i) => h("tr", { class: winners.has(i) ? "winner" : null }, h("th", { scope: "row" }, p),
      many ? tally.rows.map((row) => h("td", null, fmt(row.points[i]))) : "",
      h("td", null, h("b", null, fmt(tally.totals[i]))), h("td", null, String(tally.ranks[i]))));
    table = h("div", null, details, h("div", { class: "scroll" }, h("table", { class: "sheet-table by-person" }, h("thead", null, head), h("tbody", null, rows))));
  }
  const verdict = tally.finished
    ? h("div", { class: "verdict", role: "status" },
      h("p", null, h("b", null, tally.winners.length
        ? t("sheets.winners", { names: tally.winners.map((w) => people[w]).join(", "), n: tally.winners.length })
        : t("sheets.no_winner"))),
      tally.end_steps.length ? h("ol", { class: "end-steps" }, tally.end_steps.map((s) => h("li", null, s.text))) : "")
    : tally.expects ? h("p", { class: "turn" }, tally.expects.text) : "";
  const notes = tally.notes.length ? h("ul", { class: "notes" }, tally.notes.map((n) => h("li", null, n.text))) : "";
  const form = canEdit && (!tally.finished || sheet.single_entry || state.replaces != null) ? entryForm(state, token, redraw) : "";
  const undo = canEdit && sheet.can_undo ? h("button", { type: "button", class: "button", id: "undo", onclick: async () => {
    try {
      state.sheet = await api(`/api/groups/${sheet.group}/sheets/${sheet.id}/undo?lang=${lang}`, { method: "POST", token });
      state.draft = null;
      state.replaces = null;
      redraw();
    } catch (err) {
      toast(problem(err));
    }
  } }, t("sheets.undo")) : "";
  const history = sheet.history.length ? h("details", { class: "history" }, h("summary", null, t("sheets.changes", { n: sheet.history.length })),
    h("ol", null, sheet.history.map((c) => h("li", null, new Date(c.at * 1000).toLocaleString(lang), " — ",
      t(`sheets.change.${c.kind}`, { target: c.target == null ? 0 : c.target + 1 }))))) : "";
  root.replaceChildren(
    h("p", null, h("a", { href: `/sheets/${sheet.group}#token=${token}`, onclick: (e) => { e.preventDefault(); go(null); } }, `← ${state.group.name}`)),
    h("h1", null, sheet.title),
    verdict,
    table,
    notes,
    h("div", { class: "buttons" }, undo),
    form,
    history,
  );
  document.title = `${sheet.title} — ${state.group.name} — Royaumes`;
}

/** Up to this many people, a column a person; more, a row a person. */
const WIDE = 5;

/** Up to this many choices, one tap each (segmented buttons) rather than a list. */
const SEGMENTED = 3;

/** More choices than this are typed (with suggestions) rather than picked from a list. */
const MANY = 12;

function fieldInput(field, value, id, onchange) {
  const attrs = { id, name: id, onchange, oninput: onchange };
  if (field.kind === "int" || field.kind === "number") {
    // A phone's digits-only pad has no minus sign: a field that may be negative gets the
    // fuller number keyboard.
    const negative = field.minimum == null || field.minimum < 0;
    return h("input", { ...attrs, type: "number", inputmode: negative ? null : field.kind === "int" ? "numeric" : "decimal",
      step: field.kind === "int" ? 1 : "any", min: field.minimum ?? null, max: field.maximum ?? null,
      value: value ?? "" });
  }
  if (field.kind === "bool") return h("input", { ...attrs, type: "checkbox", checked: Boolean(value) });
  if (field.kind === "choice" && field.choices.length > MANY && field.choices.every((c) => /^\d+$/.test(c.value))) {
    // Many choices (Deux Rois' 50 cards): typed by number, the list suggests as one types.
    const listId = `${id}-list`;
    const label = (v) => field.choices.find((c) => c.value === String(v ?? ""))?.label || "";
    const named = h("small", { class: "named" }, label(value));
    const input = h("input", { ...attrs, type: "text", inputmode: "numeric", autocomplete: "off", list: listId,
      value: value ?? "", "data-many": "", oninput: (e) => { named.textContent = label(readInput(field, e.currentTarget)); onchange(e); } });
    return h("span", { class: "many" }, input, named,
      h("datalist", { id: listId }, field.choices.map((c) => h("option", { value: c.value }, c.label))));
  }
  if (field.kind === "choice" && field.choices.length <= SEGMENTED && (!field.optional || field.choices.some((c) => c.value === ""))) {
    // Two or three choices (a room, yes / no): one tap on the one wanted.
    return h("div", { class: "segmented", id, role: "radiogroup", "aria-label": field.label },
      field.choices.map((c) => h("label", { class: ["segment", String(value ?? "") === c.value && "on"] },
        h("input", { type: "radio", name: id, value: c.value, checked: String(value ?? "") === c.value,
          onchange: (e) => {
            for (const l of e.currentTarget.closest(".segmented").children) l.classList.toggle("on", l.contains(e.currentTarget));
            onchange({ currentTarget: e.currentTarget.closest(".segmented"), type: "change" });
          } }), c.label)));
  }
  if (field.kind === "choice") {
    return h("select", attrs,
      (field.optional || value == null) && !field.choices.some((c) => c.value === "")
        ? h("option", { value: "", selected: value == null || value === "" }, field.optional ? "—" : t("sheets.choose")) : "",
      field.choices.map((c) => h("option", { value: c.value, selected: String(value ?? "") === c.value }, c.label)));
  }
  if (field.kind === "card_groups") {
    // Groups of cards (Débarquement's boats): a line a group, its cards typed by number.
    const groups = (value || []).map((g) => g.join(" "));
    const box = h("div", { class: "groups", id, role: "group" });
    const line = (text, k) => h("input", { type: "text", autocomplete: "off", autocapitalize: "off",
      class: "group", value: text, "aria-label": `${field.label} ${k + 1}`, placeholder: t("sheets.group_placeholder"),
      oninput: (e) => onchange({ currentTarget: box }) });
    box.append(...groups.map(line), h("button", { type: "button", class: "button subtle add-group", onclick: (e) => {
      e.currentTarget.before(line("", box.querySelectorAll("input.group").length));
      box.querySelector("input.group:last-of-type")?.focus();
    } }, t("sheets.add_group")));
    return box;
  }
  // cards: one toggle a choice
  const chosen = new Set((value || []).map(String));
  return h("div", { class: "chips", id, role: "group" }, field.choices.map((c) => h("label", { class: ["chip", chosen.has(c.value) && "on"] },
    h("input", { type: "checkbox", value: c.value, checked: chosen.has(c.value), onchange }), " ", c.label)));
}

function readInput(field, el) {
  if (field.kind === "int") return el.value === "" ? null : Math.trunc(Number(el.value));
  if (field.kind === "number") return el.value === "" ? null : Number(el.value);
  if (field.kind === "bool") return el.checked;
  if (field.kind === "choice" && el.classList?.contains("segmented")) {
    const on = el.querySelector("input:checked");
    return on && on.value !== "" ? on.value : null;
  }
  if (field.kind === "choice") {
    const typed = el.value.trim();
    if (typed === "") return null;
    // A typed label ("5 · Assassin") or its leading value ("5") stands for its choice.
    const found = field.choices.find((c) => c.value === typed || c.label === typed)
      || field.choices.find((c) => c.value === typed.split(/\s/)[0]);
    return found ? found.value : typed;
  }
  if (field.kind === "card_groups") {
    const known = (token) => (field.choices.find((c) => c.value === token || c.label === token) || { value: token }).value;
    return [...el.querySelectorAll("input.group")]
      .map((i) => i.value.split(/[\s,;]+/).filter(Boolean).map(known))
      .filter((g) => g.length);
  }
  return [...el.querySelectorAll("input:checked")].map((i) => i.value);
}

/** An empty choice is no choice. */
const blank = (v) => (v === "" ? null : v);

function entryForm(state, token, redraw) {
  const sheet = state.sheet;
  const people = sheet.people;
  const fields = sheet.form;
  // The draft: a correction's entry, the last entry of a one-entry sheet, or the defaults.
  const base = state.draft || (sheet.single_entry && sheet.entries.length ? sheet.entries[sheet.entries.length - 1].entry : null);
  const draft = {};
  for (const f of fields) {
    const given = base?.[f.name];
    draft[f.name] = f.per_person
      ? people.map((_, i) => (given ? given[i] : f.default ?? null))
      : (given !== undefined ? given : f.default ?? null);
  }
  // What is typed survives a reload (kept in this tab until it is saved).
  const draftKey = `royaumes.draft.${sheet.id}`;
  if (!state.draft && state.replaces == null && !(sheet.single_entry && sheet.entries.length)) {
    try {
      const kept = JSON.parse(sessionStorage.getItem(draftKey) || "null");
      for (const f of fields) {
        if (kept && f.name in kept && (!f.per_person || kept[f.name]?.length === people.length)) draft[f.name] = kept[f.name];
      }
    } catch { /* nothing kept */ }
  }
  const keep = () => { if (state.replaces == null) sessionStorage.setItem(draftKey, JSON.stringify(draft)); };
  const perPerson = new Set(fields.filter((f) => f.per_person).map((f) => f.name));
  const valueOf = (name, i) => (perPerson.has(name) ? draft[name][i] : draft[name]);
  const shown = (f, i) => !f.when || f.when.every((c) => c.values.includes(String(valueOf(c.field, i) ?? "")));
  const wide = fields.filter((f) => !f.per_person);
  const personal = fields.filter((f) => f.per_person);
  const form = h("form", { id: "entry-form", class: "new-table sheet-form entry-form" });
  // Which fields show, for each person: the form is drawn again only when that changes
  // (drawing it again under a finger would lose the tap).
  const layout = () => fields.map((f) => (f.per_person ? people.map((_, i) => (shown(f, i) ? 1 : 0)).join("") : shown(f, 0) ? 1 : 0)).join("|");
  let drawn = null;
  // A field's help is said once, under the first person it shows for.
  const firstShown = (f) => people.findIndex((_, i) => shown(f, i));
  form.addEventListener("input", () => { const box = form.querySelector("#entry-error"); if (box) box.textContent = ""; keep(); });
  form.addEventListener("change", keep);
  const render = () => {
    drawn = layout();
    const blocks = people.map((name, i) => h("fieldset", { class: "person-entry", "data-person": i }, h("legend", null, name),
      personal.filter((f) => shown(f, i)).map((f) => {
        const id = `f-${f.name}-${i}`;
        const input = fieldInput(f, draft[f.name][i], id, (e) => {
          draft[f.name][i] = readInput(f, f.kind === "cards" ? e.currentTarget.closest(".chips") || e.currentTarget : e.currentTarget);
          if (layout() !== drawn) render();
        });
        if (f.kind === "cards" && f.optional) {
          // An optional list (Deux Rois' statuses) folds away: most people have none.
          const n = (draft[f.name][i] || []).length;
          return h("details", { class: "field folded", open: n > 0 || null },
            h("summary", null, f.label, n ? ` (${n})` : ""), input, f.help ? h("small", null, f.help) : "");
        }
        return h("div", { class: ["field", f.kind === "bool" && "inline"] },
          f.kind === "cards" || f.kind === "card_groups" || input.classList.contains("segmented") ? h("span", { class: "label" }, f.label) : h("label", { for: id }, f.label), input,
          f.help && i === firstShown(f) ? h("small", null, f.help) : "");
      })));
    const common = wide.filter((f) => shown(f, 0)).map((f) => {
      const id = `f-${f.name}`;
      return h("div", { class: ["field", f.kind === "bool" && "inline"] }, h("label", { for: id }, f.label),
        fieldInput(f, draft[f.name], id, (e) => {
          draft[f.name] = readInput(f, e.currentTarget);
          if (layout() !== drawn) render();
        }),
        f.help ? h("small", null, f.help) : "");
    });
    form.replaceChildren(
      h("h2", null, state.replaces != null ? t("sheets.fixing") : sheet.single_entry && sheet.entries.length ? t("sheets.fixing") : t("sheets.new_entry")),
      ...common, ...blocks,
      h("p", { class: "error", id: "entry-error", role: "alert", "aria-live": "assertive" }),
      h("div", { class: "buttons" },
        h("button", { type: "submit", class: "button primary big" }, t("sheets.save")),
        state.replaces != null ? h("button", { type: "button", class: "button", onclick: () => { state.draft = null; state.replaces = null; redraw(); } }, t("sheets.cancel")) : ""));
  };
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const entry = {};
    for (const f of fields) {
      entry[f.name] = f.per_person
        ? draft[f.name].map((v, i) => blank(shown(f, i) ? v : f.default ?? null))
        : blank(draft[f.name]);
    }
    try {
      state.sheet = await api(`/api/groups/${sheet.group}/sheets/${sheet.id}/entries?lang=${lang}`, { method: "POST", token,
        body: { entry, replaces: state.replaces } });
      sessionStorage.removeItem(draftKey);
      state.draft = null;
      state.replaces = null;
      redraw();
    } catch (err) {
      const box = form.querySelector("#entry-error");
      if (err.code === "sheet/changed") {
        // Someone else entered meanwhile: show the sheet as it is now, keep the draft.
        try {
          state.sheet = await api(`/api/groups/${sheet.group}/sheets/${sheet.id}?lang=${lang}`, { token });
        } catch { /* the message below says enough */ }
        redraw();
        toast(problem(err));
        return;
      }
      if (box) box.textContent = problem(err);
      else toast(problem(err));
    }
  });
  render();
  return form;
}
