# A starting bot for Yutakâ. Ludoteca calls choose(view, moves) whenever it is your bot's turn;
# it returns one of the moves, unchanged. It must answer within the time limit per move.
#
# view is what your seat may see, as plain Python data. Its main fields:
# view["viewer"] is your seat (0 or 1); view["hand"] lists your cards, such as "R3" (a colour
# letter, Y G B R or E, and a strength) and "X" (dynamite); view["sides"][island][seat] lists
# the cards each player laid on each island; view["tiles"] lists the treasure tiles, each with
# its island "i", whether it is face up ("up"), its colour "c" and value "v" (None while
# hidden); view["standing"] are the scores as they stand.
#
# moves lists your legal moves: a card played on an island, such as {"p": 0, "card": "R3",
# "island": 2}, or, when you must reveal a tile, {"p": 0, "reveal": 7}.


def island_worth(view, island, colour):
    # What the tiles of this colour on this island are worth to the player who wins it: a
    # face-up tile its value, a hidden one of this colour a fair guess, an unknown one a little.
    worth = 0
    for tile in view["tiles"]:
        if tile["i"] == island and tile["c"] == colour:
            worth += tile["v"] if tile["up"] else 5
        elif tile["i"] == island and tile["c"] is None:
            worth += 1
    return worth


def choose(view, moves):
    # Which tile you reveal changes no score: the first will do.
    if "reveal" in moves[0]:
        return moves[0]

    def value(move):
        card = move.get("card", "")
        # Keep the dynamite for when nothing else is worth much.
        if card == "X" or "island" not in move:
            return 0.5
        # The card's strength counts a little: strong cards go where the treasure is.
        return island_worth(view, move["island"], card[0]) + int(card[1:] or 0) / 10

    return max(moves, key=value)
