// Zstandard, decoded as it streams in: the engine's worker (engine-worker.js) gets Pyodide's
// WebAssembly as build/pyodide.asm.wasm.zst (ludoteca.build.packed_wasm), a fifth smaller than
// the gzip a host applies on the fly, and no browser decodes Zstandard in a
// DecompressionStream. fzstd (npm, pinned): a small decoder in plain JavaScript.
import { Decompress } from "../../node_modules/fzstd/esm/index.mjs";

const MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

/** A TransformStream: Zstandard bytes in, the bytes they encode out. Bytes that do not start
 * as Zstandard does (a host that already decoded them, having sent them with a
 * Content-Encoding) are passed on as they are. Broken or cut bytes error the stream, after
 * `onBroken(error)`. */
export function zstdDecoder(onBroken = () => {}) {
  let decoder = null;
  let passThrough = false;
  let head = new Uint8Array(0);
  const push = (chunk, final) => {
    try {
      decoder.push(chunk, final);
    } catch (err) {
      onBroken(err);
      throw err;
    }
  };
  return new TransformStream({
    transform(chunk, controller) {
      if (!decoder && !passThrough) {
        head = joined(head, chunk);
        if (head.length < MAGIC.length) return;
        chunk = head;
        passThrough = !MAGIC.every((byte, i) => head[i] === byte);
        if (!passThrough) decoder = new Decompress((out) => { if (out.length) controller.enqueue(out); });
      }
      if (passThrough) controller.enqueue(chunk);
      else push(chunk, false);
    },
    flush(controller) {
      if (decoder) push(new Uint8Array(0), true);
      else if (!passThrough && head.length) controller.enqueue(head);
    },
  });
}

function joined(a, b) {
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}
