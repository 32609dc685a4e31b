# A starting bot for Santa Monica. Ludoteca calls choose(view, moves) whenever it is your bot's
# turn; it returns one of the moves, unchanged. It must answer within the time limit per move.
#
# view is what your seat may see, as plain Python data. Its main fields:
# view["current"] is the seat to play (yours); view["phase"] is "tile" (choose a starting
# tile), "turn", "truck" or "final"; view["cities"][seat] is a player's city: "cards" (the card
# on each space, by "column,row"), "people" (each with its "id", its "kind", L local, T tourist
# or V VIP, and the space it is "at") and "dollars"; view["display"] holds the cards on offer
# ("front" and "back" rows); view["objective"] is this game's scoring objective.
#
# moves lists the turns your bot may play. A turn is written as its clicks, such as
# {"p": 0, "clicks": ["c:f2", "s:3,1", "ok"]}: "c:f2" takes the front card of column 2,
# "d:…" pays sand dollars for an action, "s:3,1" places the card on space 3,1 of your city,
# "m:4" and "t:2,1" walk person 4 to space 2,1, "ok" ends the turn. Each placement comes once
# as it is and once with the people walked by a simple rule.


def choose(view, moves):
    def value(move):
        clicks = move["clicks"]
        walks = sum(1 for c in clicks if c.startswith("m:"))
        paid = any(c.startswith("d:") for c in clicks)
        # Walking people into rings scores; sand dollars are better kept for later.
        return walks - (2 if paid else 0)

    return max(moves, key=value)
