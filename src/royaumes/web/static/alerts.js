// "It's your turn" alerts, for a person looking at another tab, another window or their
// phone's home screen: the tab's title and icon, a short beep, a vibration, and a system
// notification while the page is hidden. The table frame creates them for a seat's page,
// calls update() after each redraw and stop() when the page goes; controls() is the small
// menu where each alert is turned on or off (remembered in localStorage).
//
//   const alerts = createAlerts({ title: "Les 4 Royaumes" });
//   page.append(alerts.controls());
//   alerts.update({ myTurn: true, over: false, busy: false, label: "À vous de jouer" });
//   alerts.stop();
//
// The attention-seeking alerts (sound, vibration, notification) fire once, on the
// transition to the person's turn; the title and the icon stay as long as the turn lasts.
// The notification permission is asked for only when the person ticks its box.
import { lang, t } from "./i18n.js";
import { h, s as svg } from "./ui.js";

// Its words are the catalogue's (royaumes/locales/*/web.ftl).

/** Where the choices are remembered. */
export const STORAGE_KEY = "royaumes.alerts";

/** The choices of a person who has chosen nothing yet. */
export const DEFAULTS = Object.freeze({ title: true, favicon: true, sound: false, vibrate: true, notify: false });

const KINDS = ["title", "favicon", "sound", "vibrate", "notify"];

