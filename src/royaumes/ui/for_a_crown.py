"""Terminal drawing of For a Crown: the Royal Square, the Gallery, the families, the reveal.

Reads only :class:`royaumes.games.for_a_crown.View` and its events, and the
texts written from the game's data (:mod:`royaumes.games.for_a_crown.texts`).
Cards keep their canonical ids (``L3-07``) and symbols their codes (``HIT``),
in colour, so what is shown is what can be typed.

The narration is the engine's (:meth:`ForACrown.narrate`, one message per event,
with the facts the engine logs: a RUBY's gain, a Scandal's losses, a Portrait's new
space, the final adjustments); this module only draws its cards and symbols
(:meth:`ForACrownRenderer.draw_ref`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType
from rich.measure import Measurement
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from royaumes.game import Action, Result, Seat
from royaumes.game import View as BaseView
from royaumes.games.for_a_crown import rules, texts
from royaumes.ui import Renderer

__all__ = ["RENDERER", "ForACrownRenderer", "card_text", "symbol_text"]

_SEAT_STYLES: Final = ("bold cyan", "bold magenta", "bold green", "bold yellow", "bold blue")
_SYMBOL_STYLES: Final = {
    "RUBY": "bold red",
    "COIN": "bold yellow",
    "BANDIT": "bold magenta",
    "HIT": "red",
    "MOVE": "bold cyan",
    "DIE": "bold blue",
}
_RECRUIT_PHASES: Final = frozenset(
    (rules.Phase.GALLERY, rules.Phase.FLIP, rules.Phase.RECRUIT, rules.Phase.DRAW)
)


def symbol_text(code: str) -> Text:
    """A symbol's code in its colour: ``RUBY`` red, ``COIN`` yellow, ``HIT`` red...

    >>> symbol_text("HIT").plain
    'HIT'
    """
    return Text(code, style=_SYMBOL_STYLES.get(code, ""))


def card_text(
    card_id: str, *, compact: bool = True, symbols: bool = True, parenthesised: bool = False
) -> Text:
    """A Mercenary's id with its coloured symbols: ``L3-07 RUBY MOVE×2``.

    ``compact`` groups repeats (``MOVE×2``); ``parenthesised`` puts the
    symbols in brackets.

    >>> card_text("L3-07").plain, card_text("L1-RB", compact=False).plain
    ('L3-07 RUBY MOVE×2', 'L1-RB (RUBY / BANDIT)')
    >>> card_text("L5-04", parenthesised=True).plain
    'L5-04 (HIT×3 BANDIT×2)'
    """
    cat = rules.catalogue()
    index = cat.by_id.get(card_id)
    text = Text(card_id, style="bold")
    if index is None or not symbols:
        return text
    merc = cat.mercenaries[index]
    if compact:
        sep = "/" if merc.choice else " "
        parts = texts.compact_symbols(merc).split(sep)
    else:
        sep = " / " if merc.choice else ", "
        parts = texts.symbols_text(merc).split(sep)
    body = Text(sep).join(symbol_text(p.split("×")[0]) + p[len(p.split("×")[0]) :] for p in parts)
    if compact and not parenthesised:
        return text + " " + body
    return text + " (" + body + ")"


def _seat_of(word: str) -> int:
    """``"P2"`` as 2."""
    return int(word[1:])


class ForACrownRenderer(Renderer):
    """The renderer of For a Crown (see :class:`royaumes.ui.Renderer`)."""

    # -- words ----------------------------------------------------------------

    def amount(self, kind: str, n: int) -> str:
        """``3 Rubies``, ``1 Pièce``: ``kind`` is ``ruby``, ``coin`` or ``bandit``."""
        one = n == 1 or (self.lang == "fr" and n == 0)
        return self.t(f"fac.{kind}_{'one' if one else 'many'}", n=n)

    def who(self, seat: Seat) -> Text:
        """The seat's label in its colour."""
        return Text(self.seat_label(seat), style=_SEAT_STYLES[seat % len(_SEAT_STYLES)])

    def _short(self, seat: Seat) -> Text:
        return Text(f"P{seat}", style=_SEAT_STYLES[seat % len(_SEAT_STYLES)])

    def payment(self, coins: int, rubies: int) -> str:
        """``1 Coin + 4 Rubies``, ``3 Coins``, ``nothing``."""
        parts = []
        if coins:
            parts.append(self.amount("coin", coins))
        if rubies:
            parts.append(self.amount("ruby", rubies))
        return " + ".join(parts) if parts else self.t("fac.nothing")

    def event_label(self, event_id: str) -> Text:
        """``E5 Bribery`` in bold."""
        cat = rules.catalogue()
        index = cat.event_by_id.get(event_id)
        if index is None:
            return Text(event_id, style="bold")
        name = texts.event_name(cat.events[index], self.lang)
        return Text(f"{event_id} {name}", style="bold yellow")

    def _event_rule(self, event_id: str) -> str:
        cat = rules.catalogue()
        return texts.event_text(cat.events[cat.event_by_id[event_id]], self.lang)

    # -- the table ------------------------------------------------------------

    def board(self, view: BaseView) -> RenderableType:
        """The table as ``view`` shows it: Royal Square, Gallery, families, shared deck."""
        if not isinstance(view, rules.View):
            return super().board(view)
        over = view.phase is rules.Phase.OVER
        if over:
            title = self.t("fac.title_over", title=self.game.spec.title)
        else:
            stage = "fac.stage_recruit" if _is_recruit(view) else "fac.stage_reveal"
            title = self.t(
                "fac.title",
                title=self.game.spec.title,
                round=view.round,
                rounds=rules.catalogue().rounds,
                stage=self.t(stage),
            )
        parts: list[RenderableType] = [Rule(title, style="bold")]
        narrow: list[RenderableType] = [Rule(title, style="bold")]
        if not over and _is_recruit(view):
            parts.append(self.square(view))
            narrow.append(self.square_lines(view))
        parts.append(self.gallery(view))
        parts.append(self.families(view))
        narrow.append(self.gallery(view))
        narrow.append(self.families(view, compact=True))
        parts.append(self._deck_line(view))
        rest: list[RenderableType] = []
        if view.played and not _is_recruit(view):
            rest.append(self._played_line(view))
        if view.resolving:
            rest.append(self._resolving_line(view.resolving))
        if view.seat is not None and view.my_cards:
            line = Text(self.t("fac.your_cards") + self.t("fac.colon"), style="bold")
            line += Text(" · ").join(card_text(c) for c in view.my_cards)
            rest.append(line)
        prompt = self._prompt(view)
        narrow_prompt = self._prompt(view, show_chest=False)
        wide = Group(*parts, *rest, *([prompt] if prompt is not None else []))
        narrow += [self._deck_line(view), *rest]
        if narrow_prompt is not None:
            narrow.append(narrow_prompt)
        return _Fit(wide, Group(*narrow), self.square(view) if _is_recruit(view) else None)

    def square(self, view: rules.View) -> Table:
        """The Royal Square: one column per level with its cost, cards and deck size."""
        table = Table(
            title=self.t("fac.square"),
            title_justify="left",
            title_style="bold",
            box=box.SIMPLE_HEAD,
            pad_edge=False,
            show_edge=False,
        )
        for level, cost in enumerate(view.costs, start=1):
            if cost is None:
                head = Text(f"L{level} · {self.t('fac.closed')}", style="dim")
            else:
                head = Text(f"L{level} · ") + Text(self.t("fac.cost", cost=cost), style="bold")
            table.add_column(head, no_wrap=True)
        columns: list[list[Text]] = []
        level1 = [card_text(card) + Text(f" ×{k}", style="dim") for card, k in view.level1 if k > 0]
        columns.append(level1 or [Text(self.t("fac.empty"), style="dim")])
        for level in range(2, 6):
            cards = [card_text(c) for c in view.face_up[level - 2]]
            style = "dim" if view.costs[level - 1] is None else ""
            for card in cards:
                card.stylize(style)
            columns.append(cards)
        rows = max(len(c) for c in columns)
        for r in range(rows):
            table.add_row(*(c[r] if r < len(c) else Text("") for c in columns))
        table.add_row(
            Text(""),
            *(
                Text(self.t("fac.deck_size", n=view.deck_sizes[level - 2]), style="dim")
                for level in range(2, 6)
            ),
        )
        return table

    def square_lines(self, view: rules.View) -> Text:
        """The Royal Square for a narrow terminal: one line per level, its cost, cards and deck."""
        lines = [Text(self.t("fac.square"), style="bold")]
        for level, cost in enumerate(view.costs, start=1):
            if cost is None:
                line = Text(f"L{level} · {self.t('fac.closed')}", style="dim")
            else:
                line = Text(f"L{level} · ") + Text(self.t("fac.cost", cost=cost), style="bold")
            if level == 1:
                cards = [card_text(c) + Text(f" ×{k}", style="dim") for c, k in view.level1 if k]
            else:
                cards = [card_text(c) for c in view.face_up[level - 2]]
            line += Text(": ") + (
                Text(" · ").join(cards) if cards else Text(self.t("fac.empty"), style="dim")
            )
            if level > 1:
                deck = self.t("fac.deck_size", n=view.deck_sizes[level - 2])
                line += Text(f" · {deck}", style="dim")
            if cost is None:
                line.stylize("dim")
            lines.append(line)
        return Text("\n").join(lines)

    def gallery(self, view: rules.View) -> Table:
        """The Gallery as a row of spaces, the most influential on the right, with the
        Scandal's loss under each Portrait."""
        size = _option_int(view, "gallery_size", 9)
        grid = Table.grid(padding=(0, 1))
        grid.add_column(style="dim", no_wrap=True)
        for _ in range(size):
            grid.add_column(justify="center", width=4, no_wrap=True)
        grid.add_column(style="dim", no_wrap=True)
        by_space = {space: p for p, space in enumerate(view.gallery) if space > 0}
        influence = view.influence
        losses = texts.scandal_losses(len(influence))
        loss_of = {p: losses[i] for i, p in enumerate(influence)}
        heads = [Text(str(s), style="dim") for s in range(1, size + 1)]
        portraits: list[Text] = []
        scandal: list[Text] = []
        for space in range(1, size + 1):
            seat = by_space.get(space)
            if seat is None:
                portraits.append(Text("·", style="dim"))
                scandal.append(Text(""))
                continue
            cell = self._short(seat)
            if seat == view.seat:
                cell.stylize("reverse")
            portraits.append(cell)
            loss = loss_of[seat]
            scandal.append(Text(f"−{loss}" if loss else "0", style="red" if loss else "dim"))
        grid.add_row(Text(self.t("fac.gallery")), *heads, Text(self.t("fac.more_influential")))
        grid.add_row(Text(""), *portraits, Text(""))
        if influence:
            grid.add_row(Text(self.t("fac.scandal_row")), *scandal, Text(""))
        return grid

    def families(self, view: rules.View, *, compact: bool = False) -> Table:
        """One row per family, in influence order: Portrait, Bandits, Heirloom, chest, cards.

        ``compact`` (a narrow terminal): one space between columns, no rule under the
        heads, and no cell wraps.
        """
        if compact:
            table = Table(box=None, pad_edge=False, collapse_padding=True, header_style="bold")
        else:
            table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
        table.add_column("", width=1)
        table.add_column(self.t("fac.family"), no_wrap=compact)
        table.add_column(self.t("fac.portrait"), justify="right")
        table.add_column(self.t("fac.bandits"), justify="right")
        table.add_column(self.t("fac.heirloom"))
        table.add_column(self.t("fac.chest"), no_wrap=compact)
        table.add_column(self.t("fac.mercenaries"), justify="right")
        order = list(view.influence) + [p for p in view.eliminated if p not in view.influence]
        order += [p for p in range(view.num_players) if p not in order]
        for seat in order:
            out = seat in view.eliminated
            chest = view.chests[seat]
            if chest is None:
                chest_text = Text(self.t("fac.closed_chest"), style="dim")
            else:
                chest_text = Text(self.amount("ruby", chest.rubies), style="bold red")
                chest_text += Text(" · ") + Text(self.amount("coin", chest.coins), style="yellow")
            if view.heirloom_sold[seat]:
                heirloom = Text(self.t("fac.heirloom_sold"), style="dim")
            else:
                heirloom = Text(self.t("fac.heirloom_kept"), style="green")
            space = view.gallery[seat]
            if out:
                where = Text(self.t("fac.out"), style="bold red")
            else:
                rank = view.influence.index(seat) + 1
                where = Text(self.t("fac.space_rank", space=space, rank=rank))
            name = self.who(seat)
            if out:
                name.stylize("strike")
            table.add_row(
                Text("▶", style="bold yellow") if seat in view.to_move else Text(""),
                name,
                where,
                Text(str(view.bandits[seat]), style="magenta" if view.bandits[seat] else "dim"),
                heirloom,
                chest_text,
                str(view.sleeves[seat]),
            )
        return table

    def _deck_line(self, view: rules.View) -> Text:
        line = Text(self.t("fac.shared_deck") + self.t("fac.colon"), style="bold")
        line += Text(self.t("fac.deck_facts", n=view.shared_deck, played=len(view.played)))
        line += Text(" · " + self.t("fac.event_stack", n=view.event_stack), style="dim")
        if view.reserve is not None:
            rubies, coins, bandits = view.reserve
            line += Text(
                " · " + self.t("fac.reserve", rubies=rubies, coins=coins, bandits=bandits),
                style="dim",
            )
        return line

    def _paying_for(self, view: rules.View) -> str:
        """What the seat to move pays for: its last recruit, bribe or Mages roll."""
        mine = f"P{view.seat}"
        for event in reversed(view.events):
            if event.actor != mine:
                continue
            p = event.params
            if event.kind == "recruit_deck":
                return self.t("fac.for_deck", level=p["level"])
            if event.kind == "recruit":
                return str(p["card"])
            if event.kind == "bribe":
                return self.t("fac.for_bribe", bandits=self.amount("bandit", p["k"]))
            if event.kind == "mages_roll":
                return self.t("fac.for_mages")
        return ""

    def _played_line(self, view: rules.View) -> Text:
        line = Text(self.t("fac.turned_over") + self.t("fac.colon"), style="bold")
        items = []
        for card, owner in view.played:
            if owner is None:
                items.append(Text(card, style="yellow"))
            else:
                style = _SEAT_STYLES[owner % len(_SEAT_STYLES)]
                items.append(Text(card) + Text(f"\u00a0P{owner}", style=style))
        return line + Text(" · ", style="dim").join(items)

    def _resolving_line(self, resolving: str) -> Text:
        words = resolving.split()
        line = Text(self.t("fac.resolving") + self.t("fac.colon"), style="bold yellow")
        if len(words) == 2:
            cat = rules.catalogue()
            merc = cat.mercenaries[cat.by_id[words[0]]]
            line += card_text(words[0]) + Text(" · ") + self.who(_seat_of(words[1]))
            line += Text(" — " + texts.card_text(merc, self.lang), style="dim")
        else:
            line += self.event_label(words[0])
            line += Text(" — " + self._event_rule(words[0]), style="dim")
        return line

    def _prompt(self, view: rules.View, *, show_chest: bool = True) -> Text | None:
        """What the seat to move is asked, when the view is its own (``show_chest``: with what
        its chest holds, when recruiting)."""
        if view.seat is None or view.seat not in view.to_move:
            return None
        seat = view.seat
        chest = view.chests[seat]
        phase = rules.Phase
        if view.phase is phase.RECRUIT:
            text = self.t("fac.ask_recruit")
            if chest is not None and show_chest:
                text += " " + self.t(
                    "fac.your_chest",
                    rubies=self.amount("ruby", chest.rubies),
                    coins=self.amount("coin", chest.coins),
                )
        elif view.phase is phase.PAY:
            text = self.t("fac.ask_pay", amount=view.payment or 0, what=self._paying_for(view))
        elif view.phase is phase.CHOOSE:
            text = self.t("fac.ask_choose", card=(view.resolving or "").split(" ")[0])
        elif view.phase is phase.BRIBE:
            text = self.t("fac.ask_bribe", bandits=self.amount("bandit", view.bandits[seat]))
        else:
            key = {
                phase.NEXT: "fac.ask_next",
                phase.BANDIT: "fac.ask_bandit",
                phase.HIT: "fac.ask_hit",
                phase.MOVE: "fac.ask_move",
                phase.MAGES: "fac.ask_mages",
            }.get(view.phase)
            if key is None:
                return None
            text = self.t(key)
        return Text(text, style="bold yellow")

    # -- the moves ------------------------------------------------------------

    def short_label(self, action: Action, view: BaseView) -> Text:
        """A recruit without its card's symbols (the Royal Square above shows them)."""
        if (
            isinstance(action, rules.Action)
            and isinstance(view, rules.View)
            and action.kind is rules.ActionKind.RECRUIT
        ):
            merc = rules.catalogue().mercenaries[action.arg]
            cost = view.costs[merc.level - 1] or 0
            return Text(f"{self.t('fac.recruit')} {merc.id} {self._cost_words(cost)}")
        return self.action_label(action, view)

    def action_label(self, action: Action, view: BaseView) -> Text:
        """A readable label: the card with its symbols and cost, the payment, the target."""
        if not isinstance(action, rules.Action) or not isinstance(view, rules.View):
            return Text(str(action))
        kind = action.kind
        kinds = rules.ActionKind
        cat = rules.catalogue()
        me = view.seat if view.seat is not None else -1
        chest = view.chests[me] if me >= 0 else None
        if kind is kinds.RECRUIT:
            merc = cat.mercenaries[action.arg]
            cost = view.costs[merc.level - 1] or 0
            return (
                Text(self.t("fac.recruit") + " ")
                + card_text(merc.id, parenthesised=True)
                + Text(" " + self._cost_words(cost))
            )
        if kind is kinds.RECRUIT_DECK:
            level = action.arg
            cost = view.costs[level - 1] or 0
            return Text(self.t("fac.recruit_deck", level=level, cost=self._cost_words(cost)))
        if kind is kinds.SKIP:
            return Text(self.t("fac.skip"))
        if kind is kinds.PAY:
            data = action.to_json()
            coins, rubies = int(data["coins"]), int(data["rubies"])
            label = Text(self.t("fac.pay", what=self.payment(coins, rubies)))
            if chest is not None:
                label += Text(
                    "  "
                    + self.t(
                        "fac.leaves",
                        coins=self.amount("coin", chest.coins - coins),
                        rubies=self.amount("ruby", chest.rubies - rubies),
                    ),
                    style="dim",
                )
            return label
        if kind in (kinds.CHOOSE, kinds.NEXT):
            code = texts.symbol_code(action.arg)
            key = "fac.choose" if kind is kinds.CHOOSE else "fac.next"
            words = texts.card_text(_one_symbol(action.arg), self.lang)
            return Text(self.t(key) + " ") + symbol_text(code) + Text(self.t("fac.colon") + words)
        if kind is kinds.BANDIT:
            target = action.arg
            return (
                Text(self.t("fac.bandit_to") + " ")
                + self.who(target)
                + Text("  " + self.t("fac.has_bandits", n=view.bandits[target]), style="dim")
            )
        if kind is kinds.HIT:
            target = action.arg
            return (
                Text(self.t("fac.hit") + " ")
                + self.who(target)
                + Text("  " + self._standing(view, target), style="dim")
            )
        if kind is kinds.MOVE:
            return self._move_label(view, action.arg // 2, action.arg % 2)
        if kind is kinds.BRIBE:
            k = action.arg
            if k == 0:
                return Text(self.t("fac.bribe_none"))
            return Text(self.t("fac.bribe", bandits=self.amount("bandit", k), k=k))
        if kind is kinds.MAGES_ROLL:
            return Text(self.t("fac.mages_roll"))
        if kind is kinds.MAGES_PASS:
            return Text(self.t("fac.mages_pass"))
        return Text(str(action))

    def _cost_words(self, cost: int) -> str:
        return self.t("fac.for_cost", cost=cost) if cost else self.t("fac.free")

    def _standing(self, view: rules.View, seat: Seat) -> str:
        """``rank 1 · Heirloom sold · 2 Bandits``: what everyone knows of a family."""
        parts = []
        if seat in view.influence:
            parts.append(self.t("fac.rank", rank=view.influence.index(seat) + 1))
        parts.append(
            self.t("fac.standing_sold" if view.heirloom_sold[seat] else "fac.standing_kept")
        )
        parts.append(self.amount("bandit", view.bandits[seat]))
        return " · ".join(parts)

    def _move_label(self, view: rules.View, seat: Seat, direction: int) -> Text:
        """``move P1's Portrait left to space 6`` (short: the moves may stand in two columns)."""
        target = view.destinations[seat][direction]
        side = self.t("fac.left" if direction == 0 else "fac.right")
        key = "fac.move_own" if seat == view.seat else "fac.move"
        return Text(self.t(key, who=f"P{seat}", side=side, space=target))

    # -- narration ------------------------------------------------------------

    def draw_ref(self, kind: str, value: Any) -> Text | None:
        """A Mercenary in narration with its coloured symbols, an Event with its name,
        a symbol (``RUBY``) in its colour; cards in a row joined by `` · ``."""
        if kind == "cards":
            return Text(" · ", style="dim").join(self._ref(c) for c in value)
        return self._ref(str(value))

    def _ref(self, code: str) -> Text:
        cat = rules.catalogue()
        if code in cat.by_id:
            return card_text(code)
        if code in cat.event_by_id:
            return self.event_label(code)
        return symbol_text(code)

    # -- the end --------------------------------------------------------------

    def final(self, result: Result, view: BaseView) -> RenderableType:
        """The final table: score, Rubies, Heirloom, Coins, Bandits, Portrait, eliminations."""
        if not isinstance(view, rules.View):
            return super().final(result, view)
        cat = rules.catalogue()
        table = Table(
            title=self.t("ui.final"),
            caption=self.t("fac.final_caption", heirloom=cat.heirloom_value),
            box=box.ROUNDED,
            title_style="bold",
        )
        table.add_column(self.t("ui.rank"), justify="right")
        table.add_column(self.t("fac.family"))
        table.add_column(self.t("fac.score"), justify="right")
        table.add_column(self.t("fac.rubies"), justify="right")
        table.add_column(self.t("fac.heirloom"), justify="right")
        table.add_column(self.t("fac.coins"), justify="right")
        table.add_column(self.t("fac.bandits"), justify="right")
        table.add_column(self.t("fac.portrait"), justify="right")
        table.add_column(self.t("ui.winner"), justify="center")
        order = sorted(range(view.num_players), key=lambda s: (result.ranks[s], s))
        out_order = list(view.eliminated)
        for seat in order:
            won = seat in result.winners
            style = "bold green" if won else ""
            chest = view.chests[seat]
            out = seat in view.eliminated
            if chest is None:
                rubies = coins = "?"
                heirloom = "?"
            else:
                rubies, coins = str(chest.rubies), str(chest.coins)
                heirloom = f"+{cat.heirloom_value}" if chest.heirloom else self.t("fac.sold")
            if out:
                number = out_order.index(seat) + 1
                where = Text(self.t("fac.eliminated_nth", n=number), style="red")
            else:
                where = Text(str(view.gallery[seat]))
            table.add_row(
                str(result.ranks[seat]),
                Text(self.seat_label(seat), style=style or ("strike" if out else "")),
                Text(str(int(result.points[seat])), style=style or "bold"),
                rubies,
                heirloom,
                coins,
                str(view.bandits[seat]),
                where,
                Text("★", style="bold green") if won else "",
            )
        parts: list[RenderableType] = [table]
        tie = self._tie_line(result, view)
        if tie is not None:
            parts.append(tie)
        parts.append(self.winners_line(result))
        return Group(*parts)

    def _tie_line(self, result: Result, view: rules.View) -> Text | None:
        """Who the influence tie-break put first, when the best score is shared."""
        if not result.winners:
            return None
        best = result.points[result.winners[0]]
        tied = [p for p in view.influence if result.points[p] == best]
        if len(tied) < 2:
            return None
        names = ", ".join(self.seat_label(p) for p in tied)
        spaces = ", ".join(str(view.gallery[p]) for p in tied)
        return Text(
            self.t(
                "fac.tie",
                names=names,
                score=int(best),
                winner=self.seat_label(tied[0]),
                spaces=spaces,
            ),
            style="yellow",
        )

    def winners_line(self, result: Result) -> Text:
        """``Winner: P2 · heuristic``, or nobody when every family was eliminated."""
        if not result.winners:
            return Text(self.t("fac.no_winner"), style="bold")
        return super().winners_line(result)

    def rules_appendix(self) -> str:
        """The symbols, the 55 Mercenaries, the 7 Events, the die and the costs, from the data."""
        return texts.catalogue_markdown(self.lang)


# ---------------------------------------------------------------------------
# Fitting the board


class _Fit:
    """The board drawn wide, or narrow where the Royal Square's columns do not fit.

    A terminal of 80 columns gets the narrow board: the Square one line per level,
    the families with no cell wrapped, and the ask without the chest (its row shows it).
    """

    def __init__(self, wide: RenderableType, narrow: RenderableType, square: Table | None) -> None:
        self.wide = wide
        self.narrow = narrow
        self.square = square

    def __rich_console__(
        self, console: Console, options: ConsoleOptions
    ) -> Iterator[RenderableType]:
        fits = self.square is None or (
            Measurement.get(console, options.update(width=10_000), self.square).maximum
            <= options.max_width
        )
        yield self.wide if fits and options.max_width > 100 else self.narrow


def _option_int(view: rules.View, name: str, default: int) -> int:
    value = view.options.get(name, default)
    return value if isinstance(value, int) else default


def _is_recruit(view: rules.View) -> bool:
    if view.phase in _RECRUIT_PHASES:
        return True
    return view.phase is rules.Phase.PAY and view.resolving is None


def _one_symbol(symbol: int) -> rules.Mercenary:
    """A one-symbol card, to write what one symbol does with :func:`texts.card_text`."""
    return rules.Mercenary(-1, "", 0, (symbol,), False, 1)


RENDERER = ForACrownRenderer
"""The renderer class :func:`royaumes.ui.renderer_for` picks for this game."""
