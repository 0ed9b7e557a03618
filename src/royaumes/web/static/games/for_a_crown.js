// For a Crown: the Place Royale (market), the shared deck and its reveal, the Galerie,
// the families (chests secret), and every decision as something to click.
// The log is the engine's narration (each event's message, with the facts it logs: a
// RUBY's gain, a Scandal's losses, a Portrait's new space, the final adjustments); this
// module only draws its cards and symbols (drawRef).
import { lang, t } from "../i18n.js";
import { h, s } from "../ui.js";

// ---------------------------------------------------------------------------
// The game's data: the engine's own cards.toml (DEFAULT deck of the spec §2.2), served as JSON;
// every word is the catalogue's (locales/<lang>/for_a_crown.ftl: fac.*, fac.sym.*, fac.event.*)

const DATA = await (await fetch("/api/games/for_a_crown/data/cards")).json();
const MERCS = Object.fromEntries(DATA.mercenaries.map((m) => [m.id, m.symbols]));
const EVENTS = Object.fromEntries(DATA.events.map((e) => [e.id, e]));
const COSTS = DATA.costs.map((row) => row.map((cost) => (cost < 0 ? null : cost)));
const SCANDAL = DATA.scandal;
const HEIRLOOM = DATA.heirloom_value;
const ROUNDS = DATA.rounds;
const LEVEL_COLOURS = ["#6d4c41", "#2e7d32", "#1f5aa6", "#7b3fa0", "#a32020"];
// A card's label ("L3-05") in the 60-unit face: 12 CSS px or more where a card is drawn
// 45 px wide or more (a small card on a 360 px phone is 47 px).
const LABEL_SIZE = 16;

const levelOf = (id) => Number(id[1]);
const isChoice = (id) => levelOf(id) === 1;
const seatNum = (word) => Number(word.slice(1));

// ---------------------------------------------------------------------------
// Words

function amount(kind, n) {
  return t(`fac.${kind}_${n === 1 || (n === 0 && lang === "fr") ? "one" : "many"}`, { n });
}
function payWords(c, r) {
  const parts = [];
  if (c) parts.push(amount("coin", c));
  if (r) parts.push(amount("ruby", r));
  return parts.length ? parts.join(" + ") : "0";
}
function symsText(id) {
  const syms = MERCS[id];
  if (!syms) return id;
  if (isChoice(id)) return syms.map((x) => t(`fac.sym.${x}`)).join(" / ");
  const groups = [];
  for (const x of syms) {
    const last = groups[groups.length - 1];
    if (last && last[0] === x) last[1]++;
    else groups.push([x, 1]);
  }
  return groups.map(([x, k]) => (k > 1 ? `${t(`fac.sym.${x}`)} ×${k}` : t(`fac.sym.${x}`))).join(", ");
}
function eventName(id) {
  const ev = EVENTS[id];
  return ev ? (lang === "fr" ? ev.name_fr : ev.name_en) : id;
}
function eventRule(id) {
  const ev = EVENTS[id];
  return ev ? t(`fac.event.${ev.effect}.rule`) : "";
}
function influence(gallery) {
  return gallery.map((g, p) => [g, p]).filter(([g]) => g > 0).sort((a, b) => b[0] - a[0]).map(([, p]) => p);
}
// The next free space of a Portrait (§5.4) is the engine's: the view's destinations.
function destination(view, seat, dir) {
  return view.destinations?.[seat]?.[dir === "left" ? 0 : 1] ?? 0;
}
const sideLabel = (dir) => (dir === "left" ? `◀ ${t("fac.left")}` : `${t("fac.right")} ▶`);
function optionInt(view, key, fallback) {
  const v = view.options?.[key];
  return Number.isInteger(v) ? v : fallback;
}

// ---------------------------------------------------------------------------
// Drawing: symbols, cards

function icon(sym, x, y, z) {
  // one symbol in a z×z box whose top-left corner is (x, y)
  const cx = x + z / 2, cy = y + z / 2, r = z / 2;
  const g = s("g", { class: `sym sym-${sym}` });
  if (sym === "RUBY" || sym === "HIT") {
    g.append(s("path", { d: `M${cx} ${y + 1} L${x + z - 1} ${cy - r * 0.2} L${cx} ${y + z - 1} L${x + 1} ${cy - r * 0.2} Z`,
      fill: sym === "RUBY" ? "#c62845" : "#f4d6dc", stroke: "#7a0f22", "stroke-width": 1 }));
    g.append(s("path", { d: `M${x + 1} ${cy - r * 0.2} L${x + z - 1} ${cy - r * 0.2}`, stroke: "#7a0f22", "stroke-width": 0.7 }));
    if (sym === "HIT") g.append(s("path", { d: `M${x + 1} ${y + z - 1} L${x + z - 1} ${y + 1}`, stroke: "#1b1b1b", "stroke-width": 2.2, "stroke-linecap": "round" }));
  } else if (sym === "COIN") {
    g.append(s("circle", { cx, cy, r: r - 1, fill: "#e3b23c", stroke: "#8a6400", "stroke-width": 1.2 }),
      s("circle", { cx, cy, r: r * 0.55, fill: "none", stroke: "#8a6400", "stroke-width": 0.9 }));
  } else if (sym === "BANDIT") {
    g.append(s("path", { d: `M${x + 1} ${cy - r * 0.35} Q${cx} ${cy - r * 0.75} ${x + z - 1} ${cy - r * 0.35} L${x + z - 2} ${cy + r * 0.35} Q${cx} ${cy + r * 0.1} ${x + 2} ${cy + r * 0.35} Z`,
      fill: "#2b2b2b", stroke: "#000", "stroke-width": 0.6 }),
    s("ellipse", { cx: cx - r * 0.42, cy: cy - r * 0.08, rx: r * 0.22, ry: r * 0.16, fill: "#fff" }),
    s("ellipse", { cx: cx + r * 0.42, cy: cy - r * 0.08, rx: r * 0.22, ry: r * 0.16, fill: "#fff" }));
  } else if (sym === "MOVE") {
    const a = r * 0.45;
    g.append(s("path", { d: `M${x + 1} ${cy} L${x + 1 + a} ${cy - a} L${x + 1 + a} ${cy + a} Z M${x + z - 1} ${cy} L${x + z - 1 - a} ${cy - a} L${x + z - 1 - a} ${cy + a} Z`, fill: "#1f5aa6" }),
      s("rect", { x: x + 1 + a, y: cy - r * 0.16, width: z - 2 - 2 * a, height: r * 0.32, fill: "#1f5aa6" }));
  } else if (sym === "DIE") {
    g.append(s("rect", { x: x + 1, y: y + 1, width: z - 2, height: z - 2, rx: z * 0.18, fill: "#fff", stroke: "#3c3c8c", "stroke-width": 1.3 }));
    for (const [dx, dy] of [[-0.45, -0.45], [0, 0], [0.45, 0.45]]) g.append(s("circle", { cx: cx + dx * r, cy: cy + dy * r, r: z * 0.08, fill: "#3c3c8c" }));
  }
  return g;
}

