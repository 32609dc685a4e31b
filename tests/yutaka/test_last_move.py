"""Every move is seen (issue 29): after every move of a seeded game, whoever made it, each
viewer's drawing on both screens — the board and the phone's panel — marks what it changed
(`data-last`, class `last`), and the pieces that move keep one `data-piece` id from drawing to
drawing: a card keeps the id it had in its player's hand once it lies on an island, and no card
on an island ever changes its id."""

import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import get_game
from ludoteca.games.yutaka import data

from ..helpers import playout
from .test_draw import OPTIONS, classes

GAME = get_game("yutaka")
HOW = {"placed", "moved", "taken", "revealed", "drawn", "round", "changed"}


def game_states(seed: int) -> tuple[list[dict], list[dict]]:
    states: list[dict] = []
    _, moves = playout("yutaka", dict(OPTIONS[seed % len(OPTIONS)], players=2), seed, on_step=states.append)
    return states, moves


def svgs(state: dict, viewer, screen: str) -> list[tuple[str, ET.Element]]:
    """(what, root) of the board and of each panel, as `viewer` sees them on `screen`."""
    view = GAME.view(state, viewer)
    acting = viewer is not None and not GAME.is_over(state) and viewer in GAME.to_act(state)
    nxt = GAME.next_clicks(state, viewer, []) if acting else []
    drawn = GAME.render(view, {"path": [], "next": nxt, "screen": screen})
    out = [("board", ET.fromstring(drawn["svg"]))]
    out += [(panel["title"], ET.fromstring(panel["svg"])) for panel in drawn.get("panels", [])]
    return out


def pieces(root: ET.Element) -> dict[str, ET.Element]:
    found: dict[str, ET.Element] = {}
    for el in root.iter():
        piece = el.get("data-piece")
        if piece:
            assert piece not in found, f"data-piece {piece!r} twice in one drawing"
            found[piece] = el
    return found


@pytest.mark.parametrize("seed", range(4))
def test_every_move_is_marked_for_every_viewer_on_both_screens(seed):
    states, moves = game_states(seed)
    before: dict = {}
    for count, (state, move) in enumerate(zip(states[1:], moves), start=1):
        for viewer in (0, 1, None):
            for screen in ("wide", "phone"):
                drawings = svgs(state, viewer, screen)
                for what, root in drawings:
                    label = f"seed {seed}, move {count} {move}, viewer {viewer}, {screen} {what}"
                    marked = [el for el in root.iter() if el.get("data-last")]
                    assert marked, f"{label}: nothing shows the last move"
                    for el in marked:
                        assert el.get("data-last") in HOW and "last" in classes(el), label
                    if "reveal" in move:
                        assert any(el.get("data-last") == "revealed" for el in marked), label
                if screen == "phone":
                    check_words(state, move, viewer, drawings[1][1], f"seed {seed}, move {count}, viewer {viewer}")
                board = pieces(drawings[0][1])
                label = f"seed {seed}, move {count} {move}, viewer {viewer}, {screen}"
                old = before.get((viewer, screen))
                if old is not None:
                    # a card on an island, once placed, keeps its id; tiles keep theirs
                    for piece, el in old.items():
                        if "strip" in classes(el) or piece.startswith("t"):
                            assert piece in board, f"{label}: {piece} is gone"
                    if "card" in move:
                        placed = [el for el in board.values() if el.get("data-last") == "placed"]
                        assert len(placed) == 1, label
                        drew = [el for el in board.values() if el.get("data-last") == "drawn"]
                        fresh = len(state["decks"][move["p"]]) < len(states[count - 1]["decks"][move["p"]])
                        if viewer == move["p"]:  # the card drawn is marked in the hand, where it is new
                            assert len(drew) == fresh, label
                            assert not drew or drew[0].get("data-piece") not in old, label
                        if viewer == move["p"]:  # it slides from where it was in the hand
                            in_hand = next(p for p, el in old.items() if el.get("data-click") == f"card:{move['card']}")
                            assert placed[0].get("data-piece") == in_hand, label
                before[(viewer, screen)] = board


def check_words(state: dict, move: dict, viewer, panel: ET.Element, label: str) -> None:
    """The phone's Majorities panel says the latest change in words: who, which card or tile
    (with its value), on which island."""
    said = " ".join("".join(el.itertext()) for el in panel.iter() if "last-move" in classes(el))
    mover = "You" if viewer == move["p"] else f"{{p{move['p']}}}"
    if "reveal" in move:
        tile = state["tiles"][move["reveal"]]
        expected = f"{mover}: {data.TREASURE_NAME[tile['c']]} tile revealed on {data.ISLAND_NAMES[tile['i']]}"
        assert expected in said and f"{tile['v']} point" in said, f"{label}: {said!r}"
    elif move["card"] == data.DYNAMITE:
        assert f"{mover}: dynamite on the opposing side of {data.ISLAND_NAMES[move['island']]}." in said, label
    else:
        card = data.card_name(move["card"])
        assert f"{mover}: {card} on {data.ISLAND_NAMES[move['island']]}." in said, f"{label}: {said!r}"
