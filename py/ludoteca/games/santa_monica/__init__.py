"""Santa Monica: 2–4 players draft beach and street feature cards into a two-row city, bring
locals and tourists, walk them into activity rings, and score an original card set.

content.py — our cards, starting tiles, sand dollar actions and objectives, checked at import;
scoring.py — the end scoring of one city; city.py — placement, swaps, walking, the display;
turn.py — one turn as a sequence of clicks; rules.py — phases, turns, end;
bot.py — the greedy bot; draw.py — the SVG table and prompts;
CONTENT.md — our design and its balance report; RULES_NOTES.md — our rulings.
"""

from .rules import GAME

__all__ = ["GAME"]