function chestIcon() {
  return s("svg", { viewBox: "0 0 20 20", width: 18, height: 18, class: "fac-icon", "aria-hidden": "true", focusable: "false" },
    s("rect", { x: 2, y: 8, width: 16, height: 10, rx: 1.5, fill: "#7a4a21", stroke: "#3e230c", "stroke-width": 1 }),
    s("path", { d: "M2 8 Q10 1 18 8 Z", fill: "#94602f", stroke: "#3e230c", "stroke-width": 1 }),
    s("rect", { x: 8, y: 9, width: 4, height: 5, rx: 1, fill: "#e3b23c", stroke: "#6b5200", "stroke-width": 0.6 }));
}

function symbolSvg(sym, size = 20) {
  return s("svg", { viewBox: "0 0 20 20", width: size, height: size, class: "fac-icon", "aria-hidden": "true", focusable: "false" }, icon(sym, 0, 0, 20));
}

function mercSvg(id, { owner = null, colour = null, sub = "" } = {}) {
  const W = 60, H = 84;
  const level = levelOf(id);
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, class: "card-svg", "aria-hidden": "true", focusable: "false" });
  svg.append(s("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 6, fill: "#fffdf6", stroke: "#5b5346", "stroke-width": 1.2 }),
    s("rect", { x: 1.6, y: 1.6, width: W - 3.2, height: 18, rx: 5, fill: LEVEL_COLOURS[level - 1] || "#555" }),
    s("text", { x: W / 2, y: 15.2, "font-size": LABEL_SIZE, "font-weight": 700, "text-anchor": "middle", fill: "#fff" }, id));
  const syms = MERCS[id] || [];
  const z = 17;
  if (isChoice(id)) {
    svg.append(icon(syms[0], 5, 30, z), s("text", { x: W / 2, y: 44, "font-size": 17, "text-anchor": "middle", fill: "#5b5346" }, "/"), icon(syms[1], W - 5 - z, 30, z));
  } else {
    const rows = syms.length <= 2 ? [syms] : syms.length === 3 ? [syms.slice(0, 2), syms.slice(2)] : syms.length === 4 ? [syms.slice(0, 2), syms.slice(2)] : [syms.slice(0, 3), syms.slice(3)];
    const top = rows.length === 1 ? 32 : 23;
    rows.forEach((row, ri) => {
      const width = row.length * z + (row.length - 1) * 1.5;
      row.forEach((x, ci) => svg.append(icon(x, (W - width) / 2 + ci * (z + 1.5), top + ri * (z + 3), z)));
    });
  }
  if (owner !== null) {
    svg.append(s("rect", { x: 1.6, y: H - 21.6, width: W - 3.2, height: 20, rx: 5, fill: colour || "#555" }),
      s("text", { x: W / 2, y: H - 5.5, "font-size": 17, "font-weight": 700, "text-anchor": "middle", fill: "#fff" }, sub || ""));
  } else if (sub) {
    svg.append(s("text", { x: W / 2, y: H - 5, "font-size": 16, "font-weight": 700, "text-anchor": "middle", fill: "#5b5346" }, sub));
  }
  return svg;
}

function eventSvg(id, known = true) {
  const W = 125, H = 84; // as wide as two small cards and the gap between them (.fac-event)
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, class: "card-svg", "aria-hidden": "true", focusable: "false" });
  svg.append(s("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 6, fill: "#f6e7b8", stroke: "#8a6400", "stroke-width": 1.4 }),
    s("rect", { x: 1.6, y: 1.6, width: W - 3.2, height: 18, rx: 5, fill: "#8a6400" }),
    s("text", { x: W / 2, y: 15.2, "font-size": LABEL_SIZE, "font-weight": 700, "text-anchor": "middle", fill: "#fff" }, known ? `${id}${EVENTS[id]?.starting ? " ★" : ""}` : "?"));
  const words = (known ? eventName(id) : "?").split(" ");
  const lines = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && (last + " " + word).length <= 11) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  lines.forEach((ln, k) => svg.append(s("text", { x: W / 2, y: 56 + (k - (lines.length - 1) / 2) * 19, "font-size": 17,
    "font-weight": 700, "text-anchor": "middle", fill: "#4a3500", textLength: ln.length > 11 ? W - 10 : null,
    lengthAdjust: ln.length > 11 ? "spacingAndGlyphs" : null }, ln)));
  return svg;
}

