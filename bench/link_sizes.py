"""Size of a game link (core/link.py) for complete games of every game at its most players,
played as a link game (chance drawn fresh and recorded, as with friends by link): by bots and
by random legal moves (random play can last much longer: Kukulkán's passes), the median and
the largest link per game, what the fresh chance adds, and the largest inflated contents —
against the bounds: 2,000 characters per complete game (chat apps and some browsers cut longer
URLs) and the link reader's limits. Then the time to refuse the worst crafted links.
Usage: python bench/link_sizes.py [games per kind, 20]."""

import base64
import pathlib
import random
import statistics
import sys
import time
import zlib

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from ludoteca.core import BadLink, all_games, decode_link, encode_link, new_record  # noqa: E402
from ludoteca.core import link as L  # noqa: E402
from ludoteca.table import Table  # noqa: E402

BOUND = 2000


def complete_game(game, seed: int, policy: str) -> Table:
    n = game.max_players
    table = Table(
        new_record(game.id, {"players": n}, seed), [{"kind": "bot", "name": f"Player {i + 1}"} for i in range(n)]
    )
    table.draw_chance_fresh()  # as in a game with a friend by link
    rng = random.Random(seed)
    while not game.is_over(table.state):
        if policy == "bot":
            table.bot_step()
        else:
            player = game.to_act(table.state)[0]
            table.play(game.random_move(table.state, player, rng))
    return table


def inflated_size(text: str) -> int:
    blob = base64.urlsafe_b64decode(text[3:] + "=" * (-len(text[3:]) % 4))
    return len(zlib.decompress(blob[4:], -15))


def craft(data: bytes) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    blob = zlib.crc32(data).to_bytes(4, "big") + packer.compress(data) + packer.flush()
    return "L2." + base64.urlsafe_b64encode(blob).decode().rstrip("=")


def refusal_ms(text: str) -> float:
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        try:
            decode_link(text)
        except BadLink:
            pass
        best = min(best, time.perf_counter() - start)
    return best * 1000


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    over = []
    for game in all_games():
        for policy in ("bot", "random"):
            sizes, chance, inflated = [], [], []
            for seed in range(games):
                table = complete_game(game, seed, policy)
                text = table.link(0)
                sizes.append(len(text))
                inflated.append(inflated_size(text))
                without = {k: v for k, v in table.record.items() if k != "chance"}
                chance.append(sizes[-1] - len(encode_link({"record": without, "seats": table.seats, "for": 0})))
            over += [f"{game.name} ({policy})"] if max(sizes) > BOUND else []
            print(
                f"{game.name:12} ({game.max_players} players, {games} complete {policy} games): "
                f"link median {statistics.median(sizes):.0f} characters, largest {max(sizes)}; "
                f"fresh chance adds {statistics.median(chance):.0f} (median); "
                f"inflated at most {max(inflated):,} bytes"
            )
    print(f"Bound {BOUND} characters: " + (f"exceeded by {', '.join(over)}" if over else "every game fits"))
    print(
        f"Limits: text {L.MAX_LINK_CHARS:,} characters, inflated {L.MAX_INFLATED_BYTES:,} bytes, "
        f"{L.MAX_LINK_NODES:,} JSON values, depth {L.MAX_LINK_DEPTH}"
    )
    worst = {
        "8 MB of blanks": craft(b" " * (64 * L.MAX_INFLATED_BYTES)),
        "128 kB of values": craft(b"[" + b"0," * (L.MAX_INFLATED_BYTES // 2 - 2) + b"0]"),
        "nesting 60,000 deep": craft(b"[" * 60_000 + b"]" * 60_000),
        "40,000 packed moves": craft(b'{"record":{"game":"kukulkan","moves":"' + b"0x " * 40_000 + b'"}}'),
        "NaN in a record": craft(b'{"record":{"seed":NaN}}'),
    }
    for name, text in worst.items():
        print(f"Refusing a crafted link ({name}, {len(text):,} characters): {refusal_ms(text):.1f} ms")


if __name__ == "__main__":
    main()
