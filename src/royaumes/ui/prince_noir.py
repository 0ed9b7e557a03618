"""Terminal drawing of Les Chevauchées du Prince Noir: the castles, the groups, the combats.

Reads only :class:`royaumes.games.prince_noir.View` and its events. The line
of 8 castles is drawn in the sides' colours (English red, French blue) with
each side's runs of adjacent castles; the opponent's face-down groups are
card backs (``▮▮``) until the reveal. The events are told in the game's own
words (``Game.narrate``, messages ``pn.*`` of the catalogue), each combat
followed by the line of castles it leaves (the engine's ``board`` fact). The
chain bonuses in the action labels are only a reading aid, computed by the
engine's :func:`~royaumes.games.prince_noir.rules.chain_bonus`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

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
_KIND_STYLE = {
    "sides": "cyan", "draw": "cyan", "order": "bold", "flip": "bold yellow", "hold": "yellow",
    "all_castles": "bold green",
}  # fmt: skip


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


def _backs(size: int) -> Text:
    return Text(_BACK * size, style="dim")


class PrinceNoirRenderer(Renderer):
    """The renderer of Les Chevauchées du Prince Noir (see :class:`royaumes.ui.Renderer`)."""

    def m(self, key: str, **kwargs: object) -> str:
        """The game's message ``pn.<key>`` in the renderer's language."""
        return self.t(f"pn.{key}", **kwargs)

    def _side_name(self, letter: str) -> str:
        return self.m(f"side.{letter}") if letter in ("E", "F") else letter

    def _cards(self, text: str) -> Text:
        return self._card_texts(text.split("+"))

    def _card_texts(self, ids: Sequence[str]) -> Text:
        cards = pn.catalogue().cards
        names = {c.id: c.name_fr if self.lang == "fr" else c.name_en for c in cards}
        parts = [Text(f"{c}", style="bold") + Text(f" ({names.get(c, c)})", style="dim")
                 for c in ids if c]  # fmt: skip
        return Text(" ").join(parts)

    def draw_ref(self, kind: str, value: Any) -> Text | str | None:
        """Cards as their ids in bold with their names: ``Ch (Mounted raid)``."""
        if kind == "card":
            return self._card_texts([str(value)])
        if kind == "cards":
            return self._card_texts([str(c) for c in value])
        return None

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
            parts.append(Text(self.m("runs"), style="dim") + Text(" ").join(runs))
        parts.append(
            Text(self.m("shield_line", side=self._side_name(view.first_player)), style="dim")
        )
        if view.sides is not None:
            parts.append(self._seats(view))
        if view.placements and not over:
            parts.append(self._placements(view))
        if view.order is not None and not over:
            parts.append(Text(self.m("order_is", a=view.order[0], b=view.order[1])))
        if view.hand is not None and not over and view.seat is not None:
            if view.sides is not None:
                letter = view.sides[view.seat]
                parts.append(Text(self.m("you_are", side=self._side_name(letter), letter=letter)))
            parts.append(
                Text(self.m("your_hand") + self.m("colon"), style="bold")
                + self._cards("+".join(view.hand))
            )
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
                str(view.largest_groups[letter]),
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
                + Text(f" {self.m('verb.' + p.role)} {self.m('at', castle=p.castle)}: ")
                + cards
            )
        return Text("\n").join(lines)

    def action_label(self, action: Action, view: BaseView) -> Text:
        """``attack castle 4 with Ch+Pl (value 4 + chain 1)``, ``order: 6 first, then 2``."""
        if not isinstance(action, pn.Action) or not isinstance(view, pn.View):
            return Text(str(action))
        if action.kind is pn.ActionKind.ORDER:
            first, second = divmod(action.arg, 8)
            return Text(self.m("order_label", a=first + 1, b=second + 1))
        if action.kind not in (pn.ActionKind.ATTACK, pn.ActionKind.DEFEND):
            return Text(str(action))
        group = action.group
        role = "attack" if action.kind is pn.ActionKind.ATTACK else "defend"
        chain = self._chain(view, action.castle)
        chain_text = self.m("label.chain", n=chain) if chain else ""
        bonus = pn.pillage_bonus(group) if role == "defend" else 0
        if bonus:
            chain_text = self.m("label.bonus", n=bonus) + chain_text
        return Text(self.m(f"label.{role}", castle=action.castle + 1, cards=pn.group_text(group),
                           value=pn.group_value(group, role), chain=chain_text))  # fmt: skip

    def _chain(self, view: pn.View, castle: int) -> int:
        """The seat's chain bonus at ``castle`` (0-based) on the view's board."""
        if view.sides is None or view.seat is None:
            return 0
        mode = str(view.options.get("chain_mode", "per_side_sum"))
        return pn.chain_bonus(view.board, castle, view.sides[view.seat], mode)

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
        chain = self._chain(view, int(castle) - 1) if isinstance(view, pn.View) else 0
        chain_text = self.m("label.chain", n=chain) if chain else ""
        label = self.m(f"group.{verb}", castle=castle, chain=chain_text, n=len(actions))
        return Text(label)

    # -- narration --------------------------------------------------------------------

    def narrate(
        self, before: BaseView, after: BaseView, events: Sequence[Event] | None = None
    ) -> list[RenderableType]:
        """The game's narration of each event (``Game.narrate``), coloured by kind; each
        combat followed by the line of castles it leaves."""
        if not isinstance(before, pn.View) or not isinstance(after, pn.View):
            return super().narrate(before, after, events)
        if events is None:
            events = after.events[len(before.events) :]
        out: list[RenderableType] = []
        for event in events:
            line = self.event_line(event, after.seat)
            if not line.plain:
                continue
            if event.kind in ("exhausted", "no_main"):
                out.append(Rule(line, style="bold"))
                continue
            line.stylize(_KIND_STYLE.get(event.kind, ""))
            out.append(line)
            if event.kind in ("flip", "hold"):
                board = str(event.params["board"])
                out.append(Text(self.m("board_now"), style="dim") + board_line(board))
        return out

    # -- the end ------------------------------------------------------------------------

    def final(self, result: Result, view: BaseView) -> RenderableType:
        """The result table, the final line of castles and each side's score."""
        if not isinstance(view, pn.View) or view.sides is None:
            return super().final(result, view)
        lines: list[RenderableType] = [board_line(view.board)]
        for seat, letter in enumerate(view.sides):
            castles = view.board.count(letter)
            largest = view.largest_groups[letter]
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
