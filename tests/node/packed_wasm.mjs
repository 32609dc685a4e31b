// node tests/node/packed_wasm.mjs DECODER_WASM CASES.json — run by tests/test_packed_wasm.py.
// Each case {input, chunk}: the file `input` pushed through assets/js/packed-wasm.js's decoder
// (with DECODER_WASM, the build's build/zstd-decoder.wasm) in chunks of `chunk` bytes. Prints one JSON line: for each case the decoded bytes' SHA-256 (or the
// error), and whether the decoder told its onBroken callback.
import crypto from "node:crypto";
import fs from "node:fs";
import { zstdDecoder } from "../../assets/js/packed-wasm.js";

const decoderWasm = fs.readFileSync(process.argv[2]);
const cases = JSON.parse(fs.readFileSync(process.argv[3], "utf-8"));
const results = [];
for (const { input, chunk } of cases) {
  const bytes = new Uint8Array(fs.readFileSync(input));
  let told = false;
  const source = new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunk) controller.enqueue(bytes.slice(i, i + chunk));
      controller.close();
    },
  });
  try {
    const decoder = await zstdDecoder(decoderWasm, () => { told = true; });
    const out = new Uint8Array(await new Response(source.pipeThrough(decoder)).arrayBuffer());
    results.push({ sha256: crypto.createHash("sha256").update(out).digest("hex"), length: out.length, told });
  } catch (err) {
    results.push({ error: String(err), told });
  }
}
console.log(JSON.stringify(results));
