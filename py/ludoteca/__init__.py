"""Ludoteca: tabletop rule engines that run on CPython and, unchanged, in the browser under Pyodide."""
