"""Terminal drawing of Débarquement: the two boats, the hand, the captures, the scores.

Reads only :class:`royaumes.games.debarquement.View`; the narration is the
engine's (:meth:`Debarquement.narrate`), with seats as their labels and cards
drawn as below; a placement's label tells its effect as the view's ``previews``
give it (covers a card, captures the boat and its worth). A card is its number in its colour
with its French name (``27 Contrebandier``); in a boat, a stack's covered
cards are dimmed inside brackets before its visible top card, as the spec
writes them (``[27<19]``). Another seat's hand and its choice before the
reveal are never shown: the view does not hold them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from royaumes.events import Message, Ref
from royaumes.game import Action, Result
from royaumes.game import View as BaseView
from royaumes.games.debarquement import rules
from royaumes.games.deux_rois.characters import characters
from royaumes.ui import Renderer

__all__ = ["RENDERER", "DebarquementRenderer", "boat_text", "card_text"]

_STYLES = {
    "red": "bold red",
    "blue": "bold blue",
    "red+blue": "bold magenta",
    "grey": "bold bright_black",
    "orange": "bold dark_orange",
    "green": "bold green",
}
_BOAT_STYLES = ("red", "blue")
_CAPACITY = 5  # visible cards that complete a boat (spec §3.5)

_Boat = tuple[tuple[int, ...], ...]


def card_text(card: int, *, named: bool = True, dim: bool = False) -> Text:
    """A card: its number in its colour, with its French name.

    >>> card_text(27).plain, card_text(44, named=False).plain
    ('27 Contrebandier', '44')
    """
    character = characters()[card - 1]
    style = "dim" if dim else _STYLES.get(character.colour, "")
    text = Text(str(card), style=style)
    if named:
        text += Text(f" {character.name}", style="dim" if dim else style.replace("bold ", ""))
    return text


def boat_text(boat: _Boat) -> Text:
    """A boat left to right; covered cards dimmed in brackets before the visible one.

    >>> boat_text(((27, 19), (33,), (44,))).plain
    '[27<19]  33  44'
    """
    if not boat:
        return Text("–", style="dim")
    parts = []
    for stack in boat:
        if len(stack) == 1:
            parts.append(card_text(stack[0], named=False))
            continue
        text = Text("[", style="dim")
        for card in stack[:-1]:
            text += card_text(card, named=False, dim=True) + Text("<", style="dim")
        parts.append(text + card_text(stack[-1], named=False) + Text("]", style="dim"))
    return Text("  ").join(parts)


def _cards_of(boat: _Boat) -> tuple[int, ...]:
    return tuple(c for stack in boat for c in stack)


def _signed(value: int) -> str:
    """An integer with a true minus sign (``−14``)."""
    return str(value).replace("-", "−")


class DebarquementRenderer(Renderer):
    """The renderer of Débarquement (see :class:`royaumes.ui.Renderer`)."""

    letter_menu = True  # the moves are card numbers: "2" is card 2, "b" the second move

    # -- words ------------------------------------------------------------------------

    def _boat_name(self, boat: int | str) -> str:
        index = rules.BOATS.index(boat) if isinstance(boat, str) else boat
        return self.t(f"deb.boat.{rules.BOATS[index]}")

    def _colour(self, card: int) -> str:
        return self.t(f"deb.colour.{characters()[card - 1].colour}")

    def draw_ref(self, kind: str, value: Any) -> Text | str | None:
        """A card in narration: its number in its colour with its name; cards: numbers."""
        if kind == "card" and str(value).isdigit():
            return card_text(int(value))
        if kind == "cards":
            return Text(" ").join(card_text(int(c), named=False) for c in value)
        return None

    def _message(self, key: str, **params: Any) -> Text:
        """A board message with cards (``Ref``) drawn as in narration."""
        parts = Message(key, params).parts(self.lang, self.name_of, self.draw_ref)
        return Text.assemble(*(p if isinstance(p, Text) else str(p) for p in parts))

    def _green_mode(self, view: rules.View) -> str:
        return str(view.options.get("green_mode", "once"))

    def _worth(self, cards: Sequence[int], view: rules.View) -> int:
        return rules.boat_value(cards, self._green_mode(view))

    # -- the table ------------------------------------------------------------------------

    def board(self, view: BaseView) -> RenderableType:
        """Both boats, the seats, this turn's cards and, for a seat, its hand."""
        if not isinstance(view, rules.View):
            return super().board(view)
        over = view.phase is rules.Phase.OVER
        title = self.game.spec.title
        if over:
            head = self.t("deb.title_over", title=title)
        else:
            head = self.t("deb.title", title=title, deal=view.deal, turn=view.turn)
        parts: list[RenderableType] = [Rule(head, style="bold")]
        info = self.t("deb.threshold", n=view.options.get("threshold", 66))
        info += " · " + self.t("deb.pile", n=view.pile_size)
        if view.set_aside:
            info += " · " + self.t("deb.set_aside_n", n=view.set_aside)
        info += " · " + self.t("deb.first", who=self.seat_label(view.first_seat))
        parts.append(Text(info, style="dim"))
        for index in (0, 1):
            parts.append(self._boat_line(view, index))
        parts.append(self._seats(view))
        if view.revealed and not over:
            parts.append(self._revealed(view))
        if view.placing is not None and not over:
            seat, card = view.placing
            line = self._message("deb.placing", who=Ref("seat", seat), card=Ref("card", str(card)))
            line.stylize("bold yellow")
            parts.append(line)
        if view.seat is not None and view.hand is not None and not over:
            if view.selection is not None:
                card, boat = view.selection
                parts.append(self._message(
                    "deb.your_choice", card=Ref("card", str(card)),
                    boat="none" if boat is None else rules.BOATS[boat],
                ))  # fmt: skip
            parts.append(Text(self.t("deb.your_hand"), style="bold"))
            parts.append(self._hand(view.hand))
        return Group(*parts)

    def _boat_line(self, view: rules.View, index: int) -> Text:
        boat = view.boats[index]
        style = "bold white on " + _BOAT_STYLES[index]
        line = Text(f" {self._boat_name(index)} ", style=style) + Text("  ")
        line += boat_text(boat)
        if boat:
            line += Text(
                "   "
                + self.t("deb.visible", n=len(boat), cap=_CAPACITY)
                + " · "
                + self.t("deb.worth", n=self._worth(_cards_of(boat), view)),
                style="dim",
            )
        return line

    def _hand(self, hand: Sequence[int]) -> Table:
        grid = Table.grid(padding=(0, 2))
        grid.add_column(justify="right")
        grid.add_column()
        grid.add_column(style="dim")
        for card in hand:
            character = characters()[card - 1]
            boat = (
                ""
                if card in rules.NEUTRAL_CARDS
                else ("→ " + self._boat_name(0 if character.colour == "red" else 1))
            )
            grid.add_row(
                Text(str(card), style=_STYLES.get(character.colour, "")),
                Text(f"{character.name} ({self._colour(card)})"),
                boat or self.t("deb.you_choose_boat"),
            )
        return grid

    def _seats(self, view: rules.View) -> Table:
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
        table.add_column("", width=1)
        table.add_column(self.t("deb.player"))
        table.add_column(self.t("deb.hand"), justify="right")
        table.add_column(self.t("deb.captures"))
        table.add_column(self.t("deb.last_deal"), justify="right")
        table.add_column(self.t("deb.total"), justify="right")
        selecting = view.phase is rules.Phase.SELECT
        for seat in range(view.num_players):
            me = seat == view.seat
            mark = Text("")
            if selecting and view.hand_sizes[seat] and not view.eliminated[seat]:
                mark = Text("✓", style="green") if view.selected[seat] else Text("…", style="dim")
            name = Text(self.seat_label(seat), style="bold" if me else "")
            if view.eliminated[seat]:
                name = Text(f"{self.seat_label(seat)} ({self.t('deb.out')})", style="dim strike")
            last = "" if view.deal_scores is None else _signed(view.deal_scores[seat])
            table.add_row(
                mark,
                name,
                str(view.hand_sizes[seat]),
                self._captures(view, seat),
                last,
                Text(_signed(view.totals[seat]), style="bold" if me else ""),
            )
        return table

    def _captures(self, view: rules.View, seat: int) -> Text:
        caps = view.captures[seat]
        if caps is None:
            boats, cards = view.capture_counts[seat]
            return Text(self.t("deb.capture_counts", boats=boats, cards=cards), style="dim")
        if not caps:
            return Text("–", style="dim")
        parts = [
            Text("{", style="dim")
            + Text(" ").join(card_text(c, named=False) for c in boat)
            + Text("}", style="dim")
            + Text(f"={self._worth(boat, view)}", style="dim")
            for boat in caps
        ]
        line = Text(" ").join(parts)
        negate = view.options.get("mono_scope", "deal") == "deal"
        score = rules.deal_score(
            caps,
            green_mode=self._green_mode(view),
            mono_ignore=str(view.options.get("mono_ignore", "grey")),
            negate=negate,
        )
        if negate and rules.is_mono(
            [c for b in caps for c in b], str(view.options.get("mono_ignore", "grey"))
        ):
            line += Text(" " + self.t("deb.mono"), style="green")
        return line + Text(" → " + _signed(score), style="bold")

    def _revealed(self, view: rules.View) -> Text:
        """This turn's revealed cards in placement order."""
        pending = {c for _, c in view.revealed} - self._placed_this_turn(view)
        parts = []
        for seat, card in view.revealed:
            cell = Text(f"{self.seat_label(seat)}: ") + card_text(card)
            if card not in pending:
                cell.stylize("dim")
            parts.append(cell)
        return Text(self.t("deb.this_turn") + " — ", style="bold") + Text(" · ").join(parts)

    @staticmethod
    def _placed_this_turn(view: rules.View) -> set[int]:
        out: set[int] = set()
        for event in reversed(view.events):
            if event.kind == "reveal":
                break
            if event.kind == "placed":
                out.add(int(event.params["card"]))
        return out

    def action_label(self, action: Action, view: BaseView) -> Text:
        """``play 27 Contrebandier → Norman boat``, ``put 44 Devin in the English boat``."""
        if not isinstance(action, rules.Action) or not isinstance(view, rules.View):
            return Text(str(action))
        kind = action.kind
        if kind in (rules.ActionKind.CHOOSE, rules.ActionKind.CHOOSE_BOAT):
            label = Text(self.t("deb.play")) + card_text(action.card)
            if action.boat is not None:
                label += Text(" → " + self._boat_name(action.boat))
            elif action.card in rules.NEUTRAL_CARDS:
                label += Text(" " + self.t("deb.boat_later"), style="dim")
            else:
                label += Text(
                    " → " + self._boat_name(0 if "red" in rules.card_colours(action.card) else 1),
                    style="dim",
                )
            return label
        if kind is rules.ActionKind.PLACE and action.boat is not None:
            label = Text(self.t("deb.put", boat=self._boat_name(action.boat))) + card_text(
                action.card
            )
            name = rules.BOATS[action.boat]
            preview = next((p for p in view.previews if p.boat == name), None)
            if preview is None:
                return label
            if preview.captures:
                label += Text(
                    " " + self.t("deb.would_capture", n=preview.worth), style="bold yellow"
                )
            elif preview.covers:
                label += Text(" " + self.t("deb.would_cover"), style="dim")
            else:
                visible = self.t("deb.visible", n=preview.visible, cap=_CAPACITY)
                label += Text(" " + visible, style="dim")
            return label
        if kind is rules.ActionKind.END_PHASE:
            return Text(self.t("deb.end_phase"))
        return Text(str(action))

    # -- the end ------------------------------------------------------------------------------

    def final(self, result: Result, view: BaseView) -> RenderableType:
        """The result table, with the threshold and the number of deals."""
        if not isinstance(view, rules.View):
            return super().final(result, view)
        line = Text(
            self.t("deb.final_line", deals=view.deal, n=view.options.get("threshold", 66)),
            style="dim",
        )
        return Group(line, self.result_table(result), self.winners_line(result))


RENDERER = DebarquementRenderer
"""The renderer class :func:`royaumes.ui.renderer_for` picks for this game."""
