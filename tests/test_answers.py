"""Cheap answers (issue 14): a call that goes on with the same table leaves out the heavy
parts of the snapshot the page already has, and says which; the page's copy merged with the
answer equals the full snapshot."""

import json

from ludoteca import svgdiff
from ludoteca.app import HEAVY, Api

SEATS = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "name": "Bot"}]


def call(api, name, payload=None):
    answer = json.loads(api.call(name, json.dumps(payload or {})))
    assert answer["ok"], answer
    return answer


def merged(page_copy, answer):
    """What the page holds after an answer: its copies of what did not change, and its
    drawing patched where the answer sends only the elements that changed."""
    full = dict(answer)
    for key in answer.get("unchanged", ()):
        full[key] = page_copy[key]
    full.pop("unchanged", None)
    if "svg_patch" in full:
        full["svg"] = svgdiff.apply_to_text(page_copy["svg"], full.pop("svg_patch"))
    return full


def test_a_selection_sends_the_drawing_but_not_the_record_or_the_log():
    api = Api()
    snap = call(api, "new", {"game": "yutaka", "seats": SEATS, "seed": 3})
    assert "unchanged" not in snap  # a new table: everything
    # past the opening reveals, to a turn where choosing a card is a selection, not a move
    while not any(t.startswith("card:") for t in api.table.next_tokens()):
        if snap["bot_to_act"] is not None:
            snap = merged(snap, call(api, "bot"))
        else:
            snap = merged(snap, call(api, "click", {"token": api.table.next_tokens()[0]}))
    token = next(t for t in api.table.next_tokens() if t.startswith("card:"))
    answer = call(api, "click", {"token": token})
    assert {"record", "log"} <= set(answer["unchanged"])
    assert "svg_patch" in answer  # the selection is drawn: a patch
    assert len(json.dumps(answer["svg_patch"])) < len(snap["svg"]) / 2
    page = merged(snap, answer)
    full = json.loads(Api.call(api, "snapshot"))  # the full snapshot, for comparison
    full.pop("ok")
    for key in HEAVY:
        assert page[key] == full[key]


def test_answers_merged_by_the_page_equal_full_snapshots_through_a_game():
    api = Api()
    page = call(api, "new", {"game": "kukulkan", "seats": SEATS, "seed": 5})
    left_out = 0
    for _ in range(400):
        if page["over"]:
            break
        if page["forced"]:
            answer = call(api, "forced")
        elif page["bot_to_act"] is not None:
            answer = call(api, "bot")
        else:
            answer = call(api, "click", {"token": api.table.next_tokens()[0]})
        left_out += len(answer.get("unchanged", ()))
        page = merged(page, answer)
        full = json.loads(api.call("snapshot"))
        for key in HEAVY:
            assert page[key] == full[key], key
    assert page["over"] and left_out > 0


def test_another_table_always_gets_everything():
    api = Api()
    call(api, "new", {"game": "yucata", "seats": SEATS, "seed": 1})
    second = call(api, "new", {"game": "yucata", "seats": SEATS, "seed": 1})
    assert "unchanged" not in second
    assert "unchanged" not in call(api, "replay", {"record": second["record"], "seats": SEATS, "at": 0})
    # after a replay the next answer for the game is whole again (the page showed the replay)
    assert "unchanged" not in call(api, "cancel")
