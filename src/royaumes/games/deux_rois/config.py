"""The configuration of Deux Rois pour un Royaume's main mode (game id ``deux_rois``).

What a table of N players is made of before the first action: the options of
Appendix A, the deck for N (§2.2), the player-count band (§2.11.3), the envoys
per room and round (§2.4.3), the clock settings (§2.4.2) and the action caps
(§2.14.7). Rules: ``shared/rules/deux_rois.md``.

Appendix A's list-valued keys are ``LIST`` options, stored as comma-separated text
(``"180,120,60"``), ``off`` meaning the rules' own table: ``negotiation_seconds`` (one
length per round), ``envoy_table`` (k per round: a table has one N, so the spec's "per N
and round" is one list), ``rooms`` (``room_split=manual``), ``custom_deck`` and
``player_ages`` (event 14's council). ``max_actions_per_phase`` (a pair) is the
two options ``max_negotiation_actions_per_player`` and
``max_phase_actions_per_player``.

Standard library only, besides the engine's protocol and the character table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any, Final, cast

from royaumes.errors import ConfigError
from royaumes.game import OptionKind, OptionSpec, OptionValue, list_items

__all__ = [
    "BANDS",
    "ENVOY_TABLES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NEGOTIATION_CAPS",
    "NEGOTIATION_SECONDS",
    "OPTIONS",
    "PHASES",
    "Options",
    "action_cap",
    "band",
    "deck",
    "envoys",
    "max_player_actions",
    "negotiation_seconds",
    "phase_seconds",
    "validate",
]

MIN_PLAYERS: Final = 6
"""The fewest players of the main mode (§2.2)."""
MAX_PLAYERS: Final = 50
"""The most players of the main mode (§2.2)."""

VAGABOND: Final = 49
"""The card added at every odd player count (§2.2)."""

BANDS: Final = ("6-15", "16-25", "26-34", "35-50")
"""The player-count bands of the victory conditions, smallest first (§2.11.3)."""

ENVOY_TABLES: Final[Mapping[int, tuple[tuple[int, int, tuple[int, ...]], ...]]] = {
    5: (
        (6, 10, (1, 1, 1, 1, 1)),
        (11, 13, (2, 2, 2, 1, 1)),
        (14, 17, (3, 2, 2, 1, 1)),
        (18, 21, (4, 3, 2, 1, 1)),
        (22, 50, (5, 4, 3, 2, 1)),
    ),
    3: (
        (6, 10, (1, 1, 1)),
        (11, 21, (2, 1, 1)),
        (22, 50, (3, 2, 1)),
    ),
}
"""The TRAAB envoy tables by round count: rows ``(lowest N, highest N, k per round)``
(§2.4.3; TRAAB's "22+" row runs up to 50)."""

NEGOTIATION_SECONDS: Final[Mapping[int, tuple[int, ...]]] = {
    5: (300, 240, 180, 120, 60),
    3: (180, 120, 60),
}
"""The TRAAB negotiation lengths in seconds by round count, round 1 first (§2.4.2)."""

NEGOTIATION_CAPS: Final[Mapping[int, int]] = {3: 60, 10: 120}
"""Historic events that cap a negotiation: event number -> most seconds (§2.4.2, §2.12.2)."""

_CLOCKED: Final[Mapping[str, str]] = {
    "setup": "setup_seconds",
    "election": "election_seconds",
    "usurp": "usurp_seconds",
    "lieutenant": "lieutenant_seconds",
    "designation": "designation_seconds",
    "traitors": "traitors_seconds",
    "pre_departure": "pre_departure_seconds",
    "crossing": "crossing_seconds",
    "arrival_window": "arrival_window_seconds",
    "end_decisions": "end_decisions_seconds",
}

_AUTOMATIC: Final = (
    "event_draw",
    "departure",
    "arrival",
    "final_reveal",
    "resolution",
    "scoring",
    "over",
)

PHASES: Final = (
    "setup",
    "negotiation",
    "election",
    "usurp",
    "lieutenant",
    "designation",
    "event_draw",
    "traitors",
    "pre_departure",
    "departure",
    "crossing",
    "arrival",
    "arrival_window",
    "final_reveal",
    "end_decisions",
    "resolution",
    "scoring",
    "over",
)
"""The main mode's phase names, in play order (§8.3)."""

_OTHER_CAPPED_PHASES: Final = 8
"""Decision phases per round besides negotiation: election, usurp, lieutenant,
designation, traitors, pre_departure, crossing, arrival_window (§2.14.7)."""


# ---------------------------------------------------------------------------
# Options (Appendix A)


def _clock(name: str, default: int, en: str, fr: str, *, label: str, label_fr: str) -> OptionSpec:
    return OptionSpec(
        name, OptionKind.INT, default, f"clock: {en}", f"horloge : {fr}",
        minimum=1, maximum=3600, label=label, label_fr=label_fr,
    )  # fmt: skip


def _choice(
    name: str,
    words: tuple[tuple[str, str, str], ...],
    en: str,
    fr: str,
    *,
    label: str,
    label_fr: str,
) -> OptionSpec:
    """A choice among ``words`` ((value, English, French) each), DEFAULT first."""
    choices = tuple(value for value, _, _ in words)
    return OptionSpec(
        name, OptionKind.CHOICE, choices[0], en, fr, choices=choices, label=label,
        label_fr=label_fr, choice_labels=words,
    )  # fmt: skip


def _flag(name: str, default: bool, en: str, fr: str, *, label: str, label_fr: str) -> OptionSpec:
    return OptionSpec(name, OptionKind.BOOL, default, en, fr, label=label, label_fr=label_fr)


OPTIONS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec(
        "rounds", OptionKind.INT, 5,
        "number of rounds: 5 (standard) or 3 (Partie rapide); another count needs the "
        "negotiation lengths and the envoys per round, one for each round",
        "nombre de tours : 5 (standard) ou 3 (Partie rapide) ; un autre nombre demande la "
        "durée des négociations et les émissaires par tour, un pour chaque tour",
        minimum=1, maximum=9,
        label="Rounds", label_fr="Nombre de tours",
    ),
    OptionSpec(
        "negotiation_seconds", OptionKind.LIST, None,
        "seconds of each round's negotiation, round 1 first (off: 300,240,180,120,60 or "
        "180,120,60)",
        "secondes de la négociation de chaque tour, le 1er d'abord (off : "
        "300,240,180,120,60 ou 180,120,60)",
        minimum=10, maximum=3600, allow_off=True,
        label="Negotiation lengths (seconds)", label_fr="Durée des négociations (secondes)",
    ),
    OptionSpec(
        "envoy_table", OptionKind.LIST, None,
        "envoys each room designates per round, round 1 first (off: the TRAAB table for N)",
        "émissaires désignés par chaque pièce à chaque tour, le 1er d'abord (off : la table "
        "TRAAB pour N)",
        minimum=0, maximum=25, allow_off=True,
        label="Envoys per round", label_fr="Émissaires par tour",
    ),
    _flag(
        "historic", False,
        "Mode Historique: a historical event is drawn each round",
        "Mode Historique : un événement historique est tiré à chaque tour",
        label="Mode Historique", label_fr="Mode Historique",
    ),
    _clock(
        "setup_seconds", 20,
        "seconds for the setup answers before missing colours are drawn",
        "secondes pour les réponses de mise en place avant le tirage des couleurs manquantes",
        label="Setup (seconds)", label_fr="Mise en place (secondes)",
    ),
    _clock(
        "election_seconds", 30,
        "seconds for the election before missing ballots count as abstentions",
        "secondes pour l'élection avant que les bulletins manquants comptent comme abstentions",
        label="Election (seconds)", label_fr="Élection (secondes)",
    ),
    _clock(
        "usurp_seconds", 10,
        "seconds for the Sang Royal usurpation window",
        "secondes pour la fenêtre d'usurpation des Sang Royal",
        label="Usurpation (seconds)", label_fr="Usurpation (secondes)",
    ),
    _clock(
        "lieutenant_seconds", 15,
        "seconds for the Generals to name a Lieutenant (event 7)",
        "secondes pour que les Généraux nomment un Lieutenant (événement 7)",
        label="Lieutenant, event 7 (seconds)", label_fr="Lieutenant, événement 7 (secondes)",
    ),
    _clock(
        "designation_seconds", 45,
        "seconds for the designation of envoys before chance completes it",
        "secondes pour désigner les émissaires avant que le hasard complète la liste",
        label="Designation (seconds)", label_fr="Désignation (secondes)",
    ),
    _clock(
        "traitors_seconds", 20,
        "seconds for the envoys to name a substitute (event 12)",
        "secondes pour que les émissaires désignent un remplaçant (événement 12)",
        label="Traitors' ball, event 12 (seconds)",
        label_fr="Bal des traîtres, événement 12 (secondes)",
    ),
    _clock(
        "pre_departure_seconds", 30,
        "seconds for the reactions to the designation",
        "secondes pour les réactions à la désignation",
        label="Before the departure (seconds)", label_fr="Avant le départ (secondes)",
    ),
    _clock(
        "crossing_seconds", 20,
        "seconds for the crossing oaths (event 23; otherwise the crossing is automatic)",
        "secondes pour les serments de la traversée (événement 23 ; sinon elle est automatique)",
        label="Crossing (seconds)", label_fr="Traversée (secondes)",
    ),
    _clock(
        "arrival_window_seconds", 15,
        "seconds for the reactions to the arrivals (Navigateur, event 17)",
        "secondes pour les réactions aux arrivées (Navigateur, événement 17)",
        label="After the arrivals (seconds)", label_fr="Après les arrivées (secondes)",
    ),
    _clock(
        "end_decisions_seconds", 20,
        "seconds for the attackers to attack or spare",
        "secondes pour que les attaquants attaquent ou épargnent",
        label="Attack or spare (seconds)", label_fr="Attaquer ou épargner (secondes)",
    ),
    _clock(
        "raid_seconds", 60,
        "seconds before a raider of event 19 is recalled",
        "secondes avant le rappel d'un pillard de l'événement 19",
        label="Coastal raids, event 19 (seconds)",
        label_fr="Raids côtiers, événement 19 (secondes)",
    ),
    _clock(
        "post_reveal_seconds", 20,
        "seconds before a player's client closes his options window after a full reveal",
        "secondes avant que le client d'un joueur ferme sa fenêtre d'options après une "
        "révélation complète",
        label="Options window (seconds)", label_fr="Fenêtre d'options (secondes)",
    ),
    _clock(
        "join_seconds", 10,
        "seconds before the Interprète's client closes his join window",
        "secondes avant que le client de l'Interprète ferme sa fenêtre pour se joindre",
        label="Interprète's window (seconds)", label_fr="Fenêtre de l'Interprète (secondes)",
    ),
    _clock(
        "offer_seconds", 20,
        "seconds before a target's client declines an offer",
        "secondes avant que le client de la cible décline une offre",
        label="Answering an offer (seconds)", label_fr="Réponse à une offre (secondes)",
    ),
    _flag(
        "early_end", True,
        "a phase ends as soon as every player in it is done (false: only the clock ends it)",
        "une phase se termine dès que tous ses joueurs ont fini (faux : seule l'horloge la "
        "termine)",
        label="Phases end early", label_fr="Fin anticipée des phases",
    ),
    OptionSpec(
        "max_negotiation_actions_per_player", OptionKind.INT, 50,
        "a negotiation ends after N times this many player actions in all",
        "une négociation se termine après N fois ce nombre d'actions en tout",
        minimum=1, maximum=10000,
        label="Negotiation actions per player", label_fr="Actions de négociation par joueur",
    ),
    OptionSpec(
        "max_phase_actions_per_player", OptionKind.INT, 10,
        "any other decision phase ends after N times this many player actions in all",
        "toute autre phase de décision se termine après N fois ce nombre d'actions en tout",
        minimum=1, maximum=10000,
        label="Other phases: actions per player", label_fr="Autres phases : actions par joueur",
    ),
    _choice(
        "room_split", (
            ("random", "at random", "au hasard"),
            ("manual", "by hand (the Rooms option)", "à la main (option Pièces)"),
        ),
        "players are split between the two rooms at random, or as the Rooms option says",
        "les joueurs sont répartis au hasard entre les deux pièces, ou selon l'option Pièces",
        label="Split between the rooms", label_fr="Répartition entre les pièces",
    ),
    OptionSpec(
        "rooms", OptionKind.LIST, None,
        "for a split by hand: each player's room, N (Normandie) or E (Angleterre), in seat "
        "order",
        "pour une répartition à la main : la pièce de chaque joueur, N (Normandie) ou E "
        "(Angleterre), dans l'ordre des places",
        choices=("N", "E"), allow_off=True,
        label="Rooms (split by hand)", label_fr="Pièces (répartition à la main)",
        choice_labels=(
            ("N", "Normandie", "Normandie"),
            ("E", "Angleterre", "Angleterre"),
        ),
    ),
    OptionSpec(
        "custom_deck", OptionKind.LIST, None,
        "the N cards in play (1 and 2 included, as many of each colour as the standard deck)",
        "les N cartes en jeu (1 et 2 comprises, autant de chaque couleur que le paquet standard)",
        minimum=1, maximum=50, allow_off=True,
        label="Custom deck", label_fr="Paquet sur mesure",
    ),
    OptionSpec(
        "player_ages", OptionKind.LIST, None,
        "each player's age, in seat order: event 14's council is the two eldest (off: chance)",
        "l'âge de chaque joueur, dans l'ordre des places : le conseil de l'événement 14 réunit les "
        "deux aînés (off : le hasard)",
        minimum=0, maximum=150, allow_off=True,
        label="Players' ages", label_fr="Âge des joueurs",
    ),
    _choice(
        "election_mode", (
            ("end_of_round_vote", "a vote each round", "un vote à chaque tour"),
            ("standing_leader", "a standing leader", "un chef permanent"),
        ),
        "the General is elected by a vote each round, or is a standing leader (TRAAB)",
        "le Général est élu par un vote à chaque tour, ou est un chef permanent (TRAAB)",
        label="Choosing the general", label_fr="Choix du général",
    ),
    _flag(
        "allow_self_vote", False,
        "a player may vote for himself",
        "un joueur peut voter pour lui-même",
        label="Voting for yourself", label_fr="Voter pour soi",
    ),
    _flag(
        "revisable_ballots", False,
        "a later ballot replaces an earlier one until the election closes",
        "un nouveau bulletin remplace le précédent jusqu'à la clôture de l'élection",
        label="Changing your ballot", label_fr="Changer de bulletin",
    ),
    _choice(
        "binding_conflict", (
            ("latest", "the latest binding holds", "le dernier lien compte"),
            ("first", "the first binding holds", "le premier lien compte"),
        ),
        "which Trésorier binding holds when a ballot is bound twice in a round",
        "quelle contrainte du Trésorier s'applique quand un bulletin est lié deux fois",
        label="Trésorier: a ballot bound twice", label_fr="Trésorier : bulletin lié deux fois",
    ),
    _flag(
        "room_sees_occurrences", True,
        "the room sees that a reveal happened, between whom, and its class",
        "la pièce voit qu'une révélation a eu lieu, entre qui, et sa classe",
        label="The room sees reveals", label_fr="La pièce voit les révélations",
    ),
    _choice(
        "occurrence_detail", (
            ("class", "its class (colour, full, group)", "sa classe (couleur, complète, groupe)"),
            ("kind", "its exact kind", "son type exact"),
        ),
        "onlookers see a reveal's class (colour, full, group) or its exact kind",
        "les témoins voient la classe d'une révélation (couleur, complète, groupe) ou son type",
        label="What onlookers see of a reveal",
        label_fr="Ce que les témoins voient d'une révélation",
    ),
    _choice(
        "window_close", (
            ("next_reveal", "at the holder's next reveal", "à la révélation suivante"),
            ("phase_end", "at the end of the negotiation", "à la fin de la négociation"),
        ),
        "an options window closes at the user's next reveal, or only when negotiation ends",
        "une fenêtre d'options se ferme à la révélation suivante de son titulaire, ou à la fin "
        "de la négociation",
        label="Options window closes", label_fr="Fermeture de la fenêtre d'options",
    ),
    _choice(
        "reset_counters_on_transfer", (
            ("all", "on every card transfer", "à chaque transfert de carte"),
            ("faussaire_and_negociateur", "Faussaire and Négociateur only",
             "Faussaire et Négociateur seulement"),
        ),
        "usage counters reset on every card transfer, or only on Faussaire and Négociateur swaps",
        "les compteurs d'usage repartent à zéro à chaque transfert de carte, ou seulement pour "
        "le Faussaire et le Négociateur",
        label="Usage counters reset", label_fr="Remise à zéro des compteurs d'usage",
    ),
    _choice(
        "espion_claim", (
            ("standing", "standing", "permanente"),
            ("per_reveal", "chosen at each compelled reveal", "choisie à chaque révélation forcée"),
        ),
        "the Espion's colour claim is standing, or chosen at each compelled colour reveal",
        "la couleur annoncée par l'Espion est permanente, ou choisie à chaque révélation forcée",
        label="Espion's claimed colour", label_fr="Couleur annoncée par l'Espion",
    ),
    _choice(
        "espion_count", (
            ("distinct_players", "per distinct partner", "par partenaire distinct"),
            ("every_reveal", "per full reveal", "par révélation complète"),
        ),
        "the Espion banks 0.5 per distinct partner, or per full reveal",
        "l'Espion gagne 0,5 par partenaire distinct, ou par révélation complète",
        label="Espion's points", label_fr="Points de l'Espion",
    ),
    _choice(
        "troubadour_count", (
            ("distinct_principals", "once per principal character",
             "une fois par personnage principal"),
            ("every_reveal", "at every full reveal", "à chaque révélation complète"),
        ),
        "the Troubadour banks 1 once per principal card, or per full reveal with one",
        "le Troubadour gagne 1 une fois par personnage principal, ou à chaque révélation "
        "complète avec l'un d'eux",
        label="Troubadour's points", label_fr="Points du Troubadour",
    ),
    _choice(
        "tresorier_target", (
            ("printed_not_red", "a card not printed red only",
             "une carte qui n'est pas seulement rouge"),
            ("allegiance_not_norman", "a player who is not Norman", "un joueur non normand"),
        ),
        "the Trésorier may bind a card not printed red only, or a player not Norman",
        "le Trésorier peut lier une carte qui n'est pas seulement rouge, ou un joueur non normand",
        label="Trésorier's target", label_fr="Cible du Trésorier",
    ),
    _choice(
        "devin_guess", (
            ("card_number", "a card number", "un numéro de carte"),
            ("character_name", "a character name", "un nom de personnage"),
        ),
        "the Devin guesses a card number, or a character name",
        "le Devin devine un numéro de carte, ou un nom de personnage",
        label="Devin's guess", label_fr="Ce que devine le Devin",
    ),
    _choice(
        "mda_duration", (
            ("until_first_separation", "until they first part", "jusqu'à leur première séparation"),
            ("whenever_together", "whenever they are together", "chaque fois qu'ils sont ensemble"),
        ),
        "the Maître d'Armes blocks the Armurier until they first separate, or whenever together",
        "le Maître d'Armes bloque l'Armurier jusqu'à leur première séparation, ou chaque fois "
        "qu'ils sont ensemble",
        label="Maître d'Armes' block", label_fr="Blocage du Maître d'Armes",
    ),
    _choice(
        "impossible_reveal", (
            ("substitute", "a substitute is shown", "un substitut est montré"),
            ("nothing", "nothing is shown", "rien n'est montré"),
        ),
        "a compelled reveal that cannot be made shows a substitute, or nothing",
        "une révélation imposée impossible montre un substitut, ou rien",
        label="Impossible compelled reveal", label_fr="Révélation imposée impossible",
    ),
    _choice(
        "emissary_event_immunity", (
            ("targeted_actions", "immune to abilities aimed at them",
             "protégés des capacités qui les visent"),
            ("none", "not immune", "pas immunisés"),
        ),
        "Emissaries are immune to event abilities aimed at them, or to none",
        "les Émissaires sont immunisés contre les capacités d'événement qui les visent, ou contre "
        "aucune",
        label="Emissaries and events", label_fr="Émissaires et événements",
    ),
    _flag(
        "companion_consent", False,
        "the Duc de Bretagne's companion must accept",
        "le compagnon du Duc de Bretagne doit accepter",
        label="Duc de Bretagne's companion must accept",
        label_fr="Le compagnon du Duc de Bretagne doit accepter",
    ),
    _choice(
        "silence_mode", (
            ("client", "kept by the players' screens", "imposé par les écrans"),
            ("moderated", "kept by the host", "imposé par l'hôte"),
        ),
        "event 4's silence is enforced by the clients, or by the host",
        "le silence de l'événement 4 est imposé par les clients, ou par l'hôte",
        label="Silence, event 4", label_fr="Silence, événement 4",
    ),
    _choice(
        "event_draw", (
            ("generals_sum", "the Generals' sum (1-14 each)", "somme des Généraux (1-14)"),
            ("uniform_1_28", "at random from 1 to 28", "au hasard de 1 à 28"),
            ("generals_0_14", "the Generals' sum (0-14 each)", "somme des Généraux (0-14)"),
        ),
        "how the historic event is drawn: Generals' numbers 1-14 summed, uniform 1-28, or 0-14",
        "tirage de l'événement historique : somme des nombres 1-14 des Généraux, uniforme 1-28, "
        "ou 0-14",
        label="Drawing the historic event", label_fr="Tirage de l'événement historique",
    ),
    _choice(
        "fallback", (
            ("english", "the English win", "les Anglais gagnent"),
            ("none", "nobody wins", "personne ne gagne"),
        ),
        "when no victory condition holds, the English win, or nobody",
        "quand aucune condition de victoire n'est remplie, les Anglais gagnent, ou personne",
        label="When no side wins", label_fr="Si aucun camp ne gagne",
    ),
    _flag(
        "majority_requires_guillaume_in_E", True,
        "the Norman majority victory needs Guillaume in Angleterre",
        "la victoire par majorité normande exige Guillaume en Angleterre",
        label="Norman majority: Guillaume in Angleterre",
        label_fr="Majorité normande : Guillaume en Angleterre",
    ),
    _flag(
        "majority_requires_harold", False,
        "the Norman majority victory needs Harold in Angleterre",
        "la victoire par majorité normande exige Harold en Angleterre",
        label="Norman majority: Harold in Angleterre",
        label_fr="Majorité normande : Harold en Angleterre",
    ),
    _choice(
        "majority_measure", (
            ("normans_vs_english", "more Normans than English", "plus de Normands que d'Anglais"),
            ("more_than_half_of_room", "more than half of Angleterre",
             "plus de la moitié de l'Angleterre"),
        ),
        "a Norman majority outnumbers the English, or is more than half of Angleterre",
        "une majorité normande dépasse les Anglais, ou plus de la moitié de l'Angleterre",
        label="Norman majority", label_fr="Majorité normande",
    ),
    _choice(
        "berserker_count", (
            ("allegiance", "allegiance", "allégeance"),
            ("printed_colour", "printed colour", "couleur imprimée"),
        ),
        "the Berserker counts sides by allegiance, or by printed colour",
        "le Berserker compte les camps par allégeance, ou par couleur imprimée",
        label="Berserker counts sides by", label_fr="Le Berserker compte les camps par",
    ),
    _choice(
        "killer_points", (
            ("to_killer", "the killer's card scores 6", "la carte du tueur marque 6"),
            ("fixed_by_card", "the Assassin's card scores 6", "la carte de l'Assassin marque 6"),
        ),
        "after an assassination the killer's card scores 6, or the Assassin's always does",
        "après un assassinat la carte du tueur marque 6, ou toujours celle de l'Assassin",
        label="Points after an assassination", label_fr="Points après un assassinat",
    ),
    _flag(
        "peace_requires_alive", False,
        "the Pope's peace needs Guillaume alive",
        "la paix du Pape exige que Guillaume soit vivant",
        label="Pope's peace: Guillaume alive", label_fr="Paix du Pape : Guillaume vivant",
    ),
    _choice(
        "follower_points", (
            ("band_table", "6 or 5 by band", "6 ou 5 selon la tranche"),
            ("five_everywhere", "5 everywhere", "5 partout"),
        ),
        "Papacy followers score 6 or 5 by band under peace, or 5 everywhere",
        "les fidèles de la Papauté marquent 6 ou 5 selon la tranche en cas de paix, ou 5 partout",
        label="Papacy followers' points", label_fr="Points des fidèles de la Papauté",
    ),
)  # fmt: skip
"""The main mode's options, Appendix A order where it fits; DEFAULTs from the spec."""


