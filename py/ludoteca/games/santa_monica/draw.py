"""Santa Monica's table as SVG, drawn from a view (never the state) on the drawing kit
(core/svg.py): the desk and the phone (layouts.py) lay out the pieces of pieces.py, card
faces and symbols are in faces.py, the words a player reads in words.py. Every card, tile,
action, objective and person carries its full text in data-info; clickable elements carry the
tokens of turn.py and an accessible name saying what a click does; player names are "{pN}".
The turn in progress is previewed: turn.Turn replays the pending clicks, so the drawing shows
what "ok" would commit.
"""

from __future__ import annotations

from ludoteca.core.i18n import PRESS_SLOTS
from ludoteca.core.svg import drawn, seat_colours

from . import layouts
from .content import CARDS
from .pieces import SEAT_COLOURS, sheet
from .texts import N_, NN_, _, name_slot, ngettext
from .turn import Refused, Turn
from .words import dollar_step_words, dollar_text, objective_text, removals_words

# dollar_text, objective_text: the description (describe.py) reads them through the wiring
__all__ = ["RULES_HTML", "SEAT_COLOURS", "dollar_text", "objective_text", "prompt", "render", "rules_html"]


def turn_in_progress(view: dict, ui: dict) -> Turn | None:
    """The viewer's turn with the pending clicks applied (None when it is not their turn)."""
    me = view["viewer"]
    if me is None or me not in view["to_act"] or view["phase"] not in ("turn", "final") or view["over"]:
        return None
    turn = Turn(view, me, final=view["phase"] == "final")
    try:
        for token in ui.get("path", []):
            turn.feed(token)
    except Refused:
        pass
    return turn


MOVE_PROMPT = {
    "L": NN_(
        "Move the local: {tap} a highlighted space (1 step); step back to choose another.",
        "Move the local: {tap} a highlighted space (up to {n} steps); step back to choose another.",
    ),
    "T": NN_(
        "Move the tourist: {tap} a highlighted space (1 step); step back to choose another.",
        "Move the tourist: {tap} a highlighted space (up to {n} steps); step back to choose another.",
    ),
    "V": NN_(
        "Move the VIP: {tap} a highlighted space (1 step); step back to choose another.",
        "Move the VIP: {tap} a highlighted space (up to {n} steps); step back to choose another.",
    ),
}


PLACING_PROMPT = {
    ("beach", False, False): N_("Place the card on a green space of your beach row (top). Step back to choose again."),
    ("beach", False, True): N_(
        "Place the card on a green space of your beach row (top), or {tap} the other card to place it first."
    ),
    ("beach", True, False): N_(
        "Place the card on a green space of your beach column (left). Step back to choose again."
    ),
    ("beach", True, True): N_(
        "Place the card on a green space of your beach column (left), or {tap} the other card to place it first."
    ),
    ("street", False, False): N_(
        "Place the card on a green space of your street row (bottom). Step back to choose again."
    ),
    ("street", False, True): N_(
        "Place the card on a green space of your street row (bottom), or {tap} the other card to place it first."
    ),
    ("street", True, False): N_(
        "Place the card on a green space of your street column (right). Step back to choose again."
    ),
    ("street", True, True): N_(
        "Place the card on a green space of your street column (right), or {tap} the other card to place it first."
    ),
}


def placing_prompt(card: int, two: bool, phone: bool) -> str:
    """Placing `card`; `two` when the other card taken (a sand dollar action takes two) may be
    placed first instead. The board's heading names the card (words.place_words): the bar's
    three lines at a desk hold where it goes and what else may be done, not the names too."""
    row = "beach" if CARDS[card].row == "B" else "street"
    return _(PLACING_PROMPT[row, phone, two]).format(**PRESS_SLOTS)


def move_prompt(kind: str, steps: int) -> str:
    """Moving a person of `kind` (L, T, V) up to `steps` steps."""
    return ngettext(*MOVE_PROMPT[kind], steps).format(n=steps, **PRESS_SLOTS)


def cards_done_prompt(gained: int, arrived: int, removals: int, moves: bool) -> str:
    """Once the turn's cards are in place: what they brought (sand dollars, new people), who may
    go home, what is left to do (`moves`: someone may still move). With people to send home
    (Curfew) what the cards brought is left to the board, which shows it, and to the log: all of
    it is more than the bar's three lines hold at a desk in German or French."""
    parts = []
    if gained and not removals:
        parts.append(ngettext("You gain {n} sand dollar.", "You gain {n} sand dollars.", gained).format(n=gained))
    if arrived and not removals:
        arrive = ngettext("{n} new person arrives in your city.", "{n} new people arrive in your city.", arrived)
        parts.append(arrive.format(n=arrived))
    if removals:
        parts.append(removals_words(removals, phone=False))  # ("(✕)": the ✕ drawn on each person)
    last = _("{Tap} a person to move them (optional), then confirm.") if moves else _("Confirm your turn.")
    return " ".join([*parts, last.format(**PRESS_SLOTS)])


