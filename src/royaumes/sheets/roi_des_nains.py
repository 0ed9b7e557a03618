"""Le Roi des Nains' score sheet: a deal per entry, seven deals, extra deals on a tie.

Each entry is one deal (spec ``roi_des_nains.md``, § numbers below): the Quest face
chosen (``Q02A``, tile and side, §11), the deal's special card (``R11a``), then
either each person's **deal total** — quest and special card together, a negative
total as it is (§6.1, §6.2) — or the **counts** the face reads (tricks won, cards of
a people, tricks among the last four...) and the facts the special card's scoring
reads (who won its trick, who played it, the J/Q/K/A in its trick), from which the
sheet computes the totals with the engine's own functions
(:func:`~royaumes.games.roi_des_nains.scoring.score_counts`,
:func:`~royaumes.games.roi_des_nains.scoring.special_score`). Totals run across the
deals; after deal ``quests_per_game`` (7) the highest total wins, and a tie at the
top adds deals (§6.4, §6.5) up to ``max_tiebreak_deals``, after which the tied
players share the victory; under ``tiebreak_players = tied_only`` only the tied
players' points are added from then on. Person ``i`` is seat ``i``.

Entries::

    {"quest": "Q02A", "special": "R11a", "totals": [2, 0, -1, 4]}
    {"quest": "Q02A", "special": "R11a", "mode": "counts",
     "last_4": [1, 0, 1, 2], "special_winner": "P2"}

``mode`` is ``"totals"`` or ``"counts"``; left out, it is ``counts`` when only
counts are filled in. Each count is a field of its own, one value a person, named
by :attr:`~royaumes.games.roi_des_nains.scoring.Count.name` (``tricks``,
``first_trick``, ``last_4``, ``run``, ``suit_B``, ``ranks_3_4``, ``cards_GK_GQ``,
``wins_at_most_6``, ``wins_with_A``, ``led_won``...); the special card's facts are
``special_player`` and ``special_winner`` (``"P0"`` … ``"P4"``) and
``special_ranked`` (a number).

The form gives every field; a page shows the totals, or the fields the chosen face
and special card read: ``Tally.extra["count_fields"][face]`` and
``Tally.extra["special_fields"][special]`` (the same as :func:`count_fields` and
:func:`special_fields`), and may offer only ``Tally.extra["quests_left"]`` and
``["specials_left"]``. A field the entry does not read must be empty: left out,
null, or all zero and unticked (what the form starts with); anything else is
refused, naming the field, rather than silently dropped.

What the sheet refuses (each refusal names the player, the field, the value):

- a tile played twice, by either face (the 20 tiles are drawn without
  replacement, §3.1 step 4, §4.5, §6.5), a special card twice (§3.3, §4.5), a
  complex tile in the first deals of a first game (``first_game_exclude_complex``);
  a supply used up is reshuffled without the last deal's (§6.5), exactly as the
  engine draws (:func:`~royaumes.games.roi_des_nains.scoring.draw_pool`);
- a total no deal gives a seat with that face and special card
  (:func:`~royaumes.games.roi_des_nains.scoring.possible_points`), or totals no
  deal gives the seats together (their counts must add up as a deal's:
  :func:`~royaumes.games.roi_des_nains.scoring.possible_together`);
- a count above what a seat can have in this deal, or counts that do not add up
  to the deal's: the tricks to N, "won the first trick" to one player, a people's
  cards to the deal's, the special card's included
  (:func:`~royaumes.games.roi_des_nains.scoring.count_limits`);
- an entry after the end.

Decisions where the spec leaves the sheet a choice:

- Under ``tied_only``, players out of the tie-break still play (Appendix A), so
  their totals or counts are entered and checked, then not added (the engine adds
  0); their row shows no points.
- Counts are bounded one by one: a combination no deal gives (a run longer than
  the tricks won) cannot be seen, since a face reads one count (two or three for
  the people faces, two for Opening and Closing). The faces' counts are all per
  player: no face needs the order of the tricks across players, so every face can
  be scored from counts.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from pydantic import create_model

from royaumes.events import ParamValue, Ref
from royaumes.game import OptionValue
from royaumes.games.roi_des_nains import rules, scoring, texts
from royaumes.games.roi_des_nains.scoring import Count, QuestFace, SpecialSpec
from royaumes.sheets.base import (
    EntryModel,
    Field,
    Row,
    Say,
    SheetError,
    SheetRules,
    Tally,
    ranks_of,
)

__all__ = ["SHEET", "DealEntry", "RoiDesNainsSheet", "count_fields", "special_fields"]

_K = "sheet.roi_des_nains."
_SPECIAL_FIELDS: dict[str, str] = {
    "player": "special_player",
    "winner": "special_winner",
    "ranked": "special_ranked",
}
"""The entry's field for each :class:`~royaumes.games.roi_des_nains.scoring.SpecialFacts` fact."""


