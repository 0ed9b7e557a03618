"""A heuristic bot for Le Roi des Nains that plays for the deal's Quest face.

The deal's score is the chosen Quest face applied to the tricks a seat won,
plus the special card's points (spec §6.1). The bot reads the face as data
(its scoring function keyword and parameters, spec §2.3) and turns it into

- a **value per card** for the faces that count cards (``per_rank``,
  ``per_suit``, ``per_suit_diff``, ``specific_cards``), plus the special
  card's points for the winner of its trick (Shaman −3, Dwarf Goldsmith +4);
- a **value per trick** for the faces that count tricks: the trick's number
  (``per_last_k``, ``first_last``), its leader (``led_and_won``,
  ``led_not_won``), the winning card (``win_rank_*``), or a potential over
  the tricks won so far and what the hand can still win (``exact_tricks``,
  ``fewest``, ``most``, ``run_times``, ``run_at_least``, ``min_suit``,
  ``max_suit``).

**Playing a card.** For each legal card the bot works out, from the view
alone, the card's effective suit and strength (Clone, Mummy), whether it
would win the trick as it stands (Dragon, Black Knight, Wizard, Goblin
Traitor, Troll included, spec §5), and the chance that no later seat beats
it: a later seat beats it if it holds a higher card of the suit that wins
(hidden cards are shared out over the seats' hidden places, and a seat that
showed a void holds none), and if it wants the trick. Its estimate is

    P(take) × (cards taken + value of taking) + P(lose) × (value of losing)
    − what the card was worth kept in hand,

where a card kept in hand is worth its chance of winning a trick later times
the face's value of a future trick, and its own value where it will likely
end (in the bot's trick, or in another's). Losing a trick also gives its cards
to another seat, which counts a little (the game is won on totals). So under
"−1 per Goblin" the bot ducks tricks full of red and throws its red cards on
other seats' tricks; under "last 4 tricks" it keeps its high cards for the
end; under "exactly three" it stops winning at three.

**The Quest face.** The blue-5 holder deals the hidden cards at random a few
times and plays each deal out with a lean greedy policy (the same values,
simpler odds), once per face, with the same deals for both faces; it picks
the face with the best mean of its score minus the others' mean.

**Decisions.** Druid and Standard Bearer: take the hand (or direction) whose
estimated value for the face is best, hidden hands valued by sampling them.
Goblin Ninja: look at the hand of the seat leading in totals.

It reads only its view and the legal actions (DESIGN.md, "Bots"), and draws
randomness only from its own stream. A whole 4-player game with 4 such bots
takes a few tenths of a second.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from royaumes.bots.base import SeatView
from royaumes.game import Action, Game, Seat
from royaumes.games.roi_des_nains import rules

__all__ = ["RoiDesNainsBot", "make", "score_face"]

_NONE: Final = -1
_LINEAR: Final = frozenset({"per_rank", "per_suit", "per_suit_diff", "specific_cards"})
# Tuned by simulation against random and heuristic bots.
_POWER_BASE: Final = 0.6  # a card's chance to win later falls by this per higher unseen card
_SIM_DEALS: Final = 8  # simulated deals per face for the Quest choice
_SAMPLES: Final = 6  # hidden hands sampled to value a Druid or Standard Bearer choice
_REL: Final = 0.8  # weight of the points a lost trick gives another seat (totals decide)


@dataclass(frozen=True, slots=True)
class _Card:
    """What the bot needs of one card (from the catalogue)."""

    id: int
    code: str
    suit: int
    strength: float
    rank: str | None
    effect: str
    points: int  # points to the winner of its trick (Shaman, Dwarf Goldsmith)
    scout: int  # points it gives the Scout's player when in the Scout's trick


@functools.cache
def _cards() -> tuple[_Card, ...]:
    cat = rules.catalogue()
    scout_ranks: frozenset[str] = frozenset()
    scout_points = 0
    for spec in cat.cards:
        if spec.special and spec.special.effect == "score_player_per_rank":
            scout_ranks = frozenset(spec.special.params["ranks"])
            scout_points = int(spec.special.params["points"])
    out = []
    for spec in cat.cards:
        special = spec.special
        effect = special.effect if special else ""
        points = int(special.params["points"]) if special and effect == "score_winner" else 0
        scout = scout_points if special is None and spec.rank in scout_ranks else 0
        out.append(
            _Card(spec.id, spec.code, spec.suit, spec.strength, spec.rank, effect, points, scout)
        )
    return tuple(out)


@functools.cache
def _deal_cards(num_players: int, special: int) -> tuple[int, ...]:
    """Every card of a deal: the base cards (G2 out at 3 players) and the special card."""
    cat = rules.catalogue()
    base = [c.id for c in cat.cards if c.special is None]
    if num_players == 3:
        base = [c for c in base if c not in cat.removed_at_3_players]
    return (*base, special)


# ---------------------------------------------------------------------------
# Scoring (spec §2.3), for the simulated deals


@dataclass(frozen=True, slots=True)
class _DoneTrick:
    leader: Seat
    winner: Seat
    plays: tuple[tuple[Seat, int], ...]
    winning_card: int


def score_face(
    face: rules.QuestFace,
    num_players: int,
    num_tricks: int,
    tricks: Sequence[tuple[Seat, Seat, Sequence[str], str]],
) -> list[int]:
    """The points of ``face`` per seat for a finished deal (spec §2.3), by the
    engine's own scoring (:func:`royaumes.games.roi_des_nains.rules.quest_points`).

    Args:
        face: the Quest face.
        num_players: the number of seats.
        num_tricks: tricks per deal.
        tricks: each trick in order as (leader, winner, card codes in playing order
            from the leader, code of the card that won it under §5).

    Returns:
        Per seat, the face's points.
    """
    by_code = rules.catalogue().by_code
    done = [
        (lead, win, [((lead + k) % num_players, by_code[c]) for k, c in enumerate(cards)],
         by_code[card])
        for lead, win, cards, card in tricks
    ]  # fmt: skip
    return list(rules.quest_points(face, num_players, num_tricks, done))


# ---------------------------------------------------------------------------
# The face as values and potentials


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


@dataclass(slots=True)
class _Ctx:
    """Where one seat stands in the deal when the current trick is decided.

    Attributes:
        t: the current trick, from 1.
        num_tricks: tricks per deal.
        n: the number of seats.
        mine: tricks this seat won so far.
        others: tricks each other seat won so far.
        run: this seat's run of won tricks ending with the previous trick.
        best: this seat's longest run so far.
        leads: whether this seat led the current trick.
        hi: tricks the seat's hand could still win (after this trick).
        lo: tricks it would win even while ducking.
    """

    t: int
    num_tricks: int
    n: int
    mine: int
    others: tuple[int, ...]
    run: int
    best: int
    leads: bool
    hi: float
    lo: float


class _Face:
    """One Quest face read as card values, trick values and potentials."""

    def __init__(self, face: rules.QuestFace) -> None:
        self.face = face
        self.function = face.function
        params = face.params
        self.points = int(params.get("points", 1))
        self.k = int(params.get("k", 0))
        self.linear = face.function in _LINEAR
        cards = _cards()
        values = []
        for c in cards:
            v = 0.0
            if c.suit >= 0:
                fn = face.function
                if fn == "per_rank":
                    v = self.points if c.rank in params["ranks"] else 0.0
                elif fn == "per_suit":
                    v = self.points if c.suit == "BGR".index(params["suit"]) else 0.0
                elif fn == "per_suit_diff":
                    v = (c.suit == "BGR".index(params["plus"])) - float(
                        c.suit == "BGR".index(params["minus"])
                    )
                elif fn == "specific_cards" and c.code in params["cards"]:
                    v = self.points
            values.append(v + c.points)
        self.values = tuple(values)
        self.win_strength = float(params.get("strength", 0))
        self.win_rank = str(params.get("rank", ""))

    # -- per trick ------------------------------------------------------------

    def pile_value(self, suits: Sequence[int], cards: Sequence[int]) -> float:
        """The non-linear faces' gain from adding ``cards`` to a pile of ``suits`` counts."""
        if self.function not in ("min_suit", "max_suit"):
            return 0.0
        after = list(suits)
        for c in cards:
            s = _cards()[c].suit
            if s >= 0:
                after[s] += 1
        return self._pile(after) - self._pile(suits)

    def _pile(self, suits: Sequence[int]) -> float:
        ordered = sorted(suits)
        if self.function == "min_suit":
            return self.points * (ordered[0] + 0.3 * ordered[1])
        return self.points * (ordered[2] + 0.25 * ordered[1])

    def generic(self, t: int, num_tricks: int) -> float:
        """What taking trick ``t`` is worth to any seat, its cards left out (for the odds
        that other seats want it)."""
        fn, pts = self.function, self.points
        if fn == "per_trick":
            return pts
        if fn == "per_last_k":
            return pts if t > num_tricks - self.k else 0.0
        if fn == "first_last":
            return pts if t in (1, num_tricks) else 0.0
        if fn in ("run_times", "run_at_least"):
            return 0.5 * pts
        if fn == "fewest":
            return -0.4 * pts
        if fn == "most":
            return 0.4 * pts
        return 0.0

    def take(self, ctx: _Ctx, winning_card: int) -> float:
        """The value of taking the current trick, its cards left out."""
        fn, pts = self.function, self.points
        rem = ctx.num_tricks - ctx.t
        if fn == "per_trick":
            return pts
        if fn == "per_last_k":
            return pts if ctx.t > ctx.num_tricks - self.k else 0.0
        if fn == "first_last":
            return pts if ctx.t in (1, ctx.num_tricks) else 0.0
        if fn == "led_and_won":
            return (pts if ctx.leads else 0.0) + (0.35 * pts if rem else 0.0)
        if fn == "led_not_won":
            return 0.5 * pts if rem else 0.0
        if fn == "win_rank_at_most":
            c = _cards()[winning_card]
            return pts if c.suit >= 0 and c.strength <= self.win_strength else 0.0
        if fn == "win_rank_is":
            c = _cards()[winning_card]
            return pts if c.suit >= 0 and c.rank == self.win_rank else 0.0
        if fn == "exact_tricks":
            return pts * self._p_exact(self.k - ctx.mine - 1, rem, ctx)
        if fn in ("fewest", "most"):
            return self._p_rank(ctx, 1, rem)
        if fn == "run_times":
            return self._run(ctx, ctx.run + 1, max(ctx.best, ctx.run + 1), rem)
        if fn == "run_at_least":
            return self._run_at_least(ctx, ctx.run + 1, max(ctx.best, ctx.run + 1), rem)
        return 0.0

    def lose(self, ctx: _Ctx) -> float:
        """The value of losing the current trick."""
        fn, pts = self.function, self.points
        rem = ctx.num_tricks - ctx.t
        if fn == "led_not_won":
            return pts if ctx.leads else 0.0
        if fn == "exact_tricks":
            return pts * self._p_exact(self.k - ctx.mine, rem, ctx)
        if fn in ("fewest", "most"):
            return self._p_rank(ctx, 0, rem)
        if fn == "run_times":
            return self._run(ctx, 0, ctx.best, rem)
        if fn == "run_at_least":
            return self._run_at_least(ctx, 0, ctx.best, rem)
        return 0.0

    def future(self, ctx: _Ctx, out_mean: float) -> float:
        """The value of one more trick won later (``out_mean``: mean card value still out)."""
        fn, pts = self.function, self.points
        rem = ctx.num_tricks - ctx.t
        if self.linear:
            return (ctx.n - 1) * out_mean
        if rem <= 0:
            return 0.0
        if fn == "per_trick":
            return pts
        if fn == "per_last_k":
            return pts * min(self.k, rem) / rem
        if fn == "first_last":
            return pts / rem
        if fn in ("led_not_won", "led_and_won"):
            return 0.3 * pts
        if fn in ("min_suit", "max_suit"):
            return 0.6 * pts
        return (ctx.n - 1) * out_mean  # special points only

    @staticmethod
    def _p_exact(need: int, rem: int, ctx: _Ctx) -> float:
        """The chance to win exactly ``need`` more of the ``rem`` tricks left, steering."""
        if need < 0 or need > rem:
            return 0.0
        gap = max(0.0, need - ctx.hi, ctx.lo - need)
        return 0.85 * math.exp(-gap * gap / 0.8)

    def _p_rank(self, ctx: _Ctx, extra: int, rem: int) -> float:
        """Fewest or most tricks: the face's points times the chance to end there."""
        others = ctx.n - 1
        if self.function == "fewest":
            mine = ctx.mine + extra + ctx.lo
            share = (rem - ctx.lo + 1 - extra) / others
            low = min(ctx.others) + share
            return self.points * _sigmoid(1.2 * (low - mine + 0.5))
        mine = ctx.mine + extra + ctx.hi
        share = max(0.0, rem - ctx.hi + 1 - extra) / others
        high = max(ctx.others) + share
        return self.points * _sigmoid(1.2 * (mine - high + 0.5))

    def _run(self, ctx: _Ctx, run: int, best: int, rem: int) -> float:
        q = min(0.9, max(0.05, ctx.hi / rem)) if rem else 0.0
        more = min(rem, q / (1 - q)) if rem else 0.0
        return self.points * max(best, run + more, more)

    def _run_at_least(self, ctx: _Ctx, run: int, best: int, rem: int) -> float:
        if best >= self.k:
            return self.points
        q = min(0.95, max(0.05, 1.2 * ctx.hi / rem)) if rem else 0.0
        need = self.k - run
        now = q**need if need <= rem else 0.0
        fresh = q**self.k if self.k <= rem - 1 else 0.0
        return self.points * max(now, fresh)


