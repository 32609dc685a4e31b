// Pyodide's WebAssembly as the build packed it (build/pyodide.asm.wasm.zst,
// ludoteca.build.packed_wasm: Zstandard, a fifth smaller than the gzip a host applies on the
// fly), for the engine's worker (engine-worker.js), which imports this module as it starts.
// No browser decodes Zstandard in a DecompressionStream: the decoder is Zstandard's own,
// compiled to WebAssembly (build/zstd-decoder.wasm, from npm zstddec:
// ludoteca.build.write_zstd_decoder), fed here the bytes as they come; it checks Zstandard's
// checksum of what it decoded.
//
// A decoded response has no address, so the browser keeps no compiled code for it: the first
// visit keeps the decoded WebAssembly in this version's cache (the service worker's) under
// Pyodide's own name, once checked against the SHA-256 the build wrote into build/precache.js
// (a whole file of another version would pass Zstandard's checksum), and later visits hand
// that to Pyodide: compiled code kept, nothing decoded.

const WASM_HEADERS = { "Content-Type": "application/wasm" };

/** The response to give Pyodide for `url` (its pyodide.asm.wasm): the decoded WebAssembly
 * kept in `cache()` if there, else `packed` (the response to the packed file, already asked
 * for) decoded as it streams in, with `decoderWasm` (build/zstd-decoder.wasm's bytes) and
 * `counted` (the worker's count of downloaded bytes) — and kept in `cache(waitSeconds)` once
 * it is whole and its SHA-256 is `sha256` (a promise; null: unchecked). Broken bytes:
 * `onBroken(why)`. Throws if the packed file or the decoder cannot be had. */
export async function packedWasmResponse({ url, packed, decoderWasm, cache, sha256, counted, onBroken }) {
  const kept = await cache(0).then((found) => found && found.match(url)).catch(() => null);
  if (kept) {
    packed.then((r) => r.body && r.body.cancel()).catch(() => {});
    return kept;
  }
  const response = await packed;
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  let decoder;
  try {
    decoder = await zstdDecoder(await decoderWasm, onBroken);
  } catch (err) {
    response.body.cancel().catch(() => {});
    throw err;
  }
  const [forPyodide, forCache] = counted(response).body.pipeThrough(decoder).tee();
  keep(new Response(forCache).arrayBuffer(), { url, cache, sha256, onBroken });
  return new Response(forPyodide, { headers: WASM_HEADERS });
}

async function keep(decoded, { url, cache, sha256, onBroken }) {
  let bytes;
  try { bytes = await decoded; } catch { return; }          // cut: onBroken was told
  const expected = await sha256;
  // nothing to check against, or no means to (crypto.subtle: a secure context only)
  if (expected && self.crypto && crypto.subtle) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    if ([...digest].map((b) => b.toString(16).padStart(2, "0")).join("") !== expected) {
      onBroken("not the file this site was built with");
      return;
    }
  }
  try {
    const kept = await cache(120);
    if (kept) await kept.put(url, new Response(bytes, { headers: WASM_HEADERS }));
  } catch { /* storage denied or full: the next visit decodes again */ }
}

const MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
// The decoder's C functions return a size, or an error code: the last 120 values of a size_t.
const LAST_SIZE = 0xffffffff - 120;
// Its C code calls this when its memory grows (it reads its memory afresh at each call here).
const IMPORTS = { env: { emscripten_notify_memory_growth() {} } };

/** A TransformStream: Zstandard bytes in, the bytes they encode out. `decoderWasm`: the bytes
 * of build/zstd-decoder.wasm (or its compiled module). Bytes that do not start as Zstandard
 * does (a host that already decoded them, having sent them with a Content-Encoding) are passed
 * on as they are. Broken or cut bytes error the stream, after `onBroken(error)`. */
export async function zstdDecoder(decoderWasm, onBroken = () => {}) {
  const made = await WebAssembly.instantiate(decoderWasm, IMPORTS);
  const zstd = (made.instance || made).exports;
  let frame = null;
  let passThrough = false;
  let head = new Uint8Array(0);
  const failed = (err) => {
    onBroken(err);
    return err;
  };
  return new TransformStream({
    transform(chunk, controller) {
      if (!frame && !passThrough) {
        head = joined(head, chunk);
        if (head.length < MAGIC.length) return;
        chunk = head;
        passThrough = !MAGIC.every((byte, i) => head[i] === byte);
        if (!passThrough) frame = new Frame(zstd);
      }
      if (passThrough) {
        controller.enqueue(chunk);
        return;
      }
      try {
        frame.push(chunk, (out) => controller.enqueue(out));
      } catch (err) {
        throw failed(err);
      }
    },
    flush(controller) {
      if (frame) {
        if (!frame.ended) throw failed(new Error("the Zstandard bytes end before their frame does"));
      } else if (!passThrough && head.length) {
        controller.enqueue(head);
      }
    },
  });
}

/** One Zstandard frame being decoded: ZSTD_decompressStream over the decoder's memory, with
 * ZSTD_inBuffer and ZSTD_outBuffer ({pointer, size, pos}: three 32-bit words each). */
class Frame {
  constructor(zstd) {
    this.zstd = zstd;
    this.context = zstd.ZSTD_createDCtx();
    this.outSize = zstd.ZSTD_DStreamOutSize();
    this.out = zstd.malloc(this.outSize);
    this.inDesc = zstd.malloc(12);
    this.outDesc = zstd.malloc(12);
    this.inCapacity = 0;
    this.in = 0;
    this.ended = false;
  }

  push(chunk, emit) {
    const zstd = this.zstd;
    if (chunk.length > this.inCapacity) {
      if (this.in) zstd.free(this.in);
      this.inCapacity = chunk.length;
      this.in = zstd.malloc(this.inCapacity);
    }
    new Uint8Array(zstd.memory.buffer).set(chunk, this.in);
    words(zstd, this.inDesc, this.in, chunk.length, 0);
    for (;;) {
      words(zstd, this.outDesc, this.out, this.outSize, 0);
      const left = zstd.ZSTD_decompressStream(this.context, this.outDesc, this.inDesc) >>> 0;
      if (left > LAST_SIZE) throw new Error(`Zstandard error ${0x100000000 - left}`);
      const view = new DataView(zstd.memory.buffer);
      const produced = view.getUint32(this.outDesc + 8, true);
      if (produced) emit(new Uint8Array(zstd.memory.buffer).slice(this.out, this.out + produced));
      this.ended = left === 0;                   // the frame is whole, its checksum checked
      const consumed = view.getUint32(this.inDesc + 8, true);
      if (consumed >= chunk.length && produced < this.outSize) return;
    }
  }
}

function words(zstd, at, ...values) {
  const view = new DataView(zstd.memory.buffer);
  values.forEach((value, i) => view.setUint32(at + 4 * i, value, true));
}

function joined(a, b) {
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}
