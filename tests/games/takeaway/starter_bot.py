# A starting bot for Take-away. Ludoteca calls choose(view, moves) whenever it is your bot's
# turn; it returns one of the moves, unchanged.
#
# view["pile"] is how many stones are left; moves lists your legal moves, such as
# {"p": 0, "take": 2}.


def choose(view, moves):
    # Leave the other player a multiple of four stones when you can: whatever they take, you
    # can make it four again, and the last stone is yours.
    for move in moves:
        if (view["pile"] - move["take"]) % 4 == 0:
            return move
    return min(moves, key=lambda move: move["take"])
