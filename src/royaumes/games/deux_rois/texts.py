"""What the 50 characters of Deux Rois are for, in French and English: one place.

For each card (§2.10 of deux_rois.md, worded after the French guide of the seed), a
one-line goal and a one-line summary of its powers; for each power of the notation
(``power <id> ...``, §8.4), its name and what it does. The browser page reads them from
``GET /api/games/deux_rois/texts`` (:func:`web_texts`) and holds no copy; which powers a
card carries comes from the engine's own table (:data:`powers.POWERS`).

>>> goal(19, "en")
'End in the same room as the Chevalier Saxon (+3), and help the Normans win.'
>>> card_powers(1)
('autorite', 'refus_royal')
"""

from __future__ import annotations

import functools
from typing import Any, Final

from royaumes.games.deux_rois import core
from royaumes.games.deux_rois import rules as _rules  # noqa: F401  (registers every power)
from royaumes.games.deux_rois.powers import POWERS

__all__ = ["POWER_TEXTS", "card_powers", "goal", "power_name", "power_summary", "power_text",
           "web_texts"]  # fmt: skip

Text = tuple[str, str]
"""A text in French and in English."""


def _t(fr: str, en: str) -> Text:
    return (fr, en)


_NORMAN: Final = _t(
    (
        "Faire gagner les Normands (rouges) : Guillaume en Normandie à la fin, ou une majorité "
        "normande en Angleterre."
    ),
    (
        "Help the Normans (red) win: Guillaume in Normandie at the end, or a Norman majority in "
        "Angleterre."
    ),
)
_ENGLISH: Final = _t(
    "Faire gagner les Anglais (bleus) : Guillaume retenu en Angleterre ou assassiné.",
    "Help the English (blue) win: Guillaume held in Angleterre, or assassinated.",
)

