"""Santa Monica (Josh Wood) — IN PROGRESS, not yet in the registry (issue 5).

content.py — our original cards, starting tiles, sand dollar actions and objectives, as
checked data (CONTENT.md explains the design); scoring.py — the end scoring of one city;
city.py — placement, swaps, walking, the display's refresh and the food truck/foodie.
Still to come: the turn engine (rules.py), the bot, the drawing, and registration.
"""
