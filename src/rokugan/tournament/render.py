"""The tournament report as a person reads it: the same tables as plain text (printed, and report.txt) and as
HTML (report.html, with the plots embedded as base64 PNG, so the page stands alone), plus the PNG files."""

from __future__ import annotations

import base64
import html
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass
class Table:
    title: str
    note: str
    header: list[str]
    rows: list[list[str]]


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _interval(r: dict[str, Any]) -> str:
    return f"{100 * r['low']:.1f}-{100 * r['high']:.1f}%"


def _num(x: float) -> str:
    return f"{x:g}" if x == int(x) else f"{x:.2f}".rstrip("0")


def tables(rep: dict[str, Any]) -> list[Table]:
    """Agents, matchups, decks or clans, seats, game lengths, endings."""
    two = rep["players"] == 2
    held = "games" if two else "seats"
    share_note = ("a win counts 1, a draw 1/2" if two else
                  "its seats' points in each game: a win counts 1, a win shared by k players 1/k, a draw is shared "
                  "by all seats")
    agents = rep["agents"]
    out = [Table("Agents", f"win share with its 95% Wilson interval ({share_note}; an equal player: 50%)",
                 ["agent", "games", "points", "win share", "95% interval"],
                 [[r["name"], str(r["seats"]), _num(r["points"]), _pct(r["share"]), _interval(r)]
                  for r in rep["agent_table"]])]
    rows = []
    for a in agents:
        row = [a]
        for b in agents:
            c = rep["matchups"][a].get(b)
            row.append("-" if c is None else f"{_pct(c['share'])} ({c['games']})")
        rows.append(row)
    out.append(Table("Matchups", "the row agent's win share against the column agent (games played)",
                     ["", *agents], rows))
    kind = "deck" if rep["game"] != "bfr" else "clan"
    for title, key, first in ((f"By {kind}", "entry_table", kind), ("By seat", "seat_table", "seat")):
        rows = [[r["name"], str(r["seats"]), _pct(r["share"]), _interval(r),
                 *(f"{_pct(r['by_agent'][a]['share'])} ({r['by_agent'][a]['seats']})" for a in agents)]
                for r in rep[key]]
        out.append(Table(title, f"win share of the {first}'s {held}, all agents and each agent ({held}; an equal "
                               f"{first}: {_pct(rep['equal_seat_share'])})",
                         [first, held, "win share", "95% interval", *agents], rows))
    unit = rep["length_unit"]
    out.append(Table("Game length", f"{rep['games']} games",
                     ["", "mean", "median", "p10", "p90", "least", "most"],
                     [[what, *(f"{rep['lengths'][what][k]:.1f}" for k in ("mean", "median", "p10", "p90")),
                       *(_num(rep["lengths"][what][k]) for k in ("min", "max"))]
                      for what in (unit, "decisions") if what in rep["lengths"]]))
    out.append(Table("Endings", "how the games ended", ["ending", "games", "share"],
                     [[r, str(k), _pct(k / rep["games"])] for r, k in rep["endings"].items()]))
    return out


def heading(rep: dict[str, Any]) -> str:
    kind = "decks" if rep["game"] != "bfr" else "clans"
    return (f"Tournament: {rep['title']}, {rep['players']} players; agents {', '.join(rep['agents'])}; "
            f"{rep['games']} games ({rep['games_per_pairing']} per pairing, seats rotated); seed {rep['seed']}; "
            f"{kind}: {', '.join(rep['entries'])}")


