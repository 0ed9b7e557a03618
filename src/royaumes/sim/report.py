"""The lab's report (issue 21): one self-contained HTML page, its plots as PNG, and every
game as CSV and Parquet.

The page holds its plots inline (PNG as data URIs), so it can be sent alone; it opens
with the command that reproduces the run. Plots are drawn with matplotlib (its ``Agg``
backend: no screen), the tables of games written with pyarrow. Headings speak English
or French (``lang``); numbers are the statistics of :mod:`royaumes.sim.labstats`.
"""

from __future__ import annotations

import base64
import hashlib
import html
import io
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from royaumes.i18n import t
from royaumes.sim.labstats import Difference, Distribution, LabReport, Share

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = ["LabFiles", "write_report"]


@dataclass(frozen=True)
class LabFiles:
    """Where a report was written.

    Attributes:
        html: the page.
        plots: the PNG plots.
        csv: every game, one row each.
        parquet: the same table as Parquet.
        json: the statistics and every game as JSON.
    """

    html: Path
    plots: tuple[Path, ...]
    csv: Path
    parquet: Path
    json: Path


def _figure() -> Figure:
    from matplotlib.figure import Figure

    return Figure(figsize=(8, 4.2), dpi=100, layout="constrained")


def _png(figure: Figure) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def _win_share_plot(report: LabReport, lang: str) -> Figure:
    figure = _figure()
    axes = figure.subplots()
    variants = report.variants
    players = max(len(v.seats) for v in variants)
    width = 0.8 / len(variants)
    for k, stats in enumerate(variants):
        offset = (k - (len(variants) - 1) / 2) * width
        xs = [seat + offset for seat in range(len(stats.seats))]
        shares = [s.share for s in stats.seats]
        low = [s.share - s.ci_low for s in stats.seats]
        high = [s.ci_high - s.share for s in stats.seats]
        axes.bar(xs, shares, width, yerr=[low, high], capsize=3, label=stats.name)
    for count in sorted({len(v.seats) for v in variants}):
        label = t("lab.fair_share", lang) + f" (1/{count})"
        axes.axhline(1 / count, color="grey", linestyle="--", linewidth=1, label=label)
    axes.set_xticks(range(players), [f"P{s}" for s in range(players)])
    axes.set_ylabel(t("lab.win_share", lang))
    axes.set_title(t("lab.plot_seats", lang))
    axes.legend(fontsize="small")
    return figure


def _histogram_plot(
    samples: Sequence[tuple[str, Sequence[float]]], title: str, xlabel: str, ylabel: str
) -> Figure:
    figure = _figure()
    axes = figure.subplots()
    values = [v for _, sample in samples for v in sample]
    low, high = min(values), max(values)
    bins = min(40, max(5, int(high - low) + 1))
    for name, sample in samples:
        axes.hist(
            list(sample),
            bins=bins,
            range=(low, high + 1),
            histtype="step",
            linewidth=1.5,
            label=name,
        )
    axes.set_xlabel(xlabel)
    axes.set_ylabel(ylabel)
    axes.set_title(title)
    axes.legend(fontsize="small")
    return figure


def _deal_scores_plot(report: LabReport, lang: str) -> Figure:
    figure = _figure()
    axes = figure.subplots()
    for stats in report.variants:
        if not stats.deal_scores:
            continue
        xs = list(range(1, len(stats.deal_scores) + 1))
        axes.plot(xs, [d.median for d in stats.deal_scores], marker="o", label=stats.name)
        axes.fill_between(
            xs, [d.q1 for d in stats.deal_scores], [d.q3 for d in stats.deal_scores], alpha=0.2
        )
    axes.set_xlabel(t("lab.deal_number", lang))
    axes.set_ylabel(t("lab.running_score", lang))
    axes.set_title(t("lab.plot_deal_scores", lang))
    axes.legend(fontsize="small")
    return figure