@dataclass(frozen=True, slots=True)
class Options:
    """The resolved options of one table (Appendix A); attributes as :data:`OPTIONS`."""

    rounds: int = 5
    negotiation_seconds: str | None = None
    envoy_table: str | None = None
    historic: bool = False
    setup_seconds: int = 20
    election_seconds: int = 30
    usurp_seconds: int = 10
    lieutenant_seconds: int = 15
    designation_seconds: int = 45
    traitors_seconds: int = 20
    pre_departure_seconds: int = 30
    crossing_seconds: int = 20
    arrival_window_seconds: int = 15
    end_decisions_seconds: int = 20
    raid_seconds: int = 60
    post_reveal_seconds: int = 20
    join_seconds: int = 10
    offer_seconds: int = 20
    early_end: bool = True
    max_negotiation_actions_per_player: int = 50
    max_phase_actions_per_player: int = 10
    room_split: str = "random"
    rooms: str | None = None
    custom_deck: str | None = None
    player_ages: str | None = None
    election_mode: str = "end_of_round_vote"
    allow_self_vote: bool = False
    revisable_ballots: bool = False
    binding_conflict: str = "latest"
    room_sees_occurrences: bool = True
    occurrence_detail: str = "class"
    window_close: str = "next_reveal"
    reset_counters_on_transfer: str = "all"
    espion_claim: str = "standing"
    espion_count: str = "distinct_players"
    troubadour_count: str = "distinct_principals"
    tresorier_target: str = "printed_not_red"
    devin_guess: str = "card_number"
    mda_duration: str = "until_first_separation"
    impossible_reveal: str = "substitute"
    emissary_event_immunity: str = "targeted_actions"
    companion_consent: bool = False
    silence_mode: str = "client"
    event_draw: str = "generals_sum"
    fallback: str = "english"
    majority_requires_guillaume_in_E: bool = True  # noqa: N815 (the spec's key)
    majority_requires_harold: bool = False
    majority_measure: str = "normans_vs_english"
    berserker_count: str = "allegiance"
    killer_points: str = "to_killer"
    peace_requires_alive: bool = False
    follower_points: str = "band_table"

    @classmethod
    def from_resolved(cls, values: Mapping[str, OptionValue]) -> Options:
        """Build from ``GameSpec.resolve_options`` output (a value for every option).

        Raises:
            TypeError: an unknown name (``resolve_options`` never gives one).
        """
        return cls(**cast(dict[str, Any], dict(values)))


