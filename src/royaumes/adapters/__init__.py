"""Royaumes' games behind the interfaces learning code already speaks (issue 20).

- :mod:`royaumes.adapters.pettingzoo`: PettingZoo AEC and Parallel environments.
- :mod:`royaumes.adapters.openspiel`: every game registered as an OpenSpiel Python game.

Both need the ``[rl]`` extra (``pip install royaumes[rl]``) and read a seat's tensors
from :mod:`royaumes.encoding`. What they share (chance and the clock applied inside,
rewards at the end) lives in :mod:`royaumes.adapters.common`.
"""
