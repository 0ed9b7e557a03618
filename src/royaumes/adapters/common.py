"""What the learning adapters share: chance and the clock applied inside, and the
rewards at the end (issue 20).

A learning environment hands decisions to player seats only. Chance is drawn by its
probabilities, and the clock (``HOST``, the rules' timeouts in a real-time game) acts
only when it alone is to move, from the environment's own random stream: the rule
:class:`royaumes.Match` follows (:class:`royaumes.match.Turns`), so an environment plays
the games ``royaumes simulate`` plays.
"""

from __future__ import annotations

import random
from typing import Literal

from royaumes.errors import ConfigError, GameOverError, InvalidActionError
from royaumes.game import CHANCE, HOST, GameSpec, Result, Seat, State
from royaumes.match import Turns, sample_chance_id

__all__ = ["RewardMode", "Stepper", "final_rewards"]

RewardMode = Literal["points", "win"]
"""How a finished game pays each seat:

- ``"points"``: the game's own final points (``Result.points``), negated in a game
  where the lowest total wins (``GameSpec.lower_points_win``: Débarquement), so that
  more is always better;
- ``"win"``: zero-sum: the winners share 1 (``1/len(winners)`` each), and every seat
  then pays the mean share (``1/N`` when someone won; all 0 when nobody did, as when
  Les 4 Royaumes' automaton wins).
"""

REWARD_MODES: tuple[RewardMode, ...] = ("points", "win")


def final_rewards(spec: GameSpec, result: Result, mode: RewardMode) -> tuple[float, ...]:
    """Each seat's reward at the end (:data:`RewardMode`).

    Raises:
        ConfigError: an unknown mode.

    >>> from royaumes.game import Result
    >>> from royaumes.registry import load
    >>> spec = load("quatre_royaumes").spec
    >>> final_rewards(spec, Result(points=(3, 1, 1), ranks=(1, 2, 2), winners=(0,)), "win")
    (0.6666666666666667, -0.3333333333333333, -0.3333333333333333)
    """
    if mode == "points":
        sign = -1.0 if spec.lower_points_win else 1.0
        return tuple(sign * float(p) for p in result.points)
    if mode == "win":
        n = len(result.points)
        share = [0.0] * n
        for s in result.winners:
            share[s] = 1.0 / len(result.winners)
        mean = sum(share) / n
        return tuple(x - mean for x in share)
    raise ConfigError(f"unknown reward {mode!r}; known: {', '.join(REWARD_MODES)}")


class Stepper:
    """A game in progress as a learning environment sees it: a state that always waits
    on a player seat (or is over), with chance and the clock applied in between.

    Args:
        state: the starting state.
        rng: the stream chance and the clock draw from.
    """

    def __init__(self, state: State, rng: random.Random) -> None:
        self.state = state
        self.rng = rng
        self._turns = Turns()
        self.seat: Seat | None = None
        """The player seat to act now; ``None`` once the game is over."""
        self._advance()

    def apply(self, seat: Seat, action_id: int) -> None:
        """``seat`` takes the action ``action_id``, then chance and the clock act until a
        player seat is to move.

        Raises:
            GameOverError: the game is over.
            InvalidActionError: ``action_id`` is no seat action's id (nothing changes).
            IllegalActionError: the action is not legal for ``seat`` here (nothing changes).
            NotYourTurnError: ``seat`` may not act now.
        """
        if self.state.is_over:
            raise GameOverError("the game is over: reset() for a new one")
        last = self.state.game.spec.num_distinct_actions - 1
        if not 0 <= action_id <= last:
            raise InvalidActionError(f"{action_id} is not an action id (0..{last})")
        self._turns.track(self.state.to_move)
        self.state = self.state.apply_id(seat, action_id)
        self._turns.acted(seat)
        self._advance()

    def seats_to_move(self) -> tuple[Seat, ...]:
        """Every player seat that may act now (several in a simultaneous choice)."""
        return tuple(s for s in self.state.to_move if s >= 0)

    def _advance(self) -> None:
        state, turns = self.state, self._turns
        while state.to_move:
            seat = turns.next(state.to_move)
            if seat >= 0:
                break
            if seat == CHANCE:
                action = sample_chance_id(state, self.rng)  # as a Match draws it
            elif seat == HOST:
                clock = state.legal_action_ids(HOST)
                action = clock[0] if len(clock) == 1 else self.rng.choice(clock)
            else:  # pragma: no cover - the protocol has no other pseudo-seat
                raise ConfigError(f"unknown seat {seat!r} to move")
            state = state.apply_id(seat, action)
            turns.acted(seat)
        self.state = state
        self.seat = turns.next(state.to_move) if state.to_move else None
