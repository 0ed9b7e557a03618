// DOM and SVG helpers shared by every page and game module.

const SVG_NS = "http://www.w3.org/2000/svg";

function apply(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value == null || value === false) continue;
    if (key === "class") el.setAttribute("class", Array.isArray(value) ? value.filter(Boolean).join(" ") : value);
    else if (key === "style" && typeof value === "object") {
      // Custom properties ("--pn-side") are not style fields: they need setProperty.
      for (const [name, v] of Object.entries(value)) {
        if (name.startsWith("--")) el.style.setProperty(name, v); else el.style[name] = v;
      }
    }
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "text") el.textContent = value;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child == null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** An element: h("button", {class: "act", onclick: fn}, "label", child...). */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

/** An SVG element (same arguments as h). */
export function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

/** Show a message for a few seconds (errors from the server, say). */
export function toast(message, kind = "error") {
  const box = document.getElementById("toast");
  if (!box) return;
  box.textContent = message;
  box.className = kind;
  box.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => (box.hidden = true), 6000);
}

/** GET or POST JSON; a refusal raises an Error carrying the server's message and code. */
export async function api(path, { method = "GET", body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    const error = new Error(String(err));
    error.code = "network";
    throw error;
  }
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = new Error(data?.error?.message || `HTTP ${response.status}`);
    error.code = data?.error?.code || `http/${response.status}`;
    error.status = response.status;
    throw error;
  }
  return data;
}

export const SUITS = {
  S: { symbol: "♠", colour: "black" }, C: { symbol: "♣", colour: "black" },
  H: { symbol: "♥", colour: "red" }, D: { symbol: "♦", colour: "red" },
};

/**
 * A playing card drawn in SVG (no artwork: corner indices and a large centre mark).
 * card({corner: "7", mark: "♥", colour: "#b3261e", label: "7 de cœur", sub: "+2"})
 * Options: back (face down), small, colour (ink), fill (face colour), band (top band colour).
 *
 * Text is drawn big enough to read 12 CSS px or more on a phone: the 60-unit-wide face is
 * drawn 44 px wide or more (--card-w), so the corner takes 18 units and `sub` 16.5 (keep
 * it to a few characters: "+2", "att. 3"; longer words belong beside the card, in HTML).
 * A `small` face, for a card drawn 30 to 44 px wide, has still bigger indices (25 units).
 */
export function cardSvg({ corner = "", mark = "", colour = "#1b1b1b", fill = "#fffdf6", band, sub = "", back = false, wide = false, small = false } = {}) {
  const w = wide ? 84 : 60, hgt = 84;
  const svg = s("svg", { viewBox: `0 0 ${w} ${hgt}`, class: "card-svg", "aria-hidden": "true", focusable: "false" });
  if (back) {
    svg.append(
      s("rect", { x: 1, y: 1, width: w - 2, height: hgt - 2, rx: 6, fill: "#27476e", stroke: "#0f2440", "stroke-width": 1.5 }),
      s("rect", { x: 6, y: 6, width: w - 12, height: hgt - 12, rx: 4, fill: "none", stroke: "#c9a227", "stroke-width": 1, "stroke-dasharray": "3 2" }),
      s("path", { d: `M${w / 2 - 10} ${hgt / 2 + 6} l2 -12 l5 5 l3 -8 l3 8 l5 -5 l2 12 z`, fill: "#c9a227" }),
    );
    return svg;
  }
  svg.append(s("rect", { x: 1, y: 1, width: w - 2, height: hgt - 2, rx: 6, fill, stroke: "#5b5346", "stroke-width": 1.2 }));
  if (band) svg.append(s("rect", { x: 1.6, y: 1.6, width: w - 3.2, height: 12, rx: 5, fill: band }));
  const [cornerSize, subSize] = small ? [25, 24] : [18, 16.5];
  const markSize = small ? 24 : mark.length > 2 ? 18 : 28;
  const markY = small ? (sub ? 57 : 66) : hgt / 2 + (band ? 12 : 9);
  svg.append(
    s("text", { x: 5, y: (band ? 15 : 4) + cornerSize * 0.75, "font-size": cornerSize, "font-weight": 700, fill: colour }, corner),
    s("text", { x: w / 2, y: markY, "font-size": markSize, "text-anchor": "middle", fill: colour }, mark),
  );
  if (sub) svg.append(s("text", { x: w / 2, y: hgt - 6, "font-size": subSize, "font-weight": 600, "text-anchor": "middle", fill: "#5b5346" }, sub));
  return svg;
}

/**
 * A card as a DOM element: a <button class="card act" data-action=...> when it is a move
 * (or data-pick when it only selects), else a <span class="card">.
 */
export function card(face, { action, pick, onclick, label, selected, disabled, extraClass } = {}) {
  const interactive = Boolean(action || pick || onclick);
  const el = h(interactive ? "button" : "span", {
    class: ["card", interactive && "act", selected && "selected", face.back && "back", extraClass],
    type: interactive ? "button" : null,
    "data-action": action,
    "data-pick": pick,
    "aria-label": label,
    "aria-pressed": pick ? String(Boolean(selected)) : null,
    title: label,
    role: interactive ? null : "img",
    disabled: disabled || null,
    onclick,
  }, cardSvg(face));
  return el;
}

/** A button for a legal action: <button class="act" data-action="text">label</button>. */
export function actButton(ctx, action, label, attrs = {}) {
  return h("button", { type: "button", class: ["act", attrs.class], "data-action": action,
    onclick: () => ctx.act(action), title: attrs.title, "aria-label": attrs.ariaLabel }, label);
}

/** A small token (pawn, marker) in SVG: a coloured disc with a letter. */
export function token(letter, colour = "#c9a227", size = 22) {
  return s("svg", { viewBox: "0 0 24 24", width: size, height: size, class: "token", "aria-hidden": "true" },
    s("circle", { cx: 12, cy: 12, r: 10.5, fill: colour, stroke: "#1b1b1b", "stroke-width": 1 }),
    s("text", { x: 12, y: 17.4, "font-size": 15, "text-anchor": "middle", fill: "#fff", "font-weight": 700 }, letter));
}

/** The seat colours, for markers and names: 4.5:1 or more against white text on them, and
 * as text on the light backgrounds (--paper, --bg, the log's rows). */
export const SEAT_COLOURS = ["#1f5aa6", "#b3261e", "#27702b", "#8e44ad", "#a65800", "#00777f", "#6d4c41", "#ad1457"];
