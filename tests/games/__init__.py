"""Test-only games: each package here is registered by tests/conftest.py (core/registry.py
`register`), so every suite parametrised over the registry runs over it; the site never ships it."""
