// The table frame, shared by every game: connection (and reconnection), seats and turn,
// clock, narrated log, end screen and replay. The board itself comes from the game's page
// module (games/<id>.js; see games/README.md).
import { botLevel, formatMessage, givenName, lang, pick, t } from "./i18n.js";
import { SEAT_COLOURS, api, h, s as svg, toast } from "./ui.js";
import { loadModule } from "./games/load.js";
import { createAlerts } from "./alerts.js";
import { createChat } from "./chat.js";
import { rememberTable } from "./lobby.js";

function parseHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  const seat = params.get("seat");
  const host = params.get("host");
  // A host link (#host=<token>) watches as a spectator and may act for the table's clock.
  // A seat link's #seat= is only a hint: the server says whose seat the token is.
  if (host) return { seat: null, token: host, host: true };
  return { seat: seat === null || seat === "" ? null : Number(seat), token: params.get("token"), host: false };
}

function seatNamer(summary, mySeat) {
  return (seat) => {
    const info = summary.seats[seat];
    if (!info) return `P${seat}`;
    let name;
    if (info.kind === "bot" && info.person) {
      // A bot stands in for a person (who left, or was handed over): name the person.
      name = t("table.stand_in", { name: givenName(info.person) || t("table.seat", { n: seat + 1 }), level: botLevel(info.bot) });
    } else if (info.kind === "bot") {
      name = t("table.bot", { n: seat + 1, level: botLevel(info.bot) });
    } else {
      name = givenName(info.name) || t("table.seat", { n: seat + 1 });
    }
    return seat === mySeat ? `${name} (${t("table.you")})` : name;
  };
}

/** The context a game module draws from (see games/README.md). */
function makeContext({ summary, view, legal, seat, events, module, ui, act, rerender, replay = false, busy = false, deadline = null, host = false, extend = null, presence = null, notes = [] }) {
  const name = seatNamer(summary, seat);
  const seatOf = (actor) => (/^P\d+$/.test(actor) ? Number(actor.slice(1)) : null);
  const actorName = (actor) => {
    const s = seatOf(actor);
    if (s !== null) return name(s);
    return { chance: t("table.chance"), host: t("table.host"), table: t("table.table") }[actor] ?? actor;
  };
  return {
    summary, view, legal, legalTexts: new Set(legal.map((a) => a.text)), seat, events, module, ui,
    lang, t, pick, act, rerender, replay, busy, over: Boolean(view.result) || view.phase === "over",
    result: view.result ?? summary.result, name, actorName, seatOf, colour: (s) => seatColour(module, s),
    myTurn: legal.length > 0, deadline, host, extend, presence, notes,
    // The event's own narration (its message, from the engine), drawn: cards by the
    // module's drawRef(kind, value) where it has one.
    say: (event) => {
      if (!event.message) return said(actorName(event.actor), event.text);
      const parts = formatMessage(event.message, {
        name: (who) => (typeof who === "number" ? name(who) : actorName(who)),
        draw: module.drawRef ? (kind, value, named) => module.drawRef(kind, value, named) : null,
      });
      return parts && h("span", null, ...parts);
    },
  };
}

/** A seat's colour: the module's `seatColour(seat)` when it has one, else the frame's. */
function seatColour(module, seat) {
  return (module.seatColour && module.seatColour(seat)) || SEAT_COLOURS[seat % SEAT_COLOURS.length];
}

/** "who: what", with the French space before the colon in French. */
const said = (who, what) => `${who}${lang === "fr" ? " : " : ": "}${what}`;

/** A small clock face (the "⏱" glyph is a box in some fonts). */
function clockIcon() {
  return svg("svg", { viewBox: "0 0 16 16", width: "1em", height: "1em", class: "clock-icon", "aria-hidden": "true", focusable: "false" },
    svg("circle", { cx: 8, cy: 9, r: 6, fill: "none", stroke: "currentColor", "stroke-width": 1.8 }),
    svg("path", { d: "M8 5.5V9l2.2 1.6M6.5 1.5h3", fill: "none", stroke: "currentColor", "stroke-width": 1.8, "stroke-linecap": "round" }));
}