CARD_TEXTS: Final[dict[int, tuple[Text, Text]]] = {
    1: (
        _t(
            (
                "Chef des Normands : finir la partie vivant en Normandie (ou une majorité normande"
                " en Angleterre)."
            ),
            (
                "Leader of the Normans: end the game alive in Normandie (or a Norman majority in "
                "Angleterre)."
            ),
        ),
        _t(
            (
                "Autorité (1/tour) : forcer un joueur de votre pièce à vous montrer sa carte ; "
                "refus royal (1/partie) : refuser de partir en émissaire."
            ),
            (
                "Autorité (authority, 1/round): make a player of your room show you his card; "
                "royal refusal (1/game): refuse to leave as an émissaire (envoy)."
            ),
        ),
    ),
    2: (
        _t(
            (
                "Chef des Anglais : capturer Guillaume (qu'il finisse en Angleterre avec le "
                "Geôlier) ou le faire assassiner."
            ),
            (
                "Leader of the English: capture Guillaume (he ends in Angleterre with the Geôlier)"
                " or have him assassinated."
            ),
        ),
        _t(
            (
                "Autorité (1/tour) : forcer un joueur de votre pièce à vous montrer sa carte ; "
                "refus royal (1/partie) : refuser de partir en émissaire."
            ),
            (
                "Autorité (authority, 1/round): make a player of your room show you his card; "
                "royal refusal (1/game): refuse to leave as an émissaire (envoy)."
            ),
        ),
    ),
    3: (
        _t(
            (
                "Protéger Guillaume : finir dans sa pièce ; +2 si les Normands gagnent et que vous"
                " y êtes."
            ),
            "Protect Guillaume: end in his room; +2 if the Normans win and you are there.",
        ),
        _t(
            (
                "Passif : dans la pièce de Guillaume à la fin, vous le protégez des attaques (sauf"
                " si le Chaman y est aussi). Faiblesse : une révélation complète avec le Chaman "
                "vous fait changer de pièce."
            ),
            (
                "Passive: in Guillaume's room at the end, you shield him from attacks (unless the "
                "Chaman is there too). Weakness: a full reveal with the Chaman moves you to the "
                "other room."
            ),
        ),
    ),
    4: (
        _NORMAN,
        _t(
            (
                "Alliance bretonne (1/partie) : émissaire, emmener avec vous un joueur rouge de "
                "votre pièce."
            ),
            (
                "Alliance bretonne (Breton alliance, 1/game): as an émissaire (envoy), take a red "
                "player of your room along."
            ),
        ),
    ),
    5: (
        _t(
            (
                "Assassiner Guillaume : armé par l'Armurier, finir dans sa pièce et l'attaquer (6 "
                "points si vous le tuez)."
            ),
            (
                "Assassinate Guillaume: armed by the Armurier, end in his room and attack him (6 "
                "points if you kill him)."
            ),
        ),
        _t(
            (
                "Attaque de fin de partie, une fois armé (une révélation complète avec l'Armurier "
                "vous arme)."
            ),
            "End-of-game attack, once armed (a full reveal with the Armurier arms you).",
        ),
    ),
    6: (
        _t(
            (
                "Aider l'Assassin à tuer Guillaume (5 points s'il y parvient) ; sinon faire gagner"
                " les Anglais."
            ),
            (
                "Help the Assassin kill Guillaume (5 points if he does); otherwise help the "
                "English win."
            ),
        ),
        _t(
            "Passif : une révélation complète avec l'Assassin l'arme.",
            "Passive: a full reveal with the Assassin arms him.",
        ),
    ),
    7: (
        _NORMAN,
        _t(
            (
                "Usurpation (1/partie) : après l'élection, devenir le Général de votre pièce pour "
                "ce tour (révélation publique)."
            ),
            (
                "Usurpation (1/game): after the election, become your room's Général (leader) for "
                "this round (public reveal)."
            ),
        ),
    ),
    8: (
        _ENGLISH,
        _t(
            (
                "Usurpation (1/partie) : après l'élection, devenir le Général de votre pièce pour "
                "ce tour (révélation publique)."
            ),
            (
                "Usurpation (1/game): after the election, become your room's Général (leader) for "
                "this round (public reveal)."
            ),
        ),
    ),
    9: (
        _t(
            "Neutre : multiplier les révélations complètes (+0,5 point par nouveau partenaire).",
            "Neutral: make many full reveals (+0.5 point per new partner).",
        ),
        _t(
            (
                "Passif : vous vous dites rouge ou bleu (modifiable) ; vos révélations de couleur "
                "montrent cette couleur."
            ),
            (
                "Passive: you claim red or blue (you may change it); your colour reveals show that"
                " colour."
            ),
        ),
    ),
    10: (
        _t(
            (
                "Neutre : recueillir les histoires des grands (+1 par révélation complète avec "
                "Guillaume, Harold, le Pape, le Roi de France)."
            ),
            (
                "Neutral: collect the great ones' stories (+1 per full reveal with Guillaume, "
                "Harold, the Pape, the Roi de France)."
            ),
        ),
        _t(
            (
                "Chanson de renommée (1/partie) : annoncer à votre pièce qui vous a montré l'une "
                "de ces quatre cartes."
            ),
            (
                "Chanson de renommée (song of renown, 1/game): tell your room who showed you one "
                "of those four cards."
            ),
        ),
    ),
    11: (
        _NORMAN,
        _t(
            (
                "Corruption (1/tour) : après une révélation avec un joueur dont la carte n'est pas"
                " rouge, son vote copiera le vôtre."
            ),
            (
                "Corruption (1/round): after a reveal with a player whose card is not red, his "
                "ballot will copy yours."
            ),
        ),
    ),
    12: (
        _t(
            (
                "Neutraliser la Protection Divine : +5 si une attaque a lieu dans la pièce où vous"
                " finissez avec elle ; et faire gagner les Anglais."
            ),
            (
                "Cancel the Protection Divine: +5 if an attack is made in the room where you end "
                "with it; and help the English win."
            ),
        ),
        _t(
            (
                "Passif : si vous finissez avec Guillaume et la Protection Divine, sa protection "
                "est annulée."
            ),
            (
                "Passive: if you end with Guillaume and the Protection Divine, her protection is "
                "cancelled."
            ),
        ),
    ),
    13: (
        _NORMAN,
        _t(
            (
                "Libre circulation : en négociation, changer de pièce à volonté (révélation "
                "publique) ; immunisé contre les pouvoirs, jamais émissaire."
            ),
            (
                "Free movement: during the negotiation, change rooms at will (public reveal); "
                "immune to powers, never an émissaire (envoy)."
            ),
        ),
    ),
    14: (
        _ENGLISH,
        _t(
            (
                "Libre circulation : en négociation, changer de pièce à volonté (révélation "
                "publique) ; immunisé contre les pouvoirs, jamais émissaire."
            ),
            (
                "Free movement: during the negotiation, change rooms at will (public reveal); "
                "immune to powers, never an émissaire (envoy)."
            ),
        ),
    ),
    15: (
        _NORMAN,
        _t(
            (
                "Expertise martiale : quand l'Armurier vous a montré sa carte, le neutraliser tant"
                " que vous partagez sa pièce."
            ),
            (
                "Expertise martiale (martial expertise): once the Armurier showed you his card, "
                "neutralise him while you share his room."
            ),
        ),
    ),
    16: (
        _t(
            (
                "Capturer Guillaume : s'il finit en Angleterre avec vous, les Anglais gagnent (6 "
                "points pour vous)."
            ),
            (
                "Capture Guillaume: if he ends in Angleterre with you, the English win (6 points "
                "for you)."
            ),
        ),
        _t(
            (
                "Blocage (1/tour) : empêcher un émissaire de votre pièce de partir (carte montrée "
                "au Général, ou révélation publique)."
            ),
            (
                "Block (1/round): stop an émissaire (envoy) of your room from leaving (card shown "
                "to the Général, or public reveal)."
            ),
        ),
    ),
    17: (
        _NORMAN,
        _t(
            (
                "Connaissance du terrain (1/partie) : avant le départ, voir les cartes des autres "
                "émissaires de votre pièce (révélation publique)."
            ),
            (
                "Connaissance du terrain (knowledge of the land, 1/game): before departure, see "
                "the cards of your room's other émissaires (envoys) (public reveal)."
            ),
        ),
    ),
    18: (
        _ENGLISH,
        _t(
            (
                "Serment de loyauté : si vous, Harold et Guillaume finissez en Angleterre, +2 "
                "Anglais au décompte de la majorité."
            ),
            (
                "Serment de loyauté (oath of loyalty): if you, Harold and Guillaume end in "
                "Angleterre, +2 English in the majority count."
            ),
        ),
    ),
    19: (
        _t(
            "Finir dans la même pièce que le Chevalier Saxon (+3), et faire gagner les Normands.",
            "End in the same room as the Chevalier Saxon (+3), and help the Normans win.",
        ),
        _t(
            "Aucun pouvoir.",
            "No power.",
        ),
    ),
    20: (
        _t(
            "Finir dans la même pièce que la Dame Noble (+3), et faire gagner les Anglais.",
            "End in the same room as the Dame Noble (+3), and help the English win.",
        ),
        _t(
            (
                "Serment de protection : si la Dame Noble est désignée émissaire dans votre pièce,"
                " partir à sa place (révélation publique)."
            ),
            (
                "Serment de protection (oath of protection): if the Dame Noble is designated "
                "émissaire (envoy) in your room, go in her place (public reveal)."
            ),
        ),
    ),
    21: (
        _t(
            "À fuir : qui tient cette carte à la fin perd 5 points. Refilez-la !",
            "Pass it on: whoever holds this card at the end loses 5 points.",
        ),
        _t(
            (
                "Automatique : après une révélation où vous montrez quelque chose à un joueur, "
                "vous échangez vos cartes."
            ),
            (
                "Automatic: after a reveal in which you show something to a player, you swap cards"
                " with him."
            ),
        ),
    ),
    22: (
        _t(
            (
                "Faire gagner le camp de votre couleur en fin de partie (rouge : Normands, bleu : "
                "Anglais)."
            ),
            "Help the side of your colour at the end win (red: Normans, blue: English).",
        ),
        _t(
            (
                "Passif : vous choisissez votre couleur ; une révélation complète avec Guillaume "
                "ou la Protection Divine vous rend rouge, avec Harold ou le Chaman bleu. Immunisé "
                "contre le Roi de France."
            ),
            (
                "Passive: you choose your colour; a full reveal with Guillaume or the Protection "
                "Divine makes you red, with Harold or the Chaman blue. Immune to the Roi de "
                "France."
            ),
        ),
    ),
    23: (
        _NORMAN,
        _t(
            (
                "Escorte renforcée : chaque tour où vous êtes Général, envoyer 1 ou 2 émissaires "
                "de plus (révélation publique)."
            ),
            (
                "Escorte renforcée (reinforced escort): each round you are the Général (leader), "
                "send 1 or 2 more émissaires (envoys) (public reveal)."
            ),
        ),
    ),
    24: (
        _ENGLISH,
        _t(
            (
                "Escorte renforcée : chaque tour où vous êtes Général, envoyer 1 ou 2 émissaires "
                "de plus (révélation publique)."
            ),
            (
                "Escorte renforcée (reinforced escort): each round you are the Général (leader), "
                "send 1 or 2 more émissaires (envoys) (public reveal)."
            ),
        ),
    ),
    25: (
        _t(
            (
                "Camp du Pape : la paix — le Pape, Guillaume, Harold (et le Roi de France s'il est"
                " en jeu) finissent dans la même pièce (8 points)."
            ),
            (
                "The Pope's side: peace — the Pape, Guillaume, Harold (and the Roi de France if in"
                " play) end in the same room (8 points)."
            ),
        ),
        _t(
            (
                "Copie : après une révélation, copier le pouvoir de la carte qu'on vous a montrée,"
                " jusqu'à la prochaine arrivée."
            ),
            (
                "Copy: after a reveal, copy the power of the card you were shown, until the next "
                "arrival."
            ),
        ),
    ),
    26: (
        _t(
            (
                "Camp du Pape : la paix — le Pape, Guillaume, Harold (et le Roi de France s'il est"
                " en jeu) finissent dans la même pièce (8 points)."
            ),
            (
                "The Pope's side: peace — the Pape, Guillaume, Harold (and the Roi de France if in"
                " play) end in the same room (8 points)."
            ),
        ),
        _t(
            (
                "Bénédiction : après une révélation, bénir le joueur (il n'est plus sujet de la "
                "France et peut se convertir au Pape). Immunisé contre le Roi de France."
            ),
            (
                "Blessing: after a reveal, bless the player (no longer a subject of France, he may"
                " convert to the Pope). Immune to the Roi de France."
            ),
        ),
    ),
    27: (
        _NORMAN,
        _t(
            "Passage (1/tour) : après une révélation, envoyer ce joueur dans l'autre pièce.",
            "Passage (smuggling, 1/round): after a reveal, send that player to the other room.",
        ),
    ),
    28: (
        _ENGLISH,
        _t(
            "Passage (1/tour) : après une révélation, envoyer ce joueur dans l'autre pièce.",
            "Passage (smuggling, 1/round): after a reveal, send that player to the other room.",
        ),
    ),
    29: (
        _NORMAN,
        _t(
            (
                "Maître des mers (1/partie) : garder chez lui un émissaire de votre pièce, ou "
                "renvoyer un arrivant (révélation publique)."
            ),
            (
                "Maître des mers (master of the seas, 1/game): keep an émissaire (envoy) of your "
                "room home, or send an arrival back (public reveal)."
            ),
        ),
    ),
    30: (
        _ENGLISH,
        _t(
            (
                "Maître des mers (1/partie) : garder chez lui un émissaire de votre pièce, ou "
                "renvoyer un arrivant (révélation publique)."
            ),
            (
                "Maître des mers (master of the seas, 1/game): keep an émissaire (envoy) of your "
                "room home, or send an arrival back (public reveal)."
            ),
        ),
    ),
    31: (
        _NORMAN,
        _t(
            (
                "Pacte d'alliance (1/partie) : après une révélation, proposer à ce joueur "
                "d'échanger vos cartes."
            ),
            (
                "Pacte d'alliance (alliance pact, 1/game): after a reveal, offer that player to "
                "swap cards."
            ),
        ),
    ),
    32: (
        _ENGLISH,
        _t(
            (
                "Pacte d'alliance (1/partie) : après une révélation, proposer à ce joueur "
                "d'échanger vos cartes."
            ),
            (
                "Pacte d'alliance (alliance pact, 1/game): after a reveal, offer that player to "
                "swap cards."
            ),
        ),
    ),
    33: (
        _NORMAN,
        _t(
            (
                "Confession (1/tour) : forcer un joueur de votre pièce à vous montrer sa carte "
                "(vous montrez la vôtre d'abord)."
            ),
            (
                "Confession (1/round): make a player of your room show you his card (you show "
                "yours first)."
            ),
        ),
    ),
    34: (
        _ENGLISH,
        _t(
            (
                "Confession (1/tour) : forcer un joueur de votre pièce à vous montrer sa carte "
                "(vous montrez la vôtre d'abord)."
            ),
            (
                "Confession (1/round): make a player of your room show you his card (you show "
                "yours first)."
            ),
        ),
    ),
    35: (
        _t(
            (
                "La France l'emporte si plus de la moitié des joueurs sont ses sujets à la fin (8 "
                "points)."
            ),
            "France wins if more than half the players are its subjects at the end (8 points).",
        ),
        _t(
            (
                "Assujettissement : chaque révélation complète rend l'autre sujet de la France ; "
                "refus royal (1/partie) : refuser de partir en émissaire."
            ),
            (
                "Assujettissement (subjugation): every full reveal makes the other a subject of "
                "France; royal refusal (1/game): refuse to leave as an émissaire (envoy)."
            ),
        ),
    ),
    36: (
        _t(
            "Faire gagner la France : une majorité de sujets à la fin (8 points).",
            "Help France win: a majority of subjects at the end (8 points).",
        ),
        _t(
            (
                "Confirmation (1/tour) : après une révélation, confirmer un sujet de la France (le"
                " Pape ne peut plus le bénir)."
            ),
            (
                "Confirmation (1/round): after a reveal, confirm a subject of France (the Pape can"
                " no longer bless him)."
            ),
        ),
    ),
    37: (
        _NORMAN,
        _t(
            (
                "Conseil secret (1/partie) : deux joueurs de votre pièce et vous vous montrez tous"
                " vos cartes."
            ),
            (
                "Conseil secret (secret council, 1/game): you and two players of your room all "
                "show each other your cards."
            ),
        ),
    ),
    38: (
        _ENGLISH,
        _t(
            (
                "Conseil secret (1/partie) : deux joueurs de votre pièce et vous vous montrez tous"
                " vos cartes."
            ),
            (
                "Conseil secret (secret council, 1/game): you and two players of your room all "
                "show each other your cards."
            ),
        ),
    ),
    39: (
        _NORMAN,
        _t(
            (
                "Ralliement (1/partie) : ceux de votre couleur présents peuvent se rallier ; "
                "désignés émissaires, ils restent chez eux."
            ),
            (
                "Ralliement (rally, 1/game): those of your colour present may rally; designated "
                "émissaires (envoys), they stay home."
            ),
        ),
    ),
    40: (
        _ENGLISH,
        _t(
            (
                "Ralliement (1/partie) : ceux de votre couleur présents peuvent se rallier ; "
                "désignés émissaires, ils restent chez eux."
            ),
            (
                "Ralliement (rally, 1/game): those of your colour present may rally; designated "
                "émissaires (envoys), they stay home."
            ),
        ),
    ),
    41: (
        _t(
            (
                "Traité de paix : traité complet avec l'autre Diplomate Secret et même pièce à la "
                "fin (+6) ; sinon faire gagner les Normands."
            ),
            (
                "Peace treaty: a complete treaty with the other Diplomate Secret and the same room"
                " at the end (+6); otherwise help the Normans win."
            ),
        ),
        _t(
            (
                "Proposition de traité (1/partie) : après une révélation avec l'autre Diplomate "
                "Secret, lui proposer un traité, que chacun fait ratifier par son roi."
            ),
            (
                "Proposition de traité (treaty, 1/game): after a reveal with the other Diplomate "
                "Secret, offer him a treaty, which each has his king ratify."
            ),
        ),
    ),
    42: (
        _t(
            (
                "Traité de paix : traité complet avec l'autre Diplomate Secret et même pièce à la "
                "fin (+6) ; sinon faire gagner les Anglais."
            ),
            (
                "Peace treaty: a complete treaty with the other Diplomate Secret and the same room"
                " at the end (+6); otherwise help the English win."
            ),
        ),
        _t(
            (
                "Proposition de traité (1/partie) : après une révélation avec l'autre Diplomate "
                "Secret, lui proposer un traité, que chacun fait ratifier par son roi."
            ),
            (
                "Proposition de traité (treaty, 1/game): after a reveal with the other Diplomate "
                "Secret, offer him a treaty, which each has his king ratify."
            ),
        ),
    ),
    43: (
        _t(
            (
                "Camp du Pape : visiter chaque pièce au moins 2 fois et finir avec le Pape (+4) ; "
                "l'aider à faire la paix."
            ),
            (
                "The Pope's side: visit each room at least twice and end with the Pape (+4); help "
                "him make peace."
            ),
        ),
        _t(
            "Immunité religieuse : désigné émissaire, rien ne peut vous empêcher de partir.",
            (
                "Religious immunity: once designated émissaire (envoy), nothing can stop you "
                "leaving."
            ),
        ),
    ),
    44: (
        _t(
            "Neutre : deviner les cartes des autres (+2 par bonne réponse).",
            "Neutral: guess the others' cards (+2 per right guess).",
        ),
        _t(
            (
                "Lecture de pensées (1/tour) : annoncer la carte d'un joueur de votre pièce ; il "
                "vous la montre (révélation publique)."
            ),
            (
                "Lecture de pensées (mind reading, 1/round): announce a player's card; he shows it"
                " to you (public reveal)."
            ),
        ),
    ),
    45: (
        _NORMAN,
        _t(
            (
                "Traduction (3/tour) : vous joindre à un échange de cartes entre deux joueurs de "
                "votre pièce."
            ),
            (
                "Traduction (interpreting, 3/round): join a card exchange between two players of "
                "your room."
            ),
        ),
    ),
    46: (
        _t(
            (
                "Attaquer Guillaume à la fin, s'il y a plus d'Anglais que de Normands dans sa "
                "pièce ; sinon faire gagner les Anglais."
            ),
            (
                "Attack Guillaume at the end, if his room holds more English than Normans; "
                "otherwise help the English win."
            ),
        ),
        _t(
            (
                "Attaque de fin de partie dans la pièce de Guillaume. Faiblesse : seulement des "
                "révélations complètes."
            ),
            "End-of-game attack in Guillaume's room. Weakness: full reveals only.",
        ),
    ),
    47: (
        _NORMAN,
        _t(
            (
                "Sacrifice (1/partie) : prendre la place d'un émissaire désigné de votre couleur "
                "(révélation publique)."
            ),
            (
                "Sacrifice (1/game): take the place of a designated émissaire (envoy) of your "
                "colour (public reveal)."
            ),
        ),
    ),
    48: (
        _ENGLISH,
        _t(
            (
                "Sacrifice (1/partie) : prendre la place d'un émissaire désigné de votre couleur "
                "(révélation publique)."
            ),
            (
                "Sacrifice (1/game): take the place of a designated émissaire (envoy) of your "
                "colour (public reveal)."
            ),
        ),
    ),
    49: (
        _t(
            "Neutre : finir dans la pièce qui décide de la victoire (+3).",
            "Neutral: end in the room that decides the victory (+3).",
        ),
        _t(
            (
                "Instinct de survie (1/partie) : avant le départ, passer dans l'autre pièce sans "
                "être émissaire (révélation publique)."
            ),
            (
                "Instinct de survie (survival instinct, 1/game): before departure, move to the "
                "other room without being an envoy (public reveal)."
            ),
        ),
    ),
    50: (
        _t(
            (
                "Neutre : s'engager auprès de Guillaume, Harold ou le Roi de France, et gagner "
                "avec lui (mêmes points)."
            ),
            (
                "Neutral: pledge yourself to Guillaume, Harold or the Roi de France, and win with "
                "him (same points)."
            ),
        ),
        _t(
            (
                "Contrat de service (1/partie) : après qu'une de ces trois cartes vous a été "
                "montrée, vous engager dans son camp."
            ),
            (
                "Contrat de service (service contract, 1/game): after one of those three cards was"
                " shown to you, join its side."
            ),
        ),
    ),
}
"""Card number → (its goal, a summary of its powers), each (French, English)."""

