"""core/svgtext.py: the texts of a clickable element are kept apart, nothing else changes."""

from ludoteca.core.svgtext import SEPARATOR, spaced


def test_texts_inside_a_target_end_with_the_separator_and_nothing_else_changes():
    drawing = (
        '<svg><g data-click="card:1"><text>1</text><g><text>takes <tspan>nothing</tspan></text></g></g>'
        "<text>outside</text></svg>"
    )
    assert spaced(drawing) == (
        f'<svg><g data-click="card:1"><text>1{SEPARATOR}</text><g><text>takes '
        f"<tspan>nothing</tspan>{SEPARATOR}</text></g></g><text>outside</text></svg>"
    )


def test_an_empty_text_stays_empty():
    # A text holding only the separator got a box far off its card in WebKit: the card's
    # bounds then covered the board, and a click at its centre hit a tile.
    drawing = '<svg><g data-click="card:X"><text x="1"></text><text> </text><text>dynamite</text></g></svg>'
    assert spaced(drawing) == (
        f'<svg><g data-click="card:X"><text x="1"></text><text> </text><text>dynamite{SEPARATOR}</text></g></svg>'
    )


def test_a_clickable_text_itself_and_a_target_inside_a_target():
    drawing = (
        '<svg><text data-click="a">A</text><rect data-click="b"/><g data-click="c"><text>C</text>'
        '<g data-click="d"><text>D</text></g></g><text>E</text></svg>'
    )
    assert spaced(drawing) == (
        f'<svg><text data-click="a">A{SEPARATOR}</text><rect data-click="b"/>'
        f'<g data-click="c"><text>C{SEPARATOR}</text><g data-click="d"><text>D{SEPARATOR}'
        "</text></g></g><text>E</text></svg>"
    )