@functools.cache
def _face(index: int) -> _Face:
    return _Face(rules.catalogue().faces[index])


# ---------------------------------------------------------------------------
# What a view tells of the current deal


@dataclass(slots=True)
class _Played:
    seat: Seat
    card: int
    suit: int
    strength: float
    named: int = _NONE
    void: bool = False


class _Deal:
    """The current deal as one seat knows it, rebuilt from its view's events."""

    def __init__(self, view: rules.View) -> None:
        cat = rules.catalogue()
        by_code = cat.by_code
        me = view.seat
        assert me is not None
        n = view.num_players
        self.me = me
        self.n = n
        events = view.events
        start = len(events)
        for i in range(len(events) - 1, -1, -1):
            if events[i].kind == "special":
                start = i
                break
        self.special = by_code[view.special] if view.special else _NONE
        self.played: set[int] = set()
        self.known: list[set[int]] = [set() for _ in range(n)]
        self.voids: list[set[int]] = [set() for _ in range(n)]
        self.tricks: list[_DoneTrick] = []
        current: list[tuple[Seat, int]] = []
        leader = -1
        mine: list[int] = []  # this seat's hand, followed through the deal
        for e in events[start + 1 :]:
            kind, args = e.kind, e.params
            if kind == "deal":
                if e.to == f"P{me}" and args["card"] is not None:
                    mine.append(by_code[args["card"]])
            elif kind == "win":
                self.tricks.append(self._done(leader, args["seat"], current))
                current = []
            elif kind == "void":
                self.voids[args["seat"]].add("BGR".index(args["suit"]))
            elif kind == "show":
                if args["seat"] != me:
                    self.known[args["seat"]].add(by_code[args["card"]])
            elif kind == "hand" and args["cards"] is not None:
                self.known[args["seat"]] = {by_code[w] for w in args["cards"]}
            elif kind == "receive" and e.to == f"P{me}" and args["cards"] is not None:
                mine = [by_code[w] for w in args["cards"]]
            elif kind in ("play", "wizard"):
                seat = int(e.actor[1:])
                card = by_code[args["card"]]
                if not current:
                    leader = seat
                current.append((seat, card))
                self.played.add(card)
                self.known[seat].discard(card)
                if seat == me and card in mine:
                    mine.remove(card)
            elif kind == "swap":
                seat, other = int(e.actor[1:]), args["seat"]
                self._move({seat: other, other: seat}, mine)
            elif kind == "banner":
                step = 1 if args["direction"] == "left" else -1
                self._move({q: (q + step) % n for q in range(n)}, mine)
        self.hand = [by_code[c] for c in view.hand or ()]
        self.known[me] = set()
        out = set(_deal_cards(n, self.special)) if self.special >= 0 else set()
        out -= self.played
        out -= set(self.hand)
        for p in range(n):
            if p != me:
                self.known[p] &= out
        known_all = set().union(*self.known)
        self.out = out  # not played and not in this seat's hand
        self.pool = sorted(out - known_all)  # hidden cards, place unknown
        self.hidden = frozenset(self.pool)
        self.slots = [
            0 if p == me else max(0, view.hand_sizes[p] - len(self.known[p])) for p in range(n)
        ]

    def _move(self, to: dict[Seat, Seat], mine: list[int]) -> None:
        """Hands move from seat ``p`` to seat ``to[p]`` (a Druid swap or a banner pass)."""
        me = self.me
        known = [set(k) for k in self.known]
        voids = [set(v) for v in self.voids]
        for src, dst in to.items():
            self.known[dst] = known[src]
            self.voids[dst] = voids[src]
        if me in to:
            self.known[to[me]] = set(mine)
            self.voids[to[me]] = set()
        self.voids[me] = set()

    def _done(self, leader: Seat, winner: Seat, cards: list[tuple[Seat, int]]) -> _DoneTrick:
        """A finished trick; its winning card is the one its winner played (spec §4.4: the
        Troll hands the trick to the left of the seat whose card won)."""
        seat = winner
        if any(_cards()[c].effect == "hand_trick_left" for _, c in cards):
            seat = (winner - 1) % self.n
        played = [c for s, c in cards if s == seat]
        winning = played[0] if played else cards[0][1]
        return _DoneTrick(leader, winner, tuple(cards), winning)