POWER_TEXTS: Final[dict[str, tuple[Text, Text]]] = {
    "autorite": (
        _t("Autorité", "Autorité (authority)"),
        _t(
            (
                "1/tour, en négociation : un joueur de votre pièce et vous vous montrez vos cartes"
                " (vous d'abord), qu'il le veuille ou non."
            ),
            (
                "1/round, negotiation: you and a player of your room show each other your cards "
                "(you first), willing or not."
            ),
        ),
    ),
    "pretre": (
        _t("Confession", "Confession"),
        _t(
            (
                "1/tour, en négociation : un joueur de votre pièce et vous vous montrez vos cartes"
                " (vous d'abord), qu'il le veuille ou non."
            ),
            (
                "1/round, negotiation: you and a player of your room show each other your cards "
                "(you first), willing or not."
            ),
        ),
    ),
    "refus_royal": (
        _t("Refus royal", "Royal refusal"),
        _t(
            (
                "1/partie, avant le départ, si vous êtes émissaire : vous restez (révélation "
                "publique)."
            ),
            (
                "1/game, before departure, if you are an émissaire (envoy): you stay home (public "
                "reveal)."
            ),
        ),
    ),
    "bretagne": (
        _t("Alliance bretonne", "Alliance bretonne (Breton alliance)"),
        _t(
            (
                "1/partie, avant le départ, si vous êtes émissaire : un joueur de votre pièce "
                "montre sa couleur à tous et part avec vous (révélation publique)."
            ),
            (
                "1/game, before departure, if you are an émissaire (envoy): a player of your room "
                "shows everyone his colour and leaves with you (public reveal)."
            ),
        ),
    ),
    "sang_royal": (
        _t("Usurpation", "Usurpation"),
        _t(
            (
                "1/partie, fenêtre d'usurpation : vous devenez le Général de votre pièce pour ce "
                "tour (révélation publique)."
            ),
            (
                "1/game, usurpation window: you become your room's Général (leader) for this round"
                " (public reveal)."
            ),
        ),
    ),
    "troubadour": (
        _t("Chanson de renommée", "Chanson de renommée (song)"),
        _t(
            (
                "1/partie, après une révélation où l'on vous a montré la carte 1, 2, 26 ou 35 : "
                "vous l'annoncez à votre pièce."
            ),
            (
                "1/game, after a reveal in which you were shown card 1, 2, 26 or 35: you announce "
                "it to your room."
            ),
        ),
    ),
    "tresorier": (
        _t("Corruption", "Corruption"),
        _t(
            (
                "1/tour, après une révélation avec un joueur dont la carte n'est pas rouge : son "
                "vote copiera le vôtre à l'élection."
            ),
            (
                "1/round, after a reveal with a player whose card is not red: his ballot will copy"
                " yours at the election."
            ),
        ),
    ),
    "emissaire": (
        _t("Libre circulation", "Free movement"),
        _t(
            (
                "À volonté, en négociation : vous passez dans l'autre pièce (révélation publique "
                "dans celle que vous quittez)."
            ),
            (
                "At will, negotiation: you move to the other room (public reveal in the room you "
                "leave)."
            ),
        ),
    ),
    "maitre_d_armes": (
        _t("Expertise martiale", "Expertise martiale (martial expertise)"),
        _t(
            (
                "À volonté, après qu'on vous a montré la carte 6 : elle est neutralisée tant que "
                "vous êtes dans la même pièce."
            ),
            "At will, after you were shown card 6: it is neutralised while you share a room.",
        ),
    ),
    "geolier": (
        _t("Blocage", "Block"),
        _t(
            (
                "1/tour, avant le départ : un émissaire de votre pièce ne part pas (carte montrée "
                "au Général, ou révélation publique)."
            ),
            (
                "1/round, before departure: an émissaire (envoy) of your room does not leave (card"
                " shown to the Général, or public reveal)."
            ),
        ),
    ),
    "cartographe": (
        _t("Connaissance du terrain", "Connaissance du terrain (knowledge of the land)"),
        _t(
            (
                "1/partie, avant le départ : les autres émissaires de votre pièce vous montrent "
                "leur carte (révélation publique)."
            ),
            (
                "1/game, before departure: the other émissaires (envoys) of your room show you "
                "their cards (public reveal)."
            ),
        ),
    ),
    "saxon": (
        _t("Serment de protection", "Serment de protection (oath of protection)"),
        _t(
            (
                "Avant le départ : un émissaire de votre pièce se révèle ; si c'est la carte 19, "
                "vous partez à sa place (révélation publique)."
            ),
            (
                "Before departure: an émissaire (envoy) of your room reveals his card; if it is "
                "card 19, you go in her place (public reveal)."
            ),
        ),
    ),
    "commandant": (
        _t("Escorte renforcée", "Escorte renforcée (escort)"),
        _t(
            (
                "Chaque tour où vous êtes Général, à la désignation : 1 ou 2 émissaires de plus "
                "(révélation publique)."
            ),
            (
                "Each round you are the Général (leader), at the designation: 1 or 2 more "
                "émissaires (envoys) (public reveal)."
            ),
        ),
    ),
    "moine": (
        _t("Copie", "Copy"),
        _t(
            (
                "À volonté, après une révélation : vous copiez la carte qu'on vous a montrée, "
                "jusqu'à la prochaine arrivée."
            ),
            "At will, after a reveal: you copy the card you were shown, until the next arrival.",
        ),
    ),
    "pape": (
        _t("Bénédiction", "Blessing"),
        _t(
            (
                "À volonté, après une révélation : vous offrez une bénédiction (il peut se "
                "convertir)."
            ),
            "At will, after a reveal: you offer a blessing (he may convert).",
        ),
    ),
    "contrebandier": (
        _t("Passage", "Passage (smuggling)"),
        _t(
            "1/tour, après une révélation : ce joueur passe aussitôt dans l'autre pièce.",
            "1/round, after a reveal: that player moves to the other room at once.",
        ),
    ),
    "navigateur": (
        _t("Maître des mers", "Maître des mers (master of the seas)"),
        _t(
            (
                "1/partie : garder un émissaire de votre pièce (avant le départ) ou renvoyer un "
                "arrivant (après l'arrivée) ; révélation publique."
            ),
            (
                "1/game: keep an émissaire (envoy) of your room home (before departure) or send an"
                " arrival back (after arrival); public reveal."
            ),
        ),
    ),
    "negociateur": (
        _t("Pacte d'alliance", "Pacte d'alliance (card swap)"),
        _t(
            "1/partie, après une révélation : vous proposez d'échanger vos cartes.",
            "1/game, after a reveal: you offer to swap cards.",
        ),
    ),
    "chancelier": (
        _t("Confirmation", "Confirmation"),
        _t(
            (
                "1/tour, après une révélation : si sa carte est sujette de la France, elle devient"
                " confirmée."
            ),
            "1/round, after a reveal: if his card is a subject of France, it becomes confirmed.",
        ),
    ),
    "diplomate_royal": (
        _t("Conseil secret", "Conseil secret (secret council)"),
        _t(
            (
                "1/partie, en négociation : vous et deux joueurs de votre pièce vous montrez tous "
                "vos cartes."
            ),
            (
                "1/game, negotiation: you and two players of your room all show each other your "
                "cards."
            ),
        ),
    ),
    "porte_etendard": (
        _t("Ralliement", "Ralliement (rally)"),
        _t(
            (
                "1/partie, en négociation : ceux de votre couleur présents peuvent se rallier en "
                "secret (révélation publique)."
            ),
            (
                "1/game, negotiation: those of your colour present may rally in secret (public "
                "reveal)."
            ),
        ),
    ),
    "diplomate_secret": (
        _t("Proposition de traité", "Proposition de traité (treaty)"),
        _t(
            (
                "1/partie, après une révélation avec l'autre Diplomate Secret : vous proposez un "
                "traité."
            ),
            "1/game, after a reveal with the other Diplomate Secret: you offer a treaty.",
        ),
    ),
    "devin": (
        _t("Lecture de pensées", "Lecture de pensées (mind reading)"),
        _t(
            (
                "1/tour, en négociation : vous annoncez la carte d'un joueur avec qui vous n'avez "
                "pas fait de révélation complète (révélation publique)."
            ),
            (
                "1/round, negotiation: you announce the card of a player you never did a full "
                "reveal with (public reveal)."
            ),
        ),
    ),
    "interprete": (
        _t("Traduction", "Traduction (interpreting)"),
        _t(
            (
                "3/tour, juste après un échange de cartes entre deux joueurs de votre pièce : vous"
                " vous joignez à eux."
            ),
            (
                "3/round, right after two players of your room show each other their cards: you "
                "join them."
            ),
        ),
    ),
    "servant": (
        _t("Sacrifice", "Sacrifice"),
        _t(
            (
                "1/partie, avant le départ : un émissaire de votre pièce montre sa couleur ; si "
                "c'est la vôtre, vous partez à sa place (révélation publique)."
            ),
            (
                "1/game, before departure: an émissaire (envoy) of your room shows his colour; if "
                "it is yours, you go in his place (public reveal)."
            ),
        ),
    ),
    "vagabond": (
        _t("Instinct de survie", "Instinct de survie (survival instinct)"),
        _t(
            (
                "1/partie, avant le départ, ni Général ni émissaire : vous passez dans l'autre "
                "pièce (révélation publique)."
            ),
            (
                "1/game, before departure, neither Général (leader) nor émissaire (envoy): you "
                "move to the other room (public reveal)."
            ),
        ),
    ),
    "capitaine": (
        _t("Contrat de service", "Contrat de service (pledge)"),
        _t(
            (
                "1/partie, après qu'on vous a montré la carte 1, 2 ou 35 : vous vous engagez dans "
                "son camp."
            ),
            "1/game, after you were shown card 1, 2 or 35: you pledge yourself to its side.",
        ),
    ),
}
"""Power id (the notation's ``power <id>``) → (its name, what it does), each (French,
English)."""

