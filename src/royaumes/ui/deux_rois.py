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

from rich import box
from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from royaumes.errors import InvalidActionError
from royaumes.game import Action, Event, Result
from royaumes.game import View as BaseView
from royaumes.games.deux_rois import historique, rules
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
            letter = rules.ROOMS[letter]
        return self.t(f"dr.room.{letter}")

    def _colour(self, colour: str) -> str:
        return self.t(f"dr.colour.{colour}")

    def _who(self, seat: int, view: rules.View | None = None) -> str:
        """A seat as its label (the table's labels say which seat is "you")."""
        return self.seat_label(seat)

    def _actor(self, name: str) -> int | None:
        return int(name[1:]) if name.startswith("P") and name[1:].isdigit() else None

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
                key = "dr.claim" if view.card == rules.ESPION else "dr.infidele_colour"
                extra.append(self.t(key, colour=self._colour(state.colour)))
            extra += [self._status([s.lower()]).plain for s in sorted(state.statuses)]
            if state.banked:
                extra.append(self.t("dr.status.banked", n=f"{state.banked:g}"))
            if view.card == rules.PELERIN:
                extra.append(self.t("dr.visits", n=state.visits[0], e=state.visits[1]))
        return line + Text(" (" + " · ".join(extra) + ")", style="dim")

    def _rosters(self, view: rules.View) -> Table:
        assert view.rooms is not None
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
        here = view.rooms[view.seat] if view.seat is not None else None
        columns: list[list[Text]] = []
        for letter in rules.ROOMS:
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
        for letter in rules.ROOMS:
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
                key = "dr.a.ready_espion" if card == rules.ESPION else "dr.a.ready_infidele"
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
            return Text(self.t("dr.a.zone", zone=self.t(f"dr.zone.{words[1]}")))
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
            return (
                Text(self.t("dr.p.devin", who=who(target)))
                + card_text(card)
                + Text(self.t("dr.p.devin_tail"))
            )
        if power == "commandant":
            return Text(self.t("dr.p.commandant", n=action.arg))
        key = f"dr.p.{power}"
        if self.t(key) == key:
            return Text(str(action))
        if len(words) > 2 and words[2].isdigit():
            return Text(self.t(key, who=who(int(words[2]))))
        return Text(self.t(key))

    # -- narration ----------------------------------------------------------------------------

    def narrate(
        self, before: BaseView, after: BaseView, events: Sequence[Event] | None = None
    ) -> list[RenderableType]:
        """Tell the deal, the reveals, the moves, the elections, the exchange and the end."""
        if not isinstance(before, rules.View) or not isinstance(after, rules.View):
            return super().narrate(before, after, events)
        if events is None:
            events = after.events[len(before.events) :]
        out: list[RenderableType] = []
        dealt: list[int] = []
        hidden = 0
        drawn: dict[str, list[int]] = {letter: [] for letter in rules.ROOMS}
        room_seat = 0 if before.rooms is None else len(before.rooms)
        leaving: dict[int, str] = {}
        log = False  # after the game: the rest of the log, no longer this seat's own

        def flush() -> None:
            nonlocal hidden
            if any(drawn.values()):
                rooms = " · ".join(
                    self.t("dr.said", who=self._room(letter))
                    + ", ".join(self._who(s, after) for s in drawn[letter])
                    for letter in rules.ROOMS
                )
                out.append(Text(self.t("dr.rooms_drawn", rooms=rooms)))
                for seats in drawn.values():
                    seats.clear()
            if dealt:
                out.append(
                    Text(self.t("dr.dealt"), style="cyan")
                    + Text(", ").join(card_text(c) for c in dealt)
                )
                dealt.clear()
            if hidden:
                out.append(Text(self.t("dr.dealt_others", n=hidden), style="dim"))
                hidden = 0
            for seat, room in leaving.items():
                out.append(Text(self.t("dr.leaves", who=self._who(seat, after),
                                       room=self._room(room))))  # fmt: skip
            leaving.clear()

        for event in events:
            words = event.text.split()
            if not words:
                continue
            verb = words[0]
            if event.actor == "table" and verb == "log":
                flush()
                log = True
                out.append(Rule(self.t("dr.log"), style="dim"))
                continue
            if log and event.actor == "chance" and verb == "deal" and words[1] != "?":
                out.append(Text(self.t("dr.log_dealt"), style="dim") + card_text(int(words[1])))
                continue
            if log and event.actor == "table" and verb == "shown":
                out.append(self._logged_shown(words))
                continue
            if event.actor == "chance" and verb == "deal":
                if words[1] == "?":
                    hidden += 1
                else:
                    dealt.append(int(words[1]))
                continue
            if event.actor == "chance" and verb == "room":
                drawn[words[1]].append(room_seat)
                room_seat += 1
                continue
            if event.actor == "table" and verb == "leaves" and len(words) > 2:
                leaving[int(words[1])] = words[2]
                continue
            if event.actor == "table" and verb == "arrives" and len(words) > 2:
                seat = int(words[1])
                if seat in leaving:
                    src = leaving.pop(seat)
                    out.append(
                        Text(
                            self.t("dr.crosses", who=self._who(seat, after),
                                   src=self._room(src), dst=self._room(words[2])),
                        )
                    )  # fmt: skip
                    continue
            flush()
            if event.actor == "chance":
                out.append(self._chance_event(words, after))
            elif event.actor == "host" and verb in ("silence", "recall"):
                label = self._label(rules.GAME.parse_action(event.text), after, None)
                out.append(Text(self.t("dr.host_action", what=label.plain), style="yellow"))
            elif event.actor == "host":
                out.append(Text(self.t("dr.clock"), style="yellow"))
            elif event.actor == "table":
                out.append(self._table_event(words, after))
            else:
                out.append(self._player_event(event, after))
        flush()
        return out

    def _logged_shown(self, words: list[str]) -> RenderableType:
        """A ``shown`` line of the log made public after the game (told to someone else)."""
        try:
            who = self.seat_label(int(words[1]))
            if words[2] == "card":
                return Text(self.t("dr.log_shown_card", who=who), style="dim") + card_text(
                    int(words[3])
                )
            colour = self._colour(words[3])
            return Text(self.t("dr.log_shown_colour", who=who, colour=colour), style="dim")
        except (ValueError, IndexError):
            return Text(" ".join(words), style="dim")

    def _chance_event(self, words: list[str], view: rules.View) -> RenderableType:
        verb = words[0]
        if verb == "larger" and len(words) > 1:
            return Text(self.t("dr.larger", room=self._room(words[1])), style="dim")
        if verb == "colour" and len(words) > 1:
            return Text(self.t("dr.colour_drawn", colour=self._colour(words[1])), style="dim")
        if verb == "pick" and len(words) > 1 and words[1].isdigit():
            return Text(self.t("dr.pick", who=self._who(int(words[1]), view)), style="dim")
        if verb == "draw" and len(words) > 1:
            return Text(self.t("dr.number_drawn", n=words[1]), style="dim")
        if verb == "event" and len(words) > 1:
            return Text(self.t("dr.event_drawn", n=words[1]), style="dim")
        return Text(" ".join(words), style="dim")

    def _player_event(self, event: Event, view: rules.View) -> RenderableType:
        seat = self._actor(event.actor)
        try:
            action = rules.GAME.parse_action(event.text)
        except InvalidActionError:
            return Text(str(event), style="dim")
        if seat is None:
            return Text(str(event), style="dim")
        head = Text(self.t("dr.said", who=self._who(seat, view)), style="bold")
        return head + self._label(action, view, seat)

    def _table_event(self, words: list[str], view: rules.View) -> RenderableType:
        verb, rest = words[0], words[1:]
        try:
            return self._table_line(verb, rest, view)
        except (ValueError, IndexError):
            return Text(" ".join(words), style="dim")

    def _table_line(self, verb: str, rest: list[str], view: rules.View) -> RenderableType:
        def w(seat: str | int) -> str:
            return self._who(int(seat), view)

        if verb == "round":
            return Rule(self.t("dr.round", round=rest[0], rounds=view.rounds), style="bold cyan")
        if verb == "phase":
            return Text(self.t("dr.phase_start", phase=self.t(f"dr.phase.{rest[0]}")),
                        style="bold")  # fmt: skip
        if verb == "occurrence":
            cls, seats = rest[0], _seats(rest[1])
            if cls == "group":
                names = ", ".join(w(s) for s in seats)
                return Text(self.t("dr.occ_group", who=names), style="dim")
            one = ">" in rest[1]
            key = f"dr.occ_{'full' if cls == 'full' else 'colour'}" + ("_one" if one else "")
            return Text(self.t(key, a=w(seats[0]), b=w(seats[1])), style="dim")
        if verb == "shown":
            seat = int(rest[0])
            if rest[1] == "card":
                if seat == view.seat:
                    return Text(self.t("dr.now_hold"), style="bold cyan") + card_text(int(rest[2]))
                return Text(self.t("dr.shown_card", who=w(seat)), style="cyan") + card_text(
                    int(rest[2])
                )
            return Text(self.t("dr.shown_colour", who=w(seat), colour=self._colour(rest[2])),
                        style="cyan")  # fmt: skip
        if verb == "public":
            if rest[1] == "card":
                return Text(self.t("dr.public_card", who=w(rest[0])), style="bold") + card_text(
                    int(rest[2])
                )
            return Text(self.t("dr.public_colour", who=w(rest[0]),
                               colour=self._colour(rest[2])))  # fmt: skip
        if verb == "status" and rest[0] == "card":
            status = self._status(rest[2:])
            return (
                Text(self.t("dr.status_card"))
                + card_text(int(rest[1]))
                + Text(self.t("dr.status_is", status=status.plain))
            )
        if verb == "swap":
            a, b = _seats(rest[0])
            return Text(self.t("dr.swap", a=w(a), b=w(b)), style="bold magenta")
        if verb in ("leaves", "arrives"):
            return Text(self.t(f"dr.{verb}", who=w(rest[0]), room=self._room(rest[1])))
        if verb == "sent_back":
            return Text(self.t("dr.sent_back", who=w(rest[0])), style="yellow")
        if verb == "ballots":
            cells = []
            for part in rest[1].split(",") if len(rest) > 1 else ():
                voter, choice = part.split(":")
                if choice == "abstain":
                    cells.append(self.t("dr.ballot_abstain", who=w(voter)))
                else:
                    cells.append(self.t("dr.ballot_vote", who=w(voter), target=w(choice)))
            return Text(self.t("dr.ballots", room=self._room(rest[0]), ballots=", ".join(cells)))
        if verb == "general" and rest[1] == "none":
            return Text(self.t("dr.no_leader", room=self._room(rest[0])), style="bold")
        if verb == "majority":
            return Text(self.t("dr.majority", who=w(rest[1]), room=self._room(rest[0])),
                        style="bold")  # fmt: skip
        if verb == "pointers":
            cells = []
            for part in rest[1].split(",") if len(rest) > 1 else ():
                pointer, aim = part.split(":")
                if aim == "none":
                    cells.append(self.t("dr.pointer_none", who=w(pointer)))
                else:
                    cells.append(self.t("dr.pointer_at", who=w(pointer), target=w(aim)))
            return Text(self.t("dr.pointers", room=self._room(rest[0]), pointers=", ".join(cells)))
        if verb == "general":
            return Text(self.t("dr.elected", who=w(rest[1]), room=self._room(rest[0])),
                        style="bold")  # fmt: skip
        if verb == "usurp":
            return Text(self.t("dr.usurp", who=w(rest[1]), room=self._room(rest[0])),
                        style="bold yellow")  # fmt: skip
        if verb == "envoys":
            room = self._room(rest[0])
            if len(rest) < 2 or not rest[1]:
                return Text(self.t("dr.envoys_none", room=room))
            names = ", ".join(w(s) for s in _seats(rest[1]))
            return Text(self.t("dr.envoys_locked", room=room, who=names), style="bold")
        if verb in ("envoy_added", "envoy_removed"):
            return Text(self.t(f"dr.{verb}", who=w(rest[1]), room=self._room(rest[0])),
                        style="yellow")  # fmt: skip
        if verb in ("immune", "cannot_reveal"):
            return Text(self.t(f"dr.{verb}", who=w(rest[0])), style="yellow")
        if verb == "guess":
            devin, target = _seats(rest[0])
            if rest[1] == "card":
                return Text(self.t("dr.guess", who=w(devin), target=w(target))) + card_text(
                    int(rest[2])
                )
            key = "dr.guess_right" if rest[1] == "right" else "dr.guess_wrong"
            return Text(self.t(key, who=w(devin), target=w(target)), style="bold")
        if verb == "offer":
            a, b = _seats(rest[0])
            return Text(self.t("dr.offered", a=w(a), b=w(b), what=self._offer_kind(rest[1])))
        if verb == "confirmation":
            key = "dr.confirmed" if rest[1] == "confirmed" else "dr.not_subject"
            return Text(self.t(key, who=w(rest[0])))
        if verb == "bound":
            standing = view.options.get("election_mode") == "standing_leader"
            key = "dr.bound_pointer" if standing else "dr.bound"
            return Text(self.t(key, who=w(rest[0]), binder=w(rest[1])))
        if verb == "not_bound":
            return Text(self.t("dr.not_bound", who=w(rest[0])))
        if verb == "song":
            return Text(self.t("dr.song", who=w(rest[0]), partner=w(rest[1])),
                        style="bold") + card_text(int(rest[3]))  # fmt: skip
        if verb == "cap":
            return Text(self.t("dr.cap"), style="yellow")
        historic = self._historic_line(verb, rest, w)
        if historic is not None:
            return historic
        if verb == "final":
            line = Text(self.t("dr.final", who=w(rest[0]))) + card_text(int(rest[2]))
            line += Text(self.t("dr.final_in", room=self._room(rest[4])))
            extra: list[str] = []
            tokens = iter(rest[5:])
            for token in tokens:
                if token == "colour":
                    colour = self._colour(next(tokens, ""))
                    extra.append(self.t("dr.infidele_colour", colour=colour))
                else:
                    extra.append(self._status([token]).plain)
            if extra:
                line += Text(" (" + " · ".join(extra) + ")", style="dim")
            return line
        if verb == "result":
            return Text(self.t("dr.result", condition=self._condition(rest[0])),
                        style="bold green")  # fmt: skip
        return self._scoring_line(verb, rest)

    def _historic_line(
        self, verb: str, rest: list[str], w: Callable[[str | int], str]
    ) -> RenderableType | None:
        """Mode Historique's table lines (§8.5), or ``None``."""
        if verb == "event":
            n = int(rest[0])
            name = historique.EVENTS[n].name
            if len(rest) > 2 and rest[1] == "numbers":
                first, second = rest[2].split(",")
                return Text(self.t("dr.event_numbers", n=n, name=name, a=first, b=second),
                            style="bold magenta")  # fmt: skip
            return Text(self.t("dr.event", n=n, name=name), style="bold magenta")
        if verb in ("vikings", "storm"):
            names = ", ".join(w(s) for s in _seats(rest[0]))
            return Text(self.t(f"dr.{verb}", who=names), style="bold")
        if verb == "tostig_spy":
            return Text(self.t("dr.tostig_spy"))
        if verb in ("silenced", "raider", "declines"):
            return Text(self.t(f"dr.{verb}", who=w(rest[0])), style="yellow")
        if verb == "legate":
            return Text(self.t("dr.legate_named", who=w(rest[0])), style="bold")
        if verb == "lieutenant":
            return Text(self.t("dr.lieutenant_named", who=w(rest[1]), room=self._room(rest[0])),
                        style="bold")  # fmt: skip
        if verb == "relic":
            return Text(self.t("dr.relic_holder", who=w(rest[1]), room=self._room(rest[0])),
                        style="bold")  # fmt: skip
        if verb == "council":
            names = ", ".join(w(p) for p in _seats(rest[1]))
            return Text(self.t("dr.council_named", who=names, room=self._room(rest[0])))
        if verb == "council_immune":
            return Text(self.t("dr.council_immune", who=w(rest[1])), style="bold")
        if verb == "tokens":
            a, b = _seats(rest[0])
            return Text(self.t("dr.tokens", a=w(a), b=w(b)))
        return None

    def _scoring_line(self, verb: str, rest: list[str]) -> RenderableType:
        """The victory check's explanation lines (scoring.py's canonical English)."""
        line = " ".join([verb, *rest])
        if verb == "seat" and len(rest) >= 4 and rest[1] == "card":
            head = Text(f"  {self.seat_label(int(rest[0]))} (") + card_text(
                int(rest[2].rstrip(":"))
            )
            tail = " ".join(rest[3:])
            if rest[3] == "total":
                return head + Text(self.t("dr.score_total", n=rest[4]), style="bold")
            return head + Text(f"): {tail}", style="dim")
        if verb == "band":
            return Text(self.t("dr.band", band=rest[0]), style="dim")
        if verb == "check" and len(rest) == 2:
            condition = self._condition(rest[0].rstrip(":"))
            answer = self.t("dr.yes" if rest[1] == "yes" else "dr.no")
            return Text(self.t("dr.check", condition=condition, answer=answer), style="dim")
        if verb == "W" and len(rest) >= 2:
            return Text(self.t("dr.result", condition=self._condition(rest[1])), style="bold")
        if verb == "decisive" and len(rest) == 2:
            return Text(self.t("dr.decisive", room=self._room(rest[1])), style="dim")
        if verb == "guillaume's" and len(rest) == 2:
            return Text(self.t("dr.guillaume_room", room=self._room(rest[1])), style="dim")
        return Text(line, style="dim")

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
