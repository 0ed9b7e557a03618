"""Learn Les 4 Royaumes against the random bot, with numpy only (issue 20).

A policy-gradient learner (REINFORCE, Williams 1992, with the batch's mean return as
baseline) trains a one-hidden-layer softmax policy on the PettingZoo environment
(:func:`royaumes.adapters.pettingzoo.env`, observation tensor and action mask), then
plays fresh deals against the random bot, and so does the random bot in its place:
the printed win shares, with 95 % intervals, are the learned policy's and that
baseline's, in the same seats on the same deals.

- **Game**: 2 players (seats A and B, the automaton V beside them) and one round
  (``max_rounds = 1``: a round asks the decisions the whole game asks, in a third of
  the time; ``--max-rounds 0`` plays the whole game). The learner sits at A in even
  games and at B in odd ones (the tensors are written from the seat's view, so one
  policy plays both); the other seat is :class:`royaumes.bots.RandomBot`.
- **Policy**: an action is a card, so each legal card ``a`` is scored by the same
  small network from what the tensor says about that card, its suit and the table
  (:class:`Features`: ``F`` numbers per card), ``logit(a) = w2 · tanh(W1 φ(x, a) +
  b1)``, and the policy is the softmax of the logits over the action mask. Sharing
  the weights across the 40 cards is what lets it learn in seconds: a linear softmax
  over the whole tensor (40 × 920 weights) won 0.64 of its games after 4,300 games.
- **Reward**: the learner's win share at the end (1 a win, ``1/k`` a win shared by
  ``k``, 0 a loss).
- **Budget**: CPU seconds of training (``--seconds``, checked between batches), or a
  number of games (``--episodes``: the run prints the games it trained, and the same
  ``--seed`` and ``--episodes`` train the same policy, however loaded the machine).
  Evaluation plays ``--games`` deals for the policy (greedy: its likeliest card) and
  as many for the baseline.

The default run takes under a minute of CPU: 40 s of training (4,500 to 6,000 games on
this project's machines), 5 s of evaluation. Measured with seed 0: the learned policy
wins 0.88 [0.85, 0.91] of its games against the random bot, the random bot in its
place 0.53 [0.49, 0.57] (the heuristic bot, ``normal``, wins 0.83 there).

Run: ``.venv/bin/python examples/learn_quatre_royaumes.py [--seconds 40] [--seed 0]``
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

import numpy as np
import numpy.typing as npt

import royaumes
from royaumes.adapters.pettingzoo import env
from royaumes.bots import RandomBot
from royaumes.encoding import encoding
from royaumes.game import OptionValue, View

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

GAME: Final = "quatre_royaumes"
NUM_PLAYERS: Final = 2
DEFAULT_SECONDS: Final = 40.0
"""CPU seconds of training in the default run."""
DEFAULT_GAMES: Final = 500
"""Evaluation deals in the default run (for the policy, and as many for the baseline)."""
EVAL_SEED: Final = 10**12
"""The first evaluation deal's seed (training deals are drawn from a seeded stream)."""
SUITS: Final = "SCHD"
"""The suits in the encoding's order (``led_suit``: S, C, H, D)."""
CARD_SEGMENTS: Final = ("hand", "unplayed", "set_aside", "visible", "current_trick", "v_row")
"""The observation's segments whose last axis is the 40 cards (``current_trick`` has a
41st slot, a hidden renounce, dropped here)."""
MISSION_SEGMENTS: Final = ("mission", "kept")
"""The observation's segments whose second axis is the 12 missions."""


def options(max_rounds: int | None = 1) -> dict[str, OptionValue]:
    """The game's options here: ``max_rounds`` rounds (``None``: the whole game)."""
    return {"max_rounds": max_rounds}


def _no_view() -> View:
    raise RuntimeError("the random bot reads no view")  # pragma: no cover