_SAME_AS: Final = {"navigateur_arrival": "navigateur", "commandant_lieutenant": "commandant"}
"""Engine powers that are another power's second use (same action words, same text)."""


def _pick(text: Text, lang: str) -> str:
    return text[0] if lang == "fr" else text[1]


def goal(card: int, lang: str = "en") -> str:
    """What ``card`` plays for, in ``lang`` ("fr" or "en")."""
    return _pick(CARD_TEXTS[card][0], lang)


def power_summary(card: int, lang: str = "en") -> str:
    """A one-line summary of ``card``'s powers (or its lack of one), in ``lang``."""
    return _pick(CARD_TEXTS[card][1], lang)


def power_name(power: str, lang: str = "en") -> str:
    """The name of power ``power`` (its notation id), in ``lang``."""
    return _pick(POWER_TEXTS[_SAME_AS.get(power, power)][0], lang)


def power_text(power: str, lang: str = "en") -> str:
    """What power ``power`` does, when and how often, in ``lang``."""
    return _pick(POWER_TEXTS[_SAME_AS.get(power, power)][1], lang)


@functools.cache
def _by_card() -> dict[int, tuple[str, ...]]:
    out: dict[int, list[str]] = {}
    for power in POWERS.values():
        name = _SAME_AS.get(power.id, power.id)
        for card in power.cards:
            if name not in out.setdefault(card, []):
                out[card].append(name)
    return {card: tuple(names) for card, names in out.items()}


