# A starting bot for Yucata'. Ludoteca calls choose(view, moves) whenever it is your bot's turn;
# it returns one of the moves, unchanged. It must answer within the time limit per move.
#
# view is what your seat may see, as plain Python data. Its main fields:
# view["viewer"] is your seat (0, 1, …); view["hands"][seat] are the cards in a hand ("1" to
# "4" step forward, "S", "?" and others are special); view["pos"][seat] is where a player
# stands on the track; view["stones"] lists the track's stones ("P" pale, "D" dark, "R" red,
# None where there is none left); view["taken"][seat] counts the stones a player took; and
# view["previews"][card] says where each of your cards would take you ("to") and the stones
# you would take there ("pale", "dark", "red").
#
# moves lists your legal moves, such as {"p": 0, "card": "3"}.


def points(pale, dark, red):
    # Pale stones score 1 each; dark ones cost 1, 2, 3… more each; a red stone cancels one dark.
    if red and dark:
        dark -= 1
    return pale - dark * (dark + 1) // 2


def choose(view, moves):
    me = view["viewer"]
    have = view["taken"][me]

    def score_after(move):
        # Your score if you play this card: what you have plus what the card would take.
        got = view["previews"].get(move["card"], {})
        return points(have["P"] + got.get("pale", 0), have["D"] + got.get("dark", 0), have["R"] + got.get("red", 0))

    # The greedy choice: the card that leaves you with the best score now.
    return max(moves, key=score_after)