# ---------------------------------------------------------------------------
# Player count: deck and band


def _check_players(num_players: object) -> int:
    if (
        not isinstance(num_players, int)
        or isinstance(num_players, bool)
        or not MIN_PLAYERS <= num_players <= MAX_PLAYERS
    ):
        raise ConfigError(
            f"deux_rois is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players!r}"
        )
    return num_players


def _check_rounds(rounds: object) -> int:
    if not isinstance(rounds, int) or isinstance(rounds, bool) or rounds not in ENVOY_TABLES:
        raise ConfigError(
            f"option 'rounds': {rounds!r} is not 3 or 5 (another count needs "
            "negotiation_seconds and envoy_table lists of that length)"
        )
    return rounds


def ints(value: str | None) -> tuple[int, ...] | None:
    """A ``LIST`` option's integers (``"180,120"`` -> ``(180, 120)``); ``None`` when off.

    >>> ints("180,120,60"), ints(None)
    ((180, 120, 60), None)
    """
    items = list_items(value)
    return None if items is None else tuple(int(x) for x in items)


def deck(num_players: int, custom: str | None = None) -> tuple[int, ...]:
    """The card numbers in play for ``num_players`` players, ascending (§2.2).

    Even N: cards 1..N; odd N: cards 1..N-1 and 49 (the Vagabond). ``custom``: the
    ``custom_deck`` option, checked (:func:`validate`) and used instead.

    >>> deck(7), deck(6, "1,2,3,4,5,14")
    ((1, 2, 3, 4, 5, 6, 49), (1, 2, 3, 4, 5, 14))

    Raises:
        ConfigError: ``num_players`` is not an integer in 6..50, or a bad custom deck.
    """
    n = _check_players(num_players)
    even = n - n % 2
    cards = list(range(1, even + 1))
    if n % 2:
        cards.append(VAGABOND)
    standard = tuple(cards)
    chosen = ints(custom)
    if chosen is None:
        return standard
    _check_custom_deck(n, standard, chosen)
    return tuple(sorted(chosen))


