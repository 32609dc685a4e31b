import assert from "node:assert/strict";
import { test } from "node:test";

import { unpackStoredZip } from "../../assets/js/stored-zip.js";

// Zips as ludoteca.build writes them (Python's zipfile, stored entries), and two it must refuse.
const STORED = "UEsDBBQAAAAAAAAAIVxpIt42AgAAAAIAAAAVAAAAbHVkb3RlY2EvX19pbml0X18ucHljAAFQSwMEFAAAAAAAAAAhXHFw0/sHAAAABwAAABoAAABsdWRvdGVjYS9sb2NhbGUvZGUvc2l0ZS5tb0dyw7zDn2VQSwECFAMUAAAAAAAAACFcaSLeNgIAAAACAAAAFQAAAAAAAAAAAAAAgAEAAAAAbHVkb3RlY2EvX19pbml0X18ucHljUEsBAhQDFAAAAAAAAAAhXHFw0/sHAAAABwAAABoAAAAAAAAAAAAAAIABNQAAAGx1ZG90ZWNhL2xvY2FsZS9kZS9zaXRlLm1vUEsFBgAAAAACAAIAiwAAAHQAAAAAAA==";
const DEFLATED = "UEsDBBQAAAAIADaLfF2PXQ5eBgAAAGQAAAAFAAAAYS50eHSrqKA9AABQSwECFAMUAAAACAA2i3xdj10OXgYAAABkAAAABQAAAAAAAAAAAAAAgAEAAAAAYS50eHRQSwUGAAAAAAEAAQAzAAAAKQAAAAAA";
const OUTSIDE = "UEsDBBQAAAAAAAAAIVyDFtyMAQAAAAEAAAAOAAAALi4vb3V0c2lkZS50eHR4UEsBAhQDFAAAAAAAAAAhXIMW3IwBAAAAAQAAAA4AAAAAAAAAAAAAAIABAAAAAC4uL291dHNpZGUudHh0UEsFBgAAAAABAAEAPAAAAC0AAAAAAA==";
const bytes = (b64) => new Uint8Array(Buffer.from(b64, "base64"));

/** An Emscripten FS stand-in: the two calls the unpacker makes. */
function memoryFS() {
  const files = new Map();
  const folders = new Set();
  return { files, folders, mkdirTree: (dir) => folders.add(dir), writeFile: (file, data) => files.set(file, Buffer.from(data).toString("utf8")) };
}

test("every file of a stored zip is written under the folder, in its folders", () => {
  const fs = memoryFS();
  unpackStoredZip(fs, bytes(STORED), "/home/pyodide");
  assert.deepEqual([...fs.files.keys()].sort(), ["/home/pyodide/ludoteca/__init__.pyc", "/home/pyodide/ludoteca/locale/de/site.mo"]);
  assert.equal(fs.files.get("/home/pyodide/ludoteca/locale/de/site.mo"), "Grüße");
  assert.ok(fs.folders.has("/home/pyodide/ludoteca/locale/de"));
});

test("a zip inside a larger buffer is read from its own bytes", () => {
  const padded = new Uint8Array(bytes(STORED).length + 8);
  padded.set(bytes(STORED), 8);
  const fs = memoryFS();
  unpackStoredZip(fs, padded.subarray(8), "/x");
  assert.equal(fs.files.size, 2);
});

test("compressed entries, paths outside the folder and what is not a zip are refused", () => {
  assert.throws(() => unpackStoredZip(memoryFS(), bytes(DEFLATED), "/x"), /compressed zip entry/);
  assert.throws(() => unpackStoredZip(memoryFS(), bytes(OUTSIDE), "/x"), /outside its folder/);
  assert.throws(() => unpackStoredZip(memoryFS(), new TextEncoder().encode("not a zip at all, only text"), "/x"), /not a zip/);
});
