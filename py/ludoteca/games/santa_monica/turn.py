"""One player's turn as a sequence of clicks, built step by step.

A Santa Monica turn has many parts — take a card (or pay for a sand dollar action), place
the card(s), perhaps swap two features, collect sand dollars and new people, then move people
— and the player may take any of it back until they confirm. So a whole turn is ONE move of
the engine, written as its clicks: {"p": player, "clicks": ["c:f2", "s:3,1", "m:4", "t:2,1",
"ok"]}. `Turn` replays clicks on a private copy of the player's city and the display and says
at every point which clicks may follow (`options`); the table shows that copy as the preview,
the engine commits it when "ok" arrives, the bot and random playouts drive it the same way.
The final movement at the end of the game is a Turn too (`final=True`).

Tokens:
    c:f<col> / c:b<col>   take the front / back card of a display column
    d:<action id>         pay for a sand dollar action (its card choice follows)
    h:<card id>           choose which of two taken cards to place next
    s:<col>,<row>         place the card on that space of your city
    w:<col>,<row>         choose a card to swap (twice); w:none = no swap
    luck:<choice>         the lucky day's reward (see LUCK)
    a:<i>                 use move action i for the next moves
    m:<person id>         the person to move; t:<col>,<row> where to
    r:<person id>         remove a person (curfew)
    ok                    confirm the turn
It works on a view as well as on the state: it never needs the deck.
"""

from __future__ import annotations

import copy

from ludoteca.core import clone

from .city import marker_reward, placement_spots, reachable, swap, swap_refusal
from .content import CARDS, DOLLAR_BY_ID, DOLLAR_NAME, START_TILES
from .scoring import footprint_value, neighbours, spaces, tags_at
from .texts import N_, NN_, _, msg, ngettext, nmsg, player, term, tr

OK, NO_SWAP = "ok", "w:none"
LUCK = {  # the rewards' words (translated where shown)
    "both": N_("1 sand dollar, and move 1 person 1 step"),
    "dollars": N_("2 sand dollars"),
    "two": N_("Move up to 2 people 1 step each"),
    "far": N_("Move 1 person up to 2 steps"),
}
# Where a move action comes from, besides a card's name (action["source"], translated where shown)
FOODIE, LUCKY_DAY, FINAL_MOVEMENT = N_("Foodie"), N_("Lucky day"), N_("Final movement")
GAIN_SOURCE = {"truck": N_("food truck"), "lucky": N_("lucky day")}
FINAL_STEPS = {"L": 3, "T": 1, "V": 1}  # the final movement: locals up to 3, others 1


class Refused(Exception):
    """A click that does not fit the turn at this point (the message says why)."""


def people_words(kind: str, n: int, up_to: bool = False) -> str:
    """ "2 locals", "up to 2 locals", "1 person (anyone, a VIP too)"… in the current language."""
    if up_to:
        text = {
            "L": ngettext("1 local", "up to {n} locals", n),
            "T": ngettext("1 tourist", "up to {n} tourists", n),
            "*": ngettext("1 person (anyone, a VIP too)", "up to {n} people (anyone, VIPs too)", n),
        }
    else:
        text = {
            "L": ngettext("{n} local", "{n} locals", n),
            "T": ngettext("{n} tourist", "{n} tourists", n),
            "V": ngettext("{n} VIP", "{n} VIPs", n),
            "*": ngettext("{n} person", "{n} people", n),
        }
    return text[kind].format(n=n)


def action_text(action: dict) -> str:
    if action["kind"] == "final":
        return _("Final movement: every local up to 3 steps, every tourist and VIP 1 step")
    steps = ngettext("1 step", "up to {n} steps", action["steps"]).format(n=action["steps"])
    return _("{source}: move {people}, {steps} each").format(
        source=tr(action["source"]), people=people_words(action["kind"], action["count"], True), steps=steps
    )


