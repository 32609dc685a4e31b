"""Kukulkán (roll and write): 1–6 players build El Castillo on their own sheets with one
shared die per round — draw borders, write stone weights, cross numbered blocks.

data.py — our sheet design, as data checked at import; sheet.py — the rules of one sheet;
rules.py — rounds, simultaneous actions, bonuses, end; bot.py — the greedy bot;
draw.py — the SVG sheets and prompts; RULES_NOTES.md — our design and our rulings.
"""

from .rules import GAME

__all__ = ["GAME"]
