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


def value(move):
    # Crossing scores, writing prepares a cross, drawing closes blocks; a help is spent only
    # when nothing else is possible, and passing comes last.
    worth = {"cross": 30, "write": 20, "draw": 10, "pass": 0}.get(move["act"], 0)
    if move.get("change") is not None:
        worth -= 15
    if move["act"] == "draw":
        worth += move.get("n", 0)  # a longer trail closes blocks sooner
    return worth


def choose(view, moves):
    return max(moves, key=value)