def _endings_plot(report: LabReport, lang: str) -> Figure:
    figure = _figure()
    axes = figure.subplots()
    endings = sorted({e.label for v in report.variants for e in v.endings})
    width = 0.8 / len(report.variants)
    for k, stats in enumerate(report.variants):
        by_label = {e.label: e for e in stats.endings}
        xs = [i + (k - (len(report.variants) - 1) / 2) * width for i in range(len(endings))]
        shares = [by_label[e].share if e in by_label else 0.0 for e in endings]
        axes.bar(xs, shares, width, label=stats.name)
    axes.set_xticks(range(len(endings)), endings)
    axes.set_ylabel(t("lab.share_of_games", lang))
    axes.set_title(t("lab.plot_endings", lang))
    axes.legend(fontsize="small")
    return figure


def _plots(report: LabReport, lang: str) -> list[tuple[str, Figure]]:
    """The report's plots, by file name."""
    run = report.run
    points = t("lab.points_lower" if report.lower_points_win else "lab.points", lang)
    plots: list[tuple[str, Figure]] = [("win_share_by_seat", _win_share_plot(report, lang))]
    by_variant = {v.name: run.of(v.name) for v in run.variants}
    plots.append(
        (
            "points",
            _histogram_plot(
                [
                    (name, [float(p) for g in games for p in g.result.points])
                    for name, games in by_variant.items()
                ],
                t("lab.plot_points", lang),
                points,
                t("lab.seat_games", lang),
            ),
        )
    )
    plots.append(
        (
            "length",
            _histogram_plot(
                [
                    (name, [float(g.result.num_decisions) for g in games])
                    for name, games in by_variant.items()
                ],
                t("lab.plot_length", lang),
                t("lab.decisions", lang),
                t("lab.games", lang),
            ),
        )
    )
    if any(v.deal_scores for v in report.variants):
        plots.append(("deal_scores", _deal_scores_plot(report, lang)))
    if any(v.endings for v in report.variants):
        plots.append(("endings", _endings_plot(report, lang)))
    return plots


# ---------------------------------------------------------------------------
# The page


def _e(text: object) -> str:
    return html.escape(str(text))


def _pct(value: float) -> str:
    return f"{value:.1%}"


def _share_cell(share: Share) -> str:
    return f"{_pct(share.share)} <small>[{_pct(share.ci_low)}, {_pct(share.ci_high)}]</small>"


def _dist_cell(d: Distribution) -> str:
    return (
        f"{d.median:g} <small>[{d.q1:g}, {d.q3:g}] · {d.minimum:g} … {d.maximum:g} · "
        f"μ {d.mean:.2f}</small>"
    )


def _table(head: Sequence[str], rows: Sequence[Sequence[str]], css: str = "") -> str:
    """A table; ``head`` is escaped, cells are HTML already."""
    out = [f'<table class="{css}"><thead><tr>']
    out += [f"<th>{_e(h)}</th>" for h in head]
    out.append("</tr></thead><tbody>")
    for row in rows:
        out.append("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>")
    out.append("</tbody></table>")
    return "".join(out)


def _difference_row(d: Difference, lang: str) -> list[str]:
    mark = f' class="clear">{t("lab.clear", lang)}' if d.clear else ">"
    value, interval = d.difference_text().split(" [", 1)
    return [
        _e(d.label),
        d.value_text(d.baseline),
        d.value_text(d.variant),
        f"<b>{_e(value)}</b> <small>[{_e(interval)}</small>",
        d.p_text,
        f"<span{mark}</span>",
    ]


_STYLE = """
body{font-family:system-ui,sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem;
color:#222;line-height:1.4}
pre{background:#f4f4f4;padding:.6rem;overflow-x:auto;white-space:pre-wrap}
table{border-collapse:collapse;margin:.5rem 0 1rem;font-size:.9rem;display:block;
overflow-x:auto}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:right;vertical-align:top}
th:first-child,td:first-child{text-align:left}
small{color:#666}
.clear{color:#a40;font-weight:bold}
img{max-width:100%;height:auto;display:block;margin:.5rem 0}
@media (max-width:40rem){
/* a phone: the differences keep the measure, the difference, p and the mark */
table.differences th:nth-child(2),table.differences td:nth-child(2),
table.differences th:nth-child(3),table.differences td:nth-child(3){display:none}
table.differences th,table.differences td{padding:.2rem .3rem}
}
"""