function backSvg(count, label = "") {
  const W = 60, H = 84;
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, class: "card-svg", "aria-hidden": "true", focusable: "false" });
  svg.append(s("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 6, fill: "#27476e", stroke: "#0f2440", "stroke-width": 1.5 }),
    s("rect", { x: 6, y: 6, width: W - 12, height: H - 12, rx: 4, fill: "none", stroke: "#c9a227", "stroke-width": 1, "stroke-dasharray": "3 2" }),
    s("path", { d: `M${W / 2 - 10} 34 l2 -12 l5 5 l3 -8 l3 8 l5 -5 l2 12 z`, fill: "#c9a227" }),
    s("text", { x: W / 2, y: 60, "font-size": 21, "font-weight": 700, "text-anchor": "middle", fill: "#fff" }, String(count)));
  if (label) svg.append(s("text", { x: W / 2, y: 78, "font-size": 16, "font-weight": 600, "text-anchor": "middle", fill: "#f3e7c0" }, label));
  return svg;
}

/** A card: a <button class="card act" data-action> when it sends a move, else a <span class="card">. */
function cardEl(ctx, svg, { action, label, extraClass } = {}) {
  const extra = [extraClass].flat(); // one class or a list of them ("fac-small", last && "fac-now")
  if (action) {
    return h("button", { type: "button", class: ["card", "act", "fac-card", ...extra], "data-action": action,
      "aria-label": label, title: label, onclick: () => ctx.act(action) }, svg);
  }
  return h("span", { class: ["card", "fac-card", ...extra], role: "img", "aria-label": label, title: label }, svg);
}

function emptySlot(label) {
  return h("span", { class: "card fac-card fac-slot", role: "img", "aria-label": label, title: label }, h("span", null, label));
}

function act(ctx, text, label, cls) {
  return h("button", { type: "button", class: ["act", "fac-btn", cls], "data-action": text, onclick: () => ctx.act(text) }, label);
}

// ---------------------------------------------------------------------------
// Board sections

function phaseOf(view) {
  return view.phase;
}
function recruitStage(view) {
  const p = view.phase;
  return ["gallery", "flip", "recruit", "draw"].includes(p) || (p === "pay" && !view.resolving);
}

function headerBar(ctx) {
  const v = ctx.view;
  const stage = v.phase === "over" ? t("fac.stage_over") : recruitStage(v) ? t("fac.stage_recruit") : t("fac.stage_reveal");
  const deck = `${t("fac.shared_deck")}${t("fac.colon")}${t("fac.face_down", { n: v.shared_deck })}`;
  return h("div", { class: "fac-top" },
    h("span", { class: "fac-round" }, t("fac.round", { round: v.round, rounds: ROUNDS }), " · ", h("strong", null, stage)),
    h("span", { class: "fac-deckinfo" }, deck, " · ", t("fac.event_stack", { n: v.event_stack })));
}

function payingFor(ctx) {
  const me = `P${ctx.seat}`;
  for (let i = ctx.events.length - 1; i >= 0; i--) {
    const e = ctx.events[i];
    if (e.actor !== me) continue;
    const a = e.args || {};
    if (e.kind === "recruit_deck") return t("fac.for_deck", { level: a.level });
    if (e.kind === "recruit") return `${a.card} (${symsText(a.card)})`;
    if (e.kind === "bribe") return t("fac.for_bribe", { bandits: amount("bandit", a.k) });
    if (e.kind === "mages_roll") return t("fac.for_mages");
  }
  return "";
}

