"""Yutakâ (Alexandre Droit): two players, five islands, majorities over hidden treasure.

rules.py — the engine; data.py — components and layouts; bot.py — the greedy bot;
draw.py — the SVG board and prompts; RULES_NOTES.md — our rulings where the text is silent.
"""

from .rules import GAME

__all__ = ["GAME"]
