"""core/svgtext.py: the texts of a clickable element are kept apart, nothing else changes."""

from ludoteca.core.svgtext import SEPARATOR, spaced


def test_texts_inside_a_target_end_with_the_separator_and_nothing_else_changes():
    drawing = ('<svg><g data-click="card:1"><text>1</text><g><text>takes <tspan>nothing</tspan></text></g></g>'
               '<text>outside</text></svg>')
    assert spaced(drawing) == (f'<svg><g data-click="card:1"><text>1{SEPARATOR}</text><g><text>takes '
                               f'<tspan>nothing</tspan>{SEPARATOR}</text></g></g><text>outside</text></svg>')


def test_an_empty_text_stays_empty():
    # A text holding only the separator got a box far off its card in WebKit: the card's
    # bounds then covered the board, and a click at its centre hit a tile.
    drawing = '<svg><g data-click="card:X"><text x="1"></text><text> </text><text>dynamite</text></g></svg>'
    assert spaced(drawing) == ('<svg><g data-click="card:X"><text x="1"></text><text> </text>'
                               f'<text>dynamite{SEPARATOR}</text></g></svg>')