class Features:
    """What the policy reads of a card ``a`` in an observation tensor ``x``:
    ``φ(x, a)``, the rows of an array of shape ``(C, F)`` (``C = 40`` cards, the game's
    ``play`` ids; ``F`` below), read through the encoding's documented layout
    (:meth:`royaumes.encoding.Encoding.describe`).

    - ``R`` card entries: each row of the card-indexed segments
      (:data:`CARD_SEGMENTS`) at ``a``: is it in my hand, unplayed by each place, set
      aside, each place's visible card, on the current trick by each place, at each
      position of V's row.
    - ``S`` suit entries, for ``a``'s suit: the same ``R`` rows averaged over the
      suit's 10 cards, each place's mission and kept missions (face up, face down) of
      that suit (:data:`MISSION_SEGMENTS`), and whether it is the led suit.
    - ``G`` table entries, the same for every card: the other segments whole (phase,
      trick, whose turn, tricks won, scores, who leads and holds the trick...), 1, and
      whether a suit is led.

    ``F = R + S + G``: 19 + 29 + 47 = 95 at 2 players. Nothing is computed from the
    rules beyond which suit a card or a mission is of (read from the actions' texts):
    the network has to find what matters.

    Args:
        num_players: the number of seats.
        options: the game's options.
    """

    def __init__(self, num_players: int, options: Mapping[str, object]) -> None:
        enc = encoding(GAME, num_players, options)
        self.shape = enc.observation_shape
        """The observation tensor's shape, ``(length,)``."""
        self._slots = {name: (offset, shape) for name, offset, shape in enc.describe("observation")}
        game = royaumes.load(GAME)
        spec = game.spec
        cards = [str(game.action_from_id(i)) for i in range(spec.num_distinct_actions)]
        chance = range(
            spec.num_distinct_actions, spec.num_distinct_actions + spec.max_chance_outcomes
        )
        missions = [t for i in chance if (t := str(game.action_from_id(i))).startswith("mission ")]
        self.num_cards = len(cards)
        self.card_suit: IntArray = np.array([SUITS.index(c[-1]) for c in cards])
        """Each card's suit, ``(C,)`` indices into :data:`SUITS`."""
        self._card_suits = np.eye(len(SUITS))[self.card_suit]  # (C, 4)
        self._mission_suits = np.eye(len(SUITS))[[SUITS.index(m[-1]) for m in missions]]
        self._table = [
            name
            for name in self._slots
            if name not in (*CARD_SEGMENTS, *MISSION_SEGMENTS, "led_suit")
        ]
        self.size = self(np.zeros(self.shape)).shape[1]
        """``F``, the numbers a card is scored from."""

    def _segment(self, x: FloatArray, name: str) -> FloatArray:
        offset, shape = self._slots[name]
        return x[offset : offset + math.prod(shape)].reshape(shape)

    def __call__(self, x: FloatArray) -> FloatArray:
        """``φ(x, a)`` for every card ``a``: ``(C, F)``."""
        c = self.num_cards
        card = np.concatenate(
            [
                self._segment(x, name).reshape(-1, self._slots[name][1][-1])[:, :c]
                for name in CARD_SEGMENTS
                if name in self._slots
            ]
        )  # (R, C)
        by_suit = [card @ self._card_suits / self._card_suits.sum(0)]  # (R, 4)
        for name in MISSION_SEGMENTS:
            seg = self._segment(x, name)  # (P, M) or (P, M, 2): missions on axis 1
            by_mission = np.moveaxis(seg, 1, -1).reshape(-1, seg.shape[1])
            by_suit.append(by_mission @ self._mission_suits)
        led = self._segment(x, "led_suit")
        by_suit.append(led[None])
        suit = np.concatenate(by_suit)  # (S, 4)
        table = np.concatenate(
            [self._segment(x, name).ravel() for name in self._table] + [np.array([1.0, led.sum()])]
        )  # (G,)
        return np.concatenate(
            [card.T, suit[:, self.card_suit].T, np.broadcast_to(table, (c, table.size))], axis=1
        )


