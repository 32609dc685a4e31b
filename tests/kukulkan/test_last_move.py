"""Every move is seen (issue 29): after every move, by any seat, each viewer's drawing marks what
it changed (data-last) on both screens; a round's end is a banner and, in words, what everyone
did; the log says where a trail went; a tap on a block shows the block, not a trail; the
others' sheets are read in names and numbers; the rules end with what a player needs."""

import random
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core.i18n import render
from ludoteca.core.svg import text_width
from ludoteca.games.kukulkan import data, words
from ludoteca.games.kukulkan.rules import GAME

from .test_draw import SVG, hit_box, legal_targets

LAST_KINDS = {"placed", "moved", "taken", "revealed", "drawn", "round", "changed"}


def game_moves(players: int, seed: int, head: int = 40, tail: int = 6):
    """(state before, move, state after) of a seeded random game: its first `head` moves and
    its last `tail` ones (random games run long; their middle adds nothing here)."""
    rng = random.Random(seed)
    state = GAME.setup({"players": players}, seed)
    steps = []
    while not GAME.is_over(state):
        p = rng.choice(GAME.to_act(state))
        move = GAME.random_move(state, p, rng)
        after = GAME.apply(state, move)
        steps.append((state, move, after))
        state = after
    return steps[:head] + steps[max(head, len(steps) - tail) :]


GAMES = [(1, 3), (2, 8), (4, 5)]


def drawings(state, viewer, screen, path=()):
    nxt = GAME.next_clicks(state, viewer, list(path)) if viewer is not None else []
    out = GAME.render(GAME.view(state, viewer), {"path": list(path), "next": nxt, "screen": screen})
    return out, ET.fromstring(out["svg"]), {p["title"]: ET.fromstring(p["svg"]) for p in out.get("panels", [])}


def marked(root):
    return [e for e in root.iter() if e.get("data-last")]


def pieces(root):
    return [e.get("data-piece") for e in root.iter() if e.get("data-piece")]


def words_of(root) -> str:
    return "\n".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))


@pytest.mark.parametrize("players, seed", GAMES)
def test_every_move_is_marked_for_every_viewer_on_both_screens(players, seed):
    checked = 0
    for _before, _move, state in game_moves(players, seed):
        for viewer in [None, *range(players)]:
            for screen in ("wide", "phone"):
                out, root, panels = drawings(state, viewer, screen)
                news = marked(root)
                assert news, (screen, viewer, GAME.view(state, viewer)["latest"])
                assert {e.get("data-last") for e in news} <= LAST_KINDS
                assert all("last" in e.get("class", "").split() for e in news)
                for drawing in [root, *panels.values()]:
                    ids = pieces(drawing)
                    assert len(ids) == len(set(ids)), ids
                if screen == "phone":
                    assert marked(panels["Sheets"]), (viewer, GAME.view(state, viewer)["latest"])
                checked += 1
    assert checked > 40 * (players + 1)


def test_a_sheet_and_the_die_keep_their_piece_ids_from_drawing_to_drawing():
    state = GAME.setup({"players": 3}, 2)
    _, before, _ = drawings(state, 0, "wide")
    state = GAME.apply(state, GAME.random_move(state, 1, random.Random(1)))
    _, after, _ = drawings(state, 0, "wide")
    assert set(pieces(before)) == set(pieces(after)) == {"die", "sheet-0", "sheet-1", "sheet-2"}
    # the sheet a player looks at is the same piece as its small copy on another player's desk
    _, other, _ = drawings(state, 1, "wide")
    assert set(pieces(other)) == {"die", "sheet-0", "sheet-1", "sheet-2"}


def resolving_moves(players, seed):
    return [(b, m, a) for b, m, a in game_moves(players, seed, head=60, tail=0) if a["round"] > b["round"]]


def test_a_round_s_end_is_a_banner_and_everyone_s_action_in_words_on_both_screens():
    seen = 0
    for _before, _move, state in resolving_moves(3, 11):
        for viewer in (None, 0, 2):
            view = GAME.view(state, viewer)
            for screen in ("wide", "phone"):
                _, root, panels = drawings(state, viewer, screen)
                kinds = {e.get("data-last") for e in marked(root)}
                assert "round" in kinds and "revealed" in kinds  # the banner and the new roll
                text = words_of(root)
                assert f"Round {state['round']}" in text
                for p in range(3):
                    action = words.action_words(state["sheets"][p], state["last"][p])
                    assert action and action.split()[0] in text  # "drew", "wrote", "crossed", "passed"
                    if screen == "wide" and p != (viewer or 0):  # on their small sheet, whole
                        mini = next(g for g in root.iter() if g.get("data-piece") == f"sheet-{p}")
                        lines = words_of(mini).split("\n")  # name, points, status, the action (1–2 lines)
                        assert action in (lines[3], f"{lines[3]} {lines[4]}"), (action, lines[:5])
                if screen == "phone":  # the report: a line for each player, marked
                    lines = [e for e in marked(root) if e.tag == f"{SVG}text"]
                    assert len(lines) >= 3, [("".join(e.itertext())) for e in lines]
                    assert "Round" in words_of(root) and view["round"] >= 2
                seen += 1
    assert seen > 30


