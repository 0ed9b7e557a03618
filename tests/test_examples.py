"""Every file in examples/ runs (← python-chess, Typer docs_src tests)."""

from __future__ import annotations

import runpy
from pathlib import Path

import pytest

# The learner trains for about a minute by default: tests/rl/test_examples_rl.py runs
# it (its main() too) on a budget of games that still beats the random bot.
EXAMPLES = sorted(
    p
    for p in (Path(__file__).parent.parent / "examples").glob("*.py")
    if p.name != "learn_quatre_royaumes.py"
)


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_example_runs(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    runpy.run_path(str(path), run_name="__main__")
    assert capsys.readouterr().out.strip()


def test_there_are_examples() -> None:
    assert len(EXAMPLES) >= 2
