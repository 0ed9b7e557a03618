// French and English. The browser's language picks the default; the choice is remembered.
// Game page modules add their own strings with addStrings({fr: {...}, en: {...}}).

const DICT = {
  fr: {
    "site.tagline": "Cinq jeux de cartes « à couronne », selon leurs règles — entre amis ou contre des bots.",
    "lang.name": "Français",
    "lobby.games": "Les jeux",
    "lobby.players": "{min}–{max} joueurs",
    "lobby.players_one": "{min} joueurs",
    "lobby.minutes": "≈ {minutes} min",
    "lobby.play": "Jouer",
    "lobby.rules": "Règles",
    "lobby.my_tables": "Mes tables",
    "lobby.no_tables": "Aucune table en cours. Choisissez un jeu pour en ouvrir une.",
    "lobby.resume": "Reprendre",
    "lobby.forget": "Oublier",
    "lobby.finished": "terminée",
    "lobby.in_progress": "en cours",
    "lobby.seat_of": "place {seat}",
    "lobby.replay": "Revoir",
    "rules.back": "← Tous les jeux",
    "rules.play": "Jouer à ce jeu",
    "new.title": "Nouvelle table : {game}",
    "new.players": "Nombre de joueurs",
    "new.seats": "Places",
    "new.seat": "Place {n}",
    "new.human": "Humain",
    "new.bot": "Bot",
    "new.name": "Nom",
    "new.name_placeholder": "Nom (facultatif)",
    "new.level": "Niveau",
    "new.bot.random": "Facile",
    "new.bot.heuristic": "Normal",
    "new.options": "Options et variantes",
    "new.options_hint": "Les valeurs par défaut suivent les règles ; changez-les pour jouer une variante.",
    "new.default": "par défaut : {value}",
    "new.off": "désactivé",
    "new.on": "oui",
    "new.no": "non",
    "new.clock": "Limites de temps des règles",
    "new.clock_hint": "Quand les règles fixent un temps (Débarquement : 30 s pour choisir), l'horloge l'applique.",
    "new.move_seconds": "Temps par coup (secondes, facultatif)",
    "new.move_seconds_hint": "Passé ce délai, un bot joue le coup à votre place.",
    "new.pace": "Rythme",
    "new.pace_hint": "Multiplie les temps des règles (×0,5 : deux fois plus vite).",
    "new.host": "Écran de l'hôte",
    "new.host_hint": "Un lien de plus, pour un projecteur : la vue publique, avec de quoi clore une phase.",
    "invite.host": "Écran de l'hôte (projecteur) : ",
    "invite.host_open": "Ouvrir l'écran de l'hôte",
    "new.create": "Créer la table",
    "new.creating": "Création…",
    "invite.title": "Table prête",
    "invite.hint": "Chaque lien donne une place : envoyez à chaque ami le sien, et à lui seul.",
    "invite.copy": "Copier",
    "invite.copied": "Copié !",
    "invite.play": "Jouer à la place {n}",
    "invite.qr": "Code QR",
    "invite.spectate": "Lien spectateur : ",
    "invite.watch": "Regarder",
    "table.you": "vous",
    "table.seat": "Joueur {n}",
    "table.bot": "Bot {n} ({level})",
    "table.spectator": "Vous regardez cette table.",
    "table.host_screen": "Écran de l'hôte (vue publique).",
    "table.players": "Joueurs ({n})",
    "table.your_turn": "À vous de jouer",
    "table.waiting_for": "En attente : {who}",
    "table.waiting": "En attente…",
    "table.log": "Journal",
    "table.connecting": "Connexion…",
    "table.reconnecting": "Connexion perdue — reconnexion…",
    "table.connected": "Connecté",
    "table.clock": "{seconds} s",
    "table.clock_title": "Temps qu'il vous reste pour ce coup",
    "table.clock_for": "{who} : {seconds} s",
    "table.clock_host": "{seconds} s",
    "table.phase_ended": "La phase était déjà terminée : rien n'a été changé.",
    "table.clock_host_title": "Temps restant dans cette phase (fixé par les règles)",
    "table.leave": "Quitter (un bot prend ma place)",
    "table.leave_confirm": "Quitter la table ? Un bot jouera votre place jusqu'à la fin.",
    "table.not_found": "Cette table n'existe pas.",
    "table.close": "Fermer",
    "table.version": "coup {n}",
    "table.chance": "le hasard",
    "table.host": "l'horloge",
    "table.table": "la table",
    "end.title": "Partie terminée",
    "end.winner": "Victoire de {names}",
    "end.shared": "Victoire partagée : {names}",
    "end.nobody": "Personne ne gagne.",
    "end.rank": "Rang",
    "end.player": "Joueur",
    "end.points": "Points",
    "end.why": "Détails",
    "end.replay": "Revoir la partie",
    "end.again": "Rejouer",
    "end.home": "Accueil",
    "replay.title": "Revoir : {game}",
    "replay.as": "Vu par",
    "replay.spectator": "spectateur",
    "replay.first": "Début",
    "replay.prev": "Précédent",
    "replay.next": "Suivant",
    "replay.last": "Fin",
    "replay.play": "Lecture",
    "replay.pause": "Pause",
    "replay.step": "Étape {i} / {n}",
    "replay.not_over": "Le replay est disponible à la fin de la partie.",
    "error.network": "Le serveur ne répond pas.",
    "error.bad_link": "Ce lien ne donne pas de place à cette table (jeton incorrect). Vous pouvez la regarder.",
    "error.not_found": "Page introuvable.",
    "error.unknown_game": "Ce jeu n'existe pas ici.",
    "error.refused": "Refusé : {message}",
    "new.move_seconds_min": "Le temps par coup doit être d'au moins 5 secondes.",
    "new.seat_choice": "Joueur {n}",
    "table.left": "Vous avez quitté la table : un bot joue votre place. Vous regardez la partie.",
    "table.to_move": "à jouer",
    "generic.actions": "Vos coups",
    "generic.view": "Ce que vous voyez",
  },
  en: {
    "site.tagline": "Five French “crown” card games, by their rules — with friends or bots.",
    "lang.name": "English",
    "lobby.games": "The games",
    "lobby.players": "{min}–{max} players",
    "lobby.players_one": "{min} players",
    "lobby.minutes": "≈ {minutes} min",
    "lobby.play": "Play",
    "lobby.rules": "Rules",
    "lobby.my_tables": "My tables",
    "lobby.no_tables": "No table in progress. Pick a game to open one.",
    "lobby.resume": "Resume",
    "lobby.forget": "Forget",
    "lobby.finished": "finished",
    "lobby.in_progress": "in progress",
    "lobby.seat_of": "seat {seat}",
    "lobby.replay": "Replay",
    "rules.back": "← All games",
    "rules.play": "Play this game",
    "new.title": "New table: {game}",
    "new.players": "Number of players",
    "new.seats": "Seats",
    "new.seat": "Seat {n}",
    "new.human": "Human",
    "new.bot": "Bot",
    "new.name": "Name",
    "new.name_placeholder": "Name (optional)",
    "new.level": "Level",
    "new.bot.random": "Easy",
    "new.bot.heuristic": "Normal",
    "new.options": "Options and variants",
    "new.options_hint": "The defaults follow the rules; change them to play a variant.",
    "new.default": "default: {value}",
    "new.off": "off",
    "new.on": "yes",
    "new.no": "no",
    "new.clock": "The rules' time limits",
    "new.clock_hint": "Where the rules set a time (Débarquement: 30 s to choose), the clock applies it.",
    "new.move_seconds": "Time per move (seconds, optional)",
    "new.move_seconds_hint": "When it runs out, a bot plays the move for you.",
    "new.pace": "Pace",
    "new.pace_hint": "Multiplies the rules' time limits (×0.5: twice as fast).",
    "new.host": "Host screen",
    "new.host_hint": "One more link, for a projector: the public view, with a button to end a phase.",
    "invite.host": "Host screen (projector): ",
    "invite.host_open": "Open the host screen",
    "new.create": "Create the table",
    "new.creating": "Creating…",
    "invite.title": "Table ready",
    "invite.hint": "Each link gives one seat: send each friend theirs, and only theirs.",
    "invite.copy": "Copy",
    "invite.copied": "Copied!",
    "invite.play": "Play seat {n}",
    "invite.qr": "QR code",
    "invite.spectate": "Spectator link: ",
    "invite.watch": "Watch",
    "table.you": "you",
    "table.seat": "Player {n}",
    "table.bot": "Bot {n} ({level})",
    "table.spectator": "You are watching this table.",
    "table.host_screen": "Host screen (the public view).",
    "table.players": "Players ({n})",
    "table.your_turn": "Your turn",
    "table.waiting_for": "Waiting for {who}",
    "table.waiting": "Waiting…",
    "table.log": "Log",
    "table.connecting": "Connecting…",
    "table.reconnecting": "Connection lost — reconnecting…",
    "table.connected": "Connected",
    "table.clock": "{seconds} s",
    "table.clock_title": "Time left for your move",
    "table.clock_for": "{who}: {seconds} s",
    "table.clock_host": "{seconds} s",
    "table.phase_ended": "The phase had already ended: nothing was changed.",
    "table.clock_host_title": "Time left in this phase (set by the rules)",
    "table.leave": "Leave (a bot takes my seat)",
    "table.leave_confirm": "Leave the table? A bot will play your seat to the end.",
    "table.not_found": "This table does not exist.",
    "table.close": "Close",
    "table.version": "move {n}",
    "table.chance": "chance",
    "table.host": "the clock",
    "table.table": "the table",
    "end.title": "Game over",
    "end.winner": "{names} won",
    "end.shared": "Shared victory: {names}",
    "end.nobody": "Nobody wins.",
    "end.rank": "Rank",
    "end.player": "Player",
    "end.points": "Points",
    "end.why": "Details",
    "end.replay": "Replay the game",
    "end.again": "Play again",
    "end.home": "Home",
    "replay.title": "Replay: {game}",
    "replay.as": "Seen by",
    "replay.spectator": "spectator",
    "replay.first": "Start",
    "replay.prev": "Previous",
    "replay.next": "Next",
    "replay.last": "End",
    "replay.play": "Play",
    "replay.pause": "Pause",
    "replay.step": "Step {i} / {n}",
    "replay.not_over": "The replay is available when the game is over.",
    "error.network": "The server does not answer.",
    "error.bad_link": "This link gives no seat at this table (wrong token). You can watch it.",
    "error.not_found": "Page not found.",
    "error.unknown_game": "There is no such game here.",
    "error.refused": "Refused: {message}",
    "new.move_seconds_min": "The time per move must be at least 5 seconds.",
    "new.seat_choice": "Player {n}",
    "table.left": "You left the table: a bot plays your seat. You are watching the game.",
    "table.to_move": "to move",
    "generic.actions": "Your moves",
    "generic.view": "What you see",
  },
};