def _p_holds(deal: _Deal, seat: Seat, wanted: Sequence[int]) -> float:
    """The chance that ``seat`` holds at least one of ``wanted`` (cards still out)."""
    if not wanted:
        return 0.0
    known = deal.known[seat]
    if any(c in known for c in wanted):
        return 1.0
    cards = _cards()
    hidden = [c for c in wanted if c in deal.hidden]
    if not hidden or deal.slots[seat] == 0:
        return 0.0
    p_none = 1.0
    for c in hidden:
        suit = cards[c].suit
        if suit >= 0 and suit in deal.voids[seat]:
            continue
        places = sum(
            deal.slots[q]
            for q in range(deal.n)
            if q != deal.me and not (suit >= 0 and suit in deal.voids[q])
        )
        if places:
            p_none *= 1 - deal.slots[seat] / places
    return 1 - p_none


# ---------------------------------------------------------------------------
# Tricks (spec §4.3, §5)


def _led(trick: Sequence[_Played]) -> int:
    for p in trick:
        if p.suit >= 0:
            return p.suit
    return _NONE


def _best(trick: Sequence[_Played]) -> tuple[int, str]:
    """The index of the card winning ``trick`` as it stands, and the rule that decides it."""
    cards = _cards()
    led = _led(trick)
    for i, p in enumerate(trick):
        effect = cards[p.card].effect
        if effect == "always_wins":
            return i, "dragon"
        if effect == "void_trump" and p.void:
            return i, "knight"
    for p in trick:
        if cards[p.card].effect == "names_trump":
            named = [i for i, q in enumerate(trick) if q.suit == p.named and q is not p]
            if named and p.named >= 0:
                return max(named, key=lambda i: trick[i].strength), "wizard"
    candidates = [i for i, p in enumerate(trick) if p.suit == led and led >= 0]
    if not candidates:
        return -1, "none"
    if any(cards[p.card].effect == "lowest_wins" for p in trick):
        return min(candidates, key=lambda i: trick[i].strength), "traitor"
    return max(candidates, key=lambda i: trick[i].strength), "high"


