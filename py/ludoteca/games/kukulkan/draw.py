from .data import BLOCKS

def block_name(block: int) -> str:
    b = BLOCKS[block]
    return f"block {b.label}" if b.label else f"block {block}"