def _check_custom_deck(n: int, standard: tuple[int, ...], chosen: tuple[int, ...]) -> None:
    """§2.2: N distinct cards, 1 and 2 among them, as many of each colour class as the
    standard deck for N."""
    from royaumes.games.deux_rois.characters import characters

    def classes(cards: Collection[int]) -> Counter[str]:
        return Counter(characters()[c - 1].colour for c in cards)

    problem = ""
    if len(chosen) != n or len(set(chosen)) != n:
        problem = f"it must list {n} distinct cards"
    elif not {1, 2} <= set(chosen):
        problem = "cards 1 and 2 must be in it"
    elif classes(chosen) != classes(standard):
        want = ", ".join(f"{k} {v}" for k, v in sorted(classes(standard).items()))
        problem = f"it must hold as many cards of each colour as the standard deck ({want})"
    if problem:
        raise ConfigError(f"option 'custom_deck': {problem} (§2.2)")


def band(num_players: int) -> str:
    """The player-count band of the victory conditions: ``"6-15"``, ``"16-25"``,
    ``"26-34"`` or ``"35-50"`` (§2.11.3; N is the count at setup).

    Raises:
        ConfigError: ``num_players`` is not an integer in 6..50.
    """
    n = _check_players(num_players)
    if n <= 15:
        return BANDS[0]
    if n <= 25:
        return BANDS[1]
    if n <= 34:
        return BANDS[2]
    return BANDS[3]