def _say(key: str, **args: ParamValue) -> Say:
    return Say(_K + key, args)


def _signed(points: int) -> str:
    return texts.signed(points)


def _joined(values: Sequence[int | str]) -> str:
    return " · ".join(str(v) for v in values)


def _names(players: Sequence[int]) -> Ref:
    """People as the texts name them: their names, joined by commas."""
    return Ref("seats", tuple(players))


# ---------------------------------------------------------------------------
# What the faces and special cards read


@functools.cache
def _all_counts() -> tuple[Count, ...]:
    """Every count some face reads, in the form's order (by measure, then catalogue)."""
    found: dict[str, Count] = {}
    for face in rules.catalogue().faces:
        for count in scoring.quest_counts(face):
            found.setdefault(count.name, count)
    return tuple(sorted(found.values(), key=lambda c: scoring.MEASURES.index(c.measure)))


def count_fields(quest: str) -> tuple[str, ...]:
    """The count fields a Quest face reads (``"Q04A"`` → ``("suit_B", "suit_G")``).

    >>> count_fields("Q15A")
    ('first_trick', 'last_trick')

    Raises:
        InvalidActionError: no such face.
    """
    return tuple(c.name for c in scoring.quest_counts(rules.catalogue().face(quest)))


def special_fields(special: str) -> tuple[str, ...]:
    """The fields a special card's scoring reads (``"R11a"`` → ``("special_winner",)``).

    >>> special_fields("B1")
    ('special_player', 'special_ranked')

    Raises:
        InvalidActionError: no such card.
    """
    spec = rules.catalogue().card(special).special
    return tuple(_SPECIAL_FIELDS[r] for r in scoring.special_reads(spec)) if spec else ()


def _ranked_ranks() -> str:
    """The ranks a special card counts in its trick (the Scout's ``J/Q/K/A``)."""
    ranks: list[str] = []
    for card in rules.catalogue().cards:
        if card.special and "ranked" in scoring.special_reads(card.special):
            ranks += [r for r in card.special.params.get("ranks", ()) if r not in ranks]
    return "/".join(ranks)


# ---------------------------------------------------------------------------
# The entry


class DealEntry(EntryModel):
    """One deal (the count fields are added from the catalogue: see :data:`Entry`).

    Attributes:
        quest: the Quest face (``"Q02A"``).
        special: the special card (``"R11a"``).
        mode: ``"totals"`` or ``"counts"``; ``None``: ``counts`` when only counts are
            filled in, else ``totals``.
        totals: per person, the deal total (quest and special card).
        special_player: the person who played the special card (``"P1"``).
        special_winner: the person who won the special card's trick.
        special_ranked: the cards of the ranks the special card counts in its trick.
    """

    quest: str
    special: str
    mode: Literal["totals", "counts"] | None = None
    totals: tuple[int | None, ...] | None = None
    special_player: str | None = None
    special_winner: str | None = None
    special_ranked: int | None = None


def _count_type(count: Count) -> Any:
    return tuple[bool | None, ...] | None if count.is_boolean else tuple[int | None, ...] | None


_COUNT_FIELDS: dict[str, Any] = {c.name: (_count_type(c), None) for c in _all_counts()}

Entry: type[DealEntry] = create_model(
    "Entry",
    __base__=DealEntry,
    __module__=__name__,
    __doc__="One deal: :class:`DealEntry` and a per-person field for each count a face reads.",
    **_COUNT_FIELDS,
)
"""The entry model: :class:`DealEntry` plus one optional per-person field per count
(:func:`count_fields`), made from the catalogue so that a face's data and its
fields cannot disagree."""


