"""The thin browser bridge: the only module of ludoteca that imports pyodide/pyscript.

It publishes `window.ludotecaCall(name, json) -> json` (see ludoteca.app) and then
announces readiness — as the very last step, so the page never clicks before Python listens.
"""

from pyodide.ffi import create_proxy
from pyscript import window

from .app import Api

_api = Api()
_keep = []   # proxies must outlive this module's start()


def start() -> None:
    call = create_proxy(_api.call)
    _keep.append(call)
    window.ludotecaCall = call
    window.ludotecaReady = True
    window.dispatchEvent(window.CustomEvent.new("ludoteca:ready"))
