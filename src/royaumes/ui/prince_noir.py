"""Terminal drawing of Les Chevauchées du Prince Noir: the castles, the groups, the combats.

Reads only :class:`royaumes.games.prince_noir.View` and its events. The line
of 8 castles is drawn in the sides' colours (English red, French blue) with
each side's runs of adjacent castles; the opponent's face-down groups are
card backs (``▮▮``) until the reveal; each combat is told with its attack and
defence values (read from the engine's ``combat`` event) and the flip. The
chain bonuses in the action labels are only a reading aid.

This module keeps its own messages (``_MESSAGES``, English and French).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from royaumes.game import Action, Event, Result
from royaumes.game import View as BaseView
from royaumes.games.prince_noir import rules as pn
from royaumes.ui import Renderer

__all__ = ["RENDERER", "PrinceNoirRenderer", "board_line"]

_STYLE = {"E": "bold white on red", "F": "bold white on blue", "?": "dim"}
_BACK = "▮"

_MESSAGES: Mapping[str, Mapping[str, str]] = {
    "en": {
        "title": "{title} · turn {turn}",
        "title_over": "{title} · game over",
        "side.E": "English",
        "side.F": "French",
        "shield": "Shield (first player): {side}",
        "you_are": "You play the {side} ({letter}).",
        "runs": "Runs: {runs}",
        "largest": "largest group",
        "seat": "Seat",
        "side": "Side",
        "castles": "Castles",
        "hand": "Hand",
        "pile": "Pile",
        "played": "Played",
        "your_hand": "Your hand: ",
        "placements": "This turn:",
        "at": "castle {castle}",
        "attack": "attacks",
        "defend": "defends",
        "order_set": "Resolution order: {first} first, then {second}",
        "attack_label": "attack castle {castle} with {cards} (value {value}{chain})",
        "defend_label": "defend castle {castle} with {cards} (value {value}{chain})",
        "chain": " + chain {n}",
        "attack_group": "attack castle {castle}{chain}: choose among {n} groups",
        "defend_group": "defend castle {castle}{chain}: choose among {n} groups",
        "bonus": " incl. pillage bonus {n}",
        "order_label": "order: {first} first, then {second}",
        "sides_drawn": "{who} plays the {side} ({letter})",
        "you_draw": "You draw: {cards}",
        "they_draw": "{n} card(s) drawn out of sight",
        "places": "{who} {verb} castle {castle} with {cards}",
        "orders": "{who} orders the combats: {first} first, then {second}",
        "reveal": "Reveal: ",
        "combat_flip": "Combat at {castle}: attack {attack} against defence {defence}: "
        "the castle flips to the {side}",
        "combat_hold": "Combat at {castle}: attack {attack} against defence {defence}: "
        "the defender holds",
        "all_castles": "The {side} hold all 8 castles!",
        "exhausted": "The cards are exhausted: final scoring.",
        "no_main": "A hand has no main card: final scoring.",
        "score_title": "Final scores",
        "score_row": "{castles} castles + {cards} cards + largest group {largest} = {total}",
        "board_now": "Board: ",
    },
    "fr": {
        "title": "{title} · tour {turn}",
        "title_over": "{title} · partie terminée",
        "side.E": "Anglais",
        "side.F": "Français",
        "shield": "Bouclier (premier joueur) : {side}",
        "you_are": "Vous jouez les {side} ({letter}).",
        "runs": "Séries : {runs}",
        "largest": "plus grand ensemble",
        "seat": "Place",
        "side": "Camp",
        "castles": "Châteaux",
        "hand": "Main",
        "pile": "Talon",
        "played": "Joué",
        "your_hand": "Votre main : ",
        "placements": "Ce tour :",
        "at": "château {castle}",
        "attack": "attaque",
        "defend": "défend",
        "order_set": "Ordre de résolution : {first} d'abord, puis {second}",
        "attack_label": "attaquer le château {castle} avec {cards} (valeur {value}{chain})",
        "defend_label": "défendre le château {castle} avec {cards} (valeur {value}{chain})",
        "chain": " + chaîne {n}",
        "attack_group": "attaquer le château {castle}{chain} : choisir parmi {n} ensembles",
        "defend_group": "défendre le château {castle}{chain} : choisir parmi {n} ensembles",
        "bonus": " dont bonus de pillage {n}",
        "order_label": "ordre : {first} d'abord, puis {second}",
        "sides_drawn": "{who} joue les {side} ({letter})",
        "you_draw": "Vous piochez : {cards}",
        "they_draw": "{n} carte(s) piochée(s) à l'abri des regards",
        "places": "{who} {verb} le château {castle} avec {cards}",
        "orders": "{who} fixe l'ordre des combats : {first} d'abord, puis {second}",
        "reveal": "Révélation : ",
        "combat_flip": "Combat au château {castle} : attaque {attack} contre défense "
        "{defence} : le château passe aux {side}",
        "combat_hold": "Combat au château {castle} : attaque {attack} contre défense "
        "{defence} : le défenseur tient",
        "all_castles": "Les {side} tiennent les 8 châteaux !",
        "exhausted": "Les cartes sont épuisées : décompte final.",
        "no_main": "Une main n'a plus de carte principale : décompte final.",
        "score_title": "Scores finaux",
        "score_row": "{castles} châteaux + {cards} cartes + plus grand ensemble {largest} "
        "= {total}",
        "board_now": "Ligne : ",
    },
}


def board_line(board: str) -> Text:
    """The 8 castles as coloured tiles: ``1E 2F ...``.

    >>> board_line("EFEFEFEF").plain
    ' 1 E  2 F  3 E  4 F  5 E  6 F  7 E  8 F '
    """
    return Text("").join(
        Text(f" {i} {owner} ", style=_STYLE.get(owner, "")) for i, owner in enumerate(board, 1)
    )


def _runs(board: str) -> list[tuple[str, int, int]]:
    """The maximal runs of adjacent castles: (side, first, last), positions from 1."""
    out: list[tuple[str, int, int]] = []
    start = 0
    for i in range(1, len(board) + 1):
        if i == len(board) or board[i] != board[start]:
            out.append((board[start], start + 1, i))
            start = i
    return out


def _largest(board: str, side: str) -> int:
    return max((b - a + 1 for s, a, b in _runs(board) if s == side), default=0)


def _chain(board: str, castle: int, side: str, mode: str) -> int:
    """The chain bonus of ``side`` at ``castle`` (0-based), as a reading aid (spec §5)."""
    table = pn.catalogue().chain_table

    def bonus(n: int) -> int:
        return table[min(n, len(table) - 1)]

    left = right = 0
    c = castle - 1
    while c >= 0 and board[c] == side:
        left, c = left + 1, c - 1
    c = castle + 1
    while c < len(board) and board[c] == side:
        right, c = right + 1, c + 1
    if mode == "per_side_max":
        return max(bonus(left), bonus(right))
    if mode == "combined":
        return bonus(left + right + (board[castle] == side))
    return bonus(left) + bonus(right)


def _backs(size: int) -> Text:
    return Text(_BACK * size, style="dim")


class PrinceNoirRenderer(Renderer):
    """The renderer of Les Chevauchées du Prince Noir (see :class:`royaumes.ui.Renderer`)."""

    def m(self, key: str, **kwargs: object) -> str:
        """This module's message ``key`` in the renderer's language."""
        table = _MESSAGES.get(self.lang, _MESSAGES["en"])
        return table.get(key, _MESSAGES["en"][key]).format(**kwargs)

    def _side_name(self, letter: str) -> str:
        return self.m(f"side.{letter}") if letter in "EF" else letter

    def _who_side(self, view: pn.View, letter: str) -> str:
        """The seat playing side ``letter``, with its label."""
        if view.sides is not None and letter in view.sides:
            return self.seat_label(view.sides.index(letter))
        return letter

    def _cards(self, text: str) -> Text:
        cards = pn.catalogue().cards
        names = {c.id: c.name_fr if self.lang == "fr" else c.name_en for c in cards}
        parts = [Text(f"{c}", style="bold") + Text(f" ({names.get(c, c)})", style="dim")
                 for c in text.split("+") if c]  # fmt: skip
        return Text(" ").join(parts)

    # -- the table ------------------------------------------------------------------

    def board(self, view: BaseView) -> RenderableType:
        """The line of castles, runs, seats, this turn's groups and the hand."""
        if not isinstance(view, pn.View):
            return super().board(view)
        over = view.phase is pn.Phase.OVER
        title = self.game.spec.title
        parts: list[RenderableType] = [
            Text(
                self.m("title_over", title=title)
                if over
                else self.m("title", title=title, turn=view.turn),
                style="bold",
            ),
            board_line(view.board),
        ]
        runs = [
            Text(f"{s}:{a}-{b}" if a != b else f"{s}:{a}", style=_STYLE[s])
            for s, a, b in _runs(view.board)
            if b > a
        ]
        if runs:
            parts.append(Text(self.m("runs", runs=""), style="dim") + Text(" ").join(runs))
        parts.append(Text(self.m("shield", side=self._side_name(view.first_player)), style="dim"))
        if view.sides is not None:
            parts.append(self._seats(view))
        if view.placements and not over:
            parts.append(self._placements(view))
        if view.order is not None and not over:
            parts.append(Text(self.m("order_set", first=view.order[0], second=view.order[1])))
        if view.hand is not None and not over and view.seat is not None:
            if view.sides is not None:
                letter = view.sides[view.seat]
                parts.append(Text(self.m("you_are", side=self._side_name(letter), letter=letter)))
            parts.append(Text(self.m("your_hand"), style="bold") + self._cards("+".join(view.hand)))
        return Group(*parts)

    def _seats(self, view: pn.View) -> Table:
        assert view.sides is not None
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
        for key in ("seat", "side", "castles", "largest", "hand", "pile", "played"):
            table.add_column(self.m(key), justify="left" if key in ("seat", "side") else "right")
        for seat, letter in enumerate(view.sides):
            played = view.discard.get(letter, {})
            table.add_row(
                Text(self.seat_label(seat), style="bold" if seat == view.seat else ""),
                Text(f" {letter} ", style=_STYLE[letter]),
                str(view.board.count(letter)),
                str(_largest(view.board, letter)),
                str(view.hand_sizes[seat]),
                str(view.pile_sizes[seat]),
                " ".join(f"{k}×{v}" for k, v in played.items() if v),
            )
        return table

    def _placements(self, view: pn.View) -> Text:
        lines = [Text(self.m("placements"), style="bold")]
        for p in view.placements:
            cards = _backs(p.size) if p.cards is None else self._cards(p.cards)
            lines.append(
                Text("  ")
                + Text(f" {p.side} ", style=_STYLE.get(p.side, ""))
                + Text(f" {self.m(p.role)} {self.m('at', castle=p.castle)}: ")
                + cards
            )
        return Text("\n").join(lines)

    def action_label(self, action: Action, view: BaseView) -> Text:
        """``attack castle 4 with Ch+Pl (value 4 + chain 1)``, ``order: 6 first, then 2``."""
        if not isinstance(action, pn.Action) or not isinstance(view, pn.View):
            return Text(str(action))
        if action.kind is pn.ActionKind.ORDER:
            first, second = divmod(action.arg, 8)
            return Text(self.m("order_label", first=first + 1, second=second + 1))
        if action.kind not in (pn.ActionKind.ATTACK, pn.ActionKind.DEFEND):
            return Text(str(action))
        cat = pn.catalogue()
        group = action.group
        cards = pn.group_text(group)
        chain = 0
        if view.sides is not None and view.seat is not None:
            mode = str(view.options.get("chain_mode", "per_side_sum"))
            chain = _chain(view.board, action.castle, view.sides[view.seat], mode)
        chain_text = self.m("chain", n=chain) if chain else ""
        if action.kind is pn.ActionKind.ATTACK:
            value = sum(cat.cards[t].value * k for t, k in enumerate(group))
            key = "attack_label"
        else:
            pillages = group[cat.pillage]
            bonus = cat.pillage_bonus[min(pillages, len(cat.pillage_bonus) - 1)]
            value = sum(group) + bonus
            key = "defend_label"
            if bonus:
                chain_text = self.m("bonus", n=bonus) + chain_text
        return Text(self.m(key, castle=action.castle + 1, cards=cards, value=value,
                           chain=chain_text))  # fmt: skip

    def menu_group(self, action: Action) -> str | None:
        """A placement is chosen in two steps: first the castle (``attack 4``), then the group."""
        if isinstance(action, pn.Action) and action.kind in (
            pn.ActionKind.ATTACK,
            pn.ActionKind.DEFEND,
        ):
            return " ".join(str(action).split()[:2])
        return None

    def group_label(self, key: str, actions: Sequence[Action], view: BaseView) -> Text:
        """``attack castle 4 (chain 1): 34 groups``."""
        verb, _, castle = key.partition(" ")
        chain = 0
        if isinstance(view, pn.View) and view.sides is not None and view.seat is not None:
            mode = str(view.options.get("chain_mode", "per_side_sum"))
            chain = _chain(view.board, int(castle) - 1, view.sides[view.seat], mode)
        chain_text = self.m("chain", n=chain) if chain else ""
        label = self.m(f"{verb}_group", castle=castle, chain=chain_text, n=len(actions))
        return Text(label)

    # -- narration --------------------------------------------------------------------

    def narrate(
        self, before: BaseView, after: BaseView, events: Sequence[Event] | None = None
    ) -> list[RenderableType]:
        """Tell the side draw, draws, groups, reveal, order and combats between two views."""
        if not isinstance(before, pn.View) or not isinstance(after, pn.View):
            return super().narrate(before, after, events)
        if events is None:
            events = after.events[len(before.events) :]
        out: list[RenderableType] = []
        board = before.board
        mine: list[str] = []
        hidden = 0

        def flush() -> None:
            nonlocal hidden
            if mine:
                out.append(Text(self.m("you_draw", cards=" ".join(mine)), style="cyan"))
                mine.clear()
            if hidden:
                out.append(Text(self.m("they_draw", n=hidden), style="dim"))
                hidden = 0

        for event in events:
            verb, _, rest = event.text.partition(" ")
            if event.actor == "chance" and verb == "draw":
                if rest == "?":
                    hidden += 1
                else:
                    mine.append(rest)
                continue
            flush()
            if event.actor == "chance" and verb == "sides":
                for seat, letter in enumerate(rest):
                    out.append(Text(self.m("sides_drawn", who=self.seat_label(seat),
                                           side=self._side_name(letter), letter=letter),
                                    style="cyan"))  # fmt: skip
            elif verb in ("attack", "defend") and event.actor.startswith("P"):
                castle, _, cards = rest.partition(" ")
                seat = int(event.actor[1:])
                shown: Text = (
                    _backs(int(cards[1:].split()[0])) if cards.startswith("[") else
                    self._cards(cards)
                )  # fmt: skip
                out.append(Text(self.m("places", who=self.seat_label(seat), verb=self.m(verb),
                                       castle=castle, cards="")) + shown)  # fmt: skip
            elif verb == "order" and event.actor.startswith("P"):
                first, second = rest.split()
                out.append(Text(self.m("orders", who=self.seat_label(int(event.actor[1:])),
                                       first=first, second=second), style="bold"))  # fmt: skip
            elif verb == "reveal":
                groups = [Text("  ") + self._reveal_part(part) for part in rest.split(", ")]
                out.append(
                    Text(self.m("reveal"), style="bold") + Text("\n") + Text("\n").join(groups)
                )
            elif verb == "combat":
                board = self._combat(out, rest, board)
            elif event.text.endswith("holds every castle"):
                out.append(Text(self.m("all_castles", side=self._side_name(verb)),
                                style="bold green"))  # fmt: skip
            elif event.text == "cards exhausted":
                out.append(Rule(self.m("exhausted"), style="bold"))
            elif event.text == "no main card":
                out.append(Rule(self.m("no_main"), style="bold"))
            else:
                out.append(self.event_line(event))
        flush()
        return out

    def _reveal_part(self, part: str) -> Text:
        """``E:attack 6 Rd`` as a coloured line."""
        side, _, rest = part.partition(":")
        role, castle, cards = (rest.split(" ") + ["", "", ""])[:3]
        return (
            Text(f" {side} ", style=_STYLE.get(side, ""))
            + Text(f" {self.m(role) if role in ('attack', 'defend') else role} ")
            + Text(self.m("at", castle=castle) + ": ")
            + self._cards(cards)
        )

    def _combat(self, out: list[RenderableType], rest: str, board: str) -> str:
        """``6 attack 7 defence 1 flips to E``: narrated, with the board after it."""
        words = rest.split()
        castle, attack, defence = words[0], words[2], words[4]
        if "flips" in words:
            side = words[-1]
            out.append(Text(self.m("combat_flip", castle=castle, attack=attack, defence=defence,
                                   side=self._side_name(side)), style="bold yellow"))  # fmt: skip
            index = int(castle) - 1
            board = board[:index] + side + board[index + 1 :]
        else:
            out.append(Text(self.m("combat_hold", castle=castle, attack=attack,
                                   defence=defence), style="yellow"))  # fmt: skip
        out.append(Text("  " + self.m("board_now"), style="dim") + board_line(board))
        return board

    # -- the end ------------------------------------------------------------------------

    def final(self, result: Result, view: BaseView) -> RenderableType:
        """The result table, the final line of castles and each side's score."""
        if not isinstance(view, pn.View) or view.sides is None:
            return super().final(result, view)
        lines: list[RenderableType] = [board_line(view.board)]
        for seat, letter in enumerate(view.sides):
            castles = view.board.count(letter)
            largest = _largest(view.board, letter)
            cards = view.hand_sizes[seat]
            total = castles + cards + largest
            row = self.m("score_row", castles=castles, cards=cards, largest=largest, total=total)
            lines.append(
                Text(f" {letter} ", style=_STYLE[letter])
                + Text(f" {self.seat_label(seat)}: ")
                + Text(row)
            )
        return Group(
            Text(self.m("score_title"), style="bold"),
            *lines,
            self.result_table(result),
            self.winners_line(result),
        )


RENDERER = PrinceNoirRenderer
"""The renderer class :func:`royaumes.ui.renderer_for` picks for this game."""