def _page(
    report: LabReport,
    command: str,
    plots: Sequence[tuple[str, bytes]],
    lang: str,
    data: Mapping[str, Mapping[str, str]],
) -> str:
    run = report.run
    title = t("lab.title", lang, game=run.game, players=run.num_players)
    parts = [
        f'<!doctype html><html lang="{_e(lang)}"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{_e(title)}</h1>",
        f'<p>{_e(t("lab.reproduce", lang))}</p><pre id="command">{_e(command)}</pre>',
        "<p>"
        + _e(
            t(
                "lab.method",
                lang,
                deals=run.num_deals,
                players=run.num_players,
                games=run.num_deals * run.num_players,
                seed=run.seed,
            )
        )
        + "</p>",
    ]
    if report.lower_points_win:
        parts.append(f"<p><b>{_e(t('lab.lower_wins', lang))}</b></p>")
    parts.append(f"<h2>{_e(t('lab.variants', lang))}</h2>")
    rows = []
    for variant in run.variants:
        pieces = [c for c in run.changes(variant) if not c.startswith(("bots=", "data="))]
        if variant.name in data:
            copied = data[variant.name]
            pieces.append(f"data={copied['path']} (sha256 {copied['sha256'][:12]}…)")
        shown = ", ".join(pieces) or "–"
        lineup = run.lineups[variant.name]
        rows.append([_e(variant.name), _e(shown), _e(f"{len(lineup)}: " + ", ".join(lineup))])
    parts.append(
        _table([t("lab.variant", lang), t("lab.options", lang), t("lab.bots", lang)], rows)
    )

    parts.append(f"<h2>{_e(t('lab.each_variant', lang))}</h2>")
    most = max(len(v.seats) for v in report.variants)
    head = [t("lab.variant", lang)] + [f"P{s}" for s in range(most)]
    head += [t("lab.balance", lang), t("lab.draws", lang)]
    rows = []
    for stats in report.variants:
        balance = "–" if stats.balance is None else f"p = {stats.balance.p_value:.3g}"
        cells = [_share_cell(s) for s in stats.seats] + [""] * (most - len(stats.seats))
        rows.append([_e(stats.name), *cells, balance, _share_cell(stats.draw_rate)])
    parts.append(f"<h3>{_e(t('lab.win_share', lang))}</h3>")
    parts.append(_table(head, rows))
    if any(stats.bots for stats in report.variants):
        rows = [
            [_e(stats.name), *(f"{_e(b.label)}: {_share_cell(b)}" for b in stats.bots)]
            for stats in report.variants
            if stats.bots
        ]
        parts.append(f"<h3>{_e(t('lab.by_bot', lang))}</h3>")
        width = max(len(r) for r in rows)
        parts.append(_table([t("lab.variant", lang)] + [""] * (width - 1), rows))
    points = t("lab.points_lower" if report.lower_points_win else "lab.points", lang)
    head = [t("lab.variant", lang), points, t("lab.winner_points", lang), t("lab.decisions", lang)]
    rows = [
        [
            _e(s.name),
            _dist_cell(s.all_points),
            "–" if s.winner_points is None else _dist_cell(s.winner_points),
            _dist_cell(s.length),
        ]
        for s in report.variants
    ]
    parts.append(f"<h3>{_e(t('lab.distributions', lang))}</h3>")
    parts.append(f"<p><small>{_e(t('lab.dist_caption', lang))}</small></p>")
    parts.append(_table(head, rows))
    endings = sorted({e.label for v in report.variants for e in v.endings})
    if endings:
        rows = []
        for stats in report.variants:
            by_label = {e.label: e for e in stats.endings}
            rows.append(
                [_e(stats.name)]
                + [_share_cell(by_label[e]) if e in by_label else "0" for e in endings]
            )
        parts.append(f"<h3>{_e(t('lab.endings', lang))}</h3>")
        parts.append(_table([t("lab.variant", lang), *endings], rows))
    kinds = sorted({k for v in report.variants for k in v.events})
    if kinds:
        rows = [[_e(k)] + [f"{v.events.get(k, 0.0):.2f}" for v in report.variants] for k in kinds]
        parts.append(f"<h3>{_e(t('lab.events', lang))}</h3>")
        parts.append(_table([t("lab.event_kind", lang), *(v.name for v in report.variants)], rows))

    if report.comparisons:
        parts.append(f"<h2>{_e(t('lab.comparisons', lang))}</h2>")
        parts.append(f"<p><small>{_e(t('lab.paired_caption', lang))}</small></p>")
        for comparison in report.comparisons:
            parts.append(f"<h3>{_e(comparison.name)} − {_e(run.variants[0].name)}</h3>")
            head = [
                t("lab.measure", lang),
                run.variants[0].name,
                comparison.name,
                t("lab.difference", lang),
                "p",
                "",
            ]
            rows = [_difference_row(d, lang) for d in comparison.differences]
            parts.append(_table(head, rows, "differences"))
            if comparison.games_needed is not None and comparison.detectable is not None:
                note = t(
                    "lab.power",
                    lang,
                    needed=comparison.games_needed,
                    detectable=round(comparison.detectable * 100, 1),
                )
                parts.append(f'<p class="power">{_e(note)}</p>')

    parts.append(f"<h2>{_e(t('lab.plots', lang))}</h2>")
    for name, png in plots:
        encoded = base64.b64encode(png).decode("ascii")
        parts.append(f'<img alt="{_e(name)}" src="data:image/png;base64,{encoded}">')
    files = t("lab.files", lang) + (" " + t("lab.data_copied", lang) if data else "")
    parts.append(f"<p><small>{_e(files)}</small></p></body></html>")
    return "\n".join(parts)


