# A starting bot for Kukulkán. Ludoteca calls choose(view, moves) whenever it is your bot's turn;
# it returns one of the moves, unchanged. It must answer within the time limit per move.
#
# view is what your seat may see, as plain Python data. Its main fields:
# view["viewer"] is your seat; view["roll"] is the die everyone uses this round;
# view["sheets"][seat] is a player's sheet: "drawn" (the segments drawn), "values" (the number
# written in each block, None where there is none), "crossed" (the blocks crossed out), "used"
# (the helps spent); view["scores"] are the points so far and view["round"] the round.
#
# moves lists every legal action, each a dict with "act": "draw" (a trail of "n" segments,
# its dots in "trail"), "write" (the roll in a block), "cross" (a block crossed out) or
# "pass". A move with a "change" that is not None spends a help to change the roll.


# The blocks each block rests on: 0 to 4 are the printed base, 5 is C, 7 is D, 8 is A, 10 is B
# and 12 the temple. A number written in a block must be lower than what it rests on (the
# sum, for a block on two).
UNDER = {5: (0, 1), 6: (2,), 7: (3, 4), 8: (5,), 9: (6,), 10: (7,), 11: (9,), 12: (11,)}


def value(move, values):
    # Crossing scores a point; writing a number just under what a block rests on leaves room
    # above it; a longer trail closes blocks sooner; a help is spent only when nothing else
    # is possible, and passing comes last.
    act = move["act"]
    if act == "cross":
        worth = 30
    elif act == "write":
        below = sum(values[b] or 0 for b in UNDER.get(move["block"], ()))
        worth = 20 - 3 * (below - move["n"])
    elif act == "draw":
        worth = 10 + move["n"]
    else:
        worth = 0
    if move.get("change") is not None:
        worth -= 15
    return worth


def choose(view, moves):
    values = view["sheets"][view["viewer"]]["values"]
    return max(moves, key=lambda move: value(move, values))