def _is_empty(value: object) -> bool:
    """Whether a field holds nothing: ``None``, or per person nothing but blanks,
    zeros and unticked boxes."""
    if value is None:
        return True
    if isinstance(value, tuple):
        return all(v is None or v == 0 for v in value)
    return False


# ---------------------------------------------------------------------------
# The game so far


def _quest_args(face: QuestFace) -> dict[str, str | int]:
    return {
        "quest": face.id,
        "name_en": texts.face_name(face, "en"),
        "name_fr": texts.face_name(face, "fr"),
        "text_en": texts.face_text(face, "en"),
        "text_fr": texts.face_text(face, "fr"),
    }


def _special_args(spec: SpecialSpec) -> dict[str, str | int]:
    return {
        "special": spec.code,
        "name_en": spec.name_en,
        "name_fr": spec.name_fr,
        "text_en": texts.special_text(spec.code, "en"),
        "text_fr": texts.special_text(spec.code, "fr"),
    }


def _count_args(count: Count) -> dict[str, str | int]:
    """A count's words: its argument under the name its messages read."""
    arg = count.arg
    m = count.measure
    if m == "last":
        return {"k": int(arg[0])}
    if m == "suit":
        return {"suit": arg[0]}
    if m == "ranks":
        return {"ranks": "/".join(arg)}
    if m == "cards":
        return {"cards": ", ".join(arg)}
    if m == "wins_at_most":
        return {"strength": arg[0]}
    if m == "wins_with":
        return {"rank": arg[0]}
    return {}