# ---------------------------------------------------------------------------
# Rounds: envoys and timings


def _check_round(round_no: object, rounds: int) -> int:
    if not isinstance(round_no, int) or isinstance(round_no, bool) or not 1 <= round_no <= rounds:
        raise ValueError(f"round {round_no!r} is not in 1..{rounds}")
    return round_no


def envoys(num_players: int, round_no: int, rounds: int, custom: str | None = None) -> int:
    """k, the envoys each room designates in round ``round_no`` of ``rounds`` (§2.4.3).

    The TRAAB table (or ``custom``, the ``envoy_table`` option: k per round) before
    extras (Commandant, event 20) and before the cap by eligible players, which are the
    state's business.

    >>> envoys(22, 1, 5), envoys(22, 1, 3), envoys(22, 2, 4, "3,2,2,1")
    (5, 3, 2)

    Raises:
        ConfigError: ``num_players`` not in 6..50, or ``rounds`` not 3 or 5 without
            a custom table.
        ValueError: ``round_no`` not in 1..rounds.
    """
    n = _check_players(num_players)
    chosen = ints(custom)
    if chosen is not None:
        return chosen[_check_round(round_no, len(chosen)) - 1]
    table = ENVOY_TABLES[_check_rounds(rounds)]
    r = _check_round(round_no, rounds)
    for low, high, ks in table:
        if low <= n <= high:
            return ks[r - 1]
    raise AssertionError(f"no envoy row for {n} players")  # pragma: no cover