@dataclass
class Policy:
    """The softmax policy ``π(a | x) ∝ exp(w2 · tanh(W1 φ(x, a) + b1))`` over the legal
    cards ``a``. Weights: ``w1`` ``(H, F)``, ``b1`` ``(H,)``, ``w2`` ``(H,)``."""

    features: Features
    w1: FloatArray
    b1: FloatArray
    w2: FloatArray

    @classmethod
    def new(cls, features: Features, hidden: int, rng: np.random.Generator) -> Policy:
        """A policy with ``hidden`` units: random ``w1``, zero ``w2`` (uniform play)."""
        f = features.size
        w1 = rng.normal(0.0, 1.0 / math.sqrt(f), (hidden, f))
        return cls(features, w1, np.zeros(hidden), np.zeros(hidden))

    @property
    def weights(self) -> list[FloatArray]:
        """The arrays a step changes (in place)."""
        return [self.w1, self.b1, self.w2]

    def _forward(self, phi: FloatArray, mask: FloatArray) -> tuple[FloatArray, FloatArray]:
        """Probabilities ``(..., C)`` and hidden units ``(..., C, H)`` from ``φ``
        ``(..., C, F)`` and the mask ``(..., C)``."""
        hidden = np.tanh(phi @ self.w1.T + self.b1)
        logits = np.where(mask > 0, hidden @ self.w2, -np.inf)
        logits -= logits.max(axis=-1, keepdims=True)
        p = np.exp(logits)
        return p / p.sum(axis=-1, keepdims=True), hidden

    def probabilities(self, phi: FloatArray, mask: FloatArray) -> FloatArray:
        """``π(· | x)``, ``(C,)``, from ``φ(x, ·)`` ``(C, F)`` and the action mask ``(C,)``."""
        return self._forward(phi, mask)[0]

    def greedy(self, x: FloatArray, mask: FloatArray) -> int:
        """The likeliest legal card for the observation ``x`` (the lowest id on a tie)."""
        return int(np.argmax(self.probabilities(self.features(x), mask)))

    def gradient(
        self, phi: FloatArray, mask: FloatArray, actions: IntArray, advantage: FloatArray
    ) -> list[FloatArray]:
        """REINFORCE's gradient of ``mean(advantage · log π(action | x))`` over ``T``
        decisions (``φ`` ``(T, C, F)``, mask ``(T, C)``, actions and advantages ``(T,)``),
        one array per :attr:`weights`."""
        p, hidden = self._forward(phi, mask)
        chosen = np.zeros_like(p)
        chosen[np.arange(len(actions)), actions] = 1.0
        d_logits = (chosen - p) * (advantage / len(actions))[:, None]  # (T, C)
        d_hidden = d_logits[..., None] * self.w2 * (1.0 - hidden**2)  # (T, C, H)
        return [
            np.einsum("tch,tcf->hf", d_hidden, phi),
            d_hidden.sum(axis=(0, 1)),
            np.einsum("tc,tch->h", d_logits, hidden),
        ]


@dataclass
class Adam:
    """Adam (Kingma and Ba, 2015) ascending a gradient; ``lr`` is the step size."""

    lr: float = 0.01
    beta1: float = 0.9
    beta2: float = 0.999
    _m: list[FloatArray] = field(default_factory=list)
    _v: list[FloatArray] = field(default_factory=list)
    _t: int = 0

    def step(self, weights: list[FloatArray], grads: list[FloatArray]) -> None:
        """Move each array of ``weights`` (in place) up its gradient in ``grads``."""
        if not self._m:
            self._m = [np.zeros_like(w) for w in weights]
            self._v = [np.zeros_like(w) for w in weights]
        self._t += 1
        b1, b2, t = self.beta1, self.beta2, self._t
        for w, g, m, v in zip(weights, grads, self._m, self._v, strict=True):
            m += (1.0 - b1) * (g - m)
            v += (1.0 - b2) * (g * g - v)
            w += self.lr * (m / (1.0 - b1**t)) / (np.sqrt(v / (1.0 - b2**t)) + 1e-8)


Chooser = Callable[[FloatArray, FloatArray], int]
"""``choose(x, mask) -> action id``: a seat's choice from its observation tensor and
mask (``float64`` arrays)."""


