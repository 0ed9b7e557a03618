"""For a Crown's ``sample_state``: a full state drawn from a seat's view, by a
constraint solve over what the view hides (no search, no backtracking).

A view hides three things (spec §7):

- **blind draws** of other families (``draw ?``): each takes a card from its
  level's deck. A card stays in its owner's sleeve and goes into the shared
  deck, which is turned over in full every round, so the Reveal of round r
  shows every card each family owns. The cards a family drew in a round whose
  Reveal is over are therefore known as a multiset (its cards turned over that
  round, less what it had before and what it recruited face up); during a
  Reveal, the cards already turned over must be among its draws
  (*forced*); the rest (*free*) come from what is left of the level's deck.
- **added Events** (``event ?``, unseen by all): the same, with the Event
  stack as the deck and the Reveal of the next round as the evidence.
- **payment splits** under ``payment_visibility = hidden`` (``pay 5``): only
  the total shows. A family's Coins are its public Coin income less the Coins
  it paid, and its Rubies are its (public) wealth less its Coins; a split must
  leave both at 0 or more, and each forced loss must sell the Heirloom (or
  eliminate the family) exactly when the view says it did, that is when the
  family had fewer Rubies than the loss.

The target distribution is the posterior of the hidden world given the view:
each chance outcome weighs its probability, the seats' choices (splits) weigh
nothing. Draws and added Events are drawn without replacement from what is
left (the chance process itself), forced cards first; a world whose Reveal so
far was likelier (two copies of a card turned over once) is kept by rejection
with the exact likelihood ratio (:func:`_deal`). Splits are drawn uniformly
among the consistent ones by counting (:func:`_splits`). The three parts are
independent given the view.

The state is then built by applying the completed action list on the integer
path (no text, no event, no legality search; a few microseconds an action).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from royaumes.errors import ConfigError
from royaumes.game import CHANCE, Event, Seat

if TYPE_CHECKING:
    from royaumes.games.for_a_crown.rules import State, View

__all__ = ["sample"]

_Slots = list[int]  # positions in the action list


def _falling(x: int, k: int) -> int:
    """``x (x-1) ... (x-k+1)``: in how many orders k of x copies can come out."""
    out = 1
    for i in range(k):
        out *= x - i
    return out


def _ratio(held: int, forced: int, shown: int, free: int) -> int | float:
    """The likelihood of a group's Reveal so far over the chance that :func:`_deal`
    proposes its world, for one card: ``held`` copies known, ``forced`` of those
    turned over that only a draw can explain, ``shown`` turned over, ``free`` more
    drawn freely."""
    return _falling(held + forced + free, shown) / _falling(forced + free, forced)


def _deal(
    groups: Sequence[tuple[int, Counter[int], Counter[int]]],
    pool: Counter[int],
    rng: random.Random,
) -> list[list[int]]:
    """Deal hidden draws consistently with a Reveal, from one deck.

    Args:
        groups: per owner, ``(k, held, shown)``: its k hidden draws, the copies of
            each card it is known to hold, and the cards of it turned over so far in
            the Reveal that the draws are part of.
        pool: the cards left in the deck for these draws (copies per card).
        rng: the random generator.

    Returns:
        Per group, its k cards in a uniformly random order (one per draw).

    Raises:
        ConfigError: no deal is consistent (the view was not of this game).
    """
    left = Counter(pool)
    forced: list[Counter[int]] = []
    need: list[int] = []
    for k, held, shown in groups:
        must = shown - held
        count = sum(must.values())
        if count > k:
            raise ConfigError("no for_a_crown deal is consistent with this view")
        for card, m in must.items():
            left[card] -= m
            if left[card] < 0:
                raise ConfigError("no for_a_crown deal is consistent with this view")
        forced.append(must)
        need.append(k - count)
    free = sorted(left.elements())
    if sum(need) > len(free):
        raise ConfigError("no for_a_crown deal is consistent with this view")
    # Proposal: forced cards, then free ones drawn without replacement (the deck's own
    # odds). A world's target weight over its proposal odds is the product of _ratio
    # over the cards shown; most are 1 (every card a single copy), then no rejection.
    bound: float = 1
    for (_, held, shown), must, k in zip(groups, forced, need, strict=True):
        for card, s in shown.items():
            bound *= max(
                _ratio(held[card], must[card], s, f) for f in range(min(left[card], k) + 1)
            )
    while True:
        drawn = rng.sample(free, sum(need))
        parts: list[list[int]] = []
        weight: float = 1
        start = 0
        for (_, held, shown), must, k in zip(groups, forced, need, strict=True):
            part = drawn[start : start + k]
            start += k
            parts.append(part)
            if shown:
                got = Counter(part)
                for card, s in shown.items():
                    weight *= _ratio(held[card], must[card], s, got[card])
        if weight >= bound or rng.random() * bound < weight:
            break
    out = []
    for must, part in zip(forced, parts, strict=True):
        cards = [*must.elements(), *part]
        rng.shuffle(cards)
        out.append(cards)
    return out


class _Chest:
    """What the view tells of one family's chest whose payments it hides: its wealth
    (Coins + Rubies) and Coin income are public; its hidden payments' Coin parts are
    the unknowns. ``S_j``: the Coins paid by its first j hidden payments."""

    def __init__(self, rubies: int) -> None:
        self.wealth = rubies
        self.income = 0  # Coins gained (and its starting Coins)
        self.totals: list[int] = []  # per hidden payment, its amount
        self.slots: _Slots = []
        self.low: list[int] = [0]  # per j, the least S_j
        self.high: list[int] = [0]  # per j, the most S_j

    def pay(self, total: int, slot: int) -> None:
        # Coins left (income - S) and Rubies left (wealth - total - Coins) are >= 0.
        self.totals.append(total)
        self.slots.append(slot)
        self.low.append(self.income - self.wealth + total)
        self.high.append(self.income)
        self.wealth -= total

    def lose(self, n: int, sold: int | None, out: bool) -> None:
        # §5.2: the Heirloom goes (or the family) only when it has fewer Rubies than n.
        rubies_less_s = self.wealth - self.income  # Rubies = this + S
        if sold is not None or out:
            self.high[-1] = min(self.high[-1], n - 1 - rubies_less_s)
        else:
            self.low[-1] = max(self.low[-1], n - rubies_less_s)
        self.wealth += (sold or 0) - n


def _splits(chest: _Chest, rng: random.Random) -> list[tuple[int, int]]:
    """The hidden payments' ``(coins, rubies)``, uniform among those the view allows.

    Raises:
        ConfigError: none is consistent.
    """
    totals, low, high = chest.totals, chest.low, chest.high
    k = len(totals)
    top = sum(totals)
    # ways[j][s]: how many ways the payments after the j-th can go from S_j = s.
    ways: list[list[int]] = [[]] * (k + 1)
    ways[k] = [1 if low[k] <= s <= high[k] else 0 for s in range(top + 1)]
    for j in range(k - 1, -1, -1):
        after = ways[j + 1]
        prefix = [0]
        for w in after:
            prefix.append(prefix[-1] + w)
        t = totals[j]
        ways[j] = [
            prefix[min(s + t, top) + 1] - prefix[s] if low[j] <= s <= high[j] else 0
            for s in range(top + 1)
        ]
    if not ways[0][0]:
        raise ConfigError("no for_a_crown payment split is consistent with this view")
    out = []
    s = 0
    for j, t in enumerate(totals):
        options = range(s, min(s + t, top) + 1)
        weights = [ways[j + 1][x] for x in options]
        pick = rng.randrange(sum(weights))
        c = 0  # the Coins of this payment: S_j - S_(j-1)
        while pick >= weights[c]:
            pick -= weights[c]
            c += 1
        out.append((c, t - c))
        s += c
    return out


def sample(view: View, rng: random.Random) -> State:
    """A state consistent with ``view`` (see the module docstring).

    Raises:
        ConfigError: no state is consistent with the view.
    """
    from royaumes.games.for_a_crown import rules

    cat = rules.catalogue()
    table = rules._table()
    base = table.base
    kinds = rules.ActionKind
    text_id = table.id_of_text
    by_id, event_by_id = cat.by_id, cat.event_by_id
    level_of = table.level_of
    events = view.events
    n = view.num_players
    hidden_pay = view.options.get("payment_visibility") == "hidden" and view.result is None
    chests = {q: _Chest(cat.starting_rubies) for q in range(n) if q != view.seat}

    actions: list[list[int]] = []
    uses: Counter[int] = Counter()  # Mercenaries out of their decks, as the view shows
    owned: list[tuple[int, Seat, int]] = []  # (round, owner, card) recruited or seen drawn
    draws: dict[tuple[int, int], dict[Seat, _Slots]] = {}  # (level, round) -> owner -> slots
    shown: dict[tuple[int, Seat, int], Counter[int]] = {}  # (round, owner, level) -> cards
    added: dict[int, _Slots] = {}  # Reveal round -> its unseen added Events
    shown_events: dict[int, Counter[int]] = {}  # round -> Events turned over
    deck_level = [0] * n
    rnd = 1
    for i, event in enumerate(events):
        actor = event.actor
        if actor == "table":
            if event.kind == "round":
                rnd = event.args[0][1]
            continue
        seat = CHANCE if actor == "chance" else int(actor[1:])
        kind = event.kind
        if event.hidden or "?" in event.text:
            slot = len(actions)
            actions.append([seat, -1])
            if kind == "draw":
                owner = dict(event.args)["owner"]
                draws.setdefault((deck_level[owner], rnd), {}).setdefault(owner, []).append(slot)
            elif kind == "event":
                added.setdefault(rnd + 1, []).append(slot)
            else:  # pay_hidden
                chests[seat].pay(dict(event.args)["total"], slot)
            continue
        aid = text_id[event.text]
        actions.append([seat, aid])
        if kind == "reveal":
            card = by_id[event.args[0][1]]
            key = (rnd, event.args[1][1], level_of[card])
            shown.setdefault(key, Counter())[card] += 1
        elif kind == "reveal_event":
            shown_events.setdefault(rnd, Counter())[event_by_id[event.args[0][1]]] += 1
        elif kind == "flip":
            uses[by_id[event.args[0][1]]] += 1
        elif kind == "recruit":
            owned.append((rnd, seat, by_id[event.args[0][1]]))
        elif kind == "recruit_deck":
            deck_level[seat] = event.args[0][1]
        elif kind == "draw":
            card = by_id[event.args[0][1]]
            uses[card] += 1
            owned.append((rnd, event.args[1][1], card))
        if hidden_pay:
            _follow_chests(chests, events, i, kind, event.args)

    # Blind draws, level by level and round by round (only the current round has free
    # draws; earlier Reveals are over and pin theirs down).
    for level, rnd in sorted(draws):
        slots = draws[level, rnd]
        pool = Counter(
            {m.index: m.copies - uses[m.index] for m in cat.mercenaries if m.level == level}
        )
        groups = []
        for owner in sorted(slots):
            held = Counter(
                c for r, o, c in owned if r <= rnd and o == owner and level_of[c] == level
            )
            groups.append((len(slots[owner]), held, shown.get((rnd, owner, level), Counter())))
        for owner, cards in zip(sorted(slots), _deal(groups, pool, rng), strict=True):
            for slot, card in zip(slots[owner], cards, strict=True):
                actions[slot][1] = base[kinds.DRAW] + card
                uses[card] += 1
                owned.append((rnd, owner, card))
    # Added Events: the shared deck holds the Starting Events and those added before.
    held_events = Counter(e.index for e in cat.events if e.starting for _ in range(e.copies))
    stack = Counter(e.index for e in cat.events if not e.starting for _ in range(e.copies))
    for rnd in sorted(added):
        unseen = added[rnd]
        group = [(len(unseen), held_events, shown_events.get(rnd, Counter()))]
        (cards,) = _deal(group, stack, rng)
        for slot, card in zip(unseen, cards, strict=True):
            actions[slot][1] = base[kinds.EVENT] + card
            stack[card] -= 1
            held_events[card] += 1
    for chest in chests.values():
        if chest.slots:
            for slot, (c, r) in zip(chest.slots, _splits(chest, rng), strict=True):
                t = c + r
                actions[slot][1] = base[kinds.PAY] + t * (t + 1) // 2 + c

    state = rules.GAME.new_state(n, view.options)
    for seat, aid in actions:
        state = state._apply_id(seat, aid)
    if state._phase is not view.phase or state.to_move != view.to_move:
        raise ConfigError("no for_a_crown state is consistent with this view")
    return state


def _follow_chests(
    chests: dict[Seat, _Chest],
    events: Sequence[Event],
    i: int,
    kind: str,
    args: tuple[tuple[str, Any], ...],
) -> None:
    """Update the hidden-payment families' chests with ``events[i]``, a seat's or
    chance's line: setup Coins, forced losses (with the sales and eliminations the
    table notes after it tell), then gains."""
    params: dict[str, Any] = dict(args)
    if kind == "gallery" and params.get("coins"):
        for item in params["coins"]:
            seat, _, coins = item.partition(":")
            chest = chests.get(int(seat[1:]))
            if chest is not None:
                chest.income += int(coins)
                chest.wealth += int(coins)
        return
    losses: list[tuple[int, int]] = []
    if kind == "hit":
        losses.append((int(params["target"]), 1))
    elif kind == "reveal_event" and params["effect"] == "scandal":
        for item in params["seats"] or ():
            seat, _, k = item.partition(":")
            losses.append((int(seat[1:]), int(k)))
    elif kind == "reveal_event" and params["effect"] == "burglary":
        losses.extend((int(seat[1:]), 2) for seat in params["seats"] or ())
    if losses:
        sold: dict[int, int] = {}
        out: set[int] = set()
        j = i + 1
        while j < len(events) and events[j].actor == "table":
            note = events[j]
            if note.kind == "sell":
                sold[note.args[0][1]] = note.args[1][1]
            elif note.kind == "eliminate":
                out.add(note.args[0][1])
            j += 1
        for seat, k in losses:
            chest = chests.get(seat)
            if chest is not None:
                chest.lose(k, sold.get(seat), seat in out)
    for gain in params.get("gains") or ():
        seat, plus, symbol = gain.partition("+")
        chest = chests.get(int(seat[1:])) if plus else None
        if chest is not None:
            chest.wealth += 1
            if symbol == "COIN":
                chest.income += 1
