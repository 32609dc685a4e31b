"""Recorded games of every game (<game id>.json), replayed by test_playthroughs.py; rewritten
by `python -m tests.playthroughs.record` (see record.py)."""
