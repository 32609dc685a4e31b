"""Take-away's board on the drawing kit (core/svg.py): its pieces — the pile, a choice of how
many stones to take, a player's tally — and its two layouts, a desk ("wide") and a phone
(PHONE_W units wide, every choice at least MIN_TARGET across). The kit writes the protocol's
markup (targets, groups, pictures) and does all the escaping."""

from __future__ import annotations

from ludoteca.core.i18n import number
from ludoteca.core.svg import (
    MIN_TARGET,
    PHONE_W,
    Markup,
    circle,
    document,
    drawn,
    el,
    fitted_text,
    group,
    named,
    picture,
    rect,
    seat_colours,
    target,
    text,
)

from .data import MOST
from .texts import _, ngettext, prompt, stones

SEAT_COLOURS = ("#1f5fa8", "#b3261e")
STONE = "#6b5b4b"
GAP = 10  # between two take choices


def rules_html() -> str:
    return el("p", _("Take one, two or three stones from the pile in turn; who takes the last stone wins."))


# ---------------------------------------------------------------- pieces


def last_mover(view: dict) -> int | None:
    """The seat whose move was the latest (its log entry says so), None before the first."""
    return view["log"][-1]["who"] if view["log"] else None


def pile(count: int, x: float, y: float, per_row: int, step: float, taken: bool = False) -> Markup:
    """The stones left, in rows from (x, y): a picture heard as how many there are; `taken`:
    the latest move took stones from it."""
    rows = -(-max(count, 1) // per_row)
    name = _("The pile: {stones}").format(stones=stones(count))
    return picture(
        name,
        rect(x - step / 2, y - step / 2, step * per_row, step * rows, rx=10, fill="#efe6d2"),
        (circle(x + step * (k % per_row), y + step * (k // per_row), step / 2 - 2, fill=STONE) for k in range(count)),
        info=name,
        last="taken" if taken else False,
        piece="pile",
    )


def take_choice(take: int, legal: bool, x: float, y: float, size: float) -> Markup:
    """A square target that takes `take` stones: the stones it takes, above its words."""
    shown = _("Take {n}").format(n=number(take))
    info = ngettext("Take {n} stone from the pile.", "Take {n} stones from the pile.", take).format(n=number(take))
    r = size / 10
    first = x + size / 2 - (take - 1) * 1.5 * r
    return target(
        f"take:{take}",
        rect(x, y, size, size, rx=8, fill="#f2ead8", stroke=STONE),
        (circle(first + 3 * r * k, y + size * 0.35, r, fill=STONE) for k in range(take)),
        fitted_text(x + size / 2, y + size * 0.8, shown, max(13, size // 6), size - 8, text_anchor="middle"),
        legal=legal,
        name=named(shown, info),
        info=info,
        classes=("button",),
    )


def take_choices(ui: dict, x: float, y: float, size: float) -> Markup:
    """The choices side by side, in a group the reader hears them in."""
    return group(
        _("Take stones"),
        (
            take_choice(take, f"take:{take}" in ui["next"], x + (take - 1) * (size + GAP), y, size)
            for take in range(1, MOST + 1)
        ),
    )


def tally(view: dict, p: int, x: float, y: float) -> Markup:
    """How many stones seat p has taken, in their colour; the viewer is "You"."""
    who = _("You") if p == view["viewer"] else f"{{p{p}}}"
    line = _("{name}: {stones} taken").format(name=who, stones=stones(view["taken"][p]))
    changed = "changed" if p == last_mover(view) else False
    return picture(line, text(x, y, line, 16, text_anchor="middle", fill=SEAT_COLOURS[p]), info=line, last=changed)


# ---------------------------------------------------------------- layouts


def desk(view: dict, ui: dict) -> Markup:
    """A 600 × 320 overview: the pile on the left, the choices and the tallies on the right."""
    return document(
        600,
        320,
        _("Take-away table"),
        pile(view["pile"], 40, 40, 7, 40, last_mover(view) is not None),
        take_choices(ui, 330, 40, 80),
        (tally(view, p, 460, 170 + 26 * p) for p in range(2)),
    )


def phone(view: dict, ui: dict) -> Markup:
    """The choices first and two fingers wide, the tallies, then the pile."""
    size = 2 * MIN_TARGET
    left = (PHONE_W - MOST * size - (MOST - 1) * GAP) / 2
    return document(
        PHONE_W,
        400,
        _("Take-away table"),
        take_choices(ui, left, 20, size),
        (tally(view, p, PHONE_W / 2, 150 + 26 * p) for p in range(2)),
        pile(view["pile"], 36, 230, 9, 36, last_mover(view) is not None),
    )


def render(view: dict, ui: dict) -> dict:
    svg = phone(view, ui) if ui["screen"] == "phone" else desk(view, ui)
    return drawn(svg, prompt(view), seat_colours(SEAT_COLOURS, 2))