def negotiation_seconds(round_no: int, rounds: int, custom: str | None = None) -> int:
    """The clock setting of round ``round_no``'s negotiation, in seconds (§2.4.2):
    300/240/180/120/60 in a 5-round game, 180/120/60 in a 3-round game, or
    ``custom`` (the ``negotiation_seconds`` option, one length per round).

    Raises:
        ConfigError: ``rounds`` not 3 or 5 without a custom list.
        ValueError: ``round_no`` not in 1..rounds.
    """
    chosen = ints(custom)
    if chosen is not None:
        return chosen[_check_round(round_no, len(chosen)) - 1]
    lengths = NEGOTIATION_SECONDS[_check_rounds(rounds)]
    return lengths[_check_round(round_no, rounds) - 1]


def phase_seconds(
    opts: Options, phase: str, round_no: int, *, events: Collection[int] = ()
) -> int | None:
    """The clock setting of a phase, in seconds: when the table's clock applies
    HOST ``end_phase`` (§2.4.2).

    Args:
        opts: the table's options.
        phase: a phase name of §8.3 (:data:`PHASES`).
        round_no: the round, 1..``opts.rounds``; read for ``negotiation`` only.
        events: the historic events active for this phase; events 3 and 10 cap
            the negotiation at 60 and 120 seconds (min of the two lengths).

    Returns:
        The seconds for a decision phase; ``None`` for an automatic phase
        (``event_draw``, ``departure``, ``arrival``, ``final_reveal``,
        ``resolution``, ``scoring``, ``over``). ``crossing`` gives
        ``crossing_seconds``, which applies only when crossing is a decision
        phase (event 23); otherwise the engine runs through it.

    Raises:
        ConfigError: ``opts.rounds`` not 3 or 5 (negotiation).
        ValueError: an unknown phase, or ``round_no`` not in 1..rounds (negotiation).
    """
    if phase == "negotiation":
        seconds = negotiation_seconds(round_no, opts.rounds, opts.negotiation_seconds)
        for event, cap in NEGOTIATION_CAPS.items():
            if event in events:
                seconds = min(seconds, cap)
        return seconds
    if phase in _CLOCKED:
        value: int = getattr(opts, _CLOCKED[phase])
        return value
    if phase in _AUTOMATIC:
        return None
    raise ValueError(f"unknown phase {phase!r}; known: {', '.join(PHASES)}")