# What taking a card says, by the reward under its slot (None: none, or a sand dollar action).
_TAKE_TEXTS = {
    None: (N_("{p} takes {card}."), N_("You take {card}.")),
    "truck": (N_("{p} takes {card}, above the food truck."), N_("You take {card}, above the food truck.")),
    "foodie": (N_("{p} takes {card}, above the foodie."), N_("You take {card}, above the foodie.")),
    "lucky": (
        N_("{p} takes {card}, above the food truck and the foodie: a lucky day!"),
        N_("You take {card}, above the food truck and the foodie: a lucky day!"),
    ),
}


class Turn:
    def __init__(self, state: dict, player: int, final: bool = False):
        self.player = player
        self.city = clone(state["cities"][player])
        self.display = clone(state["display"])
        self.markers = dict(state["markers"])
        self.supply = dict(state["supply"])
        self.offered = tuple(state["dollar_actions"])
        self.stage = "final" if final else "choose"
        self.dollar: str | None = None  # the sand dollar action paid for, if any
        self.reward: str | None = None  # None | "truck" | "foodie" | "lucky"
        self.picked: list[int] = []  # display cards chosen (in order)
        self.pending: list[int] = []  # cards still to place
        self.placed: list[str] = []  # where this turn's cards went
        self.hold: int | None = None  # the pending card chosen with h:
        self.swap_from: str | None = None  # the first card chosen to swap (its space)
        self.actions: list[dict] = []  # move actions: kind, count, steps, source, moved
        self.current: int | None = None  # the move action in use
        self.person: int | None = None  # the person picked to move
        self.removals = 0
        self.moved: list[int] = []  # people moved this turn (for highlighting)
        self.events: list[dict] = []  # the log's messages (core/i18n.py msg), in order
        self.gained = 0  # sand dollars gained and people added by this turn's cards
        self.arrived = 0
        self.done = False
        if final:
            self.actions = [
                {"kind": "final", "count": len(self.city["people"]), "steps": 0, "source": FINAL_MOVEMENT, "moved": []}
            ]
            self.current = 0
            self.stage = "act"

    def copy(self) -> Turn:
        """An independent copy (for a bot trying clicks)."""
        other = copy.copy(self)
        other.city, other.display = clone(self.city), clone(self.display)
        other.markers, other.supply = dict(self.markers), dict(self.supply)
        for name in ("picked", "pending", "placed", "moved", "events"):
            setattr(other, name, list(getattr(self, name)))
        other.actions = [dict(a, moved=list(a["moved"])) for a in self.actions]
        return other

    # ---------------- what may follow ----------------
    def options(self) -> list[str]:
        s = self.stage
        if s == "choose":
            out = [f"c:f{c}" for c, card in enumerate(self.display["front"]) if card is not None]
            out += [
                f"d:{a}" for a in self.offered if DOLLAR_BY_ID[a].cost <= self.city["dollars"] and self._dollar_cards(a)
            ]
            return out or [OK]  # no card left anywhere (cannot happen with 78): pass
        if s == "dollar":
            assert self.dollar is not None  # the stage "dollar" follows paying for one
            return self._dollar_cards(self.dollar)
        if s == "place":
            card = self._to_place()
            return [f"s:{k}" for k in placement_spots(self.city, card)] + [f"h:{c}" for c in self.pending if c != card]
        if s == "swap":
            cards = sorted(self.city["cards"])
            if self.swap_from is None:  # a card with a partner of its row
                return [f"w:{a}" for a in cards if any(swap_refusal(self.city, a, b) is None for b in cards)] + [
                    NO_SWAP
                ]
            return [f"w:{b}" for b in cards if swap_refusal(self.city, self.swap_from, b) is None]
        if s == "luck":
            return [f"luck:{c}" for c in LUCK]
        if s == "act":
            if self.person is not None:
                return [f"t:{k}" for k in self.targets(self.person)]
            out = [f"m:{p['id']}" for p in self.movable(self.current)]
            out += [f"a:{i}" for i in range(len(self.actions)) if i != self.current and self.movable(i)]
            if self.removals:
                out += [f"r:{p['id']}" for p in self.city["people"] if p["kind"] != "V"]
            return out + [OK]
        return []

    def _dollar_cards(self, action_id: str) -> list[str]:
        front, back = self.display["front"], self.display["back"]
        takes = DOLLAR_BY_ID[action_id].takes
        if takes == "two-front":
            cols = [c for c in range(4) if front[c] is not None and front[c] not in self.picked]
            return [f"c:f{c}" for c in cols] if len(cols) >= 2 - len(self.picked) else []
        if takes == "front+behind":
            return [f"c:f{c}" for c in range(4) if front[c] is not None and back[c] is not None]
        out = []
        if takes in ("front", "any"):
            out += [f"c:f{c}" for c in range(4) if front[c] is not None]
        if takes in ("back", "any"):
            out += [f"c:b{c}" for c in range(4) if back[c] is not None]
        return out

    def _to_place(self) -> int:
        return self.hold if self.hold in self.pending else self.pending[0]

    def person_by_id(self, pid: int) -> dict:
        """The person of this id: ids come from the turn's own options, so it is in the city."""
        for p in self.city["people"]:
            if p["id"] == pid:
                return p
        raise KeyError(f"no person {pid} in the city")

    def movable(self, i) -> list[dict]:
        """The people move action i may still move."""
        if i is None:
            return []
        action = self.actions[i]
        if len(action["moved"]) >= action["count"]:
            return []
        return [
            p
            for p in self.city["people"]
            if p["id"] not in action["moved"] and action["kind"] in ("*", "final", p["kind"])
        ]

    def steps_for(self, person: dict, i: int | None = None) -> int:
        """How far move action i (the one in use by default) takes this person."""
        i = self.current if i is None else i
        assert i is not None  # people are moved only while a move action is in use
        action = self.actions[i]
        return FINAL_STEPS[person["kind"]] if action["kind"] == "final" else action["steps"]

    def targets(self, pid: int, i: int | None = None) -> list[str]:
        person = self.person_by_id(pid)
        reach = reachable(self.city, person["at"], self.steps_for(person, i))
        return sorted(k for k in reach if k != person["at"])

    # ---------------- one click ----------------
    def feed(self, token: str) -> None:  # noqa: C901 — the turn's decision table: one branch per (stage, token kind)
        if self.done:
            raise Refused(_("The turn is already complete."))
        if token not in self.options():
            raise Refused(self.refusal(token))
        kind, _sep, arg = token.partition(":")
        s = self.stage
        if token == OK:
            self.done = True
        elif s == "choose" and kind == "d":
            action = DOLLAR_BY_ID[arg]
            self.city["dollars"] -= action.cost
            self.dollar = arg
            self.stage = "dollar"
            self._say(
                nmsg(
                    "{p} pays {n} sand dollar for {action}.",
                    "{p} pays {n} sand dollars for {action}.",
                    action.cost,
                    you=NN_("You pay {n} sand dollar for {action}.", "You pay {n} sand dollars for {action}."),
                    action=term(DOLLAR_NAME[arg]),
                )
            )
        elif s == "choose":
            col = int(arg[1:])
            self.reward, self.markers = marker_reward(self.markers, col)
            self._take("front", col)
            self.stage = "place"
        elif s == "dollar":
            row, col = ("front" if arg[0] == "f" else "back"), int(arg[1:])
            assert self.dollar is not None  # the stage "dollar" follows paying for one
            takes = DOLLAR_BY_ID[self.dollar].takes
            self._take(row, col)
            if takes == "front+behind":
                self._take("back", col)
            if takes != "two-front" or len(self.picked) == 2:
                self.stage = "place"
        elif kind == "h":
            self.hold = int(arg)
        elif kind == "s":
            card = self._to_place()
            self.city["cards"][arg] = card
            self.pending.remove(card)
            self.placed.append(arg)
            self.hold = None
            if not self.pending:
                extra = DOLLAR_BY_ID[self.dollar].extra if self.dollar else ()
                if extra[:1] == ("swap",):
                    self.stage = "swap"
                else:
                    self._begin_actions()
        elif kind == "w":
            if token == NO_SWAP:
                self._begin_actions()
            elif self.swap_from is None:
                self.swap_from = arg
            else:
                a = self.swap_from
                swap(self.city, a, arg)
                self.placed = [arg if k == a else a if k == arg else k for k in self.placed]
                self._say(
                    msg(
                        "{p} swaps {card} and {other}.",
                        you=N_("You swap {card} and {other}."),
                        card=term(CARDS[self.city["cards"][arg]].name),
                        other=term(CARDS[self.city["cards"][a]].name),
                    )
                )
                self._begin_actions()
        elif kind == "luck":
            self._lucky(arg)
        elif kind == "a":
            self.current = int(arg)
        elif kind == "m":
            self.person = int(arg)
        elif kind == "t":
            assert self.person is not None  # t: is offered only once a person is picked
            self._walk(self.person, arg)
        elif kind == "r":
            person = self.person_by_id(int(arg))
            self.city["people"].remove(person)
            self.supply[person["kind"]] += 1
            self.removals -= 1
            if person["kind"] == "L":
                self._say(msg("{p} sends a local home.", you=N_("You send a local home.")))
            else:
                self._say(msg("{p} sends a tourist home.", you=N_("You send a tourist home.")))

    def refusal(self, token: str) -> str:
        """Why a click does not fit now (for the player)."""
        kind = token.partition(":")[0]
        s = self.stage
        if s == "choose":
            if kind == "c" and token.startswith("c:b"):
                return _("Back-row cards can only be taken with a sand dollar action.")
            if kind == "d":
                return _("You cannot pay for that sand dollar action now.")
            return _("Take a card from the front row, or use a sand dollar action.")
        if s == "dollar":
            return _("Choose a card this sand dollar action allows.")
        if s == "place":
            if kind == "s":
                return _(
                    "A beach card goes in the top row, a street card in the bottom row, "
                    "on an empty space next to a card or your starting tile."
                )
            return _("Place the card you took first.")
        if s == "swap":
            if self.swap_from is not None:
                return _("Swap two cards of the same row (beach with beach, street with street).")
            return _("Choose two of your feature cards to swap, or no swap.")
        if s == "luck":
            return _("Choose your lucky day reward first.")
        if kind == "t":
            return _("That space is out of reach (people walk only over cards, one step per card).")
        if kind == "m":
            if self.current is None:
                return _("You have no move left this turn.")
            return _("This move action cannot move that person (another kind, or already moved).")
        if kind == "r":
            return _("You may not send anyone home now.")
        return _("That does not fit your turn now.")

    # ---------------- the parts of a turn ----------------
    def _say(self, message: dict) -> None:
        """A log entry of this turn (its player is the subject {p})."""
        message["a"].setdefault("p", player(self.player))
        self.events.append(message)

    def _take(self, row: str, col: int) -> None:
        card = self.display[row][col]
        self.display[row][col] = None
        self.picked.append(card)
        self.pending.append(card)
        name = term(CARDS[card].name)
        where = {"slot": f"{row[0]}{col}"}  # (not shown: the drawing marks the slot that changed)
        reward = None if self.dollar else self.reward
        text, you = _TAKE_TEXTS[reward]
        self._say(msg(text, you=you, card=name, **where))
        if self.reward in ("truck", "lucky"):
            self._say(msg("The food truck moves on to column {col}.", col=self.markers["truck"] + 1))
        elif self.reward == "foodie":
            self._say(msg("The foodie moves on to column {col}.", col=self.markers["foodie"] + 1))

    def _gain(self, n: int, source: dict) -> None:
        self.city["dollars"] += n
        self.gained += n
        self._say(
            nmsg(
                "{p} gains {n} sand dollar ({source}).",
                "{p} gains {n} sand dollars ({source}).",
                n,
                you=NN_("You gain {n} sand dollar ({source}).", "You gain {n} sand dollars ({source})."),
                source=source,
            )
        )

    def _add_action(self, kind: str, count: int, steps: int, source: str) -> None:
        self.actions.append({"kind": kind, "count": count, "steps": steps, "source": source, "moved": []})

    def _begin_actions(self) -> None:
        """Sand dollars and new people first (mandatory), then the moves are offered."""
        city = self.city
        for k in self.placed:
            card = CARDS[city["cards"][k]]
            for a in card.actions:
                if a[0] == "$":
                    self._gain(a[1], term(card.name))
                elif a[0] == "+":
                    self._add_people(a[1], a[2], k, card.name)
        for k in self.placed:
            card = CARDS[city["cards"][k]]
            for a in card.actions:
                if a[0] == "m":
                    self._add_action(a[1], a[2], a[3], card.name)
        if self.reward == "truck":
            self._gain(1, term(GAIN_SOURCE["truck"]))
        elif self.reward == "foodie":
            self._add_action("*", 1, 1, FOODIE)
        if self.dollar:
            extra = DOLLAR_BY_ID[self.dollar].extra
            if extra[:1] == ("move",):
                self._add_action("*", extra[1], extra[2], DOLLAR_NAME[self.dollar])
            elif extra[:1] == ("remove",):
                self.removals = extra[1]
        self.stage = "luck" if self.reward == "lucky" else "act"
        self._next_action()

    def _add_people(self, kind: str, n: int, at: str, where: str) -> None:
        added = add_people(self.city, self.supply, kind, n, at)
        self.arrived += added
        if added and kind == "L":
            self._say(
                nmsg(
                    "{p} adds {n} local on {card}.",
                    "{p} adds {n} locals on {card}.",
                    added,
                    you=NN_("You add {n} local on {card}.", "You add {n} locals on {card}."),
                    card=term(where),
                )
            )
        elif added:
            self._say(
                nmsg(
                    "{p} adds {n} tourist on {card}.",
                    "{p} adds {n} tourists on {card}.",
                    added,
                    you=NN_("You add {n} tourist on {card}.", "You add {n} tourists on {card}."),
                    card=term(where),
                )
            )
        if added < n and kind == "L":
            self._say(
                nmsg(
                    "{n} local cannot come: the supply is empty.",
                    "{n} locals cannot come: the supply is empty.",
                    n - added,
                )
            )
        elif added < n:
            self._say(
                nmsg(
                    "{n} tourist cannot come: the supply is empty.",
                    "{n} tourists cannot come: the supply is empty.",
                    n - added,
                )
            )

    def _lucky(self, choice: str) -> None:
        self._say(
            msg(
                "{p} chooses the lucky day reward: {reward}.",
                you=N_("You choose the lucky day reward: {reward}."),
                reward=term(LUCK[choice]),
            )
        )
        if choice in ("both", "dollars"):
            self._gain(1 if choice == "both" else 2, term(GAIN_SOURCE["lucky"]))
        if choice in ("both", "two", "far"):
            count, steps = {"both": (1, 1), "two": (2, 1), "far": (1, 2)}[choice]
            self._add_action("*", count, steps, LUCKY_DAY)
        self.stage = "act"
        self._next_action()

    def _next_action(self) -> None:
        """Keep the move action in use while it can move someone, else the next one that can."""
        if self.current is not None and self.movable(self.current):
            return
        self.current = next((i for i in range(len(self.actions)) if self.movable(i)), None)

    def _walk(self, pid: int, goal: str) -> None:
        person = self.person_by_id(pid)
        walk = best_walk(self.city, person, goal, self.steps_for(person))
        if person["kind"] == "V":
            left = 0
            for k in footprint_spaces(self.city, walk):
                if self.supply["footprints"] == 0:
                    self._say(msg("No footprint is left in the supply."))
                    break
                self.supply["footprints"] -= 1
                self.city["footprints"] = sorted(self.city["footprints"] + [k])
                left += 1
            if left:
                self._say(
                    nmsg(
                        "A VIP of {p} leaves {n} footprint.",
                        "A VIP of {p} leaves {n} footprints.",
                        left,
                        you=NN_("Your VIP leaves {n} footprint.", "Your VIP leaves {n} footprints."),
                    )
                )
        person["at"] = goal
        assert self.current is not None  # (steps_for above needed it too)
        self.actions[self.current]["moved"].append(pid)
        self.moved.append(pid)
        self.person = None
        self._next_action()

    def log_entries(self) -> list[dict]:
        """What this turn did, as log messages (core/i18n.py msg): each event in order, then
        how many people moved (or that the player passed)."""
        out = list(self.events)
        moves = len(self.moved)
        mover = player(self.player)
        if self.stage == "act" and self.actions and self.actions[0]["kind"] == "final":
            if moves:
                out.append(
                    nmsg(
                        "Final movement: {p} moves {n} person.",
                        "Final movement: {p} moves {n} people.",
                        moves,
                        you=NN_("Final movement: you move {n} person.", "Final movement: you move {n} people."),
                        p=mover,
                    )
                )
            else:
                out.append(
                    msg("Final movement: {p} moves nobody.", you=N_("Final movement: you move nobody."), p=mover)
                )
        elif moves:
            out.append(
                nmsg(
                    "{p} moves {n} person.",
                    "{p} moves {n} people.",
                    moves,
                    you=NN_("You move {n} person.", "You move {n} people."),
                    p=mover,
                )
            )
        elif not out:
            out.append(msg("{p} passes.", you=N_("You pass."), p=mover))
        return out


