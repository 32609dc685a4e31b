// Our archives (build/ludoteca.zip.gz, build/games/<id>.zip.gz: zips of stored files, gzipped
// whole by ludoteca.build) written into Pyodide's file system by the engine's worker — here, not
// with pyodide.unpackArchive, whose Python side imports shutil, tempfile and zipfile (and through
// them bz2, lzma…), modules the page then would have to download before its first board (see
// py/ludoteca/lazy_start.py). Read from the zip's central directory; only stored entries.

const u16 = (view, at) => view.getUint16(at, true);
const u32 = (view, at) => view.getUint32(at, true);
const names = new TextDecoder();

/** Writes every file of the zip `bytes` (a Uint8Array) under `dir` through Emscripten's `FS`;
 * throws an Error if `bytes` is not a zip of stored files. */
export function unpackStoredZip(FS, bytes, dir) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;                            // the end record, after any comment
  while (end >= 0 && u32(view, end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error("not a zip archive");
  let entry = u32(view, end + 16);
  for (let count = u16(view, end + 10); count > 0; count -= 1) {
    if (u32(view, entry) !== 0x02014b50) throw new Error("a broken zip archive");
    const method = u16(view, entry + 10);
    const size = u32(view, entry + 20);
    const nameLength = u16(view, entry + 28);
    const name = names.decode(bytes.subarray(entry + 46, entry + 46 + nameLength));
    const local = u32(view, entry + 42);
    entry += 46 + nameLength + u16(view, entry + 30) + u16(view, entry + 32);
    if (name.split("/").some((part) => part === "..") || name.startsWith("/")) throw new Error(`a zip entry outside its folder: ${name}`);
    const target = `${dir}/${name}`;
    if (name.endsWith("/")) { FS.mkdirTree(target); continue; }
    if (method !== 0) throw new Error(`a compressed zip entry (only stored ones are read): ${name}`);
    if (u32(view, local) !== 0x04034b50) throw new Error("a broken zip archive");
    const start = local + 30 + u16(view, local + 26) + u16(view, local + 28);
    FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    FS.writeFile(target, bytes.subarray(start, start + size));
  }
}
