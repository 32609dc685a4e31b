"""Take-away's components: the pile sizes one may start with, and the most stones a turn takes."""

PILES = (25, 35, 45)
DEFAULT_PILE = 35
MOST = 3