export const LANGS = ["fr", "en"];

function initial() {
  const saved = globalThis.localStorage?.getItem("royaumes.lang");
  if (LANGS.includes(saved)) return saved;
  const asked = (navigator.languages || [navigator.language || "fr"]).map((l) => l.slice(0, 2));
  return asked.find((l) => LANGS.includes(l)) || "fr";
}

export let lang = initial();
document.documentElement.lang = lang;

const listeners = new Set();

/** Switch the language (remembered), then tell every listener. */
export function setLang(code) {
  if (!LANGS.includes(code) || code === lang) return;
  lang = code;
  localStorage.setItem("royaumes.lang", code);
  document.documentElement.lang = code;
  for (const fn of listeners) fn(code);
}

export function onLangChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Add strings: {fr: {key: text}, en: {key: text}} (a game module's own). */
export function addStrings(dicts) {
  for (const code of LANGS) Object.assign(DICT[code], dicts[code] || {});
}

/** The message `key` in the current language, with {name} placeholders filled. */
export function t(key, vars = {}) {
  const text = DICT[lang][key] ?? DICT.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

/** Pick the text of the current language from {fr, en} (or a plain string). */
export function pick(texts) {
  if (texts == null || typeof texts === "string") return texts ?? "";
  return texts[lang] ?? texts.en ?? texts.fr ?? "";
}

/** A bot's level as people read it ("Normal", "Facile"), or its registry name. */
export function botLevel(name) {
  const key = `new.bot.${name}`;
  return t(key) === key ? name : t(key);
}

/** The name a person gave, or null when the server only filled in its "P3" default. */
export function givenName(name) {
  return name && !/^P\d+$/.test(name) ? name : null;
}
