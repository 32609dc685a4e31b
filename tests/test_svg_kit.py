"""The drawing kit (core/svg.py): escaping is the kit's, the protocol's markup is one shape."""

import xml.etree.ElementTree as ET

from ludoteca.core import i18n
from ludoteca.core.svg import (
    Markup,
    button,
    document,
    el,
    fitted_text,
    group,
    join,
    named,
    num,
    per_language,
    picture,
    rect,
    target,
    text_width,
    wrap,
)


def parse(markup: str) -> ET.Element:
    return ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{markup}</svg>')[0]


def test_text_and_attributes_are_escaped_once():
    hostile = "<script>\"&'</script>"
    out = el("text", hostile, x=1.5, aria_label=hostile, data_info="a\nb")
    node = parse(out)
    assert node.text == hostile
    assert node.get("aria-label") == hostile
    assert node.get("data-info") == "a\nb"  # the line break survives as &#10;
    assert "<script>" not in out
    inner = el("g", out)  # Markup is not escaped again
    assert inner.count("&lt;script") == 2 and "&amp;lt;" not in inner


def test_names_numbers_and_omitted_attributes():
    out = el("rect", x=1.0, y=2.456, class_=("card", "", "legal"), font_size=12, stroke=None, hidden=False)
    assert out == '<rect x="1" y="2.46" class="card legal" font-size="12"/>'
    assert num(3) == "3" and num(0.1 + 0.2) == "0.3"
    assert el("g", None, "", [el("a"), [el("b")]]) == "<g><a/><b/></g>"


def test_a_target_carries_the_protocol():
    node = parse(
        target("card:3", rect(0, 0, 50, 50), legal=True, name="3: play", info="Line 1\nLine 2", classes=("card",))
    )
    assert node.get("data-click") == "card:3" and node.get("class") == "card legal"
    assert node.get("aria-label") == "3: play" and node.get("data-info") == "Line 1\nLine 2"
    assert node[0].tag.endswith("title") and node[0].text == "Line 1\nLine 2"
    assert node[1].get("aria-hidden") == "true"  # shapes are decoration
    idle = parse(target("card:4", legal=False, selected=True))
    assert idle.get("class") == "selected"
    assert parse(target(None, name="A die")).get("role") == "img"
    assert parse(picture("A die", info="6")).get("data-click") is None


def test_groups_and_buttons():
    assert group("Your cards") == ""  # an empty group is left out
    node = parse(group("Your cards", button(0, 0, 80, 46, "Pass", "pass", info="Pass the turn")))
    assert node.get("role") == "group" and node.get("aria-label") == "Your cards"
    assert node[0].get("data-click") == "pass" and node[0].get("aria-label") == "Pass"
    whole = ET.fromstring(document(360, 200, "Board", join(rect(0, 0, 1, 1))))
    assert whole.get("viewBox") == "0 0 360 200" and whole.get("role") == "img"


def test_long_words_are_squeezed_or_wrapped():
    long = "Confirm the whole trail of segments"
    assert 'textLength="100"' not in fitted_text(0, 0, long, 15, 100)  # never below 80 %
    squeezed = parse(fitted_text(0, 0, "Confirm trail", 15, 90))
    assert float(squeezed.get("textLength")) == 90
    assert parse(fitted_text(0, 0, "Pass", 15, 90)).get("textLength") is None
    lines = wrap(long, 13, 120)
    assert len(lines) > 1 and all(text_width(line, 13) <= 120 for line in lines)
    assert " ".join(lines) == long


def test_named_starts_with_what_is_shown_in_each_language():
    assert named("Pass", "pass this round") == "Pass: pass this round"
    assert named("", "Pass this round") == "Pass this round"
    with _lang("fr"):
        assert named("Passer", "passer") == "Passer\u00a0: passer"
    assert isinstance(named("a", "b"), str) and not isinstance(named("a", "b"), Markup)


class _lang:
    def __init__(self, lang):
        self.lang = lang

    def __enter__(self):
        self.before = i18n.current()
        i18n.use(self.lang)

    def __exit__(self, *exc):
        i18n.use(self.before)


def test_an_empty_list_of_classes_writes_no_attribute():
    assert picture(None, classes=()) == "<g/>"
    assert el("g", class_=("", "")) == "<g/>"


def test_a_piece_cached_per_language_is_made_again_in_another_language():
    made = []

    @per_language(8)
    def piece(x):
        made.append(x)
        return named("Pass", f"pass {x}")

    assert piece(1) == piece(1) == "Pass: pass 1" and made == [1]
    with _lang("fr"):
        assert piece(1) == "Pass\u00a0: pass 1"
    assert made == [1, 1] and piece(1) == "Pass: pass 1" and len(made) == 2


def test_a_backdrop_lies_under_everything_and_is_decoration():
    whole = ET.fromstring(document(360, 200, "Board", rect(1, 1, 5, 5, fill="#000"), backdrop="#fff"))
    ground, first = list(whole)
    assert (ground.get("width"), ground.get("height"), ground.get("fill")) == ("360", "200", "#fff")
    assert ground.get("aria-hidden") == "true" and first.get("fill") == "#000"
    assert len(ET.fromstring(document(360, 200, "Board"))) == 0


def test_what_the_last_move_changed_is_marked_for_the_shell():
    moved = ET.fromstring(target("c:3", rect(0, 0, 5, 5), last="moved", piece="card-3"))
    assert moved.get("data-last") == "moved" and moved.get("data-piece") == "card-3"
    assert "last" in moved.get("class", "").split()
    changed = ET.fromstring(picture("A stone", last=True))
    assert changed.get("data-last") == "changed" and "last" in changed.get("class", "").split()
    still = ET.fromstring(target("c:4", legal=True))
    assert still.get("data-last") is None and still.get("data-piece") is None


def test_marks_point_at_targets_and_pieces_only_while_marking():
    from ludoteca.core.svg import marking

    with marking({"c:3": "point", "stone-2": "better"}):
        pointed = ET.fromstring(target("c:3", legal=True))
        better = ET.fromstring(picture("A stone", piece="stone-2"))
        other = ET.fromstring(target("c:4", legal=True))
    assert pointed.get("data-mark") == "point" and "mark-point" in pointed.get("class", "").split()
    assert better.get("data-mark") == "better" and "mark-better" in better.get("class", "").split()
    assert other.get("data-mark") is None
    assert ET.fromstring(target("c:3", legal=True)).get("data-mark") is None
