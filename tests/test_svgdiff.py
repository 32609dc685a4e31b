"""Drawing patches (ludoteca.svgdiff): applied as the page applies them, they rebuild the new
drawing exactly — over whole games of every game, through the API as the page calls it."""

import json
import random
import re

import pytest

from ludoteca import svgdiff
from ludoteca.app import Api

from .helpers import game_ids

LEGAL = re.compile(r'<[^>]*class="[^"]*\blegal\b[^"]*"[^>]*>')


@pytest.mark.parametrize("game_id", game_ids())
def test_patches_rebuild_every_drawing_of_a_game(game_id):
    api, rng = Api(), random.Random(7)
    answer = json.loads(api.call("new", json.dumps({"game": game_id, "seed": 3, "seats": [
        {"kind": "human", "name": "You"}, {"kind": "bot", "name": "Bot"}]})))
    page, patched, calls = answer["svg"], 0, 0
    while not answer.get("over") and calls < 400:
        if answer.get("bot_to_act") is not None:
            answer = json.loads(api.call("bot"))
        elif answer.get("forced"):
            answer = json.loads(api.call("forced"))
        else:
            tokens = [re.search(r'data-click="([^"]+)"', tag).group(1)
                      for tag in LEGAL.findall(page) if "data-click" in tag]
            answer = json.loads(api.call("click", json.dumps({"token": rng.choice(tokens)})))
        assert answer["ok"], answer
        assert not ("svg" in answer and "svg_patch" in answer)
        if "svg_patch" in answer:
            page = svgdiff.apply_to_text(page, answer["svg_patch"])
            patched += 1
        elif "svg" in answer:
            page = answer["svg"]
        assert page == api._sent["svg"], f"call {calls}: the page's drawing differs from the engine's"
        calls += 1
    assert answer.get("over") and patched >= calls // 2


def test_small_changes_give_small_patches_and_odd_text_gives_none():
    old = '<svg viewBox="0 0 10 10"><g class="a"><rect x="1"/><text>1</text></g><circle r="2"/></svg>'
    assert svgdiff.diff(old, old) == []
    new = old.replace('class="a"', 'class="a legal"')
    assert svgdiff.diff(old, new) == [["a", [0], '<g class="a legal">']]
    new = old.replace("<text>1</text>", "<text>2</text>")
    assert svgdiff.diff(old, new) == [["r", [0, 1], "<text>2</text>"]]
    added = old.replace('<circle r="2"/>', '<circle r="2"/><circle r="3"/>')
    assert svgdiff.apply_to_text(old, svgdiff.diff(old, added)) == added
    removed = old.replace('<rect x="1"/>', "")
    assert svgdiff.apply_to_text(old, svgdiff.diff(old, removed)) == removed
    assert svgdiff.diff(old, old.replace("0 0 10 10", "0 0 20 20")) is None     # another root
    assert svgdiff.diff(old, old + "<!-- x -->") is None                     # not ours
    assert svgdiff.diff(old, "<svg><g></svg>") is None                       # unbalanced
