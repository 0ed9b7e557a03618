"""Terminal drawing of Les 4 Royaumes: the table, the trick, the hand, the reveals.

Reads only :class:`royaumes.games.quatre_royaumes.View` and its events; the words
of each event are the game's (``QuatreRoyaumes.narrate``), and who won a trick is the
play event's fact, never recomputed. Cards
are drawn with suit symbols (``7H`` as ``7♥``, red suits in red); the list
of moves still gives each action's canonical text (``play 7H``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from royaumes.game import Action, Event, Game, Result
from royaumes.game import View as BaseView
from royaumes.games.quatre_royaumes import rules as qr
from royaumes.ui import Renderer

__all__ = ["RENDERER", "QuatreRoyaumesRenderer", "card_text", "mission_text"]

_SYMBOLS = qr.SUIT_SYMBOLS
_STYLES = {"S": "bold", "C": "bold", "H": "bold red", "D": "bold red"}
_TRICKS_PER_ROUND = 8  # spec §4: a round is 8 tricks


def card_text(card: str | None, *, dim: bool = False) -> Text:
    """A number card with its suit symbol ("7H" as a red "7♥"); "?" and ``None`` as is.

    >>> card_text("10S").plain
    '10♠'
    """
    if not card or card == "?":
        return Text(card or "–", style="dim")
    suit = card[-1]
    style = "dim" if dim else _STYLES.get(suit, "")
    return Text(card[:-1] + _SYMBOLS.get(suit, suit), style=style)


def mission_text(mission: str | None) -> Text:
    """A mission card with its suit symbol ("K-H" as "K♥"); "?" and ``None`` as is.

    >>> mission_text("Q-S").plain
    'Q♠'
    """
    if not mission or mission == "?":
        return Text(mission or "", style="dim")
    face, _, suit = mission.partition("-")
    return Text(face + _SYMBOLS.get(suit, suit), style=_STYLES.get(suit, ""))


def _kept(kept: Sequence[tuple[str, bool]]) -> Text:
    """Kept missions: face up (+2) in green, face down (−1) in red and in brackets."""
    return _join(
        [
            Text(mission_text(m).plain, style="bold green")
            if up
            else Text(f"({mission_text(m).plain})", style="red")
            for m, up in kept
        ]
    )


def _join(parts: Sequence[Text], sep: str = " ") -> Text:
    return Text(sep).join(parts)


@dataclass
class _Trick:
    """A finished trick, as narrated: the cards in order and who won it."""

    round: int
    number: int
    cards: tuple[tuple[str, str], ...]
    winner: str | None


class QuatreRoyaumesRenderer(Renderer):
    """The renderer of Les 4 Royaumes (see :class:`royaumes.ui.Renderer`)."""

    _last_trick: _Trick | None = None

    def __init__(self, game: Game, lang: str, labels: Sequence[str] = ()) -> None:
        super().__init__(game, lang, labels)
        self._names: dict[str, str] = {}
        self._trick: list[tuple[str, str]] = []

    # -- names --------------------------------------------------------------

    def _who(self, view: qr.View, name: str) -> str:
        """A place's name with who sits there ("P1 · heuristic", "V")."""
        try:
            place = view.place(name)
        except KeyError:
            return name
        if place.seat is None:
            return name
        return self.seat_label(place.seat)

    def _suit_name(self, suit: str) -> str:
        return self.t(f"qr.suit.{suit}")

    # -- the table ----------------------------------------------------------

    def board(self, view: BaseView) -> RenderableType:
        """The table as ``view`` shows it: places, trick, V's row, hand and mission."""
        if not isinstance(view, qr.View):
            return super().board(view)
        over = view.phase is qr.Phase.OVER
        title = (
            self.t("qr.title_over", title=self.game.spec.title)
            if over
            else self.t("qr.title", title=self.game.spec.title, round=view.round, trick=view.trick)
        )
        table = Table(
            title=title,
            caption=self.t("qr.pile_line", n=view.pile_size),
            box=box.SIMPLE_HEAD,
            title_style="bold",
            caption_justify="right",
            pad_edge=False,
        )
        table.add_column("", width=1)
        table.add_column(self.t("qr.place"))
        table.add_column(self.t("qr.pair_line"), justify="center")
        table.add_column(self.t("qr.tricks"), justify="right")
        table.add_column(self.t("qr.visible"), justify="center")
        table.add_column(self.t("qr.mission"), justify="center")
        table.add_column(self.t("qr.kept_line"))
        table.add_column(self.t("qr.score"), justify="right")
        for place in view.places:
            to_move = place.seat is not None and place.seat in view.to_move
            is_me = place.seat is not None and place.seat == view.seat
            who = self.t("qr.automaton_line") if place.seat is None else self._who(view, place.name)
            name = place.name if place.seat is None else who
            if place.seat is None:
                name = f"{place.name} · {who}"
            kept = _kept(place.kept)
            table.add_row(
                Text("▶", style="bold yellow") if to_move else Text(""),
                Text(name, style="bold" if is_me else ""),
                place.pair or "",
                str(place.tricks_won),
                card_text(place.visible),
                mission_text(place.mission),
                kept,
                Text(str(place.score), style="bold" if is_me else ""),
            )
        parts: list[RenderableType] = [table]
        for place in view.places:
            if place.seat is None and place.row:
                parts.append(Text(self.t("qr.row_line")) + _join([card_text(c) for c in place.row]))
        if not over:
            parts.append(self._trick_line(view))
            last = self._last_trick
            if last is not None and last.round == view.round and last.number < view.trick:
                parts.append(self._last_trick_line(view, last))
        me = view.me
        if me is not None and me.hand is not None and not over:
            parts.append(Text(self.t("qr.hand_line"), style="bold") + self._hand(me.hand))
        if me is not None and me.mission and me.mission != "?" and not over:
            parts.append(self._mission_lines(me.mission))
        return Group(*parts)

    def _hand(self, hand: Sequence[str]) -> Text:
        """The hand grouped by suit: ``1♠ 2♠  1♣ 2♣ ...``."""
        groups: list[Text] = []
        for suit in "SCHD":
            cards = [card_text(c) for c in hand if c.endswith(suit)]
            if cards:
                groups.append(_join(cards))
        return _join(groups, "   ")

    def _mission_lines(self, mission: str) -> Text:
        suit = mission[-1]
        hint = self.t(
            "qr.mission_hint_line",
            mine=_SYMBOLS[suit],
            partner=_SYMBOLS[qr.scoring().partner[suit]],
            others=" ".join(
                _SYMBOLS[s] for s in "SCHD" if s not in (suit, qr.scoring().partner[suit])
            ),
        )
        return (
            Text(self.t("qr.your_mission_line"), style="bold")
            + mission_text(mission)
            + Text(f" ({self._suit_name(suit)})")
            + Text("\n" + hint, style="dim")
        )

    def _trick_line(self, view: qr.View) -> Text:
        if not view.trick_cards:
            leader = view.trick_leader
            if leader is None:
                return Text("")
            return Text(self.t("qr.trick_lead", trick=view.trick, who=self._who(view, leader)))
        led = view.led_suit or ""
        line = Text(self.t("qr.trick", trick=view.trick, suit=self._suit_name(led)), style="bold")
        line += self._cards_line(view, view.trick_cards)
        if view.holder is not None:
            line += Text(self.t("qr.held_by", who=self._who(view, view.holder)), style="yellow")
        return line

    def _cards_line(self, view: qr.View, cards: Sequence[tuple[str, str]]) -> Text:
        """``P2 5♥ · P3 7♣`` with renounces dimmed."""
        led = cards[0][1][-1] if cards else ""
        return _join(
            [
                Text(f"{name} ") + card_text(card, dim=card == "?" or card[-1] != led)
                for name, card in cards
            ],
            " · ",
        )

    def _last_trick_line(self, view: qr.View, last: _Trick) -> Text:
        line = Text(self.t("qr.last_trick_line"), style="dim") + self._cards_line(view, last.cards)
        if last.winner is not None:
            line += Text(self.t("qr.won_by_line", who=self._who(view, last.winner)), style="dim")
        return line

    def action_label(self, action: Action, view: BaseView) -> Text:
        """``7♥ · take hold`` (or lead, renounce) for a ``play`` action."""
        text = str(action)
        if not isinstance(view, qr.View) or not text.startswith("play "):
            return Text(text)
        card = text[5:]
        if not view.trick_cards:
            hint = self.t("qr.lead_hint")
        elif card[-1] == view.led_suit:
            hint = self.t("qr.hold_hint" if self._last_holder(view) else "qr.follow_hint")
        else:
            hint = self.t("qr.renounce_hint")
        return card_text(card) + Text(f" {hint}", style="dim")

    @staticmethod
    def _last_holder(view: qr.View) -> bool:
        return view.options.get("hold_rule", "last_holder") == "last_holder"

    # -- narration ----------------------------------------------------------

    def name_of(self, who: int | str) -> str:
        """A place in narration: ``"P1 · heuristic"``, ``"V"``."""
        return self.seat_label(who) if isinstance(who, int) else self._names.get(who, who)

    def draw_ref(self, kind: str, value: Any) -> Text | None:
        """Cards coloured by suit; a mission ("K-H") as its card."""
        if kind == "cards":
            return _join([card_text(c) for c in value])
        if kind == "card":
            return mission_text(value) if "-" in value else card_text(value)
        return None

    def narrate(
        self, before: BaseView, after: BaseView, events: Sequence[Event] | None = None
    ) -> list[RenderableType]:
        """The game's words for each event (``QuatreRoyaumes.narrate``), with each
        finished round's reveal table in place of its scoring lines."""
        if not isinstance(before, qr.View) or not isinstance(after, qr.View):
            return super().narrate(before, after, events)
        if events is None:
            events = after.events[len(before.events) :]
        self._names = {p.name: self.seat_label(p.seat) for p in after.places if p.seat is not None}
        out: list[RenderableType] = []
        reveal_index = len(before.rounds)
        scoring = False
        for event in events:
            if event.kind == "score":
                scoring = True  # the reveal table tells the scores
                continue
            if scoring:
                scoring = False
                if reveal_index < len(after.rounds):
                    out.extend((Text(""), self.reveal(after, reveal_index)))
                reveal_index += 1
            if event.kind == "play":
                self._trick.append((event.actor, event.params["card"] or "?"))
                winner = event.params.get("winner")
                if winner:
                    self._last_trick = _Trick(
                        after.round, event.params["trick"], tuple(self._trick), winner
                    )
                    self._trick = []
            if event.kind == "over":
                out.append(Rule(self.t("ui.game_over"), style="bold"))
                continue
            line = self.event_line(event, after.seat)
            if line.plain:
                out.append(line)
        if scoring and reveal_index < len(after.rounds):
            out.extend((Text(""), self.reveal(after, reveal_index)))
        return out

    def reveal(self, view: qr.View, index: int) -> Table:
        """The reveal of round ``view.rounds[index]``: missions, scoring cards, points."""
        summary = view.rounds[index]
        table = Table(
            title=self.t("qr.reveal_line", round=summary.round),
            box=box.ROUNDED,
            title_style="bold cyan",
        )
        table.add_column(self.t("qr.place"))
        table.add_column(self.t("qr.mission"), justify="center")
        table.add_column(self.t("qr.scoring_card"), justify="center")
        table.add_column(self.t("qr.tricks"), justify="right")
        table.add_column(self.t("qr.points"))
        table.add_column(self.t("qr.total"), justify="right")
        for p, place in enumerate(view.places):
            points = summary.points[p]
            if points > 0:
                result = Text(f"+{points}  {self.t('qr.kept_up')}", style="green")
            elif points == 0:
                result = Text(f" 0  {self.t('qr.back_to_pile')}", style="yellow")
            else:
                result = Text(f"{points}  {self.t('qr.kept_down')}", style="red")
            card = summary.scoring_cards[p]
            total = sum(r.points[p] for r in view.rounds[: index + 1])
            table.add_row(
                self._who(view, place.name),
                mission_text(summary.missions[p]),
                card_text(card) if card else Text(self.t("qr.no_trick"), style="dim"),
                str(summary.tricks_won[p]),
                result,
                str(total),
            )
        return table

    # -- the end ------------------------------------------------------------

    def final(self, result: Result, view: BaseView) -> RenderableType:
        """The final table (V's points too at 2 players) and the winners."""
        if not isinstance(view, qr.View):
            return super().final(result, view)
        table = Table(
            title=self.t("ui.final"),
            caption=self.t("qr.final_caption"),
            box=box.ROUNDED,
            title_style="bold",
        )
        table.add_column(self.t("ui.rank"), justify="right")
        table.add_column(self.t("qr.place"))
        table.add_column(self.t("ui.points"), justify="right")
        table.add_column(self.t("qr.kept_line"))
        table.add_column(self.t("qr.tricks"), justify="right")
        table.add_column(self.t("ui.winner"), justify="center")
        last = view.rounds[-1] if view.rounds else None
        rows: list[tuple[tuple[int, int], list[RenderableType]]] = []
        for p, place in enumerate(view.places):
            kept = _kept(place.kept)
            tricks = str(last.tricks_won[p]) if last is not None else ""
            if place.seat is None:
                rank = result.details.get("virtual_rank")
                name = (
                    f"V · {self.t('qr.automaton')}"
                    if rank is not None
                    else self.t("qr.virtual_cannot_win")
                )
                points = result.details.get("virtual_points", place.score)
                rows.append(
                    (
                        (int(rank) if rank is not None else len(view.places) + 1, p),
                        [
                            str(rank) if rank is not None else "–",
                            Text(name, style="dim"),
                            str(points),
                            kept,
                            tricks,
                            "",
                        ],
                    )
                )
                continue
            seat = place.seat
            won = seat in result.winners
            style = "bold green" if won else ""
            rows.append(
                (
                    (result.ranks[seat], p),
                    [
                        str(result.ranks[seat]),
                        Text(self.seat_label(seat), style=style),
                        Text(str(int(result.points[seat])), style=style),
                        kept,
                        tricks,
                        Text("★", style="bold green") if won else "",
                    ],
                )
            )
        for _, cells in sorted(rows, key=lambda r: r[0]):
            table.add_row(*cells)
        if not result.winners and result.details.get("virtual_rank") == 1:
            line = Text(self.t("qr.virtual_wins"), style="bold red")
        else:
            line = self.winners_line(result)
        return Group(table, line)


RENDERER = QuatreRoyaumesRenderer
"""The renderer class :func:`royaumes.ui.renderer_for` picks for this game."""