/** The crown of the site's icon with a red dot: "something waits for you". */
const DOT_ICON = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>"
  + "<path d='M4 24 L6 10 L12 16 L16 6 L20 16 L26 10 L28 24 Z' fill='#c9a227'/>"
  + "<circle cx='24' cy='9' r='7.5' fill='#d93025' stroke='#fff' stroke-width='2'/></svg>")}`;

function loadPrefs() {
  try {
    const saved = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) || "{}");
    const prefs = { ...DEFAULTS };
    for (const kind of KINDS) if (typeof saved?.[kind] === "boolean") prefs[kind] = saved[kind];
    return prefs;
  } catch {
    return { ...DEFAULTS };
  }
}

function savePrefs(prefs) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(prefs));
  } catch { /* private browsing: the choice lasts as long as the page */ }
}

const notifications = () => ("Notification" in globalThis ? globalThis.Notification : null);

function bellIcon() {
  return svg("svg", { viewBox: "0 0 24 24", width: "1.25em", height: "1.25em", class: "alerts-bell", "aria-hidden": "true", focusable: "false" },
    svg("path", { d: "M12 3a6 6 0 0 0-6 6v3.6L4.3 16h15.4L18 12.6V9a6 6 0 0 0-6-6Z", fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linejoin": "round" }),
    svg("path", { d: "M9.8 19a2.3 2.3 0 0 0 4.4 0", fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round" }));
}

/**
 * The alerts of one seat's page.
 *
 * title: the game's name, for the tab title and the notification.
 * Returns { update({myTurn, over, busy, label}), controls(), stop(), prefs() }.
 */
export function createAlerts({ title = "" } = {}) {
  const prefs = loadPrefs();
  let active = false; // the alerts are on: it is this person's turn
  let started = false; // update() has been called once
  let shownTitle = null; // the title we set, and the one it replaced
  let savedTitle = null;
  let iconLink = null; // the <link rel=icon> we changed, its old href, and whether we made it
  let savedIcon = null;
  let madeIcon = false;
  let notice = null;
  let audio = null;
  let label = "";
  let drawnLang = lang;
  let details = null;

  // --- the tab's title and icon -------------------------------------------------------
  const turnTitle = () => `● ${t("alerts.your_turn")} — ${title} — Royaumes`;

  function setTitle(on) {
    if (on) {
      if (shownTitle === null) savedTitle = document.title;
      shownTitle = turnTitle();
      document.title = shownTitle;
    } else if (shownTitle !== null) {
      // Put back the old title, unless the page has since set one of its own.
      if (document.title === shownTitle) document.title = savedTitle;
      shownTitle = null;
    }
  }

  function setIcon(on) {
    if (on) {
      if (iconLink) return;
      iconLink = document.querySelector("link[rel~='icon']");
      madeIcon = !iconLink;
      if (madeIcon) iconLink = document.head.appendChild(h("link", { rel: "icon", type: "image/svg+xml" }));
      savedIcon = iconLink.getAttribute("href");
      iconLink.setAttribute("href", DOT_ICON);
    } else if (iconLink) {
      if (madeIcon) iconLink.remove();
      else if (savedIcon === null) iconLink.removeAttribute("href");
      else iconLink.setAttribute("href", savedIcon);
      iconLink = null;
    }
  }

  // --- a beep (WebAudio, no file) -------------------------------------------------------
  /** The audio context, made (and resumed) only when a user gesture allows it. */
  function unlockAudio() {
    const Context = globalThis.AudioContext || globalThis.webkitAudioContext;
    if (!Context) return null;
    try {
      audio ||= new Context();
      if (audio.state === "suspended") audio.resume().catch(() => {});
    } catch { audio = null; }
    return audio;
  }

  function beep() {
    if (!audio || audio.state !== "running") return; // no gesture yet: the browser would refuse
    const now = audio.currentTime;
    for (const [at, freq] of [[0, 660], [0.16, 880]]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = "sine";
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + at);
      gain.gain.exponentialRampToValueAtTime(0.12, now + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + at + 0.14);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + at);
      osc.stop(now + at + 0.15);
    }
  }

  // Browsers start sound only after a gesture: the first tap or key on the page unlocks it.
  const onGesture = () => {
    if (prefs.sound) unlockAudio();
    if (audio?.state === "running" || !prefs.sound) {
      document.removeEventListener("pointerdown", onGesture, true);
      document.removeEventListener("keydown", onGesture, true);
    }
  };
  document.addEventListener("pointerdown", onGesture, true);
  document.addEventListener("keydown", onGesture, true);

  // --- vibration ------------------------------------------------------------------------
  function vibrate() {
    if (typeof navigator.vibrate !== "function") return;
    // Without a tap on the page first, browsers refuse (and say so in the console).
    if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
    try { navigator.vibrate([120, 80, 120]); } catch { /* not on this device */ }
  }

  // --- notification while the page is hidden ---------------------------------------------
  function notify() {
    const N = notifications();
    if (!N || N.permission !== "granted" || !document.hidden) return;
    try {
      notice?.close();
      notice = new N(t("alerts.notify_title"), { body: label ? `${title} — ${label}` : title, tag: `royaumes-turn-${location.pathname}`, renotify: true });
      notice.onclick = () => {
        window.focus();
        notice?.close();
      };
    } catch {
      notice = null; // Chrome on Android only notifies from a service worker
    }
  }

  function closeNotice() {
    notice?.close();
    notice = null;
  }

  const onVisible = () => { if (!document.hidden) closeNotice(); };
  document.addEventListener("visibilitychange", onVisible);

  // --- the state --------------------------------------------------------------------------
  /** Show (or clear) what lasts as long as the turn: the title and the icon. */
  function applyLasting() {
    setTitle(active && prefs.title);
    setIcon(active && prefs.favicon);
  }

  function fire() {
    if (prefs.sound) beep();
    if (prefs.vibrate) vibrate();
    if (prefs.notify) notify();
  }

  /**
   * Called after each redraw. myTurn: this person may act now; over: the game has ended;
   * busy: an action of theirs is on its way (nothing changes until the server answers);
   * label: a few words for the notification ("À vous de jouer"...).
   */
  function update({ myTurn = false, over = false, busy = false, label: text = "" } = {}) {
    if (text) label = text;
    if (lang !== drawnLang) relabel();
    if (busy && started) return;
    started = true;
    const now = Boolean(myTurn) && !over;
    if (now && !active) {
      active = true;
      applyLasting();
      fire();
    } else if (!now && active) {
      active = false;
      applyLasting();
      closeNotice();
    } else if (active && shownTitle !== null && document.title === shownTitle) {
      setTitle(prefs.title); // the language may have changed
    }
  }

  // --- the menu ---------------------------------------------------------------------------
  const boxes = {};
  const texts = {};
  const note = h("p", { class: "alerts-note", role: "status", hidden: true });

  function say(key) {
    note.textContent = key ? t(key) : "";
    note.dataset.key = key || "";
    note.hidden = !key;
  }

  async function askNotifications(box) {
    const N = notifications();
    if (!N) { box.checked = false; say("alerts.notify_unsupported"); return; }
    let answer = N.permission;
    if (answer === "default") {
      try {
        // Old Safari takes a callback instead of returning a promise.
        answer = await new Promise((resolve) => {
          const asked = N.requestPermission(resolve);
          if (asked && typeof asked.then === "function") asked.then(resolve, () => resolve("denied"));
        });
      } catch { answer = "denied"; }
    }
    if (answer === "granted") {
      prefs.notify = true;
      say(null);
    } else {
      prefs.notify = false;
      box.checked = false;
      say("alerts.notify_denied");
    }
    savePrefs(prefs);
  }

  function onChange(kind, box) {
    say(null);
    if (kind === "notify" && box.checked) { askNotifications(box); return; }
    prefs[kind] = box.checked;
    savePrefs(prefs);
    if (kind === "sound" && box.checked && unlockAudio()) {
      // The tick is a gesture: sound is allowed now; play it so the person hears it.
      const play = () => beep();
      if (audio.state === "running") play();
      else audio.resume().then(play, () => {});
    }
    applyLasting();
  }

  function item(kind) {
    const N = notifications();
    const checked = kind === "notify" ? prefs.notify && N?.permission === "granted" : prefs[kind];
    const box = h("input", { type: "checkbox", name: `alerts-${kind}`, "data-alert": kind, checked: Boolean(checked),
      onchange: () => onChange(kind, box) });
    boxes[kind] = box;
    texts[kind] = h("span", null, t(`alerts.${kind}`));
    const hidden = (kind === "vibrate" && typeof navigator.vibrate !== "function") || (kind === "notify" && !N);
    return h("label", { class: "alerts-option", hidden }, box, texts[kind]);
  }

  let summaryText = null;
  let when = null;
  function relabel() {
    drawnLang = lang;
    if (!details) return;
    summaryText.textContent = t("alerts.menu");
    details.querySelector("summary").title = t("alerts.menu_title");
    when.textContent = t("alerts.when");
    for (const kind of KINDS) texts[kind].textContent = t(`alerts.${kind}`);
    if (note.dataset.key) say(note.dataset.key);
  }

  // A click elsewhere, or Escape, folds the menu away.
  const onOutside = (event) => {
    if (details?.open && !details.contains(event.target)) details.open = false;
  };
  const onKey = (event) => {
    if (event.key === "Escape" && details?.open) {
      details.open = false;
      details.querySelector("summary").focus();
    }
  };
  document.addEventListener("click", onOutside);

  /** The menu: a <details> with a bell, one checkbox per alert. */
  function controls() {
    if (details) return details;
    summaryText = h("span", { class: "alerts-label" }, t("alerts.menu"));
    when = h("p", { class: "alerts-when" }, t("alerts.when"));
    details = h("details", { class: "alerts", onkeydown: onKey },
      h("summary", { class: "alerts-toggle", title: t("alerts.menu_title") }, bellIcon(), summaryText),
      h("div", { class: "alerts-panel" }, when, KINDS.map(item), note));
    return details;
  }

  /** Put back the title and the icon, and let go of everything. */
  function stop() {
    active = false;
    applyLasting();
    closeNotice();
    document.removeEventListener("pointerdown", onGesture, true);
    document.removeEventListener("keydown", onGesture, true);
    document.removeEventListener("visibilitychange", onVisible);
    document.removeEventListener("click", onOutside);
    audio?.close?.().catch?.(() => {});
    audio = null;
  }

  return { update, controls, stop, prefs: () => ({ ...prefs }) };
}
