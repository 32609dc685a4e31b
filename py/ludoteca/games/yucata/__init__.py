"""Yucata' (Stefan Dorra): 2–4 players race amulets along a spiral temple track, taking
pale stones and avoiding dark ones.

rules.py — the engine; data.py — track, cards and stone layouts; bot.py — the greedy bot;
draw.py — the SVG board, prompts and the layout editor; RULES_NOTES.md — our rulings.
"""

from .rules import GAME

__all__ = ["GAME"]