function promptBox(ctx) {
  if (!ctx.myTurn) return null;
  const v = ctx.view;
  const legal = ctx.legal;
  const chest = ctx.seat !== null ? v.chests[ctx.seat] : null;
  const items = [];
  const buttons = [];
  const p = v.phase;
  if (p === "recruit") {
    items.push(t("fac.ask_recruit_tap"));
    if (chest) items.push(" ", t("fac.your_chest", { rubies: amount("ruby", chest.rubies), coins: amount("coin", chest.coins) }));
    if (ctx.legalTexts.has("skip")) buttons.push(act(ctx, "skip", t("fac.skip")));
  } else if (p === "pay") {
    items.push(t("fac.ask_pay_split", { n: v.payment ?? "", what: payingFor(ctx) }));
    for (const a of legal) {
      if (a.type !== "pay") { buttons.push(act(ctx, a.text, a.text)); continue; }
      const c = a.coins, r = a.rubies;
      const label = [h("span", { class: "fac-pay" }, c ? [String(c), symbolSvg("COIN", 18)] : null, c && r ? " + " : null, r ? [String(r), symbolSvg("RUBY", 18)] : null, !c && !r ? "0" : null)];
      if (chest) label.push(h("small", null, t("fac.leaves", { coins: amount("coin", chest.coins - c), rubies: amount("ruby", chest.rubies - r) })));
      const b = act(ctx, a.text, label, "fac-paybtn");
      b.setAttribute("aria-label", `${t("fac.pay_btn", { what: payWords(c, r) })}`);
      buttons.push(b);
    }
  } else if (p === "choose" || p === "next") {
    const card = (v.resolving || "").split(" ")[0];
    items.push(p === "choose" ? t("fac.ask_choose", { card }) : t("fac.ask_next"));
    for (const a of legal) {
      const sym = a.symbol;
      const label = [symbolSvg(sym, 22), " ", p === "choose" ? `${t(`fac.sym.${sym}`)}${t("fac.colon")}${t(`fac.sym.${sym}.one`)}` : `${t("fac.next")}${t("fac.colon")}${t(`fac.sym.${sym}`)}`];
      buttons.push(act(ctx, a.text, label, "fac-symbtn"));
    }
  } else if (p === "bandit" || p === "hit") {
    items.push(t(p === "bandit" ? "fac.ask_bandit_tap" : "fac.ask_hit_tap"));
    // the targets are on the families below, and here too for a quick tap
    for (const a of legal) {
      const target = seatNum(a.seat);
      const b = act(ctx, a.text, [symbolSvg(p === "bandit" ? "BANDIT" : "HIT", 20), " ", ctx.name(target)], "fac-target");
      b.style.borderColor = ctx.colour(target);
      buttons.push(b);
    }
  } else if (p === "move") {
    const picked = ctx.ui.facMove;
    if (picked == null) {
      items.push(t("fac.ask_move_tap"));
      const movers = [...new Set(legal.filter((a) => a.type === "move").map((a) => seatNum(a.seat)))];
      for (const p of movers) {
        buttons.push(h("button", { type: "button", class: "act fac-btn", "data-pick": `P${p}`, "aria-pressed": "false",
          onclick: () => { ctx.ui.facMove = p; ctx.rerender(); } },
        h("span", { class: "fac-portrait small", style: { background: ctx.colour(p) } }, String(p + 1)), " ", ctx.name(p)));
      }
    } else {
      items.push(t("fac.ask_move_dir", { who: ctx.name(picked) }));
      for (const a of legal) {
        if (a.type !== "move" || seatNum(a.seat) !== picked) continue;
        const b = act(ctx, a.text, t("fac.to_space", { side: sideLabel(a.direction), space: destination(v, picked, a.direction) }), "primary");
        b.addEventListener("click", () => { ctx.ui.facMove = null; }, { capture: true });
        buttons.push(b);
      }
      buttons.push(h("button", { type: "button", class: "act fac-btn", "data-pick": "clear", onclick: () => { ctx.ui.facMove = null; ctx.rerender(); } }, t("fac.cancel")));
    }
  } else if (p === "bribe") {
    items.push(t("fac.ask_bribe", { bandits: amount("bandit", v.bandits[ctx.seat]) }));
    for (const a of legal) {
      const k = a.k;
      buttons.push(act(ctx, a.text, k === 0 ? t("fac.bribe_none") : [t("fac.bribe", { bandits: amount("bandit", k), k }), " ", symbolSvg("BANDIT", 18)]));
    }
  } else if (p === "mages") {
    items.push(t("fac.ask_mages"));
    for (const a of legal) buttons.push(act(ctx, a.text, a.type === "mages_roll" ? [symbolSvg("DIE", 20), " ", t("fac.mages_roll")] : t("fac.mages_pass")));
  } else {
    // an action kind this page does not know: still something to click
    for (const a of legal) buttons.push(act(ctx, a.text, a.text));
  }
  return h("div", { class: "fac-prompt", role: "group", "aria-label": items.join("") }, h("p", null, items), buttons.length ? h("div", { class: "fac-buttons" }, buttons) : null);
}

function square(ctx) {
  const v = ctx.view;
  const cols = [];
  for (let level = 1; level <= 5; level++) {
    const cost = v.costs[level - 1];
    const open = cost != null;
    const cards = [];
    if (level === 1) {
      for (const [id, k] of v.level1) {
        const action = ctx.legalTexts.has(`recruit ${id}`) ? `recruit ${id}` : null;
        const label = `${id}: ${symsText(id)} · ${t("fac.stack_left", { n: k })}`;
        cards.push(k > 0 ? cardEl(ctx, mercSvg(id, { sub: `×${k}` }), { action, label }) : emptySlot(t("fac.empty")));
      }
    } else {
      const faces = v.face_up[level - 2] || [];
      for (const id of faces) {
        const action = ctx.legalTexts.has(`recruit ${id}`) ? `recruit ${id}` : null;
        cards.push(cardEl(ctx, mercSvg(id), { action, label: `${id}: ${symsText(id)}` }));
      }
      for (let k = faces.length; k < 2; k++) cards.push(emptySlot(t("fac.empty")));
      const n = v.deck_sizes[level - 2];
      const text = `recruit ${level} deck`;
      cards.push(n > 0 ? cardEl(ctx, backSvg(n, `L${level}`), { action: ctx.legalTexts.has(text) ? text : null, label: t("fac.blind", { level, n }), extraClass: "fac-deck" })
        : emptySlot(t("fac.empty")));
    }
    cols.push(h("div", { class: ["fac-col", !open && "closed"], "data-level": level },
      h("div", { class: "fac-colhead" }, h("span", { class: "fac-lv", style: { background: LEVEL_COLOURS[level - 1] } }, `L${level}`),
        h("span", { class: ["fac-cost", !open && "off"], title: open ? t("fac.cost", { cost }) : t("fac.closed") }, open ? String(cost) : "✕")),
      cards));
  }
  return h("section", { class: "fac-square", "aria-label": t("fac.square_title") },
    h("h3", null, t("fac.square_title")),
    ctx.view.phase === "recruit" && ctx.myTurn ? h("p", { class: "fac-hint" }, t("fac.square_hint")) : null,
    h("div", { class: "fac-cols" }, cols));
}

