"""The lab's report opened in Chromium (issue 21): a file that stands alone, its plots
drawn, readable on a phone."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from royaumes.sim.lab import parse_variant, run_lab
from royaumes.sim.labstats import summarize_lab
from royaumes.sim.report import write_report


def test_the_report_opens_alone_with_its_plots_drawn(
    page: Page, tmp_path: Path, screenshots: Path
) -> None:
    run = run_lab(
        "for_a_crown",
        3,
        6,
        [parse_variant("gallery_size=7,start_space=7,name=short gallery")],
        ["normal", "normal", "random"],
        seed=4,
    )
    files = write_report(summarize_lab(run), tmp_path / "lab", command="royaumes lab for_a_crown")
    # The page alone, moved away from its plots folder: everything it shows is inside it.
    alone = tmp_path / "sent" / "report.html"
    alone.parent.mkdir()
    alone.write_bytes(files.html.read_bytes())
    page.set_viewport_size({"width": 360, "height": 640})
    page.goto(alone.as_uri())
    expect(page.locator("#command")).to_have_text("royaumes lab for_a_crown")
    expect(page.locator("table.differences")).to_have_count(1)
    images = page.locator("img")
    # Seats, points, length, running scores (chests by round) and endings where any.
    assert images.count() >= 4
    drawn = page.evaluate(
        "Array.from(document.images).map(i => i.complete && i.naturalWidth > 0 && "
        "i.getBoundingClientRect().width <= window.innerWidth)"
    )
    assert drawn == [True] * images.count()
    assert page.evaluate("document.documentElement.scrollWidth") <= 360  # no sideways page
    # The differences fit the phone: measure, difference, p and the mark, no scrolling.
    assert page.evaluate(
        "(() => { const t = document.querySelector('table.differences');"
        " return t.scrollWidth <= t.clientWidth; })()"
    )
    page.screenshot(path=str(screenshots / "lab-report-phone.png"), full_page=True)