/** A seat's person by name, also while a bot stands in for them (chat, the table's notes). */
function personName(summary, seat, mySeat = null) {
  const info = summary.seats[seat];
  return info?.person ? givenName(info.person) || t("table.seat", { n: seat + 1 }) : seatNamer(summary, mySeat)(seat);
}

/** A seat handed to a bot or taken back, as a log line (the table's notes, not the game's). */
function seatNote(ctx, note) {
  const who = personName(ctx.summary, note.seat);
  const text = note.kind === "takeover" ? t("table.note_takeover", { who, by: ctx.name(note.by) })
    : note.kind === "left" ? t("table.note_left", { who }) : t("table.note_reclaim", { who });
  return h("li", { class: ["ev", "ev-table", "ev-seat-note"], "data-note": note.kind }, text);
}

function narrateAll(ctx, events, upto = events.length) {
  const items = [];
  const seatNotes = (ctx.notes || []).filter((n) => n.kind !== "chat");
  let next = 0;
  const notesUpTo = (count) => {
    while (next < seatNotes.length && (seatNotes[next].events ?? 0) <= count) items.push(seatNote(ctx, seatNotes[next++]));
  };
  for (let i = 0; i < upto; i++) {
    notesUpTo(i);
    const e = events[i];
    // A module may put away what its view no longer shows (a memory rule's old tricks).
    if (ctx.module.shows && !ctx.module.shows(e, ctx, i)) continue;
    let line;
    try {
      line = ctx.module.narrate ? ctx.module.narrate(e, ctx, i) : ctx.say(e);
    } catch (err) {
      console.error(err);
      line = said(ctx.actorName(e.actor), e.text);
    }
    if (line == null || line === "") continue;
    const seat = ctx.seatOf(e.actor);
    items.push(h("li", { class: ["ev", `ev-${/^P\d+$/.test(e.actor) ? "seat" : e.actor}`], "data-i": i,
      style: seat !== null ? { borderLeftColor: ctx.colour(seat) } : null }, line));
  }
  notesUpTo(upto);
  return items;
}

function resultSection(ctx, { tableId, seat, gameId }) {
  const result = ctx.result;
  if (!result) return null;
  const names = result.winners.map((s) => ctx.name(s)).join(", ");
  const headline = (ctx.module.headline && ctx.module.headline(ctx, names)) || (!result.winners.length ? t("end.nobody")
    : result.winners.length === 1 ? t("end.winner", { names }) : t("end.shared", { names }));
  const order = result.points.map((_, s) => s).sort((a, b) => result.ranks[a] - result.ranks[b] || a - b);
  // (a true minus sign, as the boards write scores)
  const fmt = (p) => (Number.isInteger(p) ? String(p) : p.toFixed(2)).replace("-", "−");
  const details = Object.entries(result.details || {});
  return h("section", { class: "end-screen", "aria-labelledby": "end-h", tabindex: "-1" },
    h("h2", { id: "end-h" }, t("end.title")),
    h("p", { class: "winners" }, "★ ", headline),
    h("table", { class: "results" },
      h("thead", null, h("tr", null, h("th", { scope: "col" }, t("end.rank")), h("th", { scope: "col" }, t("end.player")), h("th", { scope: "col" }, t("end.points")))),
      h("tbody", null, order.map((s) => h("tr", { class: result.winners.includes(s) ? "won" : null },
        h("td", null, String(result.ranks[s])), h("th", { scope: "row" }, ctx.name(s)), h("td", null, fmt(result.points[s])))))),
    ctx.module.endScreen ? ctx.module.endScreen(ctx) : null,
    details.length && !ctx.module.endScreen ? h("details", { class: "why" }, h("summary", null, t("end.why")),
      h("dl", null, details.map(([k, v]) => [h("dt", null, k), h("dd", null, typeof v === "object" ? JSON.stringify(v) : String(v))]))) : null,
    tableId ? h("p", { class: "buttons" },
      h("a", { class: "button primary", href: `/replay/${tableId}${seat != null ? `?seat=${seat}` : ""}`, "data-nav": "" }, t("end.replay")),
      h("a", { class: "button", href: `/new/${gameId}`, "data-nav": "" }, t("end.again")),
      h("a", { class: "button", href: "/", "data-nav": "" }, t("end.home"))) : null);
}