def add_person(city: dict, kind: str, at: str) -> None:
    city["people"].append({"id": city["next_id"], "kind": kind, "at": at})
    city["next_id"] += 1


def add_people(city: dict, supply: dict, kind: str, n: int, at: str) -> int:
    """Add up to n locals or tourists from the shared supply on space `at`; how many came
    (fewer when the supply runs out — the rest are simply not added)."""
    added = min(n, supply[kind])
    supply[kind] -= added
    for _person in range(added):
        add_person(city, kind, at)
    return added


# ---------------- VIP walks and footprints ----------------


def footprint_spaces(city: dict, walk: list[str]) -> list[str]:
    """The cards along a VIP's walk (start excluded) that take a new footprint: feature cards
    (not the starting tile) showing a tag the VIP likes, once each, without one already."""
    likes = START_TILES[city["start"]].likes
    out = []
    for k in walk[1:]:
        if (
            k in city["cards"]
            and k not in city["footprints"]
            and k not in out
            and any(t in likes for t in tags_at(city, k))
        ):
            out.append(k)
    return out


def best_walk(city: dict, person: dict, goal: str, steps: int) -> list[str]:
    """The walk a person takes to `goal` in at most `steps` steps. Only a VIP's walk matters
    (footprints), and more footprints never hurt: so its walk is the one leaving the most
    footprint points — our ruling — then the shortest; others take a shortest walk."""
    here = spaces(city)
    start = person["at"]
    best: tuple | None = None

    def extend(walk):
        nonlocal best
        if walk[-1] == goal:
            value = sum(footprint_value(city, k) for k in footprint_spaces(city, walk)) if person["kind"] == "V" else 0
            rank = (value, -len(walk))
            if best is None or rank > best[0]:
                best = (rank, list(walk))
        if len(walk) - 1 == steps:
            return
        for n in neighbours(walk[-1]):
            if n in here:
                walk.append(n)
                extend(walk)
                walk.pop()

    extend([start])
    assert best is not None  # the goal is one of Turn.targets: reachable in `steps`
    return best[1]
