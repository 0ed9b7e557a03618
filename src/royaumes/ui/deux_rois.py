"""Terminal drawing of Deux Rois pour un Royaume (main mode): the seat's card, the two
rooms, the General and the envoys, offers and windows, what the seat was shown, and
the narration of the table's events (§8.5 of ``shared/rules/deux_rois.md``).

Reads only :class:`royaumes.games.deux_rois.rules.View` and its events; it decides
nothing a rule decides. A card is its number in its printed colour with its French
name (``27 Contrebandier``). Nothing is drawn that the view does not hold: another
seat's card appears only once it was shown to this seat (``view.facts``, a public
reveal, a song, the final reveal).

This module keeps its own messages (:data:`MESSAGES`, prefix ``dr.``, English and
French) until they move to :mod:`royaumes.i18n`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from royaumes.game import Action, Result
from royaumes.game import View as BaseView
from royaumes.games.deux_rois import core, historique, rules
from royaumes.games.deux_rois.characters import characters
from royaumes.ui import Renderer

__all__ = ["RENDERER", "DeuxRoisRenderer", "card_text"]

_STYLES = {
    "red": "bold red",
    "blue": "bold blue",
    "red+blue": "bold magenta",
    "grey": "bold bright_black",
    "orange": "bold dark_orange",
    "green": "bold green",
}

"""The renderer's messages (prefix ``dr.``); both languages hold the same keys."""


def card_text(card: int, *, named: bool = True) -> Text:
    """A card: its number in its printed colour, with its French name.

    >>> card_text(27).plain, card_text(44, named=False).plain
    ('27 Contrebandier', '44')
    """
    character = characters()[card - 1]
    style = _STYLES.get(character.colour, "")
    text = Text(str(card), style=style)
    if named:
        text += Text(f" {character.name}", style=style.replace("bold ", ""))
    return text


def _seats(text: str) -> list[int]:
    return [int(x) for x in text.replace(">", ",").split(",") if x.isdigit()]


