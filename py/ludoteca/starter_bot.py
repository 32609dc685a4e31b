# A starting bot for any game. Ludoteca calls choose(view, moves) whenever it is your bot's turn;
# it returns one of the moves, unchanged. It must answer within the time limit per move.
#
# view is what your seat may see, as plain Python data: view["viewer"] is your seat,
# view["to_act"] the seats to play now, view["over"] whether the game has ended; the rest
# depends on the game (print(view) shows it all).
#
# moves lists your legal moves, each a dict with your seat in "p".

import random


def choose(view, moves):
    # Any legal move will do: a good start for a bot of your own.
    return random.choice(moves)