function movers(ctx) {
  const out = new Set();
  if (ctx.view.phase === "move" && ctx.myTurn) {
    for (const a of ctx.legal) if (a.type === "move") out.add(seatNum(a.seat));
  }
  return out;
}

function gallery(ctx) {
  const v = ctx.view;
  const size = optionInt(v, "gallery_size", 9);
  const order = influence(v.gallery);
  const losses = SCANDAL[order.length] || order.map(() => 0);
  const lossOf = new Map(order.map((p, k) => [p, losses[k]]));
  const bySpace = new Map(v.gallery.map((g, p) => [g, p]).filter(([g]) => g > 0));
  const movable = movers(ctx);
  const picked = ctx.ui.facMove;
  const targets = new Map();
  if (picked != null) {
    for (const a of ctx.legal) {
      if (a.type === "move" && seatNum(a.seat) === picked) targets.set(destination(v, picked, a.direction), [a.text, a.direction]);
    }
  }
  const spaces = [];
  for (let sp = 1; sp <= size; sp++) {
    const p = bySpace.get(sp);
    let inner;
    if (p !== undefined) {
      const disc = h("span", { class: "fac-portrait", style: { background: ctx.colour(p) } }, String(p + 1));
      const label = `${ctx.name(p)} · ${t("fac.space", { n: sp })}`;
      if (movable.has(p)) {
        inner = h("button", { type: "button", class: ["act", "fac-pbtn", picked === p && "selected"], "data-pick": `P${p}`, "aria-pressed": String(picked === p),
          "aria-label": label, title: label, onclick: () => { ctx.ui.facMove = picked === p ? null : p; ctx.rerender(); } }, disc);
      } else {
        inner = h("span", { class: ["fac-pspan", p === ctx.seat && "me"], role: "img", "aria-label": label, title: label }, disc);
      }
    } else if (targets.has(sp)) {
      const [text, dir] = targets.get(sp);
      inner = h("button", { type: "button", class: "act fac-dest", "data-action": text, "aria-label": t("fac.to_space", { side: sideLabel(dir), space: sp }),
        onclick: () => { ctx.ui.facMove = null; ctx.act(text); } }, dir === "left" ? "◀" : "▶");
    } else {
      inner = h("span", { class: "fac-free" });
    }
    const loss = p !== undefined ? lossOf.get(p) : null;
    spaces.push(h("li", { class: ["fac-space", p === ctx.seat && "me"] },
      h("span", { class: "fac-num" }, String(sp)), inner,
      h("span", { class: ["fac-loss", loss ? "bad" : null] }, loss == null ? "" : loss ? `−${loss}` : "0")));
  }
  return h("section", { class: "fac-gallery", "aria-label": t("fac.gallery_title") },
    h("h3", null, t("fac.gallery_title"), h("small", null, " · ", t("fac.scandal_row"), " ", h("span", { class: "fac-loss bad" }, "−2"), "/", h("span", { class: "fac-loss bad" }, "−1"), "/0")),
    h("ol", { class: "fac-spaces" }, spaces),
    h("p", { class: "fac-arrow" }, t("fac.more_influential")));
}

function families(ctx) {
  const v = ctx.view;
  const order = influence(v.gallery);
  const all = [...order, ...v.eliminated.filter((p) => !order.includes(p))];
  for (let p = 0; p < v.num_players; p++) if (!all.includes(p)) all.push(p);
  const toMove = new Set(v.to_move || []);
  const rows = all.map((p) => {
    const out = v.eliminated.includes(p) || !v.gallery[p];
    const chest = v.chests[p];
    const rank = order.indexOf(p) + 1;
    const bandits = v.bandits[p];
    const bandTokens = h("span", { class: "fac-bandits", title: t("fac.bandits_n", { n: bandits }), "aria-label": t("fac.bandits_n", { n: bandits }) },
      bandits <= 5 ? Array.from({ length: bandits }, () => symbolSvg("BANDIT", 18)) : [symbolSvg("BANDIT", 18), `×${bandits}`], bandits === 0 ? h("span", { class: "muted0" }, "0 ", symbolSvg("BANDIT", 14)) : null);
    let chestNode;
    if (chest) {
      chestNode = h("span", { class: "fac-chest open" }, h("span", { class: "fac-chest-title" }, t("fac.chest"), " "),
        h("span", { class: "fac-amt", "aria-label": amount("ruby", chest.rubies) }, symbolSvg("RUBY", 16), String(chest.rubies)),
        h("span", { class: "fac-amt", "aria-label": amount("coin", chest.coins) }, symbolSvg("COIN", 16), String(chest.coins)),
        chest.heirloom ? h("span", { class: "fac-heir" }, "♛ ", t("fac.standing_kept")) : null);
    } else {
      chestNode = h("span", { class: "fac-chest closed" }, chestIcon(), t("fac.closed_chest"));
    }
    const buttons = [];
    for (const kind of ["bandit", "hit"]) {
      const text = `${kind} P${p}`;
      if (ctx.legalTexts.has(text)) buttons.push(act(ctx, text, [symbolSvg(kind === "bandit" ? "BANDIT" : "HIT", 20), " ", t(kind === "bandit" ? "fac.give_bandit" : "fac.hit_btn")], "fac-target"));
    }
    return h("li", { class: ["fac-family", out && "out", toMove.has(p) && "to-move", p === ctx.seat && "me"], style: { borderLeftColor: ctx.colour(p) }, "data-seat": p },
      h("div", { class: "fac-fam-head" },
        h("span", { class: "fac-portrait small", style: { background: ctx.colour(p) } }, String(p + 1)),
        h("strong", null, ctx.name(p)),
        h("span", { class: "fac-where" }, out ? t("fac.out") : t("fac.space_rank", { rank, space: v.gallery[p] }))),
      h("div", { class: "fac-fam-body" }, bandTokens,
        v.heirloom_sold[p] ? h("span", { class: "fac-sold" }, t("fac.standing_sold")) : null,
        chestNode,
        h("span", { class: "fac-sleeves" }, amount("mercs", v.sleeves[p]))),
      buttons.length ? h("div", { class: "fac-buttons" }, buttons) : null);
  });
  return h("section", { class: "fac-families", "aria-label": t("fac.families") }, h("h3", null, t("fac.families")), h("ul", null, rows));
}

