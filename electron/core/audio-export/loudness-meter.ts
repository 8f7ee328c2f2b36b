import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PcmAudio } from './pcm';

/**
 * Integrated loudness per ITU-R BS.1770 / EBU R128, measured by ebur128-wasm (the Rust `ebur128`
 * crate compiled to WebAssembly). Its published entry imports the .wasm file as an ES module,
 * which Node cannot load without a flag, so the module is instantiated here from its file. The
 * wasm-bindgen glue it expects only reports panics (an Error object, its stack, a console line);
 * those imports are stubbed, so a panic surfaces as a WebAssembly trap that the caller catches.
 */

/**
 * The slice of the WebAssembly API used here. Node provides the global; its type lives in the DOM
 * library, which the Node-side code is compiled without (tsconfig.node.json), so it is named here.
 */
interface WasmModule {
  readonly brand?: 'WebAssembly.Module';
}
interface WasmApi {
  Module: { new (bytes: Uint8Array): WasmModule; imports(module: WasmModule): Array<{ name: string }> };
  Instance: new (module: WasmModule, imports: Record<string, Record<string, () => number>>) => { exports: unknown };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

interface MeterExports {
  memory: { buffer: ArrayBuffer };
  __wbindgen_malloc(bytes: number): number;
  ebur128_integrated_mono(rate: number, ptr: number, len: number): number;
  ebur128_integrated_stereo(rate: number, left: number, leftLen: number, right: number, rightLen: number): number;
}

let meter: MeterExports | null = null;

function loadMeter(): MeterExports {
  if (meter) return meter;
  const require = createRequire(__filename);
  const compiled = new wasm.Module(readFileSync(require.resolve('ebur128-wasm/ebur128_wasm_bg.wasm')));
  const glue: Record<string, () => number> = {};
  for (const entry of wasm.Module.imports(compiled)) glue[entry.name] = () => 0;
  const instance = new wasm.Instance(compiled, { './ebur128_wasm_bg.js': glue });
  meter = instance.exports as unknown as MeterExports;
  return meter;
}

/** Copies samples into the meter's memory; the call that receives them frees them (Rust owns the slice). */
function pass(exports: MeterExports, samples: Float32Array): number {
  const ptr = exports.__wbindgen_malloc(samples.length * 4);
  new Float32Array(exports.memory.buffer, ptr, samples.length).set(samples);
  return ptr;
}

/** Silence and near-silence have no integrated loudness (every block is gated out). */
export const silentLufs = -70;

/** Integrated loudness in LUFS (mono or stereo; more channels are measured as their first two). */
export function integratedLoudness(audio: PcmAudio): number {
  const exports = loadMeter();
  const [left, right] = audio.channels;
  if (!left || left.length === 0) return silentLufs;
  const value = right
    ? exports.ebur128_integrated_stereo(audio.sampleRate, pass(exports, left), left.length, pass(exports, right), right.length)
    : exports.ebur128_integrated_mono(audio.sampleRate, pass(exports, left), left.length);
  return Number.isFinite(value) && value > silentLufs ? value : silentLufs;
}
