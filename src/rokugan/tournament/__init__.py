"""Tournaments: every pairing of agents, round robin, seats rotated, over a game's decks or clans, and a report
(win shares with 95% Wilson intervals, matchups, decks, seats, game lengths) as text, JSON, PNG plots and HTML.

`rokugan tournament` drives it; `plan` fixes every game up front (so the results are the same whatever the
number of workers), `play_one` plays one game in a worker, `summarize` turns the outcomes into the report.
"""

from .schedule import Entry, Job, Outcome, plan, play_one
from .stats import summarize, wilson

__all__ = ["Entry", "Job", "Outcome", "plan", "play_one", "summarize", "wilson"]