# ---------------------------------------------------------------------------
# Action caps (§2.14.7)


def action_cap(opts: Options, phase: str, num_players: int) -> int:
    """The most player actions a decision phase takes before it ends as on HOST
    ``end_phase`` (§2.14.7): ``max_negotiation_actions_per_player`` × N in a
    negotiation, ``max_phase_actions_per_player`` × N in any other phase.

    Raises:
        ConfigError: ``num_players`` not in 6..50.
    """
    n = _check_players(num_players)
    if phase == "negotiation":
        return opts.max_negotiation_actions_per_player * n
    return opts.max_phase_actions_per_player * n


def max_player_actions(num_players: int, opts: Options) -> int:
    """A bound on the player actions of a whole game (§2.14.7): N setup answers,
    per round a negotiation and eight other capped phases, two attack choices.
    HOST and chance actions are not counted.

    Raises:
        ConfigError: ``num_players`` not in 6..50.
    """
    n = _check_players(num_players)
    negotiation = action_cap(opts, "negotiation", n)
    other = action_cap(opts, "election", n)
    return n + opts.rounds * (negotiation + _OTHER_CAPPED_PHASES * other) + 2


# ---------------------------------------------------------------------------
# Validation


def validate(num_players: int, opts: Options) -> None:
    """Check a table's options as a whole (Appendix A); the game calls it after
    ``GameSpec.resolve_options`` and :meth:`Options.from_resolved`.

    Checks: the player count; every attribute is a value its option allows
    (so directly built ``Options`` are checked too); ``rounds`` is 3 or 5 unless
    ``negotiation_seconds`` and ``envoy_table`` are both given; each per-round list
    has ``rounds`` items, each per-seat list N; manual rooms are as even as §2.3 asks
    (sizes differ by at most 1) and given exactly when ``room_split=manual``; a
    custom deck is as §2.2 asks.

    Raises:
        ConfigError: the first problem found; the message names the option.
    """
    _check_players(num_players)
    for spec in OPTIONS:
        value = getattr(opts, spec.name)
        normalised = spec.validate(value)
        if normalised != value or type(normalised) is not type(value):
            raise ConfigError(
                f"option {spec.name!r}: {value!r} is not a {spec.kind} value; use {normalised!r}"
            )
    n = num_players
    per_round = {"negotiation_seconds": opts.negotiation_seconds, "envoy_table": opts.envoy_table}
    if opts.rounds not in ENVOY_TABLES and None in per_round.values():
        _check_rounds(opts.rounds)
    for name, value in per_round.items():
        items = list_items(value)
        if items is not None and len(items) != opts.rounds:
            raise ConfigError(
                f"option {name!r}: {len(items)} values for {opts.rounds} rounds (one per round)"
            )
    for name in ("rooms", "custom_deck", "player_ages"):
        items = list_items(getattr(opts, name))
        if items is not None and len(items) != n:
            raise ConfigError(f"option {name!r}: {len(items)} values for {n} players (one each)")
    rooms = list_items(opts.rooms)
    if (opts.room_split == "manual") != (rooms is not None):
        raise ConfigError("option 'rooms' is given exactly when room_split is manual")
    if rooms is not None and abs(rooms.count("N") - rooms.count("E")) > 1:
        raise ConfigError("option 'rooms': the two rooms' sizes may differ by 1 at most (§2.3)")
    deck(n, opts.custom_deck)
