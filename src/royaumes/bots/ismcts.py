"""Information-set Monte Carlo tree search (ISMCTS), single- and multiple-observer.

Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search", IEEE
TCIAIG 4(2), 2012. Each iteration draws a full state consistent with the
searching seat's view (``game.sample_state(view, rng)``: the bot never reads the
real state), walks the tree on that determinisation — at each node only the
children whose action is legal there are candidates, chosen by UCB1 with
*availability* counts (how often a child was legal when its parent was visited)
— adds one node, plays the rest at random on the integer path, and backs up one
value per seat (max^n: each node holds the value of the seat that chose its
action).

- **Single observer (SO-ISMCTS)** in games whose actions everyone sees (Les 4
  Royaumes, Le Roi des Nains): one tree.
- **Multiple observers (MO-ISMCTS)** where a game has secret actions, that is
  where its states override ``State.observed_action_id`` (Prince Noir's
  face-down groups, Débarquement's secret selections, For a Crown's payments
  under ``payment_visibility = hidden``): a tree per seat, each
  following the moves as that seat saw them, so that no seat's choice in the
  search depends on what it could not see. With one tree there, the opponent
  would answer the searching seat's face-down cards as if it saw them.
- **Chance** is sampled by its probabilities and is no tree node (a node follows
  the seats' actions only, whatever chance drew between them).
- **Simultaneous choices** (Débarquement, Deux Rois' negotiation): the
  determinisation draws the other seats' pending secret choices, and the walk
  lets the seats act one after another, the searching seat first at the root,
  then one drawn at random among those that may act (in ``to_move`` order in a
  single tree, whose children are keyed by action id alone); the other seats'
  trees do not see its secret choice.
- **The clock** (HOST) acts in a walk only when it alone is to move, as in a
  :class:`royaumes.Match` (in a simulation nobody is late), except in a
  real-time game's playouts (``clock_rate``).
- **Deux Rois** (real time, up to 50 seats) is searched one decision deep: the
  seat's own next decision, then playouts in which the others act at random and
  the clock ends each timed phase after a few moves (``tree_depth=1``,
  ``clock_rate=0.2``: about 80 actions a 6-seat playout, against 1,400 when
  nobody is ever late; 405 iterations a second instead of 28). Its search levels
  are *guided* by the heuristic (``guide``, ``search_when``): random playouts cannot
  value what a seat tells or learns, so the heuristic plays the setup and the
  negotiation alone, and elsewhere (a vote, a designation, a power, an attack) its
  move stands unless the search finds one clearly better (``guide_z`` standard
  errors above it). Unguided, the searching seat's side won about as often as with
  the heuristic in its place (23 against 21 of 42 paired 6-seat games), at 150 s of
  CPU a game; guided, a game costs a few seconds.
- **Playouts stop at a new deal** in the games of several deals or rounds (Le
  Roi des Nains, Débarquement, For a Crown: ``State.interim_scores``), and the
  seats are valued by the running scores (:func:`_interim_values`): four to ten
  times more iterations a second, and a less noisy value than the end of a
  seven-deal game played at random. (Les 4 Royaumes' rounds are short: its
  playouts go to the end.) For a Crown's Mercenaries bring Rubies every round,
  so its rounds' ends are valued by the heuristic's estimate instead
  (``heuristics.for_a_crown.projected_scores``: the chest, and each recruit's
  symbols once for each round left): with the chests alone, hard won its fair
  share only (10 / 40 games against three normal bots).
- A seat's value of a finished game is its rank score, ``(n - rank) / (n - 1)``
  (1 for a winner, 0 for the last; ties share), so that beating more seats is
  worth more in multiplayer games.
- **Playouts are random, but in For a Crown.** The heuristic bots would play
  better ones, but each of their decisions reads a view: measured on one core, a
  whole heuristic game costs 9 ms (Les 4 Royaumes) to 300 ms (Débarquement 4p), 20
  to 100 times a random playout, so a second of search would draw a few dozen
  determinisations instead of thousands. For a Crown's heuristic reads a few
  public counts and the seat's own chest, which its playout policy takes straight
  from the determinisation (``rollout``:
  ``heuristics.for_a_crown.rollout_action``, a third of the iterations a second):
  with random playouts (which pay Rubies where Coins would do, and hit anyone),
  hard won 9 to 14 games of 40 against three normal bots, about its fair share;
  with the heuristic's, 17.

Budgets are a number of iterations (reproducible from the bot's seed) or a time
per move (wall clock), whichever ends first. Standard library only.

The levels ``hard`` and ``expert`` of the bot registry are this bot at two budgets
(:data:`LEVELS`, :func:`search_bot`).
"""