class RoiDesNainsBot:
    """Plays for the Quest face (see the module docstring).

    Args:
        seat: the seat it plays.
        rng: its own random stream.
    """

    name = "heuristic"

    def __init__(self, seat: Seat, rng: random.Random) -> None:
        self.seat = seat
        self._rng = rng

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """The legal action with the best estimate."""
        if (
            len(legal_actions) == 1
            or not isinstance(view := seat_view(), rules.View)
            or view.seat is None
        ):
            return legal_actions[0]
        first = legal_actions[0]
        assert isinstance(first, rules.Action)
        kind = first.kind
        try:
            if kind is rules.ActionKind.QUEST:
                choice = self._quest(view, legal_actions)
            elif kind in (rules.ActionKind.PLAY, rules.ActionKind.WIZARD):
                choice = self._play(view, legal_actions)
            elif kind is rules.ActionKind.SPY:
                choice = self._spy(view, legal_actions)
            else:
                choice = self._swap(view, legal_actions)
        except (KeyError, IndexError, ValueError, ZeroDivisionError):
            # A view this bot cannot read (an option it does not know): play safe.
            choice = legal_actions[self._rng.randrange(len(legal_actions))]
        return choice if choice in legal_actions else legal_actions[0]

    # -- playing a card -----------------------------------------------------------

    def _ctx(self, view: rules.View, deal: _Deal, hi: float, lo: float) -> _Ctx:
        me = deal.me
        won = set(view.tricks_won[me])
        t = max(1, view.trick_number)
        run = 0
        while t - 1 - run in won:
            run += 1
        best = cur = 0
        for k in range(1, t):
            cur = cur + 1 if k in won else 0
            best = max(best, cur)
        return _Ctx(
            t=t,
            num_tricks=view.num_tricks,
            n=view.num_players,
            mine=len(won),
            others=tuple(len(view.tricks_won[p]) for p in range(view.num_players) if p != me),
            run=run,
            best=best,
            leads=view.leader == me,
            hi=hi,
            lo=lo,
        )

    @staticmethod
    def _power(deal: _Deal, card: int) -> tuple[float, float]:
        """The chance ``card`` wins a trick later, and the chance it must (while ducking)."""
        cards = _cards()
        c = cards[card]
        if c.effect == "always_wins":
            return 1.0, 1.0
        if c.effect == "lowest_wins":
            return 0.9, 0.3
        if c.suit < 0:
            return (0.25, 0.0) if c.effect.startswith("copy") else (0.0, 0.0)
        higher = sum(
            1 for o in deal.out if cards[o].suit == c.suit and cards[o].strength > c.strength
        )
        power = _POWER_BASE**higher
        if c.effect == "void_trump":
            power = min(1.0, power + 0.2)
        return power, 0.6 * power * power

    def _play(self, view: rules.View, legal: tuple[Action, ...]) -> Action:
        deal = _Deal(view)
        me, n = deal.me, deal.n
        cards = _cards()
        cat = rules.catalogue()
        assert view.quest is not None
        face = _face(cat.face(view.quest).index)
        rel = _REL / (n - 1)
        margin = float(str(view.options.get("clone_margin", 0.5)))
        trick: list[_Played] = []
        led_before = _NONE
        for tc in view.trick:
            played = cat.by_code[tc.card]
            suit = "BGR".index(tc.suit) if tc.suit else _NONE
            printed = cards[played].suit
            void = led_before >= 0 and printed >= 0 and printed != led_before
            named = "BGR".index(tc.named) if tc.named else _NONE
            trick.append(_Played(tc.seat, played, suit, tc.strength, named, void))
            if led_before < 0:
                led_before = suit
        later = [(me + k) % n for k in range(1, n - len(trick))]
        powers = {c: self._power(deal, c) for c in deal.hand}
        hi_all = sum(p for p, _ in powers.values())
        lo_all = sum(f for _, f in powers.values())
        values = face.values
        out_mean = sum(values[c] for c in deal.out) / len(deal.out) if deal.out else 0.0
        base = self._ctx(view, deal, hi_all, lo_all)
        future = face.future(base, out_mean)
        generic = face.generic(base.t, base.num_tricks)
        pile = [0, 0, 0]
        for done in deal.tricks:
            if done.winner == me:
                for _, won in done.plays:
                    if cards[won].suit >= 0:
                        pile[cards[won].suit] += 1
        holds_led = led_before < 0 or any(cards[h].suit == led_before for h in deal.hand)
        scout_hold = 1.2 * max(c.scout for c in cards)
        leader_total = max(view.totals[p] for p in range(n) if p != me)
        later_cache: dict[int, tuple[float, float]] = {}
        scored: list[tuple[float, float, Action]] = []
        for action in legal:
            assert isinstance(action, rules.Action)
            if action.kind is rules.ActionKind.WIZARD:
                card, named = deal.special, action.arg
            else:
                card, named = action.arg, _NONE
            c = cards[card]
            suit, strength = self._effective(c, trick, deal, margin)
            void = led_before >= 0 and c.suit >= 0 and c.suit != led_before and not holds_led
            after = [*trick, _Played(me, card, suit, strength, named, void)]
            index, rule = _best(after)
            led = _led(after)
            trick_values = sum(values[p.card] for p in after)
            if led not in later_cache:
                later_cache[led] = self._later(deal, face, later, led)
            later_value, later_scout = later_cache[led]
            best = after[index] if index >= 0 else None
            p_take, winning_card = 0.0, card
            if best is not None:
                p_hold = 1.0
                if rule not in ("dragon", "knight"):
                    want = trick_values + later_value + generic
                    willing = 0.95 if want > 0.3 else (0.3 if want < -0.3 else 0.65)
                    for pos, seat in enumerate(later):
                        beaters = self._beaters(deal, after, best, rule, led, pos == 0)
                        p_hold *= 1 - willing * _p_holds(deal, seat, beaters)
                taker = best.seat
                if any(cards[p.card].effect == "hand_trick_left" for p in after):
                    taker = (taker + 1) % n
                if taker == me:
                    p_take = p_hold
                winning_card = best.card
            ctx = _Ctx(
                base.t, base.num_tricks, n, base.mine, base.others, base.run, base.best,
                base.leads, hi_all - powers[card][0], lo_all - powers[card][1],
            )  # fmt: skip
            taken = trick_values + (later_value if face.linear else 0.0)
            gain = taken + face.pile_value(pile, [p.card for p in after])
            value = p_take * (gain + face.take(ctx, winning_card))
            value += (1 - p_take) * (face.lose(ctx) - rel * taken)
            power, v = powers[card][0], values[card]
            value -= power * (future + v) + (1 - power) * (-rel * v)
            if c.effect == "score_player_per_rank":
                value += sum(cards[p.card].scout for p in after) + later_scout - scout_hold
            if named >= 0 and best is not None and best.seat != me:
                # Whom the Wizard hands the trick: a bad trick to the leader in totals.
                to_leader = view.totals[best.seat] == leader_total
                value += 0.05 if to_leader == (taken < 0) else 0.0
            scored.append((value, self._rng.random(), action))
        return max(scored)[2]

    @staticmethod
    def _effective(
        c: _Card, trick: Sequence[_Played], deal: _Deal, margin: float
    ) -> tuple[int, float]:
        """Spec §4.3: the effective suit and strength of ``c`` if played now."""
        if c.effect == "copy_prev_card":
            if trick and trick[-1].suit >= 0:
                return trick[-1].suit, trick[-1].strength + margin
            return _NONE, 0.0
        if c.effect == "copy_prev_trick_winner":
            if deal.tricks:
                w = _cards()[deal.tricks[-1].winning_card]
                return w.suit, w.strength
            return _NONE, 0.0
        if c.suit < 0:
            return _NONE, 0.0
        return c.suit, c.strength

    @staticmethod
    def _later(deal: _Deal, face: _Face, later: Sequence[Seat], led: int) -> tuple[float, float]:
        """The expected face value and Scout points of the cards later seats add to a trick
        led in ``led``."""
        cards = _cards()
        values = face.values
        follow = [o for o in deal.out if cards[o].suit == led] if led >= 0 else []
        other = [o for o in deal.out if led < 0 or cards[o].suit != led]
        mean_follow = sum(values[o] for o in follow) / len(follow) if follow else 0.0
        mean_other = sum(values[o] for o in other) / len(other) if other else 0.0
        scout_follow = sum(cards[o].scout for o in follow) / len(follow) if follow else 0.0
        scout_other = sum(cards[o].scout for o in other) / len(other) if other else 0.0
        value = scout = 0.0
        for seat in later:
            p = _p_holds(deal, seat, follow)
            value += p * mean_follow + (1 - p) * mean_other
            scout += p * scout_follow + (1 - p) * scout_other
        return value, scout

    @staticmethod
    def _beaters(
        deal: _Deal,
        after: Sequence[_Played],
        best: _Played,
        rule: str,
        led: int,
        next_seat: bool,
    ) -> list[int]:
        """The cards still out that a later seat could play to take the trick from ``best``."""
        cards = _cards()
        out: list[int] = []
        if rule == "traitor":
            out = [
                o for o in deal.out if cards[o].suit == led and cards[o].strength < best.strength
            ]
        elif rule == "wizard":
            out = [
                o
                for o in deal.out
                if cards[o].suit == best.suit and cards[o].strength > best.strength
            ]
        else:
            out = [
                o for o in deal.out if cards[o].suit == led and cards[o].strength > best.strength
            ]
            named = [p.named for p in after if p.named >= 0]
            if named and named[0] != led:
                out += [o for o in deal.out if cards[o].suit == named[0]]
        special = deal.special
        if special in deal.out and special not in out:
            effect = cards[special].effect
            if effect == "always_wins" or (effect == "copy_prev_card" and next_seat):
                out.append(special)
        return out

    # -- the Quest face -----------------------------------------------------------

    def _quest(self, view: rules.View, legal: tuple[Action, ...]) -> Action:
        me = view.seat
        assert me is not None
        cat = rules.catalogue()
        n = view.num_players
        special = cat.by_code[view.special] if view.special else _NONE
        hand = [cat.by_code[c] for c in view.hand or ()]
        deck = _deal_cards(n, special)
        hidden = sorted(set(deck) - set(hand))
        faces = []
        for action in legal:
            assert isinstance(action, rules.Action)
            faces.append(_face(action.arg))
        totals = [0.0] * len(faces)
        red5 = cat.by_code["R5"]
        for _ in range(_SIM_DEALS):
            self._rng.shuffle(hidden)
            hands: list[list[int]] = []
            k = 0
            for p in range(n):
                if p == me:
                    hands.append(list(hand))
                else:
                    size = view.hand_sizes[p]
                    hands.append(hidden[k : k + size])
                    k += size
            leader = next(p for p in range(n) if red5 in hands[p])
            for i, face in enumerate(faces):
                scores = _simulate(face, [list(h) for h in hands], leader, n, view.num_tricks)
                others = [s for p, s in enumerate(scores) if p != me]
                totals[i] += scores[me] - sum(others) / len(others)
        best = max(range(len(faces)), key=lambda i: (totals[i], self._rng.random()))
        return legal[best]

    # -- decisions at a trick's end ----------------------------------------------

    def _spy(self, view: rules.View, legal: tuple[Action, ...]) -> Action:
        """The Goblin Ninja looks at the hand of the seat leading in totals."""

        def key(action: Action) -> tuple[int, int]:
            assert isinstance(action, rules.Action)
            return (view.totals[action.arg], view.hand_sizes[action.arg])

        return max(legal, key=key)

    def _swap(self, view: rules.View, legal: tuple[Action, ...]) -> Action:
        """Druid or Standard Bearer: take the hand worth most for the face."""
        deal = _Deal(view)
        me = deal.me
        n = deal.n
        assert view.quest is not None
        face = _face(rules.catalogue().face(view.quest).index)
        scored: list[tuple[float, float, Action]] = []
        for action in legal:
            assert isinstance(action, rules.Action)
            if action.kind is rules.ActionKind.BANNER:
                source = (me - 1) % n if action.arg == 0 else (me + 1) % n
            else:
                source = action.arg
            if source == me or source >= n:
                value = self._hand_value(view, deal, face, list(deal.hand))
            else:
                value = 0.0
                for _ in range(_SAMPLES):
                    value += self._hand_value(view, deal, face, self._sample_hand(deal, source))
                value /= _SAMPLES
            # Ties: hand a bad hand to the leader in totals.
            leader_bonus = 0.01 * view.totals[source] if source < n else 0.0
            scored.append((value + leader_bonus, self._rng.random(), action))
        return max(scored)[2]

    def _sample_hand(self, deal: _Deal, seat: Seat) -> list[int]:
        cards = _cards()
        allowed = [c for c in deal.pool if cards[c].suit not in deal.voids[seat]]
        self._rng.shuffle(allowed)
        return [*deal.known[seat], *allowed[: deal.slots[seat]]]

    def _hand_value(self, view: rules.View, deal: _Deal, face: _Face, hand: list[int]) -> float:
        """What a hand is worth for the rest of the deal: potentials, future tricks, card values."""
        saved_hand, saved_out = deal.hand, deal.out
        deal.hand = hand
        deal.out = (saved_out | set(saved_hand)) - set(hand)
        powers = [self._power(deal, c) for c in hand]
        deal.hand, deal.out = saved_hand, saved_out
        hi = sum(p for p, _ in powers)
        lo = sum(f for _, f in powers)
        ctx = self._ctx(view, deal, hi, lo)
        ctx.t += 1  # the next trick
        out = [face.values[c] for c in deal.out]
        future = face.future(ctx, sum(out) / len(out) if out else 0.0)
        rel = _REL / (deal.n - 1)
        value = face.lose(ctx) if face.function in ("exact_tricks", "fewest", "most") else 0.0
        for c, (power, _) in zip(hand, powers, strict=True):
            v = face.values[c]
            value += power * (future + v) + (1 - power) * (-rel * v)
        return value