function revealLine(ctx) {
  const v = ctx.view;
  const cards = v.played.map(([id, owner], k) => {
    const last = k === v.played.length - 1 && v.resolving;
    if (owner == null) return cardEl(ctx, eventSvg(id), { label: `${id}: ${eventName(id)} — ${eventRule(id)}`, extraClass: ["fac-small", "fac-event", last && "fac-now"] });
    return cardEl(ctx, mercSvg(id, { owner, colour: ctx.colour(owner), sub: String(owner + 1) }), { label: `${id} · ${ctx.name(owner)}: ${symsText(id)}`, extraClass: ["fac-small", last && "fac-now"] });
  });
  let now = null;
  if (v.resolving) {
    const [id, who] = v.resolving.split(" ");
    now = h("p", { class: "fac-resolving" }, h("strong", null, t("fac.resolving"), t("fac.colon")),
      who ? `${id} · ${ctx.name(seatNum(who))} — ${symsText(id)}` : `${eventName(id)} — ${eventRule(id)}`);
  }
  const waiting = recruitStage(v) && !v.played.length;
  return h("section", { class: "fac-reveal", "aria-label": t(waiting ? "fac.shared_deck" : "fac.turned_over") },
    h("h3", null, t(waiting ? "fac.shared_deck" : "fac.turned_over")),
    h("div", { class: "fac-row" },
      h("div", { class: "fac-pile" }, cardEl(ctx, backSvg(v.shared_deck, t("fac.deck_short")), { label: `${t("fac.shared_deck")}${t("fac.colon")}${t("fac.face_down", { n: v.shared_deck })}`, extraClass: "fac-small" })),
      h("div", { class: "fac-played" }, cards.length ? cards : h("span", { class: "fac-hint" }, t(waiting ? "fac.deck_waiting" : "fac.nothing_turned")))),
    now);
}

function myCards(ctx) {
  const v = ctx.view;
  if (ctx.seat === null) return null;
  return h("section", { class: "fac-mine", "aria-label": t("fac.your_cards") },
    h("h3", null, t("fac.your_cards")),
    h("div", { class: "hand fac-hand" }, v.my_cards.length ? v.my_cards.map((id) => cardEl(ctx, mercSvg(id), { label: `${id}: ${symsText(id)}` }))
      : h("span", { class: "fac-hint" }, t("fac.no_cards"))));
}

// ---------------------------------------------------------------------------
// Style (scoped under .g-for_a_crown)