from __future__ import annotations

import importlib
import math
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

from royaumes.bots.base import Bot, SeatView
from royaumes.errors import GameError
from royaumes.game import CHANCE, HOST, Action, Game, Seat, State, View
from royaumes.match import draw_outcome

__all__ = ["LEVELS", "IsmctsBot", "RolloutPolicy", "SearchBudget", "SearchStats", "search_bot"]


class _Node:
    """A tree node: the seat whose action led here, its visits, its availability
    and the total value of those visits for that seat; children by action id."""

    __slots__ = ("available", "children", "seat", "value", "visits")

    def __init__(self, seat: Seat) -> None:
        self.seat = seat
        self.visits = 0
        self.available = 1
        self.value = 0.0
        # By action id (the seat's own moves), or (seat, public id) for another seat's
        # move as this tree's seat saw it (MO-ISMCTS).
        self.children: dict[object, _Node] = {}


@dataclass(frozen=True)
class SearchStats:
    """What the last search did.

    Attributes:
        iterations: determinisations searched.
        seconds: wall-clock time of the search.
        tree: the searching seat's tree (``None`` when nothing was searched).
    """

    iterations: int
    seconds: float
    tree: _Node | None = None

    @property
    def visits(self) -> dict[int, int]:
        """Visits of each root action, by action id (the searching seat's own moves)."""
        if self.tree is None:
            return {}
        return {a: n.visits for a, n in self.tree.children.items() if isinstance(a, int)}


def _rank_values(state: State) -> tuple[float, ...]:
    """Each seat's value of a finished game: ``(n - rank) / (n - 1)``."""
    result = state.result
    assert result is not None
    n = len(result.ranks)
    if n == 1:
        return (1.0,)
    return tuple((n - rank) / (n - 1) for rank in result.ranks)


def _interim_values(scores: tuple[float, ...]) -> tuple[float, ...]:
    """Each seat's value of a playout stopped between deals: half its rank value by
    the running scores (as :func:`_rank_values`, ties sharing the better rank), half
    its score's place between the lowest and the highest (a lead by one point is
    not a lead by thirty)."""
    n = len(scores)
    if n == 1:
        return (1.0,)
    low, high = min(scores), max(scores)
    spread = high - low
    values = []
    for s in scores:
        above = sum(1 for other in scores if other > s)
        rank_value = (n - 1 - above) / (n - 1)
        margin = (s - low) / spread if spread else 0.5
        values.append(0.5 * rank_value + 0.5 * margin)
    return tuple(values)


def _ucb(node: _Node, c: float) -> float:
    """UCB1 with availability: the mean value plus ``c`` times the exploration term."""
    return node.value / node.visits + c * math.sqrt(math.log(node.available) / node.visits)


def _clearly_better(children: Mapping[object, _Node], a: int, b: int, z: float) -> bool:
    """Whether root action ``a``'s mean value is above ``b``'s by more than ``z``
    standard errors of their difference (each value taken as a Bernoulli draw of its
    pooled mean; an action never visited is never clearly better nor worse)."""
    na, nb = children.get(a), children.get(b)
    if na is None or not na.visits:
        return False
    if nb is None or not nb.visits:
        return True
    pooled = (na.value + nb.value) / (na.visits + nb.visits)
    spread = math.sqrt(max(pooled * (1 - pooled), 1e-9) * (1 / na.visits + 1 / nb.visits))
    return na.value / na.visits - nb.value / nb.visits > z * spread


def _mover(to_move: tuple[Seat, ...], randrange: Callable[[int], int] | None) -> Seat:
    """Who acts next in a walk: chance, else a player seat — the first one, or one drawn
    with ``randrange`` when several may act (a simultaneous or revisable choice, where
    the first would act again and again before the others) — else the clock."""
    first = to_move[0]
    if len(to_move) == 1 or first == CHANCE:
        return first
    players = [s for s in to_move if s >= 0]
    if not players:
        return first
    if len(players) == 1 or randrange is None:
        return players[0]
    return players[randrange(len(players))]


RolloutPolicy: TypeAlias = Callable[[State, Seat, tuple[int, ...], Callable[[int], int]], int]
"""A playout's choice for a seat: ``policy(state, seat, legal_ids, randrange) -> id``."""


