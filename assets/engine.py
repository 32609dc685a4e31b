# The engine's thread: PyScript runs this file in a web worker (see assets/js/python.js);
# the page awaits the `call` it publishes. Our package comes from build/ludoteca.zip.
from ludoteca.bridge import start

start()
