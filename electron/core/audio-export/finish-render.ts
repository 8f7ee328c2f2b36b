import type { ExportSource } from './export-source';
import { Finisher, maxExtraGainDb, planFinishing, type FinishPlan } from './finishing';
import { LoudnessMeter, silentLufs } from './loudness-meter';

/**
 * The last pass of an export: the audio finished as planned (or as generated, without a plan)
 * and handed to a writer chunk by chunk, with the finished result measured on the way, so a
 * render that missed the target can be planned and written once more.
 */

/** Where rendered audio goes: the encoder, or nothing (the bench). */
export interface StreamWriter {
  /** Takes the frames (copying them); `drain` waits until they are taken. */
  enqueue(channels: readonly Float32Array[], frames: number): void;
  drain(): Promise<void>;
  finish(): Promise<void>;
  cancel(): Promise<void>;
}

/** A plan interpolated between candidates lands within this of the target, or is rendered again. */
const renderToleranceLu = 0.15;

/** What a render measured of its own output. */
export interface Rendered {
  lufs: number;
  truePeakDb: number;
}

/**
 * After a render: null when it landed (within `toleranceLu` of the target, true peak under the
 * ceiling), else the plan for one more render — the gain moved along the measured slope, the
 * residue over the ceiling removed by a plain reduction (which lowers the loudness as much).
 */
export function correct(plan: FinishPlan, rendered: Rendered, target: number): FinishPlan | null {
  if (plan.measuredLufs <= silentLufs) return null;
  const residue = rendered.truePeakDb - plan.ceilingDb;
  if (Math.abs(rendered.lufs - target) <= renderToleranceLu && residue <= 0) return null;
  const trimDb = residue > 0 ? plan.trimDb - residue - 0.05 : plan.trimDb;
  const lufs = rendered.lufs + (trimDb - plan.trimDb);
  const gainDb = plan.gainDb + (target - lufs) / plan.slope;
  return { ...plan, gainDb: Math.min(plan.gainDb + maxExtraGainDb, gainDb), trimDb, finishedLufs: target };
}

/** Renders `source` into a writer: finished by `plan`, or as it is when there is none. */
export async function render(source: ExportSource, plan: FinishPlan | null, writer: StreamWriter): Promise<Rendered | null> {
  try {
    const write = (channels: Float32Array[], frames: number) => writer.enqueue(channels, frames);
    const meter = new LoudnessMeter(source.sampleRate, source.channelCount);
    const finisher = plan
      ? new Finisher(source, [plan], plan.floor, [
          (channels, frames) => {
            meter.add(channels, frames);
            write(channels, frames);
          },
        ])
      : null;
    await source.stream((channels, frames) => {
      if (finisher) finisher.push(channels, frames);
      else write(channels, frames);
      return writer.drain();
    });
    finisher?.end();
    await writer.finish();
    return finisher ? { lufs: meter.integrated(), truePeakDb: finisher.peaksDb()[0]! } : null;
  } catch (error) {
    await writer.cancel().catch(() => undefined);
    throw error;
  }
}

export interface Finished {
  plan: FinishPlan;
  rendered: Rendered;
}

/**
 * Finishes `source` to `target` LUFS under `ceilingDb` into writers from `open` (one per
 * render): plans, renders, and renders once more should the first miss.
 */
export async function finishInto(
  source: ExportSource,
  target: number,
  ceilingDb: number,
  open: () => Promise<StreamWriter>,
  onRender: () => void = () => undefined,
): Promise<Finished> {
  let plan = await planFinishing(source, target, ceilingDb);
  onRender();
  let rendered = (await render(source, plan, await open()))!;
  const again = correct(plan, rendered, target);
  if (again) {
    plan = again;
    rendered = (await render(source, plan, await open()))!;
  }
  return { plan, rendered };
}