def _copy_data(report: LabReport, out: Path) -> dict[str, dict[str, str]]:
    """Copy each variant's own data file into ``out/data/`` (the run can be reproduced
    after the file is changed), by variant name: its path, copy and SHA-256."""
    copies: dict[str, dict[str, str]] = {}
    folder = out / "data"
    for k, variant in enumerate(report.run.variants):
        if variant.data is None:
            continue
        source = Path(variant.data)
        content = source.read_bytes()
        folder.mkdir(exist_ok=True)
        copy = folder / f"{k}-{source.name}"
        copy.write_bytes(content)
        copies[variant.name] = {
            "path": str(source),
            "copy": str(copy.relative_to(out)),
            "sha256": hashlib.sha256(content).hexdigest(),
        }
    return copies


def write_report(report: LabReport, out: Path, *, command: str, lang: str = "en") -> LabFiles:
    """Write the lab's report into ``out`` (made if missing): ``report.html``,
    ``plots/*.png``, ``games.csv``, ``games.parquet`` and ``lab.json``.

    Args:
        report: the statistics (:func:`royaumes.sim.labstats.summarize_lab`).
        out: the folder.
        command: the command line that reproduces the run, shown first.
        lang: ``"en"`` or ``"fr"``, for the headings.

    Returns:
        The files written.

    Raises:
        OSError: the folder cannot be written.
    """
    import pyarrow as pa
    import pyarrow.csv as pa_csv
    import pyarrow.parquet as pa_parquet

    out.mkdir(parents=True, exist_ok=True)
    plot_dir = out / "plots"
    plot_dir.mkdir(exist_ok=True)
    for stale in plot_dir.glob("*.png"):  # an earlier report's plots
        stale.unlink()
    data = _copy_data(report, out)
    pngs: list[tuple[str, bytes]] = []
    paths: list[Path] = []
    for name, figure in _plots(report, lang):
        png = _png(figure)
        path = plot_dir / f"{name}.png"
        path.write_bytes(png)
        pngs.append((name, png))
        paths.append(path)
    page = out / "report.html"
    page.write_text(_page(report, command, pngs, lang, data), encoding="utf-8")
    table = pa.Table.from_pylist([g.to_row() for g in report.run.games])
    csv_path, parquet_path = out / "games.csv", out / "games.parquet"
    pa_csv.write_csv(table, csv_path)
    pa_parquet.write_table(table, parquet_path)
    json_path = out / "lab.json"
    document = {"command": command, "data_files": data, **report.to_json(games=True)}
    json_path.write_text(json.dumps(document, indent=1), encoding="utf-8")
    return LabFiles(page, tuple(paths), csv_path, parquet_path, json_path)
