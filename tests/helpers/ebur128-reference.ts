import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * ebur128-wasm (the Rust `ebur128` crate, a port of libebur128, compiled to WebAssembly) as a
 * reference meter for tests: the studio measures with its own streaming meter, and this holds it
 * to an implementation made for the purpose. Its published entry imports the .wasm file as an ES
 * module, which Node cannot load without a flag, so the module is instantiated here from its file;
 * the wasm-bindgen glue it expects only reports panics, so those imports are stubbed.
 */

/** The slice of the WebAssembly API used here (its type lives in the DOM library). */
interface WasmApi {
  Module: { new (bytes: Uint8Array): object; imports(module: object): Array<{ name: string }> };
  Instance: new (module: object, imports: Record<string, Record<string, () => number>>) => { exports: unknown };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

interface MeterExports {
  memory: { buffer: ArrayBuffer };
  __wbindgen_malloc(bytes: number): number;
  ebur128_integrated_mono(rate: number, ptr: number, len: number): number;
  ebur128_integrated_stereo(rate: number, left: number, leftLen: number, right: number, rightLen: number): number;
  ebur128_true_peak_mono(rate: number, ptr: number, len: number): number;
  ebur128_true_peak_stereo(rate: number, left: number, leftLen: number, right: number, rightLen: number): number;
}

let meter: MeterExports | null = null;

function loadMeter(): MeterExports {
  if (meter) return meter;
  const require = createRequire(__filename);
  const compiled = new wasm.Module(readFileSync(require.resolve('ebur128-wasm/ebur128_wasm_bg.wasm')));
  const glue: Record<string, () => number> = {};
  for (const entry of wasm.Module.imports(compiled)) glue[entry.name] = () => 0;
  meter = new wasm.Instance(compiled, { './ebur128_wasm_bg.js': glue }).exports as MeterExports;
  return meter;
}

/** Copies samples into the meter's memory; the call that receives them frees them (Rust owns the slice). */
function pass(exports: MeterExports, samples: Float32Array): number {
  const ptr = exports.__wbindgen_malloc(samples.length * 4);
  new Float32Array(exports.memory.buffer, ptr, samples.length).set(samples);
  return ptr;
}

/** Integrated loudness (LUFS) and true peak (dBTP) by ebur128-wasm, mono or stereo. */
export function referenceLevel(sampleRate: number, channels: Float32Array[]): { lufs: number; truePeakDb: number } {
  const exports = loadMeter();
  const [left, right] = channels as [Float32Array, Float32Array | undefined];
  if (right)
    return {
      lufs: exports.ebur128_integrated_stereo(sampleRate, pass(exports, left), left.length, pass(exports, right), right.length),
      truePeakDb: exports.ebur128_true_peak_stereo(sampleRate, pass(exports, left), left.length, pass(exports, right), right.length),
    };
  return {
    lufs: exports.ebur128_integrated_mono(sampleRate, pass(exports, left), left.length),
    truePeakDb: exports.ebur128_true_peak_mono(sampleRate, pass(exports, left), left.length),
  };
}