def play(game_env: Any, seed: int, seat: int, choose: Chooser, opponent: RandomBot) -> float:
    """Play one game in ``game_env`` (dealt by ``seed``), ``choose`` at ``seat`` and the
    random bot elsewhere; return ``seat``'s win share (1, ``1/k`` shared by ``k``, 0)."""
    game_env.reset(seed=seed)
    me = f"player_{seat}"
    for agent in game_env.agent_iter():
        obs, _reward, terminated, truncated, _info = game_env.last()
        if terminated or truncated:
            game_env.step(None)
            continue
        mask = obs["action_mask"]
        if agent == me:
            action = choose(obs["observation"].astype(np.float64), mask.astype(np.float64))
        else:
            action = opponent.act_id(_no_view, tuple(int(i) for i in np.flatnonzero(mask)))
        game_env.step(action)
    result = game_env.unwrapped.state_now.result  # the outcome, read once it is over
    return 1.0 / len(result.winners) if seat in result.winners else 0.0


@dataclass(frozen=True)
class Training:
    """What :func:`train` returns: the policy, the games it trained on and the CPU
    seconds they took."""

    policy: Policy
    episodes: int
    seconds: float


def train(
    seconds: float | None = DEFAULT_SECONDS,
    seed: int = 0,
    *,
    episodes: int | None = None,
    max_rounds: int | None = 1,
    hidden: int = 32,
    lr: float = 0.01,
    batch: int = 32,
    log: Callable[[str], object] | None = print,
) -> Training:
    """Train a policy against the random bot by REINFORCE.

    Args:
        seconds: the CPU seconds to train for (checked between batches); ignored when
            ``episodes`` is given.
        seed: seeds the deals, the opponent, the policy's weights and its draws.
        episodes: train on exactly this many games (rounded up to whole batches):
            reproducible on any machine.
        max_rounds: the game's rounds (``None``: the whole game).
        hidden: the policy's hidden units ``H``.
        lr: Adam's step size.
        batch: games per gradient step (the mean win share of a batch is its baseline).
        log: where a progress line goes about every 10 CPU seconds (``None``: nowhere).
    """
    if seconds is None and episodes is None:
        raise ValueError("give seconds or episodes")
    opts = options(max_rounds)
    game_env = env(GAME, NUM_PLAYERS, opts, observation="observation", reward="win")
    rng = np.random.default_rng(seed)
    policy = Policy.new(Features(NUM_PLAYERS, opts), hidden, rng)
    adam = Adam(lr)
    opponent = RandomBot(random.Random(seed))
    deals = random.Random(seed + 1)
    start = time.process_time()
    next_report = 10.0
    done = 0
    shares: list[float] = []
    phis: list[FloatArray] = []  # a batch's decisions: φ (C, F), mask (C,), action
    masks: list[FloatArray] = []
    actions: list[int] = []
    returns: list[float] = []  # and the win share of the game each was made in

    def sample(x: FloatArray, mask: FloatArray) -> int:
        phi = policy.features(x)
        action = int(rng.choice(len(mask), p=policy.probabilities(phi, mask)))
        phis.append(phi)
        masks.append(mask)
        actions.append(action)
        return action

    def more() -> bool:
        if episodes is not None:
            return done < episodes
        assert seconds is not None
        return time.process_time() - start < seconds

    while more():
        for batch_list in (phis, masks, actions, returns):
            batch_list.clear()
        for _ in range(batch):
            share = play(game_env, deals.getrandbits(48), done % NUM_PLAYERS, sample, opponent)
            returns += [share] * (len(actions) - len(returns))
            shares.append(share)
            done += 1
        g = np.array(returns)
        grads = policy.gradient(np.array(phis), np.array(masks), np.array(actions), g - g.mean())
        adam.step(policy.weights, grads)
        elapsed = time.process_time() - start
        if log is not None and elapsed >= next_report:
            log(
                f"  {done:6,} games, {elapsed:3.0f} s: win share {np.mean(shares[-500:]):.3f} "
                "over the last 500 (sampled play)"
            )
            next_report += 10.0
    return Training(policy, done, time.process_time() - start)