@dataclass
class _Game:
    """The sheet's game after the entries read so far."""

    people: int
    quests: int
    cap: int | None
    tied_only: bool
    exclude_complex: bool
    totals: list[int] = field(default_factory=list)
    contenders: tuple[int, ...] = ()
    tied: tuple[int, ...] = ()
    deal: int = 0
    extra: int = 0
    seen_tiles: frozenset[int] = frozenset()
    last_tile: int = -1
    tile_deal: dict[int, int] = field(default_factory=dict)
    used_specials: frozenset[int] = frozenset()
    last_special: int = -1
    special_deal: dict[int, int] = field(default_factory=dict)
    rows: list[Row] = field(default_factory=list)
    end_steps: list[Say] = field(default_factory=list)
    finished: bool = False
    winners: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        self.totals = [0] * self.people
        self.contenders = tuple(range(self.people))

    @property
    def num_tricks(self) -> int:
        return rules.num_tricks(self.people)

    # -- supplies (§3.1 step 4, §3.3, §6.5) --------------------------------------

    def _tiles(self, deal: int) -> tuple[list[int], frozenset[int], frozenset[int]]:
        """The tiles deal ``deal`` may show, the seen tiles then, the excluded ones."""
        excluded: frozenset[int] = frozenset()
        if deal <= self.quests and self.exclude_complex:  # the stack's tiles (§3.1 step 4)
            excluded = frozenset(f.tile for f in rules.catalogue().faces if f.complex)
        pool, seen = scoring.draw_pool(
            len(rules.catalogue().tiles), self.seen_tiles, self.last_tile, excluded
        )
        return pool, seen, excluded

    def _specials(self) -> tuple[list[int], frozenset[int]]:
        size = len(rules.catalogue().specials)
        return scoring.draw_pool(size, self.used_specials, self.last_special)

    def _draw(self, face: QuestFace, spec: SpecialSpec) -> None:
        """Take the deal's tile and special card, as the engine draws them.

        Raises:
            SheetError: one of them cannot come up in this deal.
        """
        deal = self.deal + 1
        pool, seen, excluded = self._tiles(deal)
        tile = face.tile
        if tile not in pool:
            code = face.tile_code
            if tile in excluded:
                raise SheetError(_say("error.tile_complex", tile=code))
            if seen != self.seen_tiles:  # reshuffled: all but the last deal's (§6.5)
                raise SheetError(_say("error.tile_last", tile=code))
            raise SheetError(_say("error.tile_used", tile=code, deal=self.tile_deal[tile]))
        specials, used = self._specials()
        if spec.index not in specials:
            if used != self.used_specials:  # reshuffled: all but the last deal's
                raise SheetError(_say("error.special_last", special=spec.code))
            deal_of = self.special_deal[spec.index]
            raise SheetError(_say("error.special_used", special=spec.code, deal=deal_of))
        self.seen_tiles, self.last_tile = seen | {tile}, tile
        self.tile_deal[tile] = deal
        self.used_specials, self.last_special = used | {spec.index}, spec.index
        self.special_deal[spec.index] = deal

    def left(self) -> tuple[list[str], list[str]]:
        """The faces and the special cards the next deal may show."""
        cat = rules.catalogue()
        tiles = set(self._tiles(self.deal + 1)[0])
        specials = self._specials()[0]
        faces = [f.id for f in cat.faces if f.tile in tiles]
        return faces, [cat.cards[cat.specials[i]].code for i in specials]

    # -- one deal ------------------------------------------------------------------

    def add(self, entry: DealEntry) -> None:
        """Score ``entry``, the next deal.

        Raises:
            SheetError: see :meth:`RoiDesNainsSheet.tally`.
        """
        if self.finished:
            raise SheetError(Say("sheet.error.finished"))
        cat = rules.catalogue()
        face = next((f for f in cat.faces if f.id == entry.quest), None)
        if face is None:
            raise SheetError(_say("error.quest", quest=entry.quest))
        card = next((c for c in cat.cards if c.code == entry.special and c.special), None)
        if card is None or card.special is None:
            raise SheetError(_say("error.special", special=entry.special))
        spec = card.special
        self._draw(face, spec)
        self.deal += 1
        deck = rules.deal_cards(self.people, spec.code)
        steps = [
            _say("step.quest", **_quest_args(face)),
            _say("step.special", **_special_args(spec)),
        ]
        if _mode(entry) == "totals":
            points = self._totals(entry, face, spec, deck, steps)
        else:
            points = self._counts(entry, face, spec, deck, steps)
        added = [points[p] if p in self.contenders else 0 for p in range(self.people)]
        left_out = [p for p in range(self.people) if p not in self.contenders]
        if left_out:
            steps.append(_say("step.left_out", players=len(left_out), names=_names(left_out)))
        self.totals = [t + d for t, d in zip(self.totals, added, strict=True)]
        extra = int(self.deal > self.quests)
        title = _say(
            "row",
            deal=self.deal,
            extra=extra,
            quest=face.id,
            name_en=texts.face_name(face, "en"),
            name_fr=texts.face_name(face, "fr"),
            special_en=spec.name_en,
            special_fr=spec.name_fr,
        )
        shown = tuple(points[p] if p in self.contenders else None for p in range(self.people))
        self.rows.append(Row(title=title, points=shown, steps=tuple(steps)))
        self._end()

    def _end(self) -> None:
        """§6.4, §6.5: after the last deal, the highest total wins; a tie adds a deal."""
        if self.deal < self.quests:
            return
        best = max(self.totals[p] for p in self.contenders)
        tied = tuple(p for p in self.contenders if self.totals[p] == best)
        if len(tied) > 1 and (self.cap is None or self.extra < self.cap):
            self.extra += 1
            self.tied = tied
            self.end_steps.append(_say("end.tie", deal=self.deal, names=_names(tied), points=best))
            if self.tied_only:
                self.contenders = tied
                self.end_steps.append(_say("end.tie_only", names=_names(tied)))
            return
        self.finished = True
        self.winners = tied
        self.tied = ()
        if len(tied) == 1:
            self.end_steps.append(
                _say("end.winner", deal=self.deal, player=Ref("seat", tied[0]), points=best)
            )
        else:
            self.end_steps.append(
                _say("end.shared", extra=self.extra, names=_names(tied), points=best)
            )

    # -- the two ways of entering a deal -----------------------------------------------

    def _unread(self, entry: DealEntry, face: QuestFace, spec: SpecialSpec, read: set[str]) -> None:
        """Refuse a filled-in count or special fact that the deal does not read."""
        for name in (*(c.name for c in _all_counts()), *_SPECIAL_FIELDS.values()):
            if name not in read and not _is_empty(getattr(entry, name)):
                raise SheetError(
                    _say("error.unread", quest=face.id, special=spec.code, field=name)
                    if _mode(entry) == "counts"
                    else _say("error.mixed", mode="totals", field=name)
                )

    def _per_person(self, name: str, values: tuple[Any, ...]) -> None:
        if len(values) != self.people:
            raise SheetError(
                _say("error.per_person", field=name, n=len(values), people=self.people)
            )

    def _totals(
        self,
        entry: DealEntry,
        face: QuestFace,
        spec: SpecialSpec,
        deck: Sequence[rules.CardSpec],
        steps: list[Say],
    ) -> list[int]:
        """Totals mode: each person's deal total, as entered, if a deal can give it."""
        self._unread(entry, face, spec, set())
        if entry.totals is None:
            raise SheetError(_say("error.nothing"))
        self._per_person("totals", entry.totals)
        possible = scoring.possible_points(face, spec, self.people, self.num_tricks, deck)
        points: list[int] = []
        for p, total in enumerate(entry.totals):
            if total is None:
                raise SheetError(_say("error.no_total", player=Ref("seat", p)))
            if total not in possible:
                raise SheetError(
                    _say(
                        "error.total",
                        player=Ref("seat", p),
                        total=total,
                        quest=face.id,
                        special=spec.code,
                        least=min(possible),
                        most=max(possible),
                    )
                )
            points.append(total)
        if not scoring.possible_together(face, spec, points, self.num_tricks, deck):
            raise SheetError(
                _say(
                    "error.together",
                    values=_joined([_signed(t) for t in points]),
                    quest=face.id,
                    special=spec.code,
                )
            )
        steps.append(_say("step.totals", values=_joined([_signed(t) for t in points])))
        return points

    def _counts(
        self,
        entry: DealEntry,
        face: QuestFace,
        spec: SpecialSpec,
        deck: Sequence[rules.CardSpec],
        steps: list[Say],
    ) -> list[int]:
        """Counts mode: the face's counts and the special card's facts, scored."""
        needs = scoring.quest_counts(face)
        reads = scoring.special_reads(spec)
        if not _is_empty(entry.totals):
            raise SheetError(_say("error.mixed", mode="counts", field="totals"))
        self._unread(
            entry, face, spec, {c.name for c in needs} | {_SPECIAL_FIELDS[r] for r in reads}
        )
        rows: list[dict[str, int]] = [{} for _ in range(self.people)]
        for count in needs:
            values = self._count(entry, face, count, deck)
            for row, value in zip(rows, values, strict=True):
                row[count.name] = value
            steps.append(
                _say("step.count." + count.measure, values=_joined(values), **_count_args(count))
            )
        quest = scoring.score_seats(face, scoring.DealCounts(tuple(rows)))
        special = [0] * self.people
        if reads:
            facts = self._facts(entry, spec, reads, steps)
            scored = scoring.special_score(spec, facts)
            assert scored is not None
            special[scored[0]] += scored[1]
        points = [q + s for q, s in zip(quest, special, strict=True)]
        steps += [
            _say("step.quest_points", values=_joined([_signed(q) for q in quest])),
            _say("step.special_points", values=_joined([_signed(s) for s in special])),
            _say("step.deal_points", values=_joined([_signed(t) for t in points])),
        ]
        return points

    def _count(
        self, entry: DealEntry, face: QuestFace, count: Count, deck: Sequence[rules.CardSpec]
    ) -> list[int]:
        """The persons' values of ``count``, once they are possible in this deal."""
        name = count.name
        given: tuple[int | bool | None, ...] | None = getattr(entry, name)
        if given is None:
            raise SheetError(
                _say("error.no_count", field=name, player=Ref("seat", 0), quest=face.id)
            )
        self._per_person(name, given)
        limits = scoring.count_limits(count, self.people, self.num_tricks, deck)
        values: list[int] = []
        for p, value in enumerate(given):
            if value is None and not count.is_boolean:  # an unticked box is a no
                raise SheetError(
                    _say("error.no_count", field=name, player=Ref("seat", p), quest=face.id)
                )
            number = int(value or 0)
            if not 0 <= number <= limits.most:
                raise SheetError(
                    _say(
                        "error.count",
                        field=name,
                        player=Ref("seat", p),
                        value=number,
                        most=limits.most,
                    )
                )
            values.append(number)
        least, most = limits.total
        total = sum(values)
        if not least <= total <= most:
            key = "error.count_total" if least == most else "error.count_range"
            raise SheetError(_say(key, field=name, total=total, least=least, most=most))
        return values

    def _facts(
        self, entry: DealEntry, spec: SpecialSpec, reads: tuple[str, ...], steps: list[Say]
    ) -> scoring.SpecialFacts:
        """The special card's facts the entry gives, checked."""
        found: dict[str, int] = {}
        for fact in reads:
            name = _SPECIAL_FIELDS[fact]
            value = getattr(entry, name)
            if value is None:
                raise SheetError(_say("error.no_special_fact", special=spec.code, field=name))
            if fact == "ranked":
                most = self.people - 1  # the other cards of its trick
                if not 0 <= value <= most:
                    raise SheetError(_say("error.ranked", field=name, value=value, most=most))
                found[fact] = value
                steps.append(_say("step.special_ranked", ranks=_ranked_ranks(), n=value))
            else:
                seats = [f"P{p}" for p in range(self.people)]
                if value not in seats:
                    raise SheetError(
                        _say("error.player", field=name, value=value, last=self.people - 1)
                    )
                found[fact] = seats.index(value)
                steps.append(_say("step." + name, player=Ref("seat", found[fact])))
        return scoring.SpecialFacts(
            player=found.get("player"), winner=found.get("winner"), ranked=found.get("ranked", 0)
        )


