// French and English, from the one Fluent catalogue the server serves (/api/i18n/{lang},
// the files of royaumes/locales): the pages and the terminal format the same messages,
// plurals and agreement included. The browser's language picks the default; the choice is
// remembered.
import { FluentBundle, FluentResource, FluentNumber } from "./vendor/fluent-bundle/index.js";

export const LANGS = ["fr", "en"];

function initial() {
  const saved = globalThis.localStorage?.getItem("royaumes.lang");
  if (LANGS.includes(saved)) return saved;
  const asked = (navigator.languages || [navigator.language || "fr"]).map((l) => l.slice(0, 2));
  return asked.find((l) => LANGS.includes(l)) || "fr";
}

const bundles = new Map();

/** The catalogue of `code` (fetched once); a failed fetch leaves keys showing. */
async function loadBundle(code) {
  if (!bundles.has(code)) {
    const bundle = new FluentBundle(code, { useIsolating: false });
    try {
      const response = await fetch(`/api/i18n/${code}`);
      if (response.ok) bundle.addResource(new FluentResource(await response.text()));
    } catch (err) {
      console.error(err);
    }
    bundles.set(code, bundle);
  }
  return bundles.get(code);
}

export let lang = initial();
document.documentElement.lang = lang;
await loadBundle(lang);

const listeners = new Set();

/** Switch the language (remembered), then tell every listener. */
export async function setLang(code) {
  if (!LANGS.includes(code) || code === lang) return;
  await loadBundle(code);
  lang = code;
  localStorage.setItem("royaumes.lang", code);
  document.documentElement.lang = code;
  for (const fn of listeners) fn(code);
}

export function onLangChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** A catalogue key's Fluent identifier ("deb.colour.red+blue" -> "deb-colour-red--blue"),
 * as royaumes.i18n.fluent_id writes it. */
export function fluentId(key) {
  return key.replaceAll("+", "--").replaceAll(".", "-");
}

/** The message `key` in the current language, formatted with `vars` (numbers select
 * plurals); the key itself when no catalogue has it. */
export function t(key, vars = {}) {
  const bundle = bundles.get(lang);
  const message = bundle?.getMessage(fluentId(key));
  if (!message?.value) return key;
  const args = {};
  for (const [name, value] of Object.entries(vars)) {
    // Integers as Python prints them (no grouping), still numbers for plural rules.
    args[name] = Number.isInteger(value) ? new FluentNumber(value, { useGrouping: false }) : value;
  }
  // A missing variable shows as {$name} (as in Python) instead of throwing mid-draw.
  const errors = [];
  const text = bundle.formatPattern(message.value, args, errors);
  if (errors.length) console.debug(key, errors.map(String));
  return text;
}

const MARK = "\u2063";

/**
 * What a narrated event says (its `message`: {key, params}, royaumes.events.Message), as
 * parts to show: text, and what `draw(kind, value, name)` gives for a card or cards (a
 * node, or text); a seat (or actor) param is `name(seatOrActor)`, seats their names joined
 * by commas, catalogue words ("says") those messages joined by commas. null for a silent
 * message (empty key).
 */
export function formatMessage(message, { name, draw } = {}) {
  if (!message || !message.key) return null;
  const vars = {};
  const drawn = [];
  for (const [key, value] of Object.entries(message.params || {})) {
    if (value && typeof value === "object" && "ref" in value) {
      if (value.ref === "seat") {
        vars[key] = name ? name(value.value) : String(value.value);
        continue;
      }
      if (value.ref === "seats") {
        vars[key] = value.value.map((who) => (name ? name(who) : String(who))).join(", ");
        continue;
      }
      if (value.ref === "says") {
        // Catalogue words (a list of reasons): each message in this language, by commas.
        vars[key] = value.value.map(([k, args]) => t(k, Object.fromEntries(args))).join(", ");
        continue;
      }
      const piece = draw ? draw(value.ref, value.value, name) : null;
      if (piece == null || typeof piece === "string") {
        vars[key] = piece ?? (Array.isArray(value.value) ? value.value.join(" ") : String(value.value));
      } else {
        vars[key] = `${MARK}${drawn.length}${MARK}`;
        drawn.push(piece);
      }
    } else {
      vars[key] = value;
    }
  }
  const text = t(message.key, vars);
  if (!drawn.length) return [text];
  return text.split(MARK).map((part, i) => (i % 2 ? drawn[Number(part)] : part)).filter((p) => p !== "");
}

/** Whether the catalogue has `key`. */
export function hasKey(key) {
  return Boolean(bundles.get(lang)?.hasMessage(fluentId(key)));
}

/** Pick the text of the current language from {fr, en} (or a plain string). */
export function pick(texts) {
  if (texts == null || typeof texts === "string") return texts ?? "";
  return texts[lang] ?? texts.en ?? texts.fr ?? "";
}

/** A bot's level as people read it ("Normal", "Facile"), or its registry name. */
export function botLevel(name) {
  const key = `new.bot.${name}`;
  return hasKey(key) ? t(key) : name;
}

/** The name a person gave, or null when the server only filled in its "P3" default. */
export function givenName(name) {
  return name && !/^P\d+$/.test(name) ? name : null;
}