@dataclass(frozen=True)
class Evaluation:
    """Win shares of one seat's player over evaluation deals: ``shares`` ``(games,)``."""

    shares: FloatArray

    @property
    def mean(self) -> float:
        """The mean win share."""
        return float(self.shares.mean())

    def interval(self) -> tuple[float, float]:
        """The mean's 95 % interval (normal approximation, within ``[0, 1]``)."""
        low, high = _interval(self.shares)
        return max(0.0, low), high


def _interval(values: FloatArray, bound: float = 1.0) -> tuple[float, float]:
    """The 95 % interval of the mean of ``values`` (normal approximation), clipped to
    ``[-bound, bound]``; at least 2 values."""
    half = 1.96 * float(values.std(ddof=1)) / math.sqrt(len(values))
    mean = float(values.mean())
    return max(-bound, mean - half), min(bound, mean + half)


def evaluate(
    policy: Policy | None,
    games: int = DEFAULT_GAMES,
    *,
    seed: int = EVAL_SEED,
    max_rounds: int | None = 1,
) -> Evaluation:
    """Play ``games`` deals (seeds ``seed``, ``seed + 1``...) against the random bot,
    the learner at A in even games and at B in odd ones: ``policy`` playing greedily,
    or, for ``None``, the random bot itself (the baseline)."""
    game_env = env(GAME, NUM_PLAYERS, options(max_rounds), observation="observation")
    opponent = RandomBot(random.Random(seed))
    stand_in = RandomBot(random.Random(seed + 1))

    def at_random(x: FloatArray, mask: FloatArray) -> int:
        return stand_in.act_id(_no_view, tuple(int(i) for i in np.flatnonzero(mask)))

    choose = at_random if policy is None else policy.greedy
    shares = [play(game_env, seed + g, g % NUM_PLAYERS, choose, opponent) for g in range(games)]
    return Evaluation(np.array(shares))


def difference(learned: Evaluation, baseline: Evaluation) -> tuple[float, float, float]:
    """The mean difference of win shares, deal by deal (both evaluated on the same
    deals), and its 95 % interval: ``(mean, low, high)``."""
    diff = learned.shares - baseline.shares
    low, high = _interval(diff)
    return float(diff.mean()), low, high


def main(argv: list[str] | None = None) -> None:
    """Train, evaluate, and print the win shares (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS, help="CPU seconds")
    parser.add_argument("--episodes", type=int, help="train on this many games instead")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, help="evaluation deals")
    parser.add_argument("--max-rounds", type=int, default=1, help="0: the whole game")
    args = parser.parse_args(argv)
    rounds = args.max_rounds or None
    budget = f"{args.episodes} games" if args.episodes else f"{args.seconds:g} s of CPU"
    game = f"{rounds} round{'s' * (rounds != 1)}" if rounds else "the whole game"
    print(f"Les 4 Royaumes, 2 players, {game}: training for {budget} (seed {args.seed})")
    training = train(args.seconds, args.seed, episodes=args.episodes, max_rounds=rounds)
    print(
        f"trained on {training.episodes:,} games in {training.seconds:.1f} s "
        f"(--episodes {training.episodes} --seed {args.seed} trains the same policy)"
    )
    learned = evaluate(training.policy, args.games, max_rounds=rounds)
    baseline = evaluate(None, args.games, max_rounds=rounds)
    print(f"win share against the random bot over {args.games} deals (95 % interval):")
    for name, ev in (("learned policy", learned), ("random bot, as baseline", baseline)):
        low, high = ev.interval()
        print(f"  {name:>24}: {ev.mean:.3f} [{low:.3f}, {high:.3f}]")
    mean, low, high = difference(learned, baseline)
    print(f"  {'difference, deal by deal':>24}: {mean:+.3f} [{low:+.3f}, {high:+.3f}]")


if __name__ == "__main__":
    # Run as ``python <this file> ...``, the command line's arguments; run otherwise
    # (by runpy, as tests/test_examples.py does, under pytest's arguments), the defaults.
    here = Path(__file__).resolve()
    main(sys.argv[1:] if any(Path(a).resolve() == here for a in sys.orig_argv) else [])