class IsmctsBot:
    """An ISMCTS bot for any game of the protocol (single- or multiple-observer, see the
    module docstring).

    Args:
        game: the game it plays.
        seat: its seat.
        rng: its own random stream (determinisations, ties, rollouts).
        iterations: the most determinisations per move (``None``: time only).
        seconds: the most wall-clock time per move (``None``: iterations only).
        exploration: UCB1's constant (values are in [0, 1]; 0.7 is the value of
            Cowling et al.'s experiments).
        tree_depth: the most tree nodes a walk goes through (``None``: no limit; 1: a
            flat search over the root's actions, everything after them a playout).
        clock_rate: in a playout, how likely the clock (HOST) is to act at a step where
            it may act beside the seats: a timed phase then ends after a few moves, as a
            real-time game's clock would end it, instead of after thousands of random
            ones (0: it acts only when it alone may, as in a :class:`royaumes.Match`).
        interim: where a playout stops and the seats' scores there, higher is better
            (``None``: ``State.interim_scores``, the game's running scores at a new
            deal); a bot's own estimate of what a position is worth may replace them.
        rollout: a playout's policy for a seat's move, ``rollout(state, seat, legal_ids,
            randrange) -> id`` on the determinisation (``None``: uniformly random);
            it draws only from ``randrange`` (the bot's stream), so play stays
            reproducible.
        guide: a bot (the game's heuristic) whose move the search must clearly beat:
            the bot plays the guide's move unless another root action's mean value is
            above the guide's by more than ``guide_z`` standard errors (``None``: the
            most visited action, unguided). The guide is asked at every decision, so
            that a stateful heuristic follows the game.
        search_when: where a search is worth its time, from the seat's view; elsewhere
            the guide's move is played without searching (``None``: everywhere; it
            needs a ``guide``).
        guide_z: how many standard errors of the difference of two means (values taken
            as Bernoulli draws) a root action must beat the guide's move by.

    Raises:
        ValueError: neither budget is given, or one is not positive; ``search_when``
            without a ``guide``.

    >>> import random, royaumes
    >>> game = royaumes.load("prince_noir")
    >>> bot = IsmctsBot(game, 0, random.Random(1), iterations=50)
    >>> match = royaumes.Match(game, 2, [bot, "random"], seed=3)
    >>> match.run().result is not None
    True
    """

    name: str = "ismcts"

    def __init__(
        self,
        game: Game,
        seat: Seat,
        rng: random.Random,
        *,
        iterations: int | None = 1000,
        seconds: float | None = None,
        exploration: float = 0.7,
        tree_depth: int | None = None,
        clock_rate: float = 0.0,
        interim: Callable[[State], tuple[float, ...] | None] | None = None,
        rollout: RolloutPolicy | None = None,
        guide: Bot | None = None,
        search_when: Callable[[View], bool] | None = None,
        guide_z: float = 1.64,
    ) -> None:
        if search_when is not None and guide is None:
            raise ValueError("search_when needs a guide to play where it does not search")
        if iterations is None and seconds is None:
            raise ValueError("an ISMCTS bot needs a budget: iterations, seconds or both")
        if (iterations is not None and iterations < 1) or (seconds is not None and seconds <= 0):
            raise ValueError(f"budgets must be positive: {iterations=}, {seconds=}")
        self.game = game
        self.seat = seat
        self._rng = rng
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.tree_depth = tree_depth
        self.clock_rate = clock_rate
        self.interim = interim
        self.rollout = rollout
        self.guide = guide
        self.search_when = search_when
        self.guide_z = guide_z
        self.last: SearchStats | None = None

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """The root action visited most over the budget's determinisations (a single
        legal action is played without searching)."""
        game = self.game
        by_id = {game.action_id(a): a for a in legal_actions}
        return by_id[self.act_id(seat_view, tuple(sorted(by_id)))]

    def act_id(self, seat_view: SeatView, legal_ids: tuple[int, ...]) -> int:
        """:meth:`act` on the integer path (``legal_ids`` ascending): the id of the action
        it would choose from the same draws."""
        if len(legal_ids) == 1:
            return legal_ids[0]
        guided: int | None = None
        if self.guide is not None:
            game = self.game
            legal_actions = tuple(game.action_from_id(a) for a in legal_ids)
            guided = game.action_id(self.guide.act(seat_view, legal_actions))
            if self.search_when is not None and not self.search_when(seat_view()):
                self.last = SearchStats(0, 0.0)
                return guided
        stats = self._search(seat_view(), legal_ids)
        legal = set(legal_ids)
        visits = {a: n for a, n in stats.visits.items() if a in legal}
        if not visits:  # no determinisation could be drawn: play as the random bot would
            if guided is not None:
                return guided
            return legal_ids[self._rng.randrange(len(legal_ids))]
        best = max(visits.values())
        chosen = min(a for a, v in visits.items() if v == best)
        if guided is not None and chosen != guided:
            assert stats.tree is not None
            if not _clearly_better(stats.tree.children, chosen, guided, self.guide_z):
                return guided
        return chosen

    def _search(self, view: View, root_ids: tuple[int, ...]) -> SearchStats:
        game, rng, me = self.game, self._rng, self.seat
        clock = time.perf_counter
        start = clock()
        deadline = None if self.seconds is None else start + self.seconds
        limit = self.iterations
        root = _Node(me)
        # MO-ISMCTS (Cowling et al. 2012, section 5.3) where the game has secret actions:
        # a tree per seat, each following the moves as that seat saw them, so that no
        # seat's choice in the search depends on what it could not see (the searching
        # seat's face-down cards, an opponent's secret choice). One tree otherwise.
        secret: bool | None = None  # known from the first determinisation's class
        roots: dict[Seat, _Node] = {me: root}
        c = self.exploration
        depth, clock_rate, interim = self.tree_depth, self.clock_rate, self.interim
        rollout = self.rollout
        randrange, uniform = rng.randrange, rng.random
        done = 0
        while (limit is None or done < limit) and (deadline is None or clock() < deadline):
            done += 1
            try:
                state: State = game.sample_state(view, rng)
            except GameError:
                continue  # a view no state fits (should not happen): try another draw
            if secret is None:  # (one tree suffices when only the root is searched)
                secret = type(state).observed_action_id is not State.observed_action_id and (
                    depth is None or depth > 1
                )
            if secret:
                for p in range(state.num_players):
                    if p not in roots:
                        roots[p] = _Node(p)
                current = dict(roots)
            node = root
            path: list[_Node] = []
            steps = 0  # moves made in the tree (``path`` holds a node per tree and move)
            expanding = True  # one new node a determinisation; then the rollout
            values: tuple[float, ...] | None = None
            while to_move := state.to_move:
                if not steps:
                    seat = me
                else:
                    scores = state.interim_scores() if interim is None else interim(state)
                    if scores is not None:
                        values = _interim_values(scores)  # a new deal: the playout stops
                        break
                    # One tree keys its children by action id alone: there the seats
                    # take their turns in order (ids are shared between seats).
                    seat = _mover(to_move, randrange if secret or not expanding else None)
                if seat == CHANCE:
                    state = state.apply_id(
                        CHANCE, draw_outcome(state.chance_outcome_ids(), uniform())
                    )
                    continue
                legal = root_ids if not steps else state.legal_action_ids(seat)
                if not expanding or seat == HOST:  # the clock is no tree node either
                    if clock_rate and HOST in to_move and uniform() < clock_rate:
                        seat = HOST
                        legal = state.legal_action_ids(HOST)
                    elif rollout is not None and seat >= 0:
                        state = state.apply_id(seat, rollout(state, seat, legal, randrange))
                        continue
                    state = state.apply_id(seat, legal[randrange(len(legal))])
                    continue
                if secret:
                    node = current[seat]
                children = node.children
                untried = []
                for a in legal:
                    child = children.get(a)
                    if child is None:
                        untried.append(a)
                    else:
                        child.available += 1
                if untried:
                    a = untried[randrange(len(untried))]
                    node = children[a] = _Node(seat)
                    expanding = False
                else:
                    a = max(legal, key=lambda a: _ucb(children[a], c))
                    node = children[a]
                    if depth is not None and steps + 1 >= depth:
                        expanding = False  # the deepest node a walk may reach
                steps += 1
                path.append(node)
                if secret:
                    current[seat] = node
                    for other, at in current.items():
                        if other != seat:
                            seen = (seat, state.observed_action_id(seat, a, other))
                            moved = at.children.get(seen)
                            if moved is None:
                                moved = at.children[seen] = _Node(seat)
                            current[other] = moved
                            path.append(moved)
                state = state.apply_id(seat, a)
            if values is None:
                values = _rank_values(state)
            for visited in path:
                visited.visits += 1
                visited.value += values[visited.seat]
        self.last = SearchStats(done, clock() - start, root)
        return self.last


