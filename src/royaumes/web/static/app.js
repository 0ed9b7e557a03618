// The router: one HTML shell for every page; the path says which page to draw.
import { LANGS, lang, onLangChange, setLang } from "./i18n.js";
import { h } from "./ui.js";
import { showLobby, showNewTable, showNotFound, showRules } from "./lobby.js";
import { showReplay, showTable } from "./table.js";
import { showGroup, showSheetsHome } from "./sheets.js";

const app = document.getElementById("app");
let current = null; // {stop(): void} of the page shown

function langSwitch() {
  const nav = document.getElementById("langs");
  nav.replaceChildren(...LANGS.map((code) => h("button", {
    type: "button", class: ["lang", code === lang && "on"], lang: code, "aria-pressed": String(code === lang),
    onclick: () => setLang(code),
  }, code.toUpperCase())));
}

/** The page for a path: [drawer, argument]. */
export function route(path) {
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return [showLobby];
  if (parts[0] === "games" && parts[1]) return [showRules, parts[1]];
  if (parts[0] === "new" && parts[1]) return [showNewTable, parts[1]];
  if (parts[0] === "t" && parts[1]) return [showTable, parts[1]];
  if (parts[0] === "replay" && parts[1]) return [showReplay, parts[1]];
  if (parts[0] === "sheets" && parts.length === 1) return [showSheetsHome];
  if (parts[0] === "sheets" && parts[1]) return [showGroup, parts[1]];
  return [showNotFound];
}

async function render() {
  current?.stop?.();
  current = null;
  langSwitch();
  const [draw, arg] = route(location.pathname);
  app.replaceChildren(h("p", { class: "loading" }, "…"));
  current = (await draw(app, arg)) || null;
}

/** Go to a page of this site without reloading. */
export function navigate(path) {
  history.pushState(null, "", path);
  render();
  app.focus({ preventScroll: true });
  window.scrollTo(0, 0);
}

document.addEventListener("click", (event) => {
  const link = event.target.closest?.("a[data-nav]");
  if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  navigate(link.getAttribute("href"));
});
window.addEventListener("popstate", render);
onLangChange(() => {
  langSwitch();
  if (current?.relang) current.relang();
  else render();
});
document.title = "Royaumes";

render();
