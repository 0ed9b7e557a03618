// A game's page module: ./<game_id>.js when it exists, else the generic one.
import { addStrings } from "../i18n.js";
import generic from "./generic.js";

const cache = new Map();

/** The page module of `gameId` (its strings added to i18n), or the generic module. */
export function loadModule(gameId) {
  if (!cache.has(gameId)) {
    const safe = /^[a-z0-9_]+$/.test(gameId) ? gameId : "generic";
    cache.set(gameId, import(`./${safe}.js`).then((m) => m.default).catch((err) => {
      if (!String(err).includes("Failed to fetch dynamically imported module")) console.error(err);
      return generic;
    }).then((module) => {
      if (module.strings) addStrings(module.strings);
      return module;
    }));
  }
  return cache.get(gameId);
}
