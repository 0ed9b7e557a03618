"""Terminal drawing of Le Roi des Nains: the Quest, the special card, the trick, the hand.

Reads only :class:`royaumes.games.roi_des_nains.View`, the game's narration of its
events (``GAME.narrate``), and the texts written from the game's data
(:mod:`royaumes.games.roi_des_nains.texts`); it decides nothing a rule decides.
Cards keep their canonical text (``G7``, ``M4``) in their people's colour, special
cards with their name, so what is shown is what can be typed.
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
from royaumes.games.roi_des_nains import rules, texts
from royaumes.ui import Renderer

__all__ = ["RENDERER", "RoiDesNainsRenderer", "card_text"]

_STYLES = {"B": "bold blue", "G": "bold green", "R": "bold red", "M": "bold magenta"}
_SUITS = "BGR"


def card_text(code: str | None, lang: str = "en", *, named: bool = True) -> Text:
    """A card in its people's colour; a special card with its name (``G11a Druid``).

    >>> card_text("G7").plain, card_text("M4", "fr").plain
    ('G7', 'M4 Sorcier')
    """
    if not code or code == "?":
        return Text(code or "–", style="dim")
    style = _STYLES.get(code[0], "")
    text = Text(code, style=style)
    try:
        name = texts.special_name(code, lang)
    except (KeyError, ValueError):
        return text
    if named and name != code:
        text += Text(f" {name}", style=style.replace("bold ", "") + " italic")
    return text


def _cards_line(codes: Sequence[str], lang: str, sep: str = " ") -> Text:
    return Text(sep).join(card_text(c, lang) for c in codes)


class RoiDesNainsRenderer(Renderer):
    """The renderer of Le Roi des Nains (see :class:`royaumes.ui.Renderer`)."""

    # -- words ----------------------------------------------------------------

    def _suit(self, suit: str) -> str:
        return self.t(f"rdn.colour.{suit}")

    def _face_line(self, face_id: str, *, bold: bool = True) -> Text:
        """``Q07A Goblin Infestation: −1 per red card (Goblins) in your tricks``."""
        face = rules.catalogue().face(face_id)
        return (
            Text(f"{face.id} ", style="bold cyan")
            + Text(texts.face_name(face, self.lang), style="bold" if bold else "")
            + Text(self.t("rdn.colon") + texts.face_text(face, self.lang))
        )

    def _special_line(self, code: str) -> Text:
        """``M2 Mummy (Magic card): becomes a copy of …``."""
        return (
            card_text(code, self.lang)
            + Text(f" ({texts.kind_text(code, self.lang)})", style="dim")
            + Text(self.t("rdn.colon") + texts.special_text(code, self.lang))
        )

    def _hand(self, hand: Sequence[str]) -> Table:
        """The hand grouped by people, one row each, Magic cards last."""
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="dim")
        grid.add_column()
        for suit in (*_SUITS, "M"):
            cards = [c for c in hand if c[0] == suit]
            if cards:
                grid.add_row(self._suit(suit), _cards_line(cards, self.lang, "  "))
        return grid

    # -- the table ------------------------------------------------------------

    def board(self, view: BaseView) -> RenderableType:
        """The deal as ``view`` shows it: Quest, special card, seats, trick, hand."""
        if not isinstance(view, rules.View):
            return super().board(view)
        over = view.phase is rules.Phase.OVER
        if over:
            title = self.t("rdn.title_over", title=self.game.spec.title)
        elif view.trick_number > 0:
            title = self.t(
                "rdn.title",
                title=self.game.spec.title,
                deal=view.deal,
                deals=view.num_deals,
                trick=view.trick_number,
                tricks=view.num_tricks,
            )
        else:
            title = self.t(
                "rdn.title_deal", title=self.game.spec.title, deal=view.deal, deals=view.num_deals
            )
        parts: list[RenderableType] = [Rule(title, style="bold")]
        if view.quest:
            parts.append(Text(self.t("rdn.quest"), style="bold") + self._face_line(view.quest))
        if view.special:
            parts.append(
                Text(self.t("rdn.special"), style="bold") + self._special_line(view.special)
            )
        parts.append(self._seats(view))
        if view.phase is rules.Phase.QUEST and view.seat in view.to_move and view.quest_tile:
            parts.append(
                Text(self.t("rdn.choose_quest", tile=view.quest_tile), style="bold yellow")
            )
            for side in "AB":
                parts.append(Text("  ") + self._face_line(view.quest_tile + side))
        elif view.phase is rules.Phase.PLAY:
            parts.append(self._trick_line(view))
        if not over and not _strict_history(view):
            # strict_history_view = false: every trick of the deal stays on show.
            parts += self._past_tricks(view)
        elif view.seat is not None and view.last_won_trick and not over:
            # §7: "on ne peut regarder que le dernier pli qu'on a remporté"; the view
            # still remembers every trick (perfect recall), the table shows only this one.
            number = max(view.tricks_won[view.seat])
            parts.append(
                Text(self.t("rdn.last_won", trick=number), style="dim")
                + _cards_line(view.last_won_trick, self.lang, " · ")
            )
        decision = {
            rules.Phase.DRUID: "rdn.druid_prompt",
            rules.Phase.BANNER: "rdn.banner_prompt",
            rules.Phase.SPY: "rdn.spy_prompt",
        }.get(view.phase)
        if decision and view.seat in view.to_move:
            parts.append(Text(self.t(decision), style="bold yellow"))
        if view.hand and not over:
            hand = sorted(view.hand, key=_sort_key)
            parts += [Text(self.t("rdn.your_hand"), style="bold"), self._hand(hand)]
        return Group(*parts)

    def _seats(self, view: rules.View) -> Table:
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
        table.add_column("", width=1)
        table.add_column(self.t("rdn.player"))
        table.add_column(self.t("rdn.cards"), justify="right")
        table.add_column(self.t("rdn.tricks"))
        table.add_column(self.t("rdn.special_points"), justify="right")
        table.add_column(self.t("rdn.total"), justify="right")
        for seat in range(view.num_players):
            marks = []
            if seat == view.dealer:
                marks.append(self.t("rdn.dealer_mark"))
            if seat == view.blue5:
                marks.append(self.t("rdn.blue5_mark"))
            won = view.tricks_won[seat]
            tricks = str(len(won)) + (f"  ({', '.join(map(str, won))})" if won else "")
            special = view.special_points[seat]
            me = seat == view.seat
            name = Text(self.seat_label(seat), style="bold" if me else "")
            if marks:
                name += Text(f"  {' '.join(marks)}", style="dim")
            table.add_row(
                Text("▶", style="bold yellow") if seat in view.to_move else Text(""),
                name,
                str(view.hand_sizes[seat]),
                tricks,
                texts.signed(special) if special else "",
                Text(_number(view.totals[seat]), style="bold" if me else ""),
            )
        return table

    def _past_tricks(self, view: rules.View) -> list[RenderableType]:
        """The deal's finished tricks on show, one line each: number, winner, cards in play
        order (``view.past_tricks``)."""
        tricks = [t for t in view.past_tricks if t.deal == view.deal]
        if not tricks:
            return []
        lines: list[RenderableType] = [Text(self.t("rdn.past_tricks"), style="dim")]
        for trick in tricks:
            who = self.t("rdn.you") if trick.winner == view.seat else self.seat_label(trick.winner)
            line = Text("  " + self.t("rdn.past_trick", trick=trick.number, who=who), style="dim")
            cells = [Text(f"P{seat} ") + card_text(code, self.lang) for seat, code in trick.cards]
            lines.append(line + Text(" · ").join(cells))
        return lines

    def _trick_line(self, view: rules.View) -> Text:
        if view.trick_number <= 0 or view.leader is None:
            return Text("")
        if not view.trick:
            who = self.seat_label(view.leader)
            return Text(self.t("rdn.to_lead", trick=view.trick_number, who=who), style="bold")
        if view.led_suit:
            head = self.t("rdn.trick_led", trick=view.trick_number, suit=self._suit(view.led_suit))
        else:
            head = self.t("rdn.trick_no_suit", trick=view.trick_number)
        line = Text(head, style="bold")
        cells = []
        for played in view.trick:
            cell = Text(f"P{played.seat} ") + card_text(played.card, self.lang, named=False)
            if played.named:
                cell += Text(" " + self.t("rdn.names", suit=self._suit(played.named)), style="dim")
            elif played.card[0] == "M":
                if played.suit:
                    effective = f"{self._suit(played.suit)} {played.strength:g}"
                    cell += Text(f" = {effective}", style="dim")
                else:
                    cell += Text(f" ({self.t('rdn.no_suit')})", style="dim")
            elif view.led_suit and played.suit != view.led_suit:
                cell.stylize("dim")
            cells.append(cell)
        return line + Text(" · ").join(cells)

    # -- the moves ------------------------------------------------------------

    def action_label(self, action: Action, view: BaseView) -> Text:
        """A readable label: the card, the Wizard's named suit, the face, the swap."""
        if not isinstance(action, rules.Action) or not isinstance(view, rules.View):
            return Text(str(action))
        kind = action.kind
        cat = rules.catalogue()
        if kind is rules.ActionKind.PLAY:
            code = cat.cards[action.arg].code
            return card_text(code, self.lang)
        if kind is rules.ActionKind.WIZARD:
            wizard = next(
                c.code for c in cat.cards if c.special and c.special.effect == "names_trump"
            )
            suit = _SUITS[action.arg]
            return card_text(wizard, self.lang) + Text(
                " " + self.t("rdn.naming", suit=self._suit(suit)), style=_STYLES[suit]
            )
        if kind is rules.ActionKind.QUEST:
            return self._face_line(cat.faces[action.arg].id)
        me = view.seat if view.seat is not None else 0
        n = view.num_players
        if kind is rules.ActionKind.SWAP:
            if action.arg >= n:
                return Text(self.t("rdn.swap_none"))
            return Text(self.t("rdn.swap_with", who=self.seat_label(action.arg)))
        if kind is rules.ActionKind.BANNER:
            left = action.arg == 0
            giver = (me - 1) % n if left else (me + 1) % n
            receiver = (me + 1) % n if left else (me - 1) % n
            key = "rdn.banner_left" if left else "rdn.banner_right"
            return Text(self.t(key, to=self.seat_label(receiver), frm=self.seat_label(giver)))
        if kind is rules.ActionKind.SPY:
            who = self.seat_label(action.arg)
            return Text(self.t("rdn.spy_on", who=who, total=view.totals[action.arg]))
        return Text(str(action))

    # -- narration ------------------------------------------------------------

    def narrate(
        self, before: BaseView, after: BaseView, events: Sequence[Event] | None = None
    ) -> list[RenderableType]:
        """The game's narration (:meth:`RoiDesNains.narrate`), one line per event, with a
        rule at each deal's start and the deal's score table (from the view) in place of
        its score lines."""
        if not isinstance(after, rules.View):
            return super().narrate(before, after, events)
        if events is None:
            events = after.events[len(before.events) :]
        out: list[RenderableType] = []
        for event in events:
            if event.kind == "special":
                out += [Text(""), Rule(self.t("rdn.deal_rule", deal=event.params["deal"]),
                                       style="bold cyan")]  # fmt: skip
            if event.kind == "score":
                if event.params["seat"] == after.num_players - 1:
                    deal = event.params["deal"]
                    out += [self.deal_table(after, i)
                            for i, d in enumerate(after.deals) if d.deal == deal]  # fmt: skip
                continue
            line = self.event_line(event, after.seat)
            if line.plain:
                out.append(line)
        return out

    def draw_ref(self, kind: str, value: Any) -> Text | str | None:
        """A card in its colour with its name, cards as a sorted line, a Quest face or the
        deal's special card with its text."""
        if kind == "card":
            return card_text(value, self.lang)
        if kind == "cards":
            return _cards_line(sorted(value, key=_sort_key), self.lang)
        if kind == "face":
            return self._face_line(value)
        if kind == "special":
            return self._special_line(value)
        return None

    def deal_table(self, view: rules.View, index: int) -> Table:
        """The scores of deal ``view.deals[index]``: tricks, Quest, special, deal, total."""
        summary = view.deals[index]
        face = rules.catalogue().face(summary.quest)
        title = self.t(
            "rdn.deal_scores",
            deal=summary.deal,
            face=f"{face.id} {texts.face_name(face, self.lang)}",
            special=texts.special_name(summary.special, self.lang),
        )
        table = Table(
            title=title,
            caption=texts.face_text(face, self.lang),
            box=box.ROUNDED,
            title_style="bold cyan",
        )
        table.add_column(self.t("rdn.player"))
        table.add_column(self.t("rdn.tricks"))
        table.add_column(self.t("rdn.quest_points"), justify="right")
        table.add_column(self.t("rdn.special_points"), justify="right")
        table.add_column(self.t("rdn.deal_points"), justify="right")
        table.add_column(self.t("rdn.total"), justify="right")
        for seat in range(view.num_players):
            won = summary.tricks_won[seat]
            points = summary.deal_points[seat]
            style = "green" if points > 0 else ("red" if points < 0 else "")
            table.add_row(
                Text(self.seat_label(seat), style="bold" if seat == view.seat else ""),
                str(len(won)) + (f"  ({', '.join(map(str, won))})" if won else ""),
                texts.signed(summary.quest_points[seat]),
                texts.signed(summary.special_points[seat]),
                Text(texts.signed(points), style=f"bold {style}".strip()),
                Text(_number(summary.totals[seat]), style="bold"),
            )
        return table

    # -- the end --------------------------------------------------------------

    def final(self, result: Result, view: BaseView) -> RenderableType:
        """The final table: rank, each deal's points, total, and the winners."""
        if not isinstance(view, rules.View):
            return super().final(result, view)
        table = Table(title=self.t("ui.final"), box=box.ROUNDED, title_style="bold")
        table.add_column(self.t("ui.rank"), justify="right")
        table.add_column(self.t("rdn.player"))
        for summary in view.deals:
            table.add_column(
                self.t("rdn.deal_short", deal=summary.deal), justify="right", style="dim"
            )
        table.add_column(self.t("rdn.total"), justify="right")
        table.add_column(self.t("ui.winner"), justify="center")
        order = sorted(range(view.num_players), key=lambda s: (result.ranks[s], s))
        for seat in order:
            won = seat in result.winners
            style = "bold green" if won else ""
            table.add_row(
                str(result.ranks[seat]),
                Text(self.seat_label(seat), style=style),
                *(texts.signed(d.deal_points[seat]) for d in view.deals),
                Text(_number(int(result.points[seat])), style=style or "bold"),
                Text("★", style="bold green") if won else "",
            )
        caption = Text(
            "  ".join(f"{self.t('rdn.deal_short', deal=d.deal)} {d.quest}" for d in view.deals),
            style="dim",
        )
        return Group(table, caption, self.winners_line(result))

    def rules_appendix(self) -> str:
        """The 14 special cards and the 40 Quest faces, written from the game's data."""
        return texts.catalogue_markdown(self.lang)


def _strict_history(view: rules.View) -> bool:
    """Whether the table shows only the current trick and the seat's last won one (§7)."""
    return bool(view.options["strict_history_view"])


def _number(value: int) -> str:
    """An integer with a true minus sign (``−2``)."""
    return str(value).replace("-", "−")


def _sort_key(code: str) -> tuple[int, float, str]:
    """Cards by people (B, G, R, then Magic) and strength."""
    card = rules.catalogue().card(code)
    return (card.suit if card.suit >= 0 else 3, card.strength, code)


RENDERER = RoiDesNainsRenderer
"""The renderer class :func:`royaumes.ui.renderer_for` picks for this game."""