def card_powers(card: int) -> tuple[str, ...]:
    """The ids of the active powers ``card`` carries (the engine's table), in order."""
    return _by_card().get(card, ())


def web_texts() -> dict[str, dict[str, Any]]:
    """What the browser page explains, in both languages (served by
    ``GET /api/games/deux_rois/texts``, so the page holds no copy).

    Returns:
        ``{"cards": {"<n>": {"goal": {"fr", "en"}, "power": {"fr", "en"},
        "powers": [power id, ...]}}, "powers": {id: {"name": {"fr", "en"},
        "text": {"fr", "en"}}}, "roles": {"espion": 9, "infidele": 22, "pelerin": 43}}``:
        ``roles`` the cards whose own state the page words by role (the Espion's claimed
        colour, the Infidèle's colour, the Pèlerin's visits), by number.
    """
    cards: dict[str, dict[str, object]] = {
        str(n): {
            "goal": {"fr": goal(n, "fr"), "en": goal(n, "en")},
            "power": {"fr": power_summary(n, "fr"), "en": power_summary(n, "en")},
            "powers": list(card_powers(n)),
        }
        for n in sorted(CARD_TEXTS)
    }
    powers: dict[str, dict[str, object]] = {
        pid: {
            "name": {"fr": power_name(pid, "fr"), "en": power_name(pid, "en")},
            "text": {"fr": power_text(pid, "fr"), "en": power_text(pid, "en")},
        }
        for pid in POWER_TEXTS
    }
    roles = {"espion": core.ESPION, "infidele": core.INFIDELE, "pelerin": core.PELERIN}
    # The terminal's messages (dr.*) reach the page through the one catalogue
    # (/api/i18n/{lang}), not here.
    return {"cards": cards, "powers": powers, "roles": roles}