def test_a_choice_made_is_marked_where_it_shows_and_nothing_else_is():
    state = GAME.setup({"players": 3}, 6)
    rng = random.Random(2)
    state = GAME.apply(state, GAME.random_move(state, 1, rng))
    for viewer in (0, 2, None):
        _, root, panels = drawings(state, viewer, "wide")
        news = marked(root)
        assert news and all("chosen" in "".join(e.itertext()) for e in news), [e.attrib for e in news]
        mini = next(g for g in root.iter() if g.get("data-piece") == "sheet-1")
        assert marked(mini)
    # the chooser sees their own choice marked on their sheet (or their ✓ when they passed)
    _, root, _ = drawings(state, 1, "wide")
    assert {e.get("data-last") for e in marked(root)} <= {"placed", "changed"} and marked(root)
    assert GAME.view(state, 0)["latest"] == {"kind": "chose", "p": 1}
    # nothing of what was chosen shows to the others: the view keeps it secret
    assert GAME.view(state, 0)["own_pending"] is None


def test_the_log_says_where_a_trail_went_in_names_found_on_the_sheet():
    names = {words.block_mark(b) for b in range(len(data.BLOCKS))}
    draws = 0
    for _before, move, state in game_moves(2, 4, head=80, tail=0):
        if move["act"] != "draw" or state["round"] == _before["round"]:
            continue
        entries = [e for e in state["log"] if e.get("m", "").startswith("{p} draws")]
        text = render(entries[-1], GAME.texts, lambda i: f"P{i}")
        assert "along" in text and ("block" in text), text
        draws += 1
    assert draws > 5
    assert names >= {"A", "B", "C", "D", "base 5", "◆1"}


def test_a_block_tap_shows_the_block_and_a_trail_starts_at_draw():
    checked = 0
    for players, seed in GAMES:
        for before, move, _after in game_moves(players, seed, head=30, tail=0):
            p = move["p"]
            for screen in ("wide", "phone"):
                _, root, _ = drawings(before, p, screen)
                targets = legal_targets(root)
                assert not [t for t in targets if t.get("data-click", "").startswith("v:")]
                # the middle of every block is the block's (its details), or the block's own move
                for block in (e for e in root.iter() if "block" in e.get("class", "").split()):
                    stone = block.find(f"{SVG}rect")
                    x, y = float(stone.get("x")), float(stone.get("y"))
                    cx, cy = x + float(stone.get("width")) / 2, y + float(stone.get("height")) / 2
                    assert block.get("data-info")
                    for t in targets:
                        if t is block:
                            continue
                        x0, y0, x1, y1 = hit_box(t)
                        assert not (x0 < cx < x1 and y0 < cy < y1), (t.get("data-click"), cx, cy)
                if move["act"] == "draw":  # after Draw, the dots are the targets
                    path = GAME.move_path(move)
                    start = path.index("draw") + 1
                    _, root, _ = drawings(before, p, screen, path[:start])
                    dots = {t.get("data-click") for t in legal_targets(root)}
                    assert path[start] in dots and all(d.startswith("v:") or d == "draw" for d in dots)
                    checked += 1
    assert checked > 20


def test_the_others_sheets_read_in_names_and_numbers():
    for _before, _move, state in resolving_moves(4, 7)[8:12]:
        for screen in ("wide", "phone"):
            _, root, panels = drawings(state, 0, screen)
            place = root if screen == "wide" else panels["Sheets"]
            for p in (1, 2, 3):
                mini = next(g for g in place.iter() if g.get("data-piece") == f"sheet-{p}")
                text = words_of(mini)
                assert f"{{p{p}}}" in text and f"{state['sheets'][p] and GAME.view(state, 0)['scores'][p]} pt" in text
                written = [v for v in state["sheets"][p]["values"] if v is not None]
                shown = text.split("\n")
                assert all(str(v) in shown or f"{v}=" in shown for v in written)
                assert {"A", "B", "C", "D"} <= set(shown)  # the letters the log and the words use
                # the action words fit their sheet (the kit's estimate, squeezed at most to 80 %)
                box = float(mini.find(f"{SVG}rect").get("width"))
                for t in mini.iter(f"{SVG}text"):
                    size = float(t.get("font-size"))
                    if t.get("x") and float(t.get("x")) > float(mini.find(f"{SVG}rect").get("x")) + 4:
                        width = float(t.get("textLength") or text_width("".join(t.itertext()), size))
                        assert width <= box - 12 or t.get("text-anchor") == "end", "".join(t.itertext())


def test_the_rules_end_with_what_a_player_needs():
    rules = GAME.rules_html()
    assert "rules notes" not in rules and "project" not in rules
    assert rules.rstrip().endswith("</p>") and "Score" in rules.split("<p>")[-1]
    assert "Draw" in rules
