"""The thin browser bridge: the only module of ludoteca that imports PyScript's modules.

It runs in the engine's web worker (assets/engine.py) and publishes `call(name, json) -> json`
(see ludoteca.app) for the page to await — as its very last step, so the page never calls
before the engine listens. The worker never touches `window` or `document`, which is what
lets PyScript run it without SharedArrayBuffer or special headers.
"""

from polyscript import xworker

from .app import Api


def start() -> None:
    xworker.sync.call = Api().call
