// Zstandard, decoded as it streams in: the engine's worker (engine-worker.js) gets Pyodide's
// WebAssembly as build/pyodide.asm.wasm.zst (ludoteca.build.packed_wasm), a fifth smaller than
// the gzip a host applies on the fly, and no browser decodes Zstandard in a
// DecompressionStream. The decoder is Zstandard's own, compiled to WebAssembly
// (build/zstd-decoder.wasm, from npm zstddec: ludoteca.build.write_zstd_decoder); this module
// feeds it the bytes as they come. It checks Zstandard's checksum of what it decoded.

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
