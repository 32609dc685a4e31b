"""One package per game; each exposes GAME, its ludoteca.core.Game instance."""