def prompt(view: dict, ui: dict) -> str:
    me = view["viewer"]
    if view["over"]:
        return _("The game is over: see the scorepad.")
    if me is None or me not in view["to_act"]:
        return _("Waiting for {name}.").format(name=name_slot(view["current"]))
    phase = view["phase"]
    if phase == "tile":
        return _("Choose your starting tile (players choose in reverse turn order).")
    if phase == "truck":
        return _("You are last in turn order: place the food truck under a column of the display.")
    turn = turn_in_progress(view, ui)
    assert turn is not None  # the viewer's turn in the phase "turn" or "final": the others returned above
    if turn.stage == "choose" and view["ending"]:
        return _("Last round! Take a card from the front row, or use a sand dollar action.")
    if turn.stage == "choose":
        return _("Your turn: take a card from the front row, or use a sand dollar action.")
    if turn.stage == "dollar":
        assert turn.dollar is not None  # the stage "dollar": one is paid for
        return dollar_step_words(turn.dollar, bool(turn.picked))
    if turn.stage == "place":
        card = turn._to_place()
        return placing_prompt(card, any(c != card for c in turn.pending), ui.get("screen") == "phone")
    if turn.stage == "swap":
        return _("Swap two feature cards of the same row (people and footprints travel with them), or choose no swap.")
    if turn.stage == "luck":
        return _("Lucky day! The card was above both the food truck and the foodie: choose your reward.")
    if turn.person is not None:
        person = turn.person_by_id(turn.person)
        return move_prompt(person["kind"], turn.steps_for(person))
    moves = any(t.startswith("m:") for t in ui.get("next", []))
    if phase == "final" and not moves:
        return _("Final movement: confirm.")
    if phase == "final":
        return _(
            "Final movement: {tap} a person, then where they go (locals up to 3 steps, tourists "
            "and VIPs 1). Confirm when done."
        )
    return cards_done_prompt(turn.gained, turn.arrived, turn.removals, moves)


RULES_HTML = N_("""<h3>Santa Monica — the rules in short</h3>
<p>Build the finest stretch of coast: beach cards in your top row, street cards in your bottom row,
around your two-space starting tile. The game ends at the end of the round in which someone places
their 14th feature card.</p>
<ol>
<li><b>Take a card</b> from the front row of the display (the back row shows what slides forward).
The card above the <b>food truck</b> gives 1 sand dollar, above the <b>foodie</b> lets you move one
person one step; above both it is a <b>lucky day</b>: one of each, or one of them doubled. The
rewarding marker then moves one column right (both: only the food truck, two columns).
Or instead pay for one <b>sand dollar action</b> (no marker reward then).</li>
<li><b>Place</b> it in its row, next to a card or your starting tile by a side.</li>
<li><b>Placement actions</b> (a card's "Place:" line): sand dollars and new people (locals, tourists —
mandatory, on that card) come first; then the optional moves: up to N different people of a kind, up
to D steps each, one card = one step, the starting tile two spaces; only onto cards. The grey
"anyone" figure means a move that takes anyone, VIPs too. A VIP leaves a footprint on every card it
walks onto or through that shows a tag it likes (one per card).</li>
<li>The display refills: empty front slots take the card behind, then the deck fills the gaps.</li>
</ol>
<p><b>Final movement</b>: every local may walk up to 3 steps, every tourist and VIP 1 step.
<b>Scoring</b> (a card's "Scores:" line): each card's ability (adjacency once; chains of connected
symbols; unspent sand dollars; activity rings filled with exactly the people shown — the best
placement into rings is computed for you, ✓ marks a ring that is filled), footprints (your starting
tile's rule), and the objective tile's three lines. Ties: most sand dollars left, then the longest
chain, then shared.</p>
<p><b>Symbols</b>: tags are pictograms — a house (local spot), a star (tourist attraction), a bag
(shop), a ball (sports), a tree (nature), a wave (waves); people are figures — teal (local), pink with
a sun hat (tourist), gold with a crown (VIP). The legend is under the board (on a phone: its own tab).</p>
<p><b>How to click</b>: click a front card, then a green space. Then click a person and a highlighted
space to move them; buttons choose which move action you use. Step back undoes your last click;
nothing counts until you confirm the turn. Tap or hover anything for its full text.</p>
<p>Every card, starting tile and sand dollar action is our own design, made for this site; only the
kinds of pieces and symbols follow the printed game.</p>""")


def rules_html() -> str:
    """The rules summary in the current language."""
    return _(RULES_HTML)


def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    turn, nxt = turn_in_progress(view, ui), set(ui.get("next", []))
    # whose city is drawn large: the viewer's, else the current player's (the first at the end)
    shown = view["viewer"] if view["viewer"] is not None else 0 if view["over"] else view["current"]
    colours = seat_colours(SEAT_COLOURS, len(view["cities"]))
    if ui.get("screen") == "phone":
        title, main, panels = layouts.phone(view, turn, nxt, shown, bool(ui.get("touch")))
        return drawn(main, prompt(view, ui), colours, panels, title)
    return drawn(sheet(layouts.desk(view, turn, nxt, shown), 952, 670), prompt(view, ui), colours)