def _mode(entry: DealEntry) -> str:
    """The entry's mode: as given, else ``counts`` when only counts are filled in."""
    if entry.mode is not None:
        return entry.mode
    if not _is_empty(entry.totals):
        return "totals"
    others = (*(c.name for c in _all_counts()), *_SPECIAL_FIELDS.values())
    return "counts" if any(not _is_empty(getattr(entry, n)) for n in others) else "totals"


# ---------------------------------------------------------------------------
# The sheet


@functools.cache
def _totals_bounds(people: int) -> tuple[int, int]:
    """The lowest and highest deal total any face and special card allow."""
    cat = rules.catalogue()
    n = rules.num_tricks(people)
    values: set[int] = set()
    for index in cat.specials:
        card = cat.cards[index]
        assert card.special is not None
        deck = rules.deal_cards(people, card.code)
        for face in cat.faces:
            possible = scoring.possible_points(face, card.special, people, n, deck)
            values |= {min(possible), max(possible)}
    return min(values), max(values)


@functools.cache
def _count_most(people: int, count: Count) -> int:
    """The most one person can have of ``count``, whatever the special card."""
    cat = rules.catalogue()
    n = rules.num_tricks(people)
    return max(
        scoring.count_limits(count, people, n, rules.deal_cards(people, cat.cards[i].code)).most
        for i in cat.specials
    )


