"""Information-set Monte Carlo tree search (single-observer ISMCTS).

Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search", IEEE
TCIAIG 4(2), 2012, the single-observer variant (SO-ISMCTS): one tree of the
deciding seat's information sets, searched over determinisations. Each
iteration draws a full state consistent with the seat's view
(``game.sample_state(view, rng)``: the bot never reads the real state), walks
the tree on that determinisation — at each node only the children whose action
is legal there are candidates, chosen by UCB1 with *availability* counts (how
often a child was legal when its parent was visited) — adds one node, plays the
rest at random on the integer path, and backs up one value per seat (max^n: each
node holds the value of the seat that chose its action).

- Chance nodes are sampled by their probabilities and are not tree nodes (a
  node follows the seats' actions only, whatever chance drew between them).
- Simultaneous choices (Débarquement, Deux Rois' negotiation) need nothing of
  their own: the determinisation already draws the other seats' pending secret
  choices, and the walk lets the seats act one after another in ``to_move``
  order, the searching seat first at the root.
- The clock (HOST) acts in a walk only when it alone is to move, as in a
  :class:`royaumes.Match`: in a simulation nobody is late.
- A seat's value of a finished game is its rank score, ``(n - rank) / (n - 1)``
  (1 for a winner, 0 for the last; ties share), so that beating more seats is
  worth more in multiplayer games.

Budgets are a number of iterations (reproducible from the bot's seed) or a time
per move (wall clock), whichever ends first. Standard library only.

Not in the bot registry yet (issue 19 goes on): the levels that will name it
(``hard``, ``expert``) need the server to run it off its event loop first.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from royaumes.bots.base import SeatView
from royaumes.errors import GameError
from royaumes.game import CHANCE, HOST, Action, Game, Seat, State, View
from royaumes.match import draw_outcome

__all__ = ["IsmctsBot", "SearchStats"]


class _Node:
    """A tree node: the seat whose action led here, its visits, its availability
    and the total value of those visits for that seat; children by action id."""

    __slots__ = ("available", "children", "seat", "value", "visits")

    def __init__(self, seat: Seat) -> None:
        self.seat = seat
        self.visits = 0
        self.available = 1
        self.value = 0.0
        self.children: dict[int, _Node] = {}


@dataclass(frozen=True)
class SearchStats:
    """What the last search did.

    Attributes:
        iterations: determinisations searched.
        seconds: wall-clock time of the search.
        visits: visits of each root action, by action id.
    """

    iterations: int
    seconds: float
    visits: dict[int, int]


def _rank_values(state: State) -> tuple[float, ...]:
    """Each seat's value of a finished game: ``(n - rank) / (n - 1)``."""
    result = state.result
    assert result is not None
    n = len(result.ranks)
    if n == 1:
        return (1.0,)
    return tuple((n - rank) / (n - 1) for rank in result.ranks)


def _ucb(node: _Node, c: float) -> float:
    """UCB1 with availability: the mean value plus ``c`` times the exploration term."""
    return node.value / node.visits + c * math.sqrt(math.log(node.available) / node.visits)


def _mover(to_move: tuple[Seat, ...]) -> Seat:
    """Who acts next in a walk: chance, else the first player seat, else the clock."""
    first = to_move[0]
    if first == CHANCE or first >= 0:
        return first
    players = [s for s in to_move if s >= 0]
    return players[0] if players else first


class IsmctsBot:
    """A single-observer ISMCTS bot for any game of the protocol.

    Args:
        game: the game it plays.
        seat: its seat.
        rng: its own random stream (determinisations, ties, rollouts).
        iterations: the most determinisations per move (``None``: time only).
        seconds: the most wall-clock time per move (``None``: iterations only).
        exploration: UCB1's constant (values are in [0, 1]).

    Raises:
        ValueError: neither budget is given, or one is not positive.

    >>> import random, royaumes
    >>> game = royaumes.load("prince_noir")
    >>> bot = IsmctsBot(game, 0, random.Random(1), iterations=50)
    >>> match = royaumes.Match(game, 2, [bot, "random"], seed=3)
    >>> match.run().result is not None
    True
    """

    name = "ismcts"

    def __init__(
        self,
        game: Game,
        seat: Seat,
        rng: random.Random,
        *,
        iterations: int | None = 1000,
        seconds: float | None = None,
        exploration: float = 0.7,
    ) -> None:
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
        self.last: SearchStats | None = None

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """The root action visited most over the budget's determinisations (a single
        legal action is played without searching)."""
        if len(legal_actions) == 1:
            self.last = SearchStats(0, 0.0, {})
            return legal_actions[0]
        game = self.game
        by_id = {game.action_id(a): a for a in legal_actions}
        root = self._search(seat_view(), tuple(sorted(by_id)))
        visits = {a: child.visits for a, child in root.children.items() if a in by_id}
        if not visits:  # no determinisation could be drawn: play as the random bot would
            return legal_actions[self._rng.randrange(len(legal_actions))]
        best = max(visits.values())
        choice = min(a for a, v in visits.items() if v == best)
        return by_id[choice]

    def _search(self, view: View, root_ids: tuple[int, ...]) -> _Node:
        game, rng, me = self.game, self._rng, self.seat
        clock = time.perf_counter
        start = clock()
        deadline = None if self.seconds is None else start + self.seconds
        limit = self.iterations
        root = _Node(me)
        c = self.exploration
        randrange, uniform = rng.randrange, rng.random
        done = 0
        while (limit is None or done < limit) and (deadline is None or clock() < deadline):
            done += 1
            try:
                state: State = game.sample_state(view, rng)
            except GameError:
                continue  # a view no state fits (should not happen): try another draw
            node = root
            path: list[_Node] = []
            expanding = True  # one new node a determinisation; then the rollout
            while to_move := state.to_move:
                seat = me if node is root else _mover(to_move)
                if seat == CHANCE:
                    state = state.apply_id(
                        CHANCE, draw_outcome(state.chance_outcome_ids(), uniform())
                    )
                    continue
                legal = root_ids if node is root else state.legal_action_ids(seat)
                if not expanding or seat == HOST:  # the clock is no tree node either
                    state = state.apply_id(seat, legal[randrange(len(legal))])
                    continue
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
                path.append(node)
                state = state.apply_id(seat, a)
            values = _rank_values(state)
            for visited in path:
                visited.visits += 1
                visited.value += values[visited.seat]
        self.last = SearchStats(
            done, clock() - start, {a: child.visits for a, child in root.children.items()}
        )
        return root
