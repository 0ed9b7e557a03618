// A game's page module: ./<game_id>.js when it exists, else the generic one.
import generic from "./generic.js";

const cache = new Map();

/** The page module of `gameId`, or the generic module. */
export function loadModule(gameId) {
  if (!cache.has(gameId)) {
    const safe = /^[a-z0-9_]+$/.test(gameId) ? gameId : "generic";
    cache.set(gameId, import(`./${safe}.js`).then((m) => m.default).catch((err) => {
      if (!String(err).includes("Failed to fetch dynamically imported module")) console.error(err);
      return generic;
    }));
  }
  return cache.get(gameId);
}