function seatsBar(ctx, takeOver) {
  const toMove = new Set(ctx.view.to_move || []);
  const info = ctx.module.seatInfo;
  const live = ctx.presence?.seats || [];
  // Only a person playing at this table may hand another seat to a bot (the server checks too).
  const canHand = takeOver && ctx.seat !== null && !ctx.host && !ctx.over;
  return ctx.summary.seats.map((s) => {
    // A person who has not opened their link yet is "not here yet", not "gone".
    const here = live[s.seat] ? (live[s.seat].presence === "gone" && !live[s.seat].joined ? "invited" : live[s.seat].presence) : null;
    const overdue = canHand && live[s.seat]?.overdue && s.seat !== ctx.seat;
    return h("li", { class: ["seat-chip", toMove.has(s.seat) && "to-move", s.seat === ctx.seat && "me", here && `presence-${here}`],
      style: { borderColor: ctx.colour(s.seat) }, "data-seat": s.seat, "data-presence": here },
    h("span", { class: "dot", style: { background: ctx.colour(s.seat) }, "aria-hidden": "true" }),
    h("span", { class: "name" }, ctx.name(s.seat)), info ? h("span", { class: "info" }, info(ctx, s.seat) ?? "") : null,
    here ? h("span", { class: "presence", title: t(`presence.${here}_title`) }, t(`presence.${here}`)) : null,
    toMove.has(s.seat) ? h("span", { class: "sr-only" }, " — ", t("table.to_move")) : null,
    overdue ? h("button", { type: "button", class: "button takeover", onclick: () => takeOver(s.seat) },
      t("table.takeover")) : null);
  });
}

/** The seats bar; a long one (a party game's dozens) folds away on a phone. */
function seatsBox(bar, count) {
  if (count <= 12) return bar;
  return h("details", { class: "seats-box", open: window.innerWidth >= 720 },
    h("summary", null, t("table.players", { n: count })), bar);
}