def text(rep: dict[str, Any]) -> str:
    lines = [heading(rep)]
    for t in tables(rep):
        lines += ["", f"{t.title}: {t.note}"]
        cells = [t.header, *t.rows]
        widths = [max(len(r[i]) for r in cells) for i in range(len(t.header))]
        for r in cells:
            lines.append("  " + "  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                                          for i, (c, w) in enumerate(zip(r, widths, strict=True))).rstrip())
    return "\n".join(lines)


def plots(rep: dict[str, Any], folder: Path) -> list[Path]:
    """PNG plots (matplotlib, the `report` extra): win shares with intervals, the matchup grid, win share by deck
    or clan, and the game length histograms. Empty when matplotlib is not installed."""
    try:
        from matplotlib.figure import Figure
        from matplotlib.ticker import MaxNLocator
    except ImportError:
        return []
    made: list[Path] = []

    def save(fig: Any, name: str) -> None:
        fig.tight_layout()
        path = folder / name
        fig.savefig(path, format="png", dpi=100)
        made.append(path)

    rows = rep["agent_table"]
    fig = Figure(figsize=(6, 0.6 * len(rows) + 1.5))
    ax = fig.add_subplot()
    shares = [100 * (r["share"] or 0) for r in rows]
    ax.barh([r["name"] for r in rows], shares, xerr=[[s - 100 * r["low"] for s, r in zip(shares, rows, strict=True)],
                                                     [100 * r["high"] - s for s, r in zip(shares, rows, strict=True)]],
            color="#4a78a8", capsize=4)
    ax.axvline(100 * rep["equal_share"], color="grey", linestyle="--", linewidth=1)
    ax.set_xlim(0, 100)
    ax.invert_yaxis()
    ax.set_xlabel("win share, % (95% Wilson interval)")
    ax.set_title("Agents")
    save(fig, "agents.png")

    agents = rep["agents"]
    fig = Figure(figsize=(1.2 * len(agents) + 2.5, 0.9 * len(agents) + 1.5))
    ax = fig.add_subplot()
    grid = [[(rep["matchups"][a].get(b) or {}).get("share") for b in agents] for a in agents]
    ax.imshow([[float("nan") if v is None else v for v in row] for row in grid], cmap="RdYlGn", vmin=0, vmax=1)
    for i, row in enumerate(grid):
        for j, v in enumerate(row):
            if v is not None:
                ax.text(j, i, f"{100 * v:.0f}%\n({rep['matchups'][agents[i]][agents[j]]['games']})",
                        ha="center", va="center", fontsize=9)
    ax.set_xticks(range(len(agents)), agents)
    ax.set_yticks(range(len(agents)), agents)
    ax.set_xlabel("against")
    ax.set_title("Matchups: the row agent's win share")
    save(fig, "matchups.png")

    erows = rep["entry_table"]
    fig = Figure(figsize=(max(6.0, 0.9 * len(erows) + 2), 4))
    ax = fig.add_subplot()
    width = 0.8 / len(agents)
    for k, a in enumerate(agents):
        ax.bar([i + k * width for i in range(len(erows))],
               [100 * (r["by_agent"][a]["share"] or 0) for r in erows], width, label=a)
    ax.set_xticks([i + width * (len(agents) - 1) / 2 for i in range(len(erows))], [r["name"] for r in erows],
                  rotation=30)
    ax.axhline(100 * rep["equal_seat_share"], color="grey", linestyle="--", linewidth=1)
    ax.set_ylim(0, 100)
    ax.set_ylabel("win share, %")
    ax.legend(fontsize=8)
    ax.set_title("By " + ("deck" if rep["game"] != "bfr" else "clan"))
    save(fig, "entries.png")

    unit = rep["length_unit"]
    fig = Figure(figsize=(9, 3.5))
    for k, what in enumerate((unit, "decisions")):
        ax = fig.add_subplot(1, 2, k + 1)
        ax.hist([o[what] for o in rep["outcomes"]], bins=min(20, max(1, len(rep["outcomes"]))), color="#7a9a5a")
        spread = rep["lengths"][what]
        ax.axvline(spread["median"], color="black", linewidth=1, label="median")
        for q in ("p10", "p90"):
            ax.axvline(spread[q], color="black", linestyle=":", linewidth=1, label="p10, p90" if q == "p10" else None)
        ax.yaxis.set_major_locator(MaxNLocator(integer=True))
        ax.legend(fontsize=8)
        ax.set_xlabel(what)
        ax.set_ylabel("games")
        ax.set_title(f"Game length: {what}")
    save(fig, "lengths.png")
    return made


def page(rep: dict[str, Any], pngs: list[Path]) -> str:
    """A self-contained HTML page: the heading, every table, and the plots embedded as base64 PNG."""
    parts = ["<!doctype html>", '<html lang="en"><head><meta charset="utf-8">',
             f"<title>{html.escape(rep['title'])} tournament</title>",
             "<style>body{font-family:sans-serif;max-width:1100px;margin:2em auto;padding:0 1em}"
             "table{border-collapse:collapse;margin:.5em 0 1.5em}th,td{border:1px solid #ccc;padding:.25em .6em;"
             "text-align:right}th:first-child,td:first-child{text-align:left}h2{font-size:1.15em;"
             "margin:1.2em 0 .2em}.note{color:#555;margin:0 0 .3em}img{max-width:100%}</style>",
             "</head><body>", f"<h1>{html.escape(rep['title'])}: tournament</h1>",
             f"<p>{html.escape(heading(rep))}</p>"]
    for t in tables(rep):
        parts.append(f'<h2>{html.escape(t.title)}</h2><p class="note">{html.escape(t.note)}</p><table>')
        parts.append("<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in t.header) + "</tr>")
        for r in t.rows:
            parts.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>")
        parts.append("</table>")
    if pngs:
        parts.append("<h2>Plots</h2>")
    else:
        parts.append("<p>No plots: they need matplotlib (<code>pip install 'rokugan[report]'</code>).</p>")
    for p in pngs:
        data = base64.b64encode(p.read_bytes()).decode("ascii")
        parts.append(f'<p><img alt="{html.escape(p.stem)}" src="data:image/png;base64,{data}"></p>')
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def write(rep: dict[str, Any], folder: Path) -> list[Path]:
    """report.txt, report.json, the PNG plots and report.html in `folder` (made if missing); the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "report.txt").write_text(text(rep) + "\n", encoding="utf-8")
    (folder / "report.json").write_text(json.dumps(rep, indent=1) + "\n", encoding="utf-8")
    pngs = plots(rep, folder)
    (folder / "report.html").write_text(page(rep, pngs), encoding="utf-8")
    return [folder / "report.html", folder / "report.txt", folder / "report.json", *pngs]