class DeuxRoisRenderer(Renderer):
    """The renderer of Deux Rois pour un Royaume (see :class:`royaumes.ui.Renderer`)."""

    # -- words --------------------------------------------------------------------------

    def _room(self, letter: str | int) -> str:
        if isinstance(letter, int):
            letter = core.ROOMS[letter]
        return self.t(f"dr.room.{letter}")

    def _colour(self, colour: str) -> str:
        return self.t(f"dr.colour.{colour}")

    def _who(self, seat: int, view: rules.View | None = None) -> str:
        """A seat as its label (the table's labels say which seat is "you")."""
        return self.seat_label(seat)

    def _condition(self, condition: str) -> str:
        key = f"dr.cond.{condition.lower()}"
        text = self.t(key)
        return condition.lower() if text == key else text

    def _status(self, words: Sequence[str]) -> Text:
        """A card status (``armed``, ``banked 1.5``, ``pledge 2``) in words."""
        name = words[0]
        if name == "banked" and len(words) > 1:
            return Text(self.t("dr.status.banked", n=words[1]))
        if name == "pledge" and len(words) > 1 and words[1].isdigit():
            head, _, tail = self.t("dr.status.pledge", card="\0").partition("\0")
            return Text(head) + card_text(int(words[1])) + Text(tail)
        key = f"dr.status.{name}"
        text = self.t(key)
        return Text(name.replace("_", " ") if text == key else text)

    # -- the table ----------------------------------------------------------------------

    def board(self, view: BaseView) -> RenderableType:
        """The seat's card, its room, both rosters, the General, envoys, offers, facts."""
        if not isinstance(view, rules.View):
            return super().board(view)
        title = self.game.spec.title
        phase = self.t(f"dr.phase.{view.phase.label}")
        if view.phase is rules.Phase.OVER:
            head = self.t("dr.title_over", title=title)
        elif view.round == 0:
            head = self.t("dr.title_setup", title=title)
        else:
            head = self.t("dr.title", title=title, round=view.round, rounds=view.rounds,
                          phase=phase)  # fmt: skip
        parts: list[RenderableType] = [Rule(head, style="bold")]
        parts.append(self._card_line(view))
        for line in self._events_in_force(view):
            parts.append(line)
        here = None
        if view.seat is not None and view.rooms is not None:
            here = view.rooms[view.seat]
            parts.append(Text(self.t("dr.you_are_in", room=self._room(here)), style="bold"))
        elif view.seat is None:
            parts.append(Text(self.t("dr.spectator"), style="dim"))
        if here is not None and view.phase is not rules.Phase.OVER:
            room = self._room(here)
            if view.general is not None:
                who = self._who(view.general, view)
                parts.append(Text(self.t("dr.general", room=room, who=who)))
            else:
                parts.append(Text(self.t("dr.no_general", room=room), style="dim"))
            if view.envoys is not None:
                if view.envoys:
                    names = ", ".join(self._who(p, view) for p in view.envoys)
                    parts.append(Text(self.t("dr.envoys", room=room, who=names)))
                else:
                    parts.append(Text(self.t("dr.no_envoys", room=room), style="dim"))
            if view.designation is not None:
                names = ", ".join(self._who(p, view) for p in view.designation)
                parts.append(Text(self.t("dr.your_list", who=names or self.t("dr.empty"))))
        if view.rooms is not None:
            parts.append(self._rosters(view))
        if view.ballot is not None:
            what = self.t("dr.abstained") if view.ballot < 0 else self._who(view.ballot, view)
            parts.append(Text(self.t("dr.ballot", what=what)))
        if view.pointer is not None and view.phase is not rules.Phase.OVER:
            parts.append(Text(self.t("dr.your_pointer", who=self._who(view.pointer, view))))
        if view.offers_made:
            parts.append(Text(self.t("dr.offers_made", what=self._offers(view.offers_made))))
        if view.offers_received:
            what = self._offers(view.offers_received)
            parts.append(Text(self.t("dr.offers_received", what=what), style="bold yellow"))
        if view.windows:
            names = ", ".join(self._who(p, view) for p in view.windows)
            parts.append(Text(self.t("dr.windows", who=names), style="cyan"))
        facts = self._facts(view)
        if facts is not None:
            parts.append(facts)
        if view.cards is not None and view.rooms is not None:
            parts.append(self._final_cards(view))
        if view.outcome is not None:
            condition = self._condition(view.outcome[0])
            parts.append(Text(self.t("dr.outcome", condition=condition), style="bold green"))
        if view.seat is not None and view.phase is not rules.Phase.OVER:
            if view.to_act:
                parts.append(Text(self.t("dr.your_move"), style="bold yellow"))
            elif view.ready:
                parts.append(Text(self.t("dr.ready"), style="dim"))
            else:
                parts.append(Text(self.t("dr.waiting"), style="dim"))
        return Group(*parts)

    def _events_in_force(self, view: rules.View) -> list[Text]:
        """Mode Historique: the events drawn this round and the last (public lines)."""
        if view.phase is rules.Phase.OVER:
            return []
        drawn: list[tuple[int, int]] = []
        round_no = 0
        for event in view.events:
            words = event.text.split()
            if event.actor != "table" or len(words) < 2:
                continue
            if words[0] == "round":
                round_no = int(words[1])
            elif words[0] == "event" and words[1].isdigit():
                drawn.append((round_no, int(words[1])))
        out = []
        for round_no, n in drawn:
            if round_no in (view.round, view.round - 1) and n in historique.EVENTS:
                key = "dr.event_now" if round_no == view.round else "dr.event_last"
                name = historique.EVENTS[n].name
                out.append(Text(self.t(key, n=n, name=name), style="magenta"))
        return out

    def _card_line(self, view: rules.View) -> Text:
        if view.card is None:
            return Text(self.t("dr.no_card"), style="dim")
        character = characters()[view.card - 1]
        line = Text(self.t("dr.your_card"), style="bold") + card_text(view.card)
        extra = [self._colour(character.colour), self.t(f"dr.side.{character.allegiance}")]
        state = view.card_state
        if state is not None:
            if state.colour is not None:
                key = "dr.claim" if view.card == core.ESPION else "dr.infidele_colour"
                extra.append(self.t(key, colour=self._colour(state.colour)))
            extra += [self._status([s.lower()]).plain for s in sorted(state.statuses)]
            if state.banked:
                extra.append(self.t("dr.status.banked", n=f"{state.banked:g}"))
            if view.card == core.PELERIN:
                extra.append(self.t("dr.visits", n=state.visits[0], e=state.visits[1]))
        return line + Text(" (" + " · ".join(extra) + ")", style="dim")

    def _rosters(self, view: rules.View) -> Table:
        assert view.rooms is not None
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
        here = view.rooms[view.seat] if view.seat is not None else None
        columns: list[list[Text]] = []
        for letter in core.ROOMS:
            table.add_column(self._room(letter), style="bold" if letter == here else None)
            cells = []
            for seat, room in enumerate(view.rooms):
                if room != letter:
                    continue
                cell = Text(self.seat_label(seat))
                marks = []
                if seat == view.seat:
                    marks.append(self.t("dr.you_mark"))
                if letter == here and seat == view.general:
                    marks.append(self.t("dr.general_mark"))
                if letter == here and view.envoys and seat in view.envoys:
                    marks.append(self.t("dr.envoy_mark"))
                if marks:
                    cell += Text(" (" + ", ".join(marks) + ")", style="yellow")
                cells.append(cell)
            columns.append(cells)
        for i in range(max(len(c) for c in columns)):
            table.add_row(*(c[i] if i < len(c) else Text("") for c in columns))
        return table

    def _offers(self, offers: Sequence[tuple[int, str]]) -> str:
        return ", ".join(f"{self.seat_label(s)} ({self._offer_kind(k)})" for s, k in offers)

    def _offer_kind(self, kind: str) -> str:
        key = f"dr.offer.{kind}"
        text = self.t(key)
        return kind if text == key else text

    def _facts(self, view: rules.View) -> RenderableType | None:
        latest: dict[int, tuple[str, object]] = {}
        for seat, what, value in view.facts:
            if seat != view.seat:
                latest[seat] = (what, value)
        if not latest:
            return None
        lines = [Text(self.t("dr.facts"), style="bold")]
        for seat in sorted(latest):
            what, value = latest[seat]
            line = Text("  " + self.t("dr.said", who=self.seat_label(seat)))
            if what == "card" and isinstance(value, int):
                line += card_text(value)
            else:
                line += Text(self._colour(str(value)), style=_STYLES.get(str(value), ""))
            lines.append(line)
        return Group(*lines)

    def _final_cards(self, view: rules.View) -> RenderableType:
        assert view.cards is not None
        assert view.rooms is not None
        lines = [Text(self.t("dr.final_cards"), style="bold")]
        for letter in core.ROOMS:
            seats = [s for s, r in enumerate(view.rooms) if r == letter]
            cells = [Text(f"{self.seat_label(s)} ") + card_text(view.cards[s]) for s in seats]
            lines.append(
                Text("  " + self.t("dr.said", who=self._room(letter))) + Text(" · ").join(cells)
            )
        return Group(*lines)

    # -- actions ---------------------------------------------------------------------------

    def action_label(self, action: Action, view: BaseView) -> Text:
        """A readable label: ``propose a full share (both cards) to P3``, ``vote for P5``."""
        if not isinstance(action, rules.Action) or not isinstance(view, rules.View):
            return Text(str(action))
        return self._label(action, view, view.seat)

    def _label(self, action: rules.Action, view: rules.View | None, actor: int | None) -> Text:
        kind = action.kind
        words = str(action).split()
        mine = view is not None and actor is not None and view.seat == actor

        def who(seat: int) -> str:
            return self._who(seat, view)

        arg = action.arg
        if kind == "ready":
            if len(words) > 1:
                colour = self._colour(words[1])
                card = view.card if mine and view is not None else None
                key = "dr.a.ready_espion" if card == core.ESPION else "dr.a.ready_infidele"
                return Text(self.t(key, colour=colour))
            setup = view is not None and view.phase is rules.Phase.SETUP
            return Text(self.t("dr.a.ready_setup" if setup else "dr.a.ready"))
        if kind in ("unready", "abstain", "pass", "done", "attack", "spare", "end_phase"):
            return Text(self.t(f"dr.a.{kind}"))
        if kind == "claim":
            return Text(self.t("dr.a.claim", colour=self._colour(words[1])))
        if kind == "rally":
            return Text(self.t("dr.a.rally", colour=self._colour(words[1])))
        if kind == "propose colour_share":
            return Text(self.t("dr.a.propose_colour", who=who(arg)))
        if kind == "propose full_share":
            return Text(self.t("dr.a.propose_full", who=who(arg)))
        if kind == "point none":
            return Text(self.t("dr.a.point_none"))
        if kind in ("cancel", "dismiss", "vote", "designate", "withdraw", "nominate", "point",
                    "abdicate"):  # fmt: skip
            return Text(self.t(f"dr.a.{kind}", who=who(arg)))
        if kind in ("accept", "decline"):
            if words[-1] == "convert":
                return Text(self.t("dr.a.accept_convert", who=who(arg)))
            kinds = []
            if mine and view is not None:
                kinds = [k for s, k in view.offers_received if s == arg]
            if not kinds:
                return Text(self.t(f"dr.a.{kind}_any", who=who(arg)))
            what = " / ".join(self._offer_kind(k) for k in kinds)
            return Text(self.t(f"dr.a.{kind}", who=who(arg), what=what))
        if kind.startswith("reveal "):
            what = kind.split()[1]
            if what.endswith("private"):
                return Text(self.t(f"dr.a.{what}", who=who(arg)))
            return Text(self.t(f"dr.a.{what}"))
        if kind.startswith("power "):
            return self._power_label(action, view, who)
        return self._event_label(action, who)

    def _event_label(self, action: rules.Action, who: Callable[[int], str]) -> Text:
        """Labels of Mode Historique's actions (§8.4)."""
        kind, words = action.kind, str(action).split()
        if kind == "number":
            return Text(self.t("dr.a.number", n=action.arg))
        if kind == "propose oath":
            return Text(self.t("dr.a.propose_oath", who=who(action.arg)))
        if kind == "zone":
            return Text(self.t("dr.a.zone", zone=words[1]))  # the message agrees with the zone
        if kind in ("pilgrim_move", "decline_mission", "relic", "legate_move"):
            return Text(self.t(f"dr.a.{kind}"))
        key = f"dr.a.{kind}"
        if self.t(key) != key and len(words) > 1 and words[1].isdigit():
            return Text(self.t(key, who=who(action.arg)))
        return Text(str(action))

    def _power_label(
        self, action: rules.Action, view: rules.View | None, who: Callable[[int], str]
    ) -> Text:
        power = action.kind.split()[1]
        words = str(action).split()
        if power == "geolier":
            vis = words[3] if len(words) > 3 else "public"
            return Text(self.t(f"dr.p.geolier_{vis}", who=who(int(words[2]))))
        if power == "navigateur":
            arrival = view is not None and view.phase is rules.Phase.ARRIVAL_WINDOW
            key = "dr.p.navigateur_back" if arrival else "dr.p.navigateur_keep"
            return Text(self.t(key, who=who(action.arg)))
        if power in ("diplomate_royal", "interprete"):
            a, b = _seats(words[2])
            return Text(self.t(f"dr.p.{power}", a=who(a), b=who(b)))
        if power == "devin":
            target, card = int(words[2]), int(words[3])
            head, _, tail = self.t("dr.p.devin", who=who(target), card="\0").partition("\0")
            return Text(head) + card_text(card) + Text(tail)
        if power == "commandant":
            return Text(self.t("dr.p.commandant", n=action.arg))
        key = f"dr.p.{power}"
        if self.t(key) == key:
            return Text(str(action))
        if len(words) > 2 and words[2].isdigit():
            return Text(self.t(key, who=who(int(words[2]))))
        return Text(self.t(key))

    # -- narration ----------------------------------------------------------------------------
    # The words are the game's (``GAME.narrate``, keys ``dr.ev.*``); the renderer only
    # draws what a message refers to: a seat as its label, a card in its colour with its
    # name, a room's ballots and pointers, a card's states at the final reveal.

    def draw_ref(self, kind: str, value: Any) -> Text | str | None:
        """A card in its colour; seats, ballots, pointers and states in words."""
        if kind == "card" and str(value).isdigit():
            return card_text(int(value))
        if kind == "seats":
            return ", ".join(self.seat_label(int(s)) for s in value)
        if kind in ("ballots", "pointers"):
            cells = []
            for cell in value:
                seat, _, aim = str(cell).partition(":")
                who = self.seat_label(int(seat))
                if aim in ("abstain", "none"):
                    key = "dr.ballot_abstain" if kind == "ballots" else "dr.pointer_none"
                    cells.append(self.t(key, who=who))
                else:
                    key = "dr.ballot_vote" if kind == "ballots" else "dr.pointer_at"
                    cells.append(self.t(key, who=who, target=self.seat_label(int(aim))))
            return ", ".join(cells)
        if kind == "statuses":
            words, tokens = [], iter(value)
            for token in tokens:
                if token == "colour":
                    colour = self._colour(next(tokens, ""))
                    words.append(self.t("dr.infidele_colour", colour=colour))
                else:
                    words.append(self._status([token]).plain)
            return " · ".join(words)
        return None

    # -- the end ------------------------------------------------------------------------------

    def final(self, result: Result, view: BaseView) -> RenderableType:
        """The winning condition, then each seat's card, room and points."""
        if not isinstance(view, rules.View):
            return super().final(result, view)
        condition = str(result.details.get("condition", "none")) if result.details else "none"
        table = Table(
            title=self.t("dr.final_title", condition=self._condition(condition)),
            box=box.ROUNDED,
            title_style="bold",
        )
        table.add_column(self.t("ui.rank"), justify="right")
        table.add_column(self.t("ui.seat"))
        table.add_column(self.t("dr.card_col"))
        table.add_column(self.t("dr.room_col"))
        table.add_column(self.t("ui.points"), justify="right")
        table.add_column(self.t("ui.winner"), justify="center")
        order = sorted(range(len(result.points)), key=lambda s: (result.ranks[s], s))
        for seat in order:
            won = seat in result.winners
            card = Text("?") if view.cards is None else card_text(view.cards[seat])
            room = "" if view.rooms is None else self._room(view.rooms[seat])
            points = result.points[seat]
            table.add_row(
                str(result.ranks[seat]),
                self.seat_label(seat),
                card,
                room,
                str(int(points)) if float(points).is_integer() else f"{points:g}",
                "★" if won else "",
                style="bold green" if won else None,
            )
        return Group(table, self.winners_line(result))


RENDERER = DeuxRoisRenderer
"""The renderer class :func:`royaumes.ui.renderer_for` picks for this game."""
