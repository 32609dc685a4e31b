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
    answer = json.loads(
        api.call(
            "new",
            json.dumps(
                {
                    "game": game_id,
                    "seed": 3,
                    "seats": [{"kind": "human", "name": "You"}, {"kind": "bot", "name": "Bot"}],
                }
            ),
        )
    )
    page, patched, calls = answer["svg"], 0, 0
    while not answer.get("over") and calls < 400:
        if answer.get("bot_to_act") is not None:
            answer = json.loads(api.call("bot"))
        elif answer.get("forced"):
            answer = json.loads(api.call("forced"))
        else:
            tokens = [
                re.search(r'data-click="([^"]+)"', tag).group(1) for tag in LEGAL.findall(page) if "data-click" in tag
            ]
            answer = json.loads(api.call("click", json.dumps({"token": rng.choice(tokens)})))
        assert answer["ok"], answer
        assert not ("svg" in answer and "svg_patch" in answer)
        if "svg_patch" in answer:
            page = svgdiff.apply_to_text(page, answer["svg_patch"])
            patched += 1
            # read in parts as if read whole: the next click's diff starts from it
            assert _shape(svgdiff._recent[page]) == _shape(svgdiff._parse(page))
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
    assert svgdiff.diff(old, old.replace("0 0 10 10", "0 0 20 20")) is None  # another root
    assert svgdiff.diff(old, old + "<!-- x -->") is None  # not ours
    assert svgdiff.diff(old, "<svg><g></svg>") is None  # unbalanced


def test_a_changed_element_that_became_two_is_read_whole():
    # Read in parts, "<g><x/></g><g><y/></g>" starts and ends like one <g>: its inside
    # "<x/></g><g><y/>" is not a sequence of elements, so it is read whole.
    old = "<svg><g><x/><y/></g><c/></svg>"
    new = "<svg><g><x/></g><g><y/></g><c/></svg>"
    assert svgdiff.apply_to_text(old, svgdiff.diff(old, new)) == new
    assert svgdiff.diff(new, old) is not None and svgdiff.apply_to_text(new, svgdiff.diff(new, old)) == old


def _random_element(rng, depth):
    name = rng.choice(["g", "rect", "circle", "text", "path"])
    attributes = "".join(f' {k}="{rng.randrange(4)}"' for k in rng.sample("abcd", rng.randrange(3)))
    if name == "text":
        return f"<text{attributes}>{rng.choice(['1', 'two', '&lt;3'])}</text>"
    if depth == 0 or rng.random() < 0.3:
        return f"<{name}{attributes}/>"
    gap = rng.choice(["", "", "\n"])
    return (
        f"<{name}{attributes}>"
        + gap.join(_random_element(rng, depth - 1) for _ in range(rng.randrange(5)))
        + f"</{name}>"
    )


def _mutated(svg, rng):
    """`svg` with a few of its elements changed, removed, doubled or wrapped."""
    for _ in range(rng.randrange(1, 4)):
        tags = list(re.finditer(r"<(rect|circle|g|path|text)\b[^<>]*>", svg))
        if not tags:
            break
        m = rng.choice(tags)
        end = m.end()
        if not m.group().endswith("/>"):  # the element's end: read from its start
            depth = 0
            for t in re.finditer(r"<[^<>]*>", svg[m.start() :]):
                tag = t.group()
                depth += -1 if tag.startswith("</") else (0 if tag.endswith("/>") else 1)
                if depth == 0:
                    end = m.start() + t.end()
                    break
        element = svg[m.start() : end]
        replacement = rng.choice(
            [
                "",
                element + element,
                f"<g>{element}</g>",
                _random_element(rng, 2),
                element.replace('="', '="9', 1),
                element.replace("><", "><rect/><", 1),
            ]
        )
        svg = svg[: m.start()] + replacement + svg[end:]
    return svg


def _shape(tree):
    offset, element = tree
    return (
        offset,
        element.open,
        element.tag_len,
        element.length,
        element.has_text,
        [_shape(child) for child in element.children],
    )


def _tight(svg):
    return re.sub(r">\s+<", "><", svg)


def test_random_edits_are_patched_exactly_and_each_new_drawing_is_read_right():
    # Chains of edits: each diff reads the previous drawing from what the last diff kept of it
    # (elements shared between the two trees), so a wrong offset there shows in the next one.
    rng = random.Random(11)
    for _ in range(150):
        svg = '<svg viewBox="0 0 9 9">' + "".join(_random_element(rng, 3) for _ in range(4)) + "</svg>"
        for _step in range(6):
            new = _mutated(svg, rng)
            patches = svgdiff.diff(svg, new, max_share=10)
            whole = svgdiff._parse(new) is None
            assert (patches is None) == whole, (svg, new)
            if patches is not None:  # (the page keeps no whitespace between elements apart)
                assert _tight(svgdiff.apply_to_text(svg, patches)) == _tight(new), (svg, new, patches)
                # what the next diff reads the new drawing by: as if read whole
                assert _shape(svgdiff._recent[new]) == _shape(svgdiff._parse(new)), (svg, new)
            svg = new if not whole else svg