const CSS = `
.g-for_a_crown { display: grid; gap: .6rem; --fac-card: clamp(48px, 14.5vw, 80px); }
.g-for_a_crown h3 { font-size: 1rem; margin: .1rem 0 .35rem; }
.g-for_a_crown h3 small { font-weight: 400; font-family: system-ui, sans-serif; font-size: .8rem; color: #d9d2bf; }
.g-for_a_crown section { background: #ffffff0d; border-radius: 10px; padding: .45rem .5rem; min-width: 0; }
.g-for_a_crown .fac-top { display: flex; flex-wrap: wrap; gap: .3rem .8rem; justify-content: space-between; font-size: .92rem; }
.g-for_a_crown .fac-round strong { color: #ffd866; }
.g-for_a_crown .fac-round strong { display: inline-block; }
.g-for_a_crown .fac-round strong::first-letter { text-transform: uppercase; } /* the stage, a word of the terminal's title */
.g-for_a_crown .fac-prompt { background: #fff6d8; color: #1b1b1b; border: 2px solid #c9a227; border-radius: 10px; padding: .5rem .6rem; }
.g-for_a_crown .fac-prompt p { margin: 0 0 .35rem; font-weight: 600; }
.g-for_a_crown .fac-buttons { display: flex; flex-wrap: wrap; gap: .4rem; }
.g-for_a_crown button.fac-btn { min-height: 44px; }
.g-for_a_crown .fac-paybtn { flex-direction: column; gap: 0; line-height: 1.15; }
.g-for_a_crown .fac-paybtn small { font-weight: 400; color: #5b5346; }
.g-for_a_crown .fac-pay { display: inline-flex; align-items: center; gap: .15rem; font-size: 1.05rem; }
.g-for_a_crown .fac-icon { vertical-align: middle; flex: none; }
.g-for_a_crown .fac-target { border-width: 2px; }
.g-for_a_crown .fac-hint { color: #d9d2bf; font-size: .85rem; margin: 0 0 .3rem; }
.g-for_a_crown .card.fac-card { width: var(--fac-card); }
.g-for_a_crown .fac-small.card { width: calc(var(--fac-card) * .9); }
.g-for_a_crown .fac-small.fac-event.card { width: calc(var(--fac-card) * 1.8 + .25rem); }
.g-for_a_crown .fac-cols { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: .3rem; justify-items: center; }
.g-for_a_crown .fac-col { display: flex; flex-direction: column; align-items: center; gap: .3rem; min-width: 0; }
.g-for_a_crown .fac-col.closed .card { opacity: .5; }
.g-for_a_crown .fac-colhead { display: flex; align-items: center; gap: .2rem; font-size: .8rem; }
.g-for_a_crown .fac-lv { color: #fff; font-weight: 700; border-radius: 4px; padding: 0 .25rem; }
.g-for_a_crown .fac-cost { display: inline-grid; place-items: center; width: 1.5rem; height: 1.5rem; border-radius: 50%; background: #c9a227;
  color: #1b1b1b; font-weight: 800; border: 2px solid #6b5200; }
.g-for_a_crown .fac-cost.off { background: #555; color: #ddd; border-color: #333; }
.g-for_a_crown .fac-slot { aspect-ratio: 60 / 84; border: 2px dashed #ffffff44; border-radius: 8px; display: grid; place-items: center;
  font-size: .75rem; line-height: 1.1; color: #cfc8b5; }
.g-for_a_crown .fac-spaces { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(var(--fac-size, 9), minmax(0, 1fr)); gap: 2px; }
.g-for_a_crown .fac-space { display: flex; flex-direction: column; align-items: center; background: #0000002a; border-radius: 6px; padding: 2px 0; min-width: 0; }
.g-for_a_crown .fac-space.me { background: #ffd86633; }
.g-for_a_crown .fac-num { font-size: .75rem; color: #e0dccf; }
.g-for_a_crown .fac-portrait { display: inline-grid; place-items: center; width: 30px; height: 30px; border-radius: 50%; color: #fff; font-weight: 800;
  border: 2px solid #fff; box-shadow: 0 1px 3px #0008; }
.g-for_a_crown .fac-portrait.small { width: 24px; height: 24px; font-size: .8rem; border-width: 1.5px; flex: none; }
.g-for_a_crown .fac-pspan, .g-for_a_crown .fac-free { display: grid; place-items: center; min-height: 44px; }
.g-for_a_crown .fac-free::before { content: ""; width: 10px; height: 10px; border-radius: 50%; background: #ffffff22; }
.g-for_a_crown button.fac-pbtn, .g-for_a_crown button.fac-dest { min-height: 44px; min-width: 0; width: 100%; padding: 0; border-radius: 8px; background: #fff6d8;
  border: 2px solid #c9a227; display: grid; place-items: center; }
.g-for_a_crown button.fac-pbtn.selected { background: #4fc3f7; border-color: #fff; }
.g-for_a_crown button.fac-dest { background: #c9a227; color: #1b1b1b; font-size: 1.1rem; font-weight: 800; }
.g-for_a_crown .fac-loss { font-size: .75rem; color: #e0dccf; min-height: 1em; }
.g-for_a_crown .fac-loss.bad { color: #ffd0d0; font-weight: 700; }
.g-for_a_crown .fac-arrow { margin: .2rem 0 0; text-align: right; font-size: .8rem; color: #cfc8b5; }
.g-for_a_crown .fac-families ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .4rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr)); }
.g-for_a_crown .fac-family { align-content: start; background: #fffdf6; color: #1b1b1b; border-radius: 8px; border-left: 6px solid; padding: .35rem .5rem; display: grid; gap: .25rem; }
.g-for_a_crown .fac-family.to-move { box-shadow: 0 0 0 3px #c9a227; }
.g-for_a_crown .fac-family.out { background: #ebe6da; border-style: dashed; } /* greyed, yet readable (no opacity) */
.g-for_a_crown .fac-family.out strong { text-decoration: line-through; }
.g-for_a_crown .fac-fam-head { display: flex; align-items: center; gap: .35rem; flex-wrap: wrap; }
.g-for_a_crown .fac-where { margin-left: auto; font-size: .82rem; color: #5b5346; }
.g-for_a_crown .fac-fam-body { display: flex; flex-wrap: wrap; gap: .25rem .6rem; align-items: center; font-size: .85rem; }
.g-for_a_crown .fac-bandits { display: inline-flex; align-items: center; gap: 1px; }
.g-for_a_crown .muted0 { color: #6f6655; display: inline-flex; align-items: center; gap: 2px; }
.g-for_a_crown .fac-chest { display: inline-flex; align-items: center; gap: .3rem; flex-wrap: wrap; }
.g-for_a_crown .fac-chest.open { background: #f3e3b3; border-radius: 6px; padding: 0 .35rem; }
.g-for_a_crown .fac-chest.closed { color: #5b5346; }
.g-for_a_crown .fac-amt { display: inline-flex; align-items: center; gap: 2px; font-weight: 700; }
.g-for_a_crown .fac-heir { color: #6b5200; font-weight: 600; }
.g-for_a_crown .fac-sold { background: #b3261e; color: #fff; border-radius: 4px; padding: 0 .3rem; font-size: .78rem; }
.g-for_a_crown .fac-sleeves { color: #5b5346; }
.g-for_a_crown .fac-row { display: flex; gap: .5rem; align-items: flex-start; }
.g-for_a_crown .fac-played { display: flex; flex-wrap: wrap; gap: .25rem; min-width: 0; flex: 1; }
.g-for_a_crown .fac-now { box-shadow: 0 0 0 3px #ffd866; border-radius: 8px; }
.g-for_a_crown .fac-resolving { margin: .35rem 0 0; font-size: .9rem; }
.g-for_a_crown .fac-hand { padding-top: 0; }
.g-for_a_crown.fac-end { display: block; }
.g-for_a_crown .fac-endwrap { overflow-x: auto; max-width: 100%; }
.g-for_a_crown .fac-endtable { border-collapse: collapse; width: 100%; font-size: .88rem; }
.g-for_a_crown .fac-endtable th, .g-for_a_crown .fac-endtable td { padding: .2rem .3rem; border-bottom: 1px solid #d8cdb3; text-align: left; }
.g-for_a_crown .fac-endtable tbody th { font-weight: 600; overflow-wrap: anywhere; }
@media (max-width: 420px) {
  .g-for_a_crown .fac-portrait { width: 26px; height: 26px; font-size: .85rem; }
  .g-for_a_crown section { padding: .4rem .3rem; }
}
`;

