"""The user-facing messages of the command line and the terminal renderers, in French and English.

One dict of messages per language, looked up by key with :func:`t`. Keys are
dotted and grouped by who uses them (``cli.``, ``play.``, ``sim.``, and one
prefix per game renderer: ``qr.`` for Les 4 Royaumes, ``rdn.`` for Le Roi des
Nains). Both languages hold the same keys (a test checks it). Messages are
``str.format`` templates: ``t("play.saved", "en", path="r.json")``.

>>> t("cli.error", "fr", message="boom")
'Erreur : boom'
>>> default_lang(None, {"LANG": "fr_FR.UTF-8"})
'fr'
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Final

__all__ = ["LANGS", "MESSAGES", "default_lang", "t"]

LANGS: Final = ("en", "fr")
"""The supported languages."""

_EN: Final[dict[str, str]] = {
    # command line
    "cli.error": "Error: {message}",
    "cli.bad_lang": "unknown language {code!r}; use fr or en",
    "cli.bad_option": "bad --option {text!r}: expected key=value",
    "cli.games.title": "Royaumes games",
    "cli.games.id": "id",
    "cli.games.game": "game",
    "cli.games.players": "players",
    "cli.games.summary": "summary",
    "cli.bad_seat": "seat {seat} is not a seat of a {players}-player table (0 to {last})",
    "cli.bad_bots": "--bots gives {given} names; give one name, or {wanted} (one per {what})",
    "cli.seat_word": "other seat",
    "cli.seat_word_all": "seat",
    "cli.no_heuristic": "No heuristic bot for {game} yet: the bots play at random.",
    "cli.replay_with": "Replay it with: royaumes replay {path}",
    "cli.seed": "seed {seed}",
    "cli.file_error": "cannot read {path!r}: {reason}",
    # rules
    "rules.options": "Options",
    "rules.default": "default",
    "rules.also": "also",
    "rules.none": "No rules summary is written for {game} yet.",
    "rules.int_from": "an integer ≥ {low}",
    "rules.int_between": "an integer from {low} to {high}",
    # play
    "play.welcome": "{title} · {players} players · seed {seed}",
    "play.you": "you",
    "play.prompt": "Your move (1-{k}, or q to quit): ",
    "play.prompt_one": "Your move (1, or q to quit): ",
    "play.bad_number": "{text!r}: choose a number from 1 to {k}",
    "play.not_legal": "{text!r} is not one of your moves now",
    "play.not_understood": "{text!r} is not understood: type a number from 1 to {k}, an action "
    "such as {example!r}, or q",
    "play.your_moves": "Your moves",
    "play.quit": "Game stopped.",
    "play.saved": "Record saved to {path}",
    "play.interrupted": "Interrupted.",
    "play.press_enter": "(press Enter to continue)",
    # generic renderer
    "ui.view": "View of {who}",
    "ui.spectator": "spectator",
    "ui.recent": "Recent events",
    "ui.game_over": "Game over",
    "ui.final": "Final result",
    "ui.rank": "rank",
    "ui.seat": "seat",
    "ui.who": "player",
    "ui.points": "points",
    "ui.winner": "winner",
    "ui.winners": "Winner: {names}",
    "ui.shared": "Shared victory: {names}",
    "ui.nobody": "No seat wins.",
    "ui.step": "step {n}",
    # replay
    "replay.header": "Replay of {game} v{version} · {players} players · seed {seed}",
    "replay.seats": "Seats: {seats}",
    "replay.perspective_full": "Everything shown (all hidden information revealed)",
    "replay.perspective_seat": "As seen by {seat}",
    "replay.perspective_spectator": "As seen by a spectator",
    "replay.unfinished": "The record ends before the game does ({steps} steps).",
    "replay.prompt": "Enter: next step, q: stop ",
    # simulate
    "sim.running": "Playing {n} matches",
    "sim.seats_title": "{game} · {n} matches · {players} players · seed {seed}",
    "sim.bots_title": "Per bot (all its seats together)",
    "sim.seat": "seat",
    "sim.bot": "bot",
    "sim.seats": "seats",
    "sim.wins": "wins",
    "sim.games": "games",
    "sim.win_rate": "win rate",
    "sim.ci": "95% CI (Wilson)",
    "sim.mean_points": "mean pts",
    "sim.caption": "A shared victory counts as a win for each winner.",
    "sim.length": "Mean game length: {actions:.1f} actions ({decisions:.1f} seat decisions), "
    "{seconds:.2f} s in all",
    "sim.json_saved": "Summary written to {path}",
    # bench
    "bench.result": "{game}, {players} players, one core: {aps:,.0f} actions/s, {gps:,.1f} games/s",
    "bench.detail": "{games} games and {actions} actions in {seconds:.2f} s (seed {seed})",
    # Les 4 Royaumes renderer
    "qr.title": "{title} · round {round} · trick {trick}",
    "qr.title_over": "{title} · game over",
    "qr.pile": "mission pile: {n}",
    "qr.place": "place",
    "qr.who": "player",
    "qr.pair": "ranks",
    "qr.tricks": "tricks",
    "qr.visible": "visible",
    "qr.mission": "mission",
    "qr.kept": "kept",
    "qr.score": "score",
    "qr.automaton": "automaton",
    "qr.row": "V's row (order of play): ",
    "qr.hand": "Your hand: ",
    "qr.your_mission": "Your mission: ",
    "qr.mission_hint": "  your last trick won led in {mine}: +2 · {partner}: 0 · "
    "{others} or no trick: −1",
    "qr.trick_lead": "Trick {trick}: {who} to lead",
    "qr.trick": "Trick {trick}, led in {suit}: ",
    "qr.held_by": "  held by {who}",
    "qr.last_trick": "Last trick: ",
    "qr.won_by": "  won by {who}",
    "qr.leads": "leads",
    "qr.holds": "takes hold",
    "qr.follows": "follows suit",
    "qr.renounces": "renounces",
    "qr.renounces_hidden": "renounces, face down",
    "qr.wins_trick": "→ {who} wins trick {trick}",
    "qr.dealt": "Missions dealt: ",
    "qr.dealt_round": "Round {round} · missions dealt: ",
    "qr.row_laid": "V's row: ",
    "qr.first_leader": "{who} leads first",
    "qr.pairs": "Rank pairs: ",
    "qr.reveal": "Round {round}: reveal",
    "qr.scoring_card": "scoring card",
    "qr.points": "points",
    "qr.total": "total",
    "qr.no_trick": "no trick",
    "qr.back_to_pile": "back to the pile",
    "qr.kept_up": "kept face up",
    "qr.kept_down": "kept face down",
    "qr.lead_hint": "lead",
    "qr.hold_hint": "take hold",
    "qr.follow_hint": "follow suit",
    "qr.renounce_hint": "renounce",
    "qr.virtual_cannot_win": "V (not ranked)",
    "qr.virtual_wins": "V wins: both players lose.",
    "qr.final_caption": "tricks: won in the last round (first tie-break)",
    "qr.suit.S": "spades ♠",
    "qr.suit.C": "clubs ♣",
    "qr.suit.H": "hearts ♥",
    "qr.suit.D": "diamonds ♦",
    # Le Roi des Nains renderer
    "rdn.suit.B": "blue",
    "rdn.suit.G": "green",
    "rdn.suit.R": "red",
    "rdn.suit.M": "Magic",
    "rdn.colon": ": ",
    "rdn.title": "{title} · deal {deal}/{deals} · trick {trick}/{tricks}",
    "rdn.title_deal": "{title} · deal {deal}/{deals}",
    "rdn.title_over": "{title} · game over",
    "rdn.quest": "Quest: ",
    "rdn.special": "Special card: ",
    "rdn.choose_quest": "You hold the blue 5: choose which face of tile {tile} scores this deal.",
    "rdn.last_won": "Your last trick won (trick {trick}): ",
    "rdn.druid_prompt": "Druid: choose whose hand you take (they get yours).",
    "rdn.banner_prompt": "Standard Bearer: choose which way everyone passes their hand.",
    "rdn.spy_prompt": "Goblin Ninja: choose whose hand you look at.",
    "rdn.your_hand": "Your hand:",
    "rdn.player": "player",
    "rdn.cards": "cards",
    "rdn.tricks": "tricks won",
    "rdn.special_points": "special",
    "rdn.total": "total",
    "rdn.dealer_mark": "(dealer)",
    "rdn.blue5_mark": "(blue 5)",
    "rdn.to_lead": "Trick {trick}: {who} to lead",
    "rdn.trick_led": "Trick {trick}, led {suit}: ",
    "rdn.trick_no_suit": "Trick {trick}, no suit led yet: ",
    "rdn.names": "names {suit}",
    "rdn.no_suit": "(no suit)",
    "rdn.naming": "naming {suit} as trump",
    "rdn.swap_none": "keep your hand",
    "rdn.swap_with": "swap hands with {who}",
    "rdn.banner_left": "left: you pass your hand to {to}, and get {frm}'s",
    "rdn.banner_right": "right: you pass your hand to {to}, and get {frm}'s",
    "rdn.spy_on": "look at the hand of {who} (total {total})",
    "rdn.dealt": "Cards dealt: {n} each.",
    "rdn.hand_of": "Hand of {who}:",
    "rdn.deal_rule": "Deal {deal}",
    "rdn.first_dealer": "{who} deals first.",
    "rdn.tile": "Quest tile on top of the stack: {tile}",
    "rdn.void": "has no {suit}",
    "rdn.leads": "leads",
    "rdn.chooses": "{who} chooses the Quest ",
    "rdn.keeps_hand": "{who} keeps their hand.",
    "rdn.swaps": "{who} swaps hands with {other} (Druid).",
    "rdn.passes_left": "{who} sends every hand to the left (Standard Bearer).",
    "rdn.passes_right": "{who} sends every hand to the right (Standard Bearer).",
    "rdn.spies": "{who} looks at the hand of {other} (Goblin Ninja).",
    "rdn.you": "you",
    "rdn.shows_blue5": "{who} shows the blue 5 and draws the Quest tile.",
    "rdn.shows_red5": "{who} shows the red 5 and leads the first trick.",
    "rdn.wins_trick": "→ {who} wins trick {trick}",
    "rdn.troll_note": "(handed over by the Troll)",
    "rdn.points": "{who} {points} ({card})",
    "rdn.receives": "Hand received by {who}, from {frm}:",
    "rdn.hand_seen": "Hand of {who}:",
    "rdn.tie": "Tied at the top: {names}. One more deal.",
    "rdn.deal_scores": "Deal {deal} · {face} · {special}",
    "rdn.quest_points": "Quest",
    "rdn.deal_points": "deal",
    "rdn.deal_short": "D{deal}",
}

_FR: Final[dict[str, str]] = {
    # command line
    "cli.error": "Erreur : {message}",
    "cli.bad_lang": "langue inconnue {code!r} ; choisissez fr ou en",
    "cli.bad_option": "--option {text!r} invalide : il faut clé=valeur",
    "cli.games.title": "Les jeux de Royaumes",
    "cli.games.id": "id",
    "cli.games.game": "jeu",
    "cli.games.players": "joueurs",
    "cli.games.summary": "en bref",
    "cli.bad_seat": "la place {seat} n'existe pas à une table de {players} joueurs (0 à {last})",
    "cli.bad_bots": "--bots donne {given} noms ; donnez un nom, ou {wanted} (un par {what})",
    "cli.seat_word": "autre place",
    "cli.seat_word_all": "place",
    "cli.no_heuristic": "Pas encore de bot heuristique pour {game} : les bots jouent au hasard.",
    "cli.replay_with": "Pour la revoir : royaumes replay {path}",
    "cli.seed": "graine {seed}",
    "cli.file_error": "impossible de lire {path!r} : {reason}",
    # rules
    "rules.options": "Options",
    "rules.default": "par défaut",
    "rules.also": "autres valeurs",
    "rules.none": "Pas encore de résumé des règles pour {game}.",
    "rules.int_from": "un entier ≥ {low}",
    "rules.int_between": "un entier de {low} à {high}",
    # play
    "play.welcome": "{title} · {players} joueurs · graine {seed}",
    "play.you": "vous",
    "play.prompt": "Votre coup (1-{k}, ou q pour quitter) : ",
    "play.prompt_one": "Votre coup (1, ou q pour quitter) : ",
    "play.bad_number": "{text!r} : choisissez un nombre de 1 à {k}",
    "play.not_legal": "{text!r} n'est pas un de vos coups possibles maintenant",
    "play.not_understood": "{text!r} n'est pas compris : tapez un nombre de 1 à {k}, une action "
    "comme {example!r}, ou q",
    "play.your_moves": "Vos coups",
    "play.quit": "Partie arrêtée.",
    "play.saved": "Partie enregistrée dans {path}",
    "play.interrupted": "Interrompu.",
    "play.press_enter": "(Entrée pour continuer)",
    # generic renderer
    "ui.view": "Ce que voit {who}",
    "ui.spectator": "un spectateur",
    "ui.recent": "Derniers événements",
    "ui.game_over": "Fin de la partie",
    "ui.final": "Résultat final",
    "ui.rank": "rang",
    "ui.seat": "place",
    "ui.who": "joueur",
    "ui.points": "points",
    "ui.winner": "vainqueur",
    "ui.winners": "Vainqueur : {names}",
    "ui.shared": "Victoire partagée : {names}",
    "ui.nobody": "Aucune place ne gagne.",
    "ui.step": "coup {n}",
    # replay
    "replay.header": "Relecture de {game} v{version} · {players} joueurs · graine {seed}",
    "replay.seats": "Places : {seats}",
    "replay.perspective_full": "Tout est montré (informations cachées révélées)",
    "replay.perspective_seat": "Vue de {seat}",
    "replay.perspective_spectator": "Vue d'un spectateur",
    "replay.unfinished": "L'enregistrement s'arrête avant la fin de la partie ({steps} coups).",
    "replay.prompt": "Entrée : coup suivant, q : arrêter ",
    # simulate
    "sim.running": "{n} parties en cours",
    "sim.seats_title": "{game} · {n} parties · {players} joueurs · graine {seed}",
    "sim.bots_title": "Par bot (toutes ses places ensemble)",
    "sim.seat": "place",
    "sim.bot": "bot",
    "sim.seats": "places",
    "sim.wins": "victoires",
    "sim.games": "parties",
    "sim.win_rate": "% victoires",
    "sim.ci": "IC 95 % (Wilson)",
    "sim.mean_points": "pts moyens",
    "sim.caption": "Une victoire partagée compte comme une victoire pour chaque vainqueur.",
    "sim.length": "Durée moyenne d'une partie : {actions:.1f} actions ({decisions:.1f} décisions "
    "des joueurs), {seconds:.2f} s au total",
    "sim.json_saved": "Résumé écrit dans {path}",
    # bench
    "bench.result": "{game}, {players} joueurs, un cœur : {aps:,.0f} actions/s, "
    "{gps:,.1f} parties/s",
    "bench.detail": "{games} parties et {actions} actions en {seconds:.2f} s (graine {seed})",
    # Les 4 Royaumes renderer
    "qr.title": "{title} · manche {round} · pli {trick}",
    "qr.title_over": "{title} · partie terminée",
    "qr.pile": "pioche de missions : {n}",
    "qr.place": "place",
    "qr.who": "joueur",
    "qr.pair": "rangs",
    "qr.tricks": "plis",
    "qr.visible": "visible",
    "qr.mission": "mission",
    "qr.kept": "gardées",
    "qr.score": "score",
    "qr.automaton": "automate",
    "qr.row": "Rangée de V (ordre de jeu) : ",
    "qr.hand": "Votre main : ",
    "qr.your_mission": "Votre mission : ",
    "qr.mission_hint": "  votre dernier pli gagné entamé à {mine} : +2 · {partner} : 0 · "
    "{others} ou aucun pli : −1",
    "qr.trick_lead": "Pli {trick} : {who} entame",
    "qr.trick": "Pli {trick}, entamé à {suit} : ",
    "qr.held_by": "  tenu par {who}",
    "qr.last_trick": "Dernier pli : ",
    "qr.won_by": "  remporté par {who}",
    "qr.leads": "entame",
    "qr.holds": "tient le pli",
    "qr.follows": "fournit",
    "qr.renounces": "renonce",
    "qr.renounces_hidden": "renonce, face cachée",
    "qr.wins_trick": "→ {who} remporte le pli {trick}",
    "qr.dealt": "Missions distribuées : ",
    "qr.dealt_round": "Manche {round} · missions distribuées : ",
    "qr.row_laid": "Rangée de V : ",
    "qr.first_leader": "{who} entame en premier",
    "qr.pairs": "Paires de rangs : ",
    "qr.reveal": "Manche {round} : révélation",
    "qr.scoring_card": "carte qui compte",
    "qr.points": "points",
    "qr.total": "total",
    "qr.no_trick": "aucun pli",
    "qr.back_to_pile": "retourne à la pioche",
    "qr.kept_up": "gardée face visible",
    "qr.kept_down": "gardée face cachée",
    "qr.lead_hint": "entamer",
    "qr.hold_hint": "tenir le pli",
    "qr.follow_hint": "fournir",
    "qr.renounce_hint": "renoncer",
    "qr.virtual_cannot_win": "V (hors classement)",
    "qr.virtual_wins": "V gagne : les deux joueurs perdent.",
    "qr.final_caption": "plis : gagnés à la dernière manche (premier départage)",
    "qr.suit.S": "pique ♠",
    "qr.suit.C": "trèfle ♣",
    "qr.suit.H": "cœur ♥",
    "qr.suit.D": "carreau ♦",
    # Le Roi des Nains renderer
    "rdn.suit.B": "bleu",
    "rdn.suit.G": "vert",
    "rdn.suit.R": "rouge",
    "rdn.suit.M": "Magie",
    "rdn.colon": " : ",
    "rdn.title": "{title} · donne {deal}/{deals} · pli {trick}/{tricks}",
    "rdn.title_deal": "{title} · donne {deal}/{deals}",
    "rdn.title_over": "{title} · partie terminée",
    "rdn.quest": "Quête : ",
    "rdn.special": "Carte spéciale : ",
    "rdn.choose_quest": "Vous avez le 5 bleu : choisissez la face de la tuile {tile} qui décompte "
    "cette donne.",
    "rdn.last_won": "Votre dernier pli remporté (pli {trick}) : ",
    "rdn.druid_prompt": "Druide : choisissez la main que vous prenez (l'autre reçoit la vôtre).",
    "rdn.banner_prompt": "Porte-étendard : choisissez de quel côté chacun passe sa main.",
    "rdn.spy_prompt": "Ninja gobelin : choisissez la main que vous regardez.",
    "rdn.your_hand": "Votre main :",
    "rdn.player": "joueur",
    "rdn.cards": "cartes",
    "rdn.tricks": "plis remportés",
    "rdn.special_points": "spéciale",
    "rdn.total": "total",
    "rdn.dealer_mark": "(donneur)",
    "rdn.blue5_mark": "(5 bleu)",
    "rdn.to_lead": "Pli {trick} : {who} entame",
    "rdn.trick_led": "Pli {trick}, couleur demandée {suit} : ",
    "rdn.trick_no_suit": "Pli {trick}, pas encore de couleur demandée : ",
    "rdn.names": "nomme {suit}",
    "rdn.no_suit": "(sans couleur)",
    "rdn.naming": "en nommant {suit} atout",
    "rdn.swap_none": "garder votre main",
    "rdn.swap_with": "échanger votre main avec {who}",
    "rdn.banner_left": "gauche : votre main va à {to}, vous recevez celle de {frm}",
    "rdn.banner_right": "droite : votre main va à {to}, vous recevez celle de {frm}",
    "rdn.spy_on": "regarder la main de {who} (total {total})",
    "rdn.dealt": "Cartes distribuées : {n} chacun.",
    "rdn.hand_of": "Main de {who} :",
    "rdn.deal_rule": "Donne {deal}",
    "rdn.first_dealer": "{who} distribue en premier.",
    "rdn.tile": "Tuile Quête sur le dessus de la pile : {tile}",
    "rdn.void": "n'a pas de {suit}",
    "rdn.leads": "entame",
    "rdn.chooses": "{who} choisit la Quête ",
    "rdn.keeps_hand": "{who} garde sa main.",
    "rdn.swaps": "{who} échange sa main avec {other} (Druide).",
    "rdn.passes_left": "{who} fait passer toutes les mains à gauche (Porte-étendard).",
    "rdn.passes_right": "{who} fait passer toutes les mains à droite (Porte-étendard).",
    "rdn.spies": "{who} regarde la main de {other} (Ninja gobelin).",
    "rdn.you": "vous",
    "rdn.shows_blue5": "{who} montre le 5 bleu et pioche la tuile Quête.",
    "rdn.shows_red5": "{who} montre le 5 rouge et entame le premier pli.",
    "rdn.wins_trick": "→ {who} remporte le pli {trick}",
    "rdn.troll_note": "(donné par le Troll)",
    "rdn.points": "{who} {points} ({card})",
    "rdn.receives": "Main reçue par {who}, de {frm} :",
    "rdn.hand_seen": "Main de {who} :",
    "rdn.tie": "Égalité en tête : {names}. Une donne de plus.",
    "rdn.deal_scores": "Donne {deal} · {face} · {special}",
    "rdn.quest_points": "Quête",
    "rdn.deal_points": "donne",
    "rdn.deal_short": "D{deal}",
}

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {"en": _EN, "fr": _FR}
"""The catalogue: language code to ``{key: template}``."""


def t(key: str, lang: str, /, **kwargs: object) -> str:
    """The message ``key`` in ``lang``, formatted with ``kwargs``.

    Falls back to English for an unknown language, and to the key itself for
    an unknown key (so a missing message shows, rather than crashing a game).

    Args:
        key: the message key, e.g. ``"play.saved"``.
        lang: ``"fr"`` or ``"en"``.
        **kwargs: the template's fields.

    Returns:
        The formatted message.

    >>> t("play.saved", "en", path="records/x.json")
    'Record saved to records/x.json'
    """
    template = MESSAGES.get(lang, _EN).get(key) or _EN.get(key) or key
    return template.format(**kwargs) if kwargs else template


def default_lang(lang: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language to use: ``lang`` if given, else from the ``LANG`` environment variable.

    Args:
        lang: the ``--lang`` value, or ``None``.
        environ: the environment (``os.environ`` if ``None``).

    Returns:
        ``lang`` lower-cased when given; else ``"fr"`` if ``LANG`` starts with
        ``"fr"``, otherwise ``"en"``.

    Raises:
        ValueError: ``lang`` is given and is not one of :data:`LANGS`.
    """
    if lang is not None:
        code = lang.strip().lower()
        if code not in LANGS:
            raise ValueError(t("cli.bad_lang", "en", code=lang))
        return code
    env = os.environ if environ is None else environ
    return "fr" if env.get("LANG", "").lower().startswith("fr") else "en"