# ---------------------------------------------------------------------------
# The lean policy of the simulated deals (Quest choice)


def _simulate(
    face: _Face, hands: list[list[int]], leader: Seat, n: int, num_tricks: int
) -> list[float]:
    """Play one deal out with every seat greedy for ``face``; each seat's points."""
    cards = _cards()
    gone = [False] * len(cards)
    by_suit: list[list[int]] = [[], [], []]
    for h in hands:
        for c in h:
            if cards[c].suit >= 0:
                by_suit[cards[c].suit].append(c)
    tricks: list[_DoneTrick] = []
    special_points = [0.0] * n
    counts = [0] * n
    rel = 0.8 / (n - 1)
    total_value = sum(face.values[c] for h in hands for c in h)
    total_cards = sum(len(h) for h in hands)
    mean_value = total_value / total_cards if total_cards else 0.0
    for t in range(1, num_tricks + 1):
        trick: list[_Played] = []
        for k in range(n):
            seat = (leader + k) % n
            hand = hands[seat]
            led = _led(trick)
            legal = hand
            if led >= 0 and any(cards[c].suit == led for c in hand):
                legal = [c for c in hand if cards[c].suit == led or cards[c].suit < 0]
            ctx = _Ctx(
                t, num_tricks, n, counts[seat],
                tuple(counts[q] for q in range(n) if q != seat),
                0, 0, k == 0, len(hand) / n, len(hand) / (2 * n),
            )  # fmt: skip
            take0 = face.take(ctx, legal[0])
            lose = face.lose(ctx)
            future = face.future(ctx, mean_value)
            in_trick = sum(face.values[p.card] for p in trick)
            last = k == n - 1
            best_choice = legal[0]
            best_value = -math.inf
            for c in legal:
                card = cards[c]
                played = _Played(seat, c, card.suit, card.strength)
                if card.suit >= 0 and led >= 0 and card.suit != led:
                    played.void = True
                index, rule = _best([*trick, played])
                takes = index == len(trick)
                mine_higher = (
                    sum(
                        1
                        for o in by_suit[card.suit]
                        if not gone[o] and cards[o].strength > card.strength and o not in hand
                    )
                    if card.suit >= 0
                    else 0
                )
                if card.effect == "always_wins":
                    power = 1.0
                elif card.suit < 0:
                    power = 0.0
                else:
                    power = _POWER_BASE**mine_higher
                if takes:
                    p_take = (
                        1.0
                        if last or rule in ("dragon", "knight")
                        else power ** (1.0 if k else 0.7)
                    )
                else:
                    p_take = 0.0
                v = face.values[c]
                cards_value = in_trick + v + (0 if last else (n - 1 - k) * mean_value)
                take = (
                    take0
                    if face.function not in ("win_rank_at_most", "win_rank_is")
                    else (face.take(ctx, c))
                )
                value = p_take * (cards_value + take) + (1 - p_take) * (lose - rel * cards_value)
                value -= power * (future + v) + (1 - power) * (-rel * v)
                if value > best_value:
                    best_value, best_choice = value, c
            c = best_choice
            card = cards[c]
            played = _Played(seat, c, card.suit, card.strength)
            if (
                card.suit >= 0
                and led >= 0
                and card.suit != led
                and not any(cards[o].suit == led for o in hand)
            ):
                played.void = True
            if card.effect == "copy_prev_card" and trick and trick[-1].suit >= 0:
                played.suit, played.strength = trick[-1].suit, trick[-1].strength + 0.5
            elif card.effect == "copy_prev_trick_winner" and tricks:
                w = cards[tricks[-1].winning_card]
                played.suit, played.strength = w.suit, w.strength
            trick.append(played)
            hand.remove(c)
            gone[c] = True
        index, _rule = _best(trick)
        winner = trick[index].seat
        if any(cards[p.card].effect == "hand_trick_left" for p in trick):
            winner = (winner + 1) % n
        for p in trick:
            card = cards[p.card]
            if card.points:
                special_points[winner] += card.points
            if card.effect == "score_player_per_rank":
                special_points[p.seat] += sum(cards[q.card].scout for q in trick)
        tricks.append(
            _DoneTrick(
                trick[0].seat, winner, tuple((p.seat, p.card) for p in trick), trick[index].card
            )
        )
        counts[winner] += 1
        leader = winner
    quest = rules.quest_points(
        face.face, n, num_tricks, [(t.leader, t.winner, t.plays, t.winning_card) for t in tricks]
    )
    return [q + s for q, s in zip(quest, special_points, strict=True)]


def make(game: Game, seat: Seat, rng: random.Random) -> RoiDesNainsBot:
    """The heuristic bot for ``seat`` (the bot registry's factory)."""
    return RoiDesNainsBot(seat, rng)
