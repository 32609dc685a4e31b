"""Take-away's rules: a pile of stones, two players take one to three in turn; who takes the
last stone wins. State: the pile, whose turn, how many each has taken, the winner."""

from __future__ import annotations

import re

from ludoteca.core.game import Choice, Game, Option
from ludoteca.core.i18n import N_, NN_, msg, nmsg, number, player
from ludoteca.core.result import build_result

from .data import DEFAULT_PILE, MOST, PILES
from .texts import _

TAKE = re.compile(r"take:([1-9])")


class Takeaway(Game):
    id = "takeaway"
    name = "Take-away"
    min_players = 2
    max_players = 2
    tagline = N_("Take one to three stones; the last stone wins.")
    options = (
        Option(
            "pile",
            N_("Pile"),
            tuple(Choice(str(n), str(n)) for n in PILES),
            str(DEFAULT_PILE),
            help=N_("How many stones the pile starts with."),
        ),
    )
    hands_hidden = False
    move_kinds = (frozenset({"p", "take"}),)

    def _setup(self, state: dict) -> None:
        state.update(pile=int(state["options"]["pile"]), turn=0, taken=[0, 0], winner=None)

    def _to_act(self, state: dict) -> list[int]:
        return [state["turn"]]

    def is_over(self, state: dict) -> bool:
        return state["winner"] is not None

    def _legal_moves(self, state: dict, player: int) -> list[dict]:
        return [{"p": player, "take": n} for n in range(1, min(MOST, state["pile"]) + 1)]

    def _why_illegal(self, state: dict, move: dict) -> str | None:
        take = move.get("take")
        if set(move) != {"p", "take"} or not isinstance(take, int) or isinstance(take, bool):
            return _("Take one, two or three stones.")
        if not 1 <= take <= MOST:
            return _("Take one, two or three stones.")
        if take > state["pile"]:
            return _("The pile holds fewer stones than that.")
        return None

    def _perform(self, state: dict, move: dict) -> None:
        p, take = move["p"], move["take"]
        state["pile"] -= take
        state["taken"][p] += take
        state["log"].append(
            {
                "who": p,
                **nmsg(
                    "{p} takes {n} stone.",
                    "{p} takes {n} stones.",
                    take,
                    you=NN_("You take {n} stone.", "You take {n} stones."),
                    p=player(p),
                ),
            }
        )
        if state["pile"] == 0:
            state["winner"] = p
            state["log"].append(
                {
                    "who": p,
                    **msg(
                        "{p} takes the last stone and wins.", you=N_("You take the last stone and win."), p=player(p)
                    ),
                }
            )
        else:
            state["turn"] = 1 - p

    def _view(self, state: dict, player: int | None) -> dict:
        return {key: state[key] for key in ("options", "pile", "turn", "taken", "winner")}

    def _result(self, state: dict) -> dict:
        winner = state["winner"]
        scores = [int(p == winner) for p in range(2)]
        # Core's builder ranks the seats and says the victory ("You win with 1 point.").
        return build_result(
            scores,
            [[{"label": _("The last stone"), "points": s}] for s in scores],
            {
                "columns": ["", _("Stones taken"), _("Points")],
                "rows": [[f"{{p{p}}}", number(state["taken"][p]), number(scores[p])] for p in range(2)],
            },
        )

    def move_path(self, move: dict) -> list[str]:
        return [f"take:{move['take']}"]

    def parse_path(self, player: int, path: list[str]) -> dict | None:
        found = TAKE.fullmatch(path[0]) if len(path) == 1 else None
        return {"p": player, "take": int(found.group(1))} if found else None


GAME = Takeaway()
