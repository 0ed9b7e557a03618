// The table chat of the turn-based games: short messages and a few emotes, stored with the
// table (the server keeps them, limits their length and rate, and sends them to every
// connection as "notes"), shown as text, never as HTML. A person may mute other seats; the
// choice is remembered for this table on this device. The replay shows the chat read-only.
import { t } from "./i18n.js";
import { h } from "./ui.js";

// Its words are the catalogue's (royaumes/locales/*/web.ftl).

/** The emotes offered as one-tap messages. */
export const EMOTES = ["👍", "👏", "😄", "😮", "😢", "🤔", "🙏", "⏳"];

/** The longest message the server keeps (characters). */
const MAX_CHARS = 200;

function mutedKey(tableId) {
  return `royaumes.muted.${tableId}`;
}

function loadMuted(tableId) {
  try {
    return new Set(JSON.parse(localStorage.getItem(mutedKey(tableId)) || "[]").filter(Number.isInteger));
  } catch {
    return new Set();
  }
}

/**
 * The chat panel of one table page.
 *
 * @param {object} options
 * @param {string} options.tableId
 * @param {(seat: number) => string} options.name  a seat's display name
 * @param {((text: string) => boolean) | null} options.send  sends a message (null: read-only, a spectator or a replay)
 * @param {() => number | null} options.me  this page's seat (its own messages are not counted as unread)
 * @returns {{node: HTMLElement, update(notes: object[]): void, relang(): void}}
 */
export function createChat({ tableId, name, send, me }) {
  const muted = loadMuted(tableId);
  let notes = [];
  let seen = 0;
  const list = h("ol", { class: "chat-list", "aria-live": "polite" });
  const badge = h("span", { class: "chat-unread", hidden: true });
  const heading = h("span", null, t("chat.title"));
  const mutedLine = h("p", { class: "chat-muted" });
  const input = h("input", { type: "text", class: "chat-input", maxlength: MAX_CHARS, autocomplete: "off",
    enterkeyhint: "send", "aria-label": t("chat.placeholder"), placeholder: t("chat.placeholder") });
  const sendButton = h("button", { type: "submit", class: "button" }, t("chat.send"));
  const emotes = h("div", { class: "chat-emotes" }, EMOTES.map((emote) => h("button", {
    type: "button", class: "button subtle emote", "aria-label": t("chat.emote", { emote }),
    onclick: () => send && send(emote) }, emote)));
  const form = send ? h("form", { class: "chat-form", onsubmit: (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (text && send(text)) input.value = "";
  } }, input, sendButton) : h("p", { class: "chat-readonly" }, t("chat.read_only"));
  const box = h("details", { class: "chat", open: window.innerWidth >= 720 },
    h("summary", null, heading, " ", badge), list, mutedLine, send ? emotes : null, form);
  box.addEventListener("toggle", () => { if (box.open) { seen = chatNotes().length; draw(); } });

  const chatNotes = () => notes.filter((n) => n.kind === "chat");

  function toggleMute(seat) {
    if (muted.has(seat)) muted.delete(seat); else muted.add(seat);
    localStorage.setItem(mutedKey(tableId), JSON.stringify([...muted]));
    draw();
  }

  function draw() {
    const messages = chatNotes();
    const mine = me();
    const shown = messages.filter((n) => !muted.has(n.seat));
    list.replaceChildren(...(shown.length ? shown.map((n) => h("li", { class: ["chat-line", n.seat === mine && "mine"] },
      h("span", { class: "who" }, name(n.seat)),
      n.seat !== mine ? h("button", { type: "button", class: "mute", title: t("chat.mute_title", { who: name(n.seat) }),
        "aria-label": t("chat.mute_title", { who: name(n.seat) }), onclick: () => toggleMute(n.seat) }, t("chat.mute")) : null,
      // Text, never HTML: a message is shown exactly as typed.
      h("span", { class: "text" }, n.text)))
      : [h("li", { class: "chat-empty" }, t("chat.empty"))]));
    const hidden = [...muted];
    mutedLine.hidden = !hidden.length;
    mutedLine.replaceChildren(...(hidden.length ? [t("chat.muted", { who: hidden.map(name).join(", ") }), " ",
      ...hidden.map((seat) => h("button", { type: "button", class: "button subtle", onclick: () => toggleMute(seat) },
        `${t("chat.unmute")} ${name(seat)}`))] : []));
    if (box.open) seen = messages.length;
    const unread = messages.slice(seen).filter((n) => n.seat !== mine && !muted.has(n.seat)).length;
    badge.hidden = unread === 0;
    badge.textContent = t("chat.unread", { n: unread });
    list.scrollTop = list.scrollHeight;
  }

  return {
    node: box,
    update(all) { notes = all; draw(); },
    relang() {
      heading.textContent = t("chat.title");
      input.placeholder = t("chat.placeholder");
      sendButton.textContent = t("chat.send");
      draw();
    },
  };
}