@dataclass(frozen=True)
class SearchBudget:
    """A level's budget per move: the most iterations (by game id), capped by time.

    The iterations make a level's play reproducible from its seed and equal on any
    machine; the time cap keeps a person's wait bounded where the machine is slow
    (then, and only then, the play depends on the machine's speed).

    Attributes:
        seconds: the most wall-clock seconds per move.
        iterations: determinisations per move, by game id; ``default`` for the others.
    """

    seconds: float
    iterations: Mapping[str, int]
    default: int

    def for_game(self, game_id: str) -> int:
        """The iterations per move in ``game_id``."""
        return self.iterations.get(game_id, self.default)


LEVELS: dict[str, SearchBudget] = {
    "hard": SearchBudget(
        seconds=1.0,
        iterations={
            "quatre_royaumes": 2500,
            "roi_des_nains": 1400,
            "for_a_crown": 600,
            "prince_noir": 2000,
            "debarquement": 1500,
            "deux_rois": 300,
        },
        default=1000,
    ),
    "expert": SearchBudget(
        seconds=3.0,
        iterations={
            "quatre_royaumes": 9000,
            "roi_des_nains": 5000,
            "for_a_crown": 2000,
            "prince_noir": 7000,
            "debarquement": 5000,
            "deux_rois": 1000,
        },
        default=3500,
    ),
}
"""The search levels' budgets per move (issue 19): ``hard`` at most 1 s, ``expert`` at
most 3 s of wall-clock time. The iterations are what an average move of each game
takes in about 0.7 s and 2.5 s of CPU on this project's machines (measured
iterations a second on one core, 4 seats: Les 4 Royaumes 3,000, Prince Noir 2,700,
Débarquement 2,300, Le Roi des Nains 2,000, For a Crown 800 with its heuristic
playouts, Deux Rois at 6 seats 440); the time cap ends the longer moves (a game's
first ones) and any move on a busy machine."""