class RoiDesNainsSheet(SheetRules):
    """The sheet of ``roi_des_nains``: one entry a deal."""

    game_id: ClassVar[str] = "roi_des_nains"
    Entry: ClassVar[type[EntryModel]] = Entry
    single_entry: ClassVar[bool] = False
    scoring_options = (
        "quests_per_game",
        "max_tiebreak_deals",
        "tiebreak_players",
        "first_game_exclude_complex",
    )

    def form(self, people: int, options: Mapping[str, OptionValue]) -> tuple[Field, ...]:
        """The deal's face and special card, how it is entered, then per person the
        total, or the counts (every count of every face: a page shows only
        ``Tally.extra["count_fields"][face]``), and the special card's facts."""
        cat = rules.catalogue()
        least, most = _totals_bounds(people)
        players = tuple((f"P{p}", _say("player", player=Ref("seat", p))) for p in range(people))
        specials = [cat.cards[i].special for i in cat.specials]
        fields = [
            Field(
                name="quest",
                kind="choice",
                label=_say("field.quest"),
                choices=tuple((f.id, _say("quest", **_quest_args(f))) for f in cat.faces),
                help=_say("help.quest"),
            ),
            Field(
                name="special",
                kind="choice",
                label=_say("field.special"),
                choices=tuple((s.code, _say("special", **_special_args(s))) for s in specials if s),
                help=_say("help.special"),
            ),
            Field(
                name="mode",
                kind="choice",
                label=_say("field.mode"),
                choices=(("totals", _say("mode.totals")), ("counts", _say("mode.counts"))),
                default="totals",
                help=_say("help.mode"),
            ),
            Field(
                name="totals",
                kind="int",
                label=_say("field.totals"),
                per_person=True,
                minimum=least,
                maximum=most,
                optional=True,
                default=0,
                help=_say("help.totals"),
                when=("mode", ("totals",)),
            ),
        ]
        # A count shows, in counts mode, for the faces that read it; a special card's
        # fact for the special cards that read it (the page draws what the rules need).
        faces_of: dict[str, list[str]] = {}
        for face in cat.faces:
            for name in count_fields(face.id):
                faces_of.setdefault(name, []).append(face.id)
        specials_of: dict[str, list[str]] = {}
        for spec in specials:
            if spec:
                for name in special_fields(spec.code):
                    specials_of.setdefault(name, []).append(spec.code)
        for count in _all_counts():
            args = _count_args(count)
            fields.append(
                Field(
                    name=count.name,
                    kind="bool" if count.is_boolean else "int",
                    label=_say("count." + count.measure, **args),
                    per_person=True,
                    minimum=None if count.is_boolean else 0,
                    maximum=None if count.is_boolean else _count_most(people, count),
                    optional=True,
                    default=False if count.is_boolean else None,
                    help=_say("help." + count.measure, **args),
                    when=(("mode", ("counts",)), ("quest", tuple(faces_of.get(count.name, ())))),
                )
            )
        ranks = _ranked_ranks()

        def reading(name: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
            """Shown in counts mode for the special cards whose scoring reads ``name``."""
            return (("mode", ("counts",)), ("special", tuple(specials_of.get(name, ()))))

        fields += [
            *(
                Field(
                    name=name,
                    kind="choice",
                    label=_say(f"field.{name}"),
                    choices=players,
                    optional=True,
                    help=_say(f"help.{name}"),
                    when=reading(name),
                )
                for name in ("special_player", "special_winner")
            ),
            Field(
                name="special_ranked",
                kind="int",
                label=_say("field.special_ranked", ranks=ranks),
                minimum=0,
                maximum=people - 1,
                optional=True,
                help=_say("help.special_ranked", ranks=ranks),
                when=reading("special_ranked"),
            ),
        ]
        return tuple(fields)

    def tally(
        self,
        people: int,
        options: Mapping[str, OptionValue],
        entries: Sequence[EntryModel],
    ) -> Tally:
        """The deals so far, the running totals, the end and the winner (§6).

        Raises:
            SheetError: at the first entry the rules refuse: an unknown face or
                special card; a tile or special card already played (or left out of a
                first game, or just reshuffled away); a total no deal gives; a count
                missing, out of its bounds or not adding up to the deal's; a field the
                deal does not read; an entry after the end.
        """
        cap = options.get("max_tiebreak_deals", 7)
        quests = options.get("quests_per_game", 7)
        assert isinstance(quests, int)
        game = _Game(
            people=people,
            quests=quests,
            cap=cap if isinstance(cap, int) else None,
            tied_only=options.get("tiebreak_players", "all") == "tied_only",
            exclude_complex=bool(options.get("first_game_exclude_complex", False)),
        )
        for i, entry in enumerate(entries):
            assert isinstance(entry, DealEntry)
            try:
                game.add(entry)
            except SheetError as e:
                raise e.at(i) from None
        expects = None
        if not game.finished:
            expects = (
                _say("expects.deal", deal=game.deal + 1, deals=game.quests)
                if game.deal < game.quests
                else _say("expects.extra", deal=game.deal + 1, names=_names(game.tied))
            )
        quests_left, specials_left = game.left() if not game.finished else ([], [])
        cat = rules.catalogue()
        return Tally(
            rows=tuple(game.rows),
            totals=tuple(game.totals),
            finished=game.finished,
            winners=game.winners,
            ranks=ranks_of(game.totals),
            end_steps=tuple(game.end_steps),
            expects=expects,
            extra={
                "count_fields": {f.id: list(count_fields(f.id)) for f in cat.faces},
                "special_fields": {
                    cat.cards[i].code: list(special_fields(cat.cards[i].code)) for i in cat.specials
                },
                "deals": game.quests,
                "extra_deals": game.extra,
                "contenders": list(game.contenders),
                "quests_left": quests_left,
                "specials_left": specials_left,
            },
        )


SHEET = RoiDesNainsSheet()
"""The sheet of ``roi_des_nains``."""