function ensureStyle() {
  if (document.getElementById("style-for_a_crown")) return;
  document.head.append(h("style", { id: "style-for_a_crown" }, CSS));
}

// ---------------------------------------------------------------------------
// The module

export default {
  meta: {
    minutes: "30–45",
    pitch: {
      fr: "Recrutez des Mercenaires dans une pile commune révélée carte par carte, gardez vos Rubis au secret dans votre coffre, et jouez de l'influence dans la Galerie.",
      en: "Hire Mercenaries into one shared deck revealed card by card, keep your Rubies secret in your chest, and play for influence in the Galerie (Gallery).",
    },
  },

  render(ctx) {
    ensureStyle();
    const v = ctx.view;
    if (ctx.ui.facMove != null && !movers(ctx).has(ctx.ui.facMove)) ctx.ui.facMove = null;
    const size = optionInt(v, "gallery_size", 9);
    const recruiting = recruitStage(v) && v.phase !== "over";
    const board = h("div", { class: "g-for_a_crown" });
    board.style.setProperty("--fac-size", String(size));
    const parts = [headerBar(ctx), promptBox(ctx)];
    if (recruiting) parts.push(square(ctx), gallery(ctx), families(ctx), myCards(ctx), revealLine(ctx));
    else parts.push(revealLine(ctx), gallery(ctx), families(ctx), myCards(ctx), square(ctx));
    board.append(...parts.filter(Boolean));
    return board;
  },

  // A card, an Event or a symbol in the engine's narration: its id and what it does.
  drawRef(kind, value) {
    if (kind === "cards") return value.map((c) => `${c} (${symsText(c)})`).join(", ");
    if (MERCS[value]) return `${value} (${symsText(value)})`;
    if (EVENTS[value]) return `${value} ${eventName(value)}`;
    return t(`fac.sym.${value}`);
  },

  interlude(fresh, ctx) {
    const round = fresh.find((e) => e.kind === "round");
    if (!round || round.args.round < 2) return null;
    return h("p", null, ctx.say(round));
  },

  endScreen(ctx) {
    ensureStyle();
    const v = ctx.view;
    const res = ctx.result;
    const order = res ? v.chests.map((_, p) => p).sort((a, b) => res.ranks[a] - res.ranks[b] || a - b) : v.chests.map((_, p) => p);
    const over = (ctx.events || []).find((e) => e.kind === "over");
    return h("div", { class: "g-for_a_crown fac-end" },
      h("h3", null, t("fac.end_title")),
      h("div", { class: "fac-endwrap" }, h("table", { class: "fac-endtable" },
        h("thead", null, h("tr", null, h("th", { scope: "col" }, t("fac.family")), h("th", { scope: "col" }, t("fac.score")),
          h("th", { scope: "col", title: t("fac.rubies"), "aria-label": t("fac.rubies") }, symbolSvg("RUBY", 18)),
          h("th", { scope: "col", title: t("fac.heirloom"), "aria-label": t("fac.heirloom") }, "♛"),
          h("th", { scope: "col", title: t("fac.coins"), "aria-label": t("fac.coins") }, symbolSvg("COIN", 18)),
          h("th", { scope: "col", title: t("fac.bandits"), "aria-label": t("fac.bandits") }, symbolSvg("BANDIT", 18)),
          h("th", { scope: "col", title: t("fac.portrait"), "aria-label": t("fac.portrait") }, "⇄"))),
        h("tbody", null, order.map((p) => {
          const c = v.chests[p];
          return h("tr", null, h("th", { scope: "row" }, ctx.name(p)),
            h("td", null, res ? String(res.points[p]) : "?"),
            h("td", null, c ? String(c.rubies) : "?"),
            h("td", null, c ? (c.heirloom ? `+${HEIRLOOM}` : t("fac.sold")) : v.heirloom_sold[p] ? t("fac.sold") : "?"),
            h("td", null, c ? String(c.coins) : "?"),
            h("td", null, String(v.bandits[p])),
            h("td", null, v.gallery[p] ? String(v.gallery[p]) : t("fac.out")));
        })))),
      over ? h("p", null, ctx.say(over)) : null,
      h("p", { class: "muted" }, t("fac.final_caption", { heirloom: HEIRLOOM })));
  },

  seatInfo(ctx, seat) {
    const v = ctx.view;
    if (ctx.over && ctx.result) return t("fac.chip_score", { n: ctx.result.points[seat] });
    if (!v.gallery?.[seat]) return v.eliminated?.includes(seat) ? t("fac.out") : "";
    const rank = influence(v.gallery).indexOf(seat) + 1;
    return t("fac.chip", { rank, bandits: amount("bandit", v.bandits[seat]) });
  },
};