_GAME_SETTINGS: dict[str, dict[str, Any]] = {
    # A real-time game (spec §2.4.2): the bot searches its own next decision (a flat
    # search) and the playouts let the clock end each timed phase after a few random
    # moves (about 80 actions a 6-seat game, against 1,400 when nobody is ever late).
    # Random playouts cannot value what a seat tells or learns (a share, an offer): the
    # heuristic plays the setup and the negotiation alone, and its move stands elsewhere
    # unless the search finds a clearly better one (a vote, a designation, an attack).
    "deux_rois": {
        "tree_depth": 1,
        "clock_rate": 0.2,
        "guide": "royaumes.bots.heuristics.deux_rois:make",
        "search_when": "royaumes.bots.heuristics.deux_rois:worth_searching",
    },
    # Mercenaries bring Rubies every round: a round's end values them for the rounds
    # left, as the heuristic recruits (with the chest alone the search stops recruiting).
    # Its playouts are the heuristic's moves (read from the determinisation, not a view):
    # random ones pay Rubies where Coins would do and hit anyone, and the search ended
    # about even with the heuristic it should beat.
    "for_a_crown": {
        "interim": "royaumes.bots.heuristics.for_a_crown:projected_scores",
        "rollout": "royaumes.bots.heuristics.for_a_crown:rollout_action",
    },
}
""":class:`IsmctsBot`'s settings by game id, besides the budget (issue 19)."""


def search_bot(level: str, game: Game, seat: Seat, rng: random.Random) -> IsmctsBot:
    """The ISMCTS bot of a search level (``hard`` or ``expert``) for ``game``.

    Raises:
        KeyError: ``level`` is not a search level.
    """
    budget = LEVELS[level]
    game_id = game.spec.id
    settings = dict(_GAME_SETTINGS.get(game_id, {}))
    for hook in ("interim", "rollout", "guide", "search_when"):
        if isinstance(where := settings.get(hook), str):
            module, name = where.split(":")
            settings[hook] = getattr(importlib.import_module(module), name)
    if "guide" in settings:  # a factory: the guide gets a stream of its own
        settings["guide"] = settings["guide"](game, seat, random.Random(rng.getrandbits(64)))
    bot = IsmctsBot(
        game,
        seat,
        rng,
        iterations=budget.for_game(game_id),
        seconds=budget.seconds,
        **settings,
    )
    bot.name = level
    return bot