export async function showTable(root, tableId) {
  const { seat, token, host } = parseHash();
  let summary;
  try {
    summary = await api(`/api/tables/${encodeURIComponent(tableId)}`);
  } catch (err) {
    root.replaceChildren(h("p", { class: "error" }, err.status === 404 ? t("table.not_found") : err.message),
      h("p", null, h("a", { href: "/", "data-nav": "" }, t("rules.back"))));
    return null;
  }
  const module = await loadModule(summary.game);

  // Until the server answers, the hash's seat is a guess; each update says the real one.
  let mySeat = token ? seat : null;
  let last = null;
  let events = [];
  let busy = false;
  let socket = null;
  let stopped = false;
  let retry = 0;
  let retryTimer = null;
  let interludeNode = null;
  let endShown = false;
  let left = false; // this person handed the seat to a bot and now watches
  let wasMyTurn = false;
  let presence = null; // the latest "seats" message: who is here, who may be handed to a bot
  let notes = []; // the table's own log: chat, seats handed over and taken back
  const ui = {}; // the module's own state (a selection in progress...), kept across updates
  const alerts = token && !host ? createAlerts({ title: summary.title }) : null; // "your turn" alerts

  const title = h("h1", null, summary.title);
  const status = h("span", { class: "conn", role: "status" }, t("table.connecting"));
  const turn = h("p", { class: "turn", "aria-live": "polite" });
  const clock = h("span", { class: "clock", "aria-live": "off", hidden: Boolean(module.meta?.ownClock) });
  const seats = h("ul", { class: "seats-bar", "aria-label": t("new.seats") });
  const interlude = h("div", { class: "interlude", hidden: true, role: "status" });
  const end = h("div", { class: "end-slot" });
  const board = h("section", { id: "board", class: "board", "aria-label": summary.title });
  const log = h("ol", { id: "log", class: "log-list" });
  const logBox = h("details", { class: "log", open: window.innerWidth >= 720 }, h("summary", null, t("table.log")), log);
  const leave = token && !host ? h("button", { type: "button", class: "button subtle", onclick: async () => {
    if (!confirm(t("table.leave_confirm"))) return;
    try {
      await api(`/api/tables/${tableId}/leave`, { method: "POST", token });
      // The link keeps its token: the person may take the seat back at any time.
      mySeat = null;
      left = true;
      summary = await api(`/api/tables/${tableId}`);
      reconnect(0);
    } catch (err) { toast(err.message); }
  } }, t("table.leave")) : null;
  const send = (message) => {
    if (!socket || socket.readyState !== WebSocket.OPEN) { toast(t("table.reconnecting")); return false; }
    socket.send(JSON.stringify(message));
    return true;
  };
  const takeOver = (target) => send({ type: "takeover", seat: target });
  // Whose seat a bot plays while its person watches: that person may take it back.
  const reclaimBox = h("p", { class: "reclaim", hidden: true },
    h("span", { class: "why" }), " ",
    h("button", { type: "button", class: "button primary", onclick: () => send({ type: "reclaim" }) }, t("table.reclaim")));
  // In the chat a seat is its person, also while a bot stands in for them.
  const chat = summary.chat && !host ? createChat({ tableId, name: (s) => personName(summary, s, mySeat),
    send: token ? (text) => send({ type: "chat", text }) : null, me: () => presence?.you ?? mySeat }) : null;
  const page = h("div", { class: "table-page", "data-game": summary.game, "data-table": tableId },
    h("div", { class: "table-head" }, title, h("div", { class: "head-right" }, clock, status, alerts?.controls())),
    turn, reclaimBox, seatsBox(seats, summary.seats.length), interlude, end,
    h("div", { class: "table-main" }, board, h("div", { class: "table-side" }, chat?.node, logBox)),
    h("div", { class: "table-foot" }, leave));
  root.replaceChildren(page);
  document.title = `${summary.title} — Royaumes`;

  const act = (action) => {
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      toast(t("table.reconnecting"));
      return;
    }
    if (busy) return;
    busy = true;
    page.classList.add("busy");
    interludeNode = null; // the person has moved on
    draw(); // no longer this seat's turn until the server answers
    socket.send(JSON.stringify({ type: "action", action, version: last?.version ?? null }));
  };

  // The host lengthens the current timed phase (the update that follows carries the deadline).
  const extend = (seconds) => {
    if (!socket || socket.readyState !== WebSocket.OPEN) { toast(t("table.reconnecting")); return; }
    socket.send(JSON.stringify({ type: "extend", seconds }));
  };

  const context = () => makeContext({ summary, view: last.view, legal: busy ? [] : last.legal_actions,
    seat: mySeat, events, module, ui, act, rerender: draw, busy, deadline: last.deadline, host, extend: host ? extend : null,
    presence, notes });

  function drawClock() {
    const due = last?.deadline;
    if (!due || last.over || module.meta?.ownClock) { clock.replaceChildren(); return; }
    const seconds = Math.max(0, Math.ceil(due.at - Date.now() / 1000));
    const ctx = context();
    if (due.for !== "host" && seconds === 0 && presence?.seats?.[due.for]?.overdue) {
      clock.replaceChildren(clockIcon(), " ", due.for === mySeat ? t("table.time_up_you") : t("table.time_up", { who: ctx.name(due.for) }));
      clock.classList.add("urgent");
      return;
    }
    clock.replaceChildren(clockIcon(), " ", due.for === "host" ? t("table.clock_host", { seconds })
      : due.for === mySeat ? t("table.clock", { seconds }) : t("table.clock_for", { who: ctx.name(due.for), seconds }));
    clock.title = due.for === "host" ? t("table.clock_host_title") : t("table.clock_title");
    clock.classList.toggle("urgent", seconds <= 5);
  }
  const ticker = setInterval(drawClock, 500);

  function draw() {
    if (!last) return;
    const ctx = context();
    page.classList.toggle("my-turn", ctx.myTurn);
    let node;
    try {
      node = module.render(ctx);
    } catch (err) {
      console.error(err);
      node = h("p", { class: "error" }, String(err));
    }
    // Keep the keyboard where it was across the redraw (same action, or the first move).
    const focused = board.contains(document.activeElement) ? document.activeElement : null;
    const key = focused && (focused.dataset.action ?? focused.dataset.pick ?? null);
    board.replaceChildren(node);
    if (busy) for (const b of board.querySelectorAll(".act")) b.disabled = true;
    if (focused) {
      const same = [...board.querySelectorAll(".act")].find((b) => (b.dataset.action ?? b.dataset.pick) === key && !b.disabled);
      (same || board.querySelector(".act:not([disabled])") || board).focus({ preventScroll: true });
    }
    if (ctx.myTurn && !wasMyTurn) {
      // On a phone the moves may be below the fold: bring the first one into view.
      const first = board.querySelector(".act[data-action], .act[data-pick]");
      if (first) {
        const box = first.getBoundingClientRect();
        if (box.bottom > window.innerHeight || box.top < 0) first.scrollIntoView({ block: "center", behavior: "smooth" });
      }
    }
    wasMyTurn = ctx.myTurn;
    const toMove = (last.view.to_move || []).filter((s) => s >= 0 && s !== mySeat);
    turn.className = ["turn", ctx.myTurn && "yours"].filter(Boolean).join(" ");
    const waiting = toMove.length ? t("table.waiting_for", { who: toMove.map(ctx.name).join(", ") }) : t("table.waiting");
    // This person's seat is played by a bot (they left, or were handed over): they may take it back.
    const standIn = presence?.you != null && summary.seats[presence.you]?.kind === "bot" && !ctx.over;
    turn.textContent = ctx.over ? t("end.title") : ctx.myTurn && !host ? t("table.your_turn")
      : mySeat === null ? `${left || standIn ? t("table.bot_plays_yours") : host ? t("table.host_screen") : t("table.spectator")} ${toMove.length ? waiting : ""}`.trim()
        : waiting;
    seats.replaceChildren(...seatsBar(ctx, takeOver));
    reclaimBox.hidden = !standIn;
    if (standIn) {
      reclaimBox.querySelector(".why").textContent = summary.seats[presence.you].taken === "takeover" ? t("table.taken_over") : t("table.left_why");
    }
    const atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 40;
    log.replaceChildren(...narrateAll(ctx, events));
    if (atBottom) log.scrollTop = log.scrollHeight;
    // A finished game has no seat to leave (the server refuses it too); nor has a seat a bot plays.
    if (leave) leave.hidden = ctx.over || mySeat === null;
    if (ctx.over) {
      end.replaceChildren(resultSection(ctx, { tableId, seat: mySeat, gameId: summary.game }) || "");
      if (!endShown) { endShown = true; end.querySelector(".end-screen")?.focus({ preventScroll: false }); }
    } else {
      end.replaceChildren();
    }
    if (interludeNode) {
      interlude.replaceChildren(interludeNode, h("button", { type: "button", class: "button subtle close",
        onclick: () => { interludeNode = null; interlude.hidden = true; } }, t("table.close")));
      interlude.hidden = false;
    } else {
      interlude.hidden = true;
    }
    drawClock();
    alerts?.update({ myTurn: ctx.myTurn && !host, over: ctx.over, busy });
  }

  function onUpdate(msg) {
    if (token && !host && msg.seat == null && mySeat !== null) {
      mySeat = null; // a bot plays this person's seat: they watch (and may take it back)
    } else if (token && !host && msg.seat != null && msg.seat !== mySeat) {
      left = false; // the seat is this person's again (taken back)
      // The token decides the seat, not the link's #seat=: show that seat, and mend the link.
      mySeat = msg.seat;
      const params = new URLSearchParams(location.hash.slice(1));
      params.set("seat", String(mySeat));
      history.replaceState(null, "", `${location.pathname}${location.search}#${params}`);
    }
    if (!last && token && !host && msg.seat != null) {
      // The token is good: keep this seat's link in "my tables".
      rememberTable({ id: tableId, game: summary.game, seat: mySeat, url: location.pathname + location.hash, mine: true });
    }
    const before = events.length;
    events = events.slice(0, msg.events_from).concat(msg.events);
    // Lines redacted earlier may come again revealed (events_from < before): only the
    // events past what this page had are new.
    const fresh = events.slice(before);
    const wasOver = last?.over;
    last = msg;
    busy = false;
    page.classList.remove("busy");
    if (module.interlude && fresh.length && before > 0) {
      const node = module.interlude(fresh, context());
      if (node) interludeNode = node;
    }
    if (msg.over && !wasOver) {
      api(`/api/tables/${tableId}`).then((s) => { summary = s; draw(); }).catch(() => {});
    }
    draw();
  }

  function onSeats(msg) {
    presence = msg;
    // Who plays each seat may have changed (handed to a bot, taken back): the summary follows.
    summary = { ...summary, seats: summary.seats.map((s, i) => {
      const live = msg.seats[i];
      if (!live) return s;
      const { presence: _p, joined: _j, overdue: _o, ...entry } = live;
      return entry;
    }) };
    if (last) draw();
  }

  function onNotes(msg) {
    notes = notes.slice(0, msg.from).concat(msg.notes);
    chat?.update(notes);
    if (last) draw();
  }

  function connect() {
    if (stopped) return;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/api/tables/${encodeURIComponent(tableId)}/ws`);
    socket = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify(token ? { type: "hello", token } : { type: "hello" }));
      if (token && document.hidden) ws.send(JSON.stringify({ type: "presence", visible: false }));
      retry = 0;
      status.textContent = t("table.connected");
      status.className = "conn ok";
    };
    ws.onmessage = (message) => {
      const data = JSON.parse(message.data);
      if (data.type === "update") onUpdate(data);
      else if (data.type === "seats") onSeats(data);
      else if (data.type === "notes") onNotes(data);
      else if (data.type === "ack") { /* the update follows */ }
      else if (data.type === "error") {
        busy = false;
        page.classList.remove("busy");
        if (data.code === "action/stale" && host) toast(t("table.phase_ended"), "info"); // a late "end the phase"
        else if (!(data.code === "auth/forbidden" && !last)) toast(t("error.refused", { message: data.message }));
        if (!last && (data.code === "auth/forbidden" || data.code === "table/not_found")) {
          // The link's token is wrong: say so where it stays, and offer to watch instead.
          stopped = true;
          status.textContent = "";
          turn.className = "turn error";
          turn.replaceChildren(t("error.bad_link"), " ", h("a", { href: location.pathname }, t("invite.watch")));
          page.querySelector(".table-main").hidden = true;
          leave?.remove();
          return;
        }
        draw();
      }
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      busy = false;
      if (stopped) return;
      status.textContent = t("table.reconnecting");
      status.className = "conn lost";
      reconnect(Math.min(5000, 300 * 2 ** retry++));
    };
  }

  function reconnect(delay) {
    clearTimeout(retryTimer);
    if (socket) { const old = socket; socket = null; old.close(); }
    events = [];
    notes = [];
    retryTimer = setTimeout(connect, delay);
  }

  const wake = () => {
    if (!socket && !stopped) reconnect(0);
    else if (token && socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "presence", visible: !document.hidden }));
  };
  window.addEventListener("online", wake);
  document.addEventListener("visibilitychange", wake);
  connect();
  return {
    stop() {
      stopped = true;
      clearInterval(ticker);
      clearTimeout(retryTimer);
      window.removeEventListener("online", wake);
      document.removeEventListener("visibilitychange", wake);
      socket?.close();
      alerts?.stop();
    },
    relang() {
      status.textContent = socket ? t("table.connected") : t("table.reconnecting");
      logBox.querySelector("summary").textContent = t("table.log");
      if (leave) leave.textContent = t("table.leave");
      reclaimBox.querySelector("button").textContent = t("table.reclaim");
      chat?.relang();
      const fold = page.querySelector(".seats-box > summary");
      if (fold) fold.textContent = t("table.players", { n: summary.seats.length });
      draw();
    },
  };
}

export async function showReplay(root, tableId) {
  const params = new URLSearchParams(location.search);
  const asked = params.get("seat");
  let seat = asked === null || asked === "" ? null : Number(asked);
  let summary, data;
  const fetchFrames = () => api(`/api/tables/${encodeURIComponent(tableId)}/replay${seat !== null ? `?seat=${seat}` : ""}`);
  try {
    summary = await api(`/api/tables/${encodeURIComponent(tableId)}`);
    data = await fetchFrames();
  } catch (err) {
    // A person's words, not the server's developer message (a 404 is an unknown table).
    const message = err.code === "table/not_over" ? t("replay.not_over") : err.status === 404 ? t("table.not_found") : t("error.refused", { message: err.message });
    root.replaceChildren(h("p", { class: "error" }, message),
      h("p", null, summary ? h("a", { href: `/t/${tableId}`, "data-nav": "" }, summary.title) : h("a", { href: "/", "data-nav": "" }, t("rules.back"))));
    return null;
  }
  const module = await loadModule(summary.game);
  let index = data.frames.length - 1;
  let timer = null;
  const ui = {};
  const board = h("section", { id: "board", class: "board replay", "aria-label": summary.title });
  const log = h("ol", { id: "log", class: "log-list" });
  const counter = h("span", { class: "counter", "aria-live": "polite" });
  const slider = h("input", { type: "range", min: 0, max: data.frames.length - 1, value: index, "aria-label": "step",
    oninput: (e) => go(Number(e.target.value)) });
  const playButton = h("button", { type: "button", class: "button", onclick: () => toggle() }, t("replay.play"));
  const whoSelect = h("select", { "aria-label": t("replay.as"), onchange: async (e) => {
    seat = e.target.value === "" ? null : Number(e.target.value);
    history.replaceState(null, "", `${location.pathname}${seat !== null ? `?seat=${seat}` : ""}`);
    data = await fetchFrames();
    go(Math.min(index, data.frames.length - 1));
  } });
  const names = seatNamer(summary, null);
  whoSelect.append(h("option", { value: "", selected: seat === null }, t("replay.spectator")),
    ...summary.seats.map((s) => h("option", { value: s.seat, selected: s.seat === seat }, names(s.seat))));
  const end = h("div", { class: "end-slot" });

  // The chat and seat changes as they stood at each step (read-only).
  const chat = summary.chat ? createChat({ tableId, name: (s) => personName(summary, s),
    send: null, me: () => seat }) : null;
  const notesAt = (frame) => (data.notes || []).filter((n) => frame.version === undefined || n.version <= frame.version);
  function ctxAt(i) {
    const frame = data.frames[i];
    return makeContext({ summary, view: frame.view, legal: [], seat, events: data.events.slice(0, frame.events), module, ui,
      act: () => {}, rerender: () => go(index), replay: true, notes: notesAt(frame) });
  }
  function go(i) {
    index = Math.max(0, Math.min(data.frames.length - 1, i));
    slider.value = index;
    const ctx = ctxAt(index);
    board.replaceChildren(module.render(ctx));
    log.replaceChildren(...narrateAll(ctx, ctx.events));
    log.scrollTop = log.scrollHeight;
    chat?.update(ctx.notes);
    counter.textContent = t("replay.step", { i: index + 1, n: data.frames.length });
    end.replaceChildren((index === data.frames.length - 1 && resultSection(ctx, {})) || "");
  }
  function toggle() {
    if (timer) { clearInterval(timer); timer = null; playButton.textContent = t("replay.play"); return; }
    if (index >= data.frames.length - 1) go(0);
    playButton.textContent = t("replay.pause");
    timer = setInterval(() => { if (index >= data.frames.length - 1) toggle(); else go(index + 1); }, 900);
  }
  const keys = (e) => {
    if (e.target.closest?.("input,select,textarea")) return;
    if (e.key === "ArrowRight") go(index + 1);
    else if (e.key === "ArrowLeft") go(index - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(data.frames.length - 1);
  };
  document.addEventListener("keydown", keys);
  const controls = h("div", { class: "replay-controls" },
    h("button", { type: "button", class: "button", onclick: () => go(0), "aria-label": t("replay.first") }, "«"),
    h("button", { type: "button", class: "button", onclick: () => go(index - 1), "aria-label": t("replay.prev") }, "‹"),
    playButton,
    h("button", { type: "button", class: "button", onclick: () => go(index + 1), "aria-label": t("replay.next") }, "›"),
    h("button", { type: "button", class: "button", onclick: () => go(data.frames.length - 1), "aria-label": t("replay.last") }, "»"),
    slider, counter, h("label", null, t("replay.as"), " ", whoSelect));
  root.replaceChildren(h("div", { class: "table-page replay-page", "data-game": summary.game },
    h("div", { class: "table-head" }, h("h1", null, t("replay.title", { game: summary.title }))),
    controls, end, h("div", { class: "table-main" }, board, h("div", { class: "table-side" }, chat?.node,
      h("details", { class: "log", open: true }, h("summary", null, t("table.log")), log)))));
  document.title = `${t("replay.title", { game: summary.title })} — Royaumes`;
  go(index);
  return {
    stop() { if (timer) clearInterval(timer); document.removeEventListener("keydown", keys); },
  };
}
