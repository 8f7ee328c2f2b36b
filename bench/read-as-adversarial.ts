import { dialectDefaults, readAs } from '../shared/read-as';
import { readAsFinders, scanOf } from '../shared/read-as/read-as';
import { countScriptChars, normalizeForSearch, parsePauseMarkers, splitScript, splitSentences, stripPauseMarkers } from '../shared/text';
import { adversarialScripts, type AdversarialScript } from '../tests/fixtures/read-as/adversarial';
import type { BenchRow } from './types';

/**
 * The worst case of each pattern family over the adversarial scripts of
 * tests/fixtures/read-as/adversarial.ts (3,000 characters each), beside the 5 ms goal of read-as.
 * CPU time of a batch of runs divided by its size, median of a few batches: on a shared machine
 * the wall time mostly measures waiting for a core, and one run is below the clock's resolution.
 */
const group = 'read-as';
const GOAL_MS = 5;
/** Enough runs first for the optimising compiler to settle, as the editor's steady state is. */
const warmUp = 20;
const batches = 5;
const perBatch = 8;

type Work = (text: string) => unknown;

function cpuMs(work: Work, text: string): number {
  for (let i = 0; i < warmUp; i++) work(text);
  const samples: number[] = [];
  for (let b = 0; b < batches; b++) {
    const before = process.cpuUsage();
    for (let i = 0; i < perBatch; i++) work(text);
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000 / perBatch);
  }
  return samples.sort((a, b) => a - b)[Math.floor(batches / 2)]!;
}

const egy = dialectDefaults('egy');
const allOn = { enabled: true, rules: { numbers: true, money: true, dates: true, times: true, phones: true, web: true }, overrides: {} };

/** Each read-as finder alone (its patterns and the code choosing their starts), then the whole of read-as and the text utilities. */
function families(): Array<[string, Work]> {
  const finders = readAsFinders.map((finder, i): [string, Work] => {
    // Two finders serve the numbers rule: ranges, then plain numbers.
    const name = readAsFinders.findIndex((f) => f.rule === finder.rule) === i ? finder.rule : `${finder.rule} (plain)`;
    return [`read-as ${name} finder`, (text) => finder.find(scanOf(text, egy))];
  });
  return [
    ...finders,
    ['readAs, every rule on', (text) => readAs(text, { ...allOn, dialect: 'egy' })],
    ['pause markers: parse', parsePauseMarkers],
    ['pause markers: strip', stripPauseMarkers],
    ['splitScript (3,000 limit)', (text) => splitScript(text)],
    ['countScriptChars', countScriptChars],
    ['splitSentences', splitSentences],
    ['normalizeForSearch', normalizeForSearch],
  ];
}

export function adversarialRows(scripts: AdversarialScript[] = adversarialScripts()): BenchRow[] {
  return families().map(([name, work]) => {
    let worst = { ms: -1, script: '' };
    for (const script of scripts) {
      const ms = cpuMs(work, script.text);
      if (ms > worst.ms) worst = { ms, script: `${script.family}: ${script.name}` };
    }
    return {
      group,
      name: `adversarial worst case, ${name}`,
      value: worst.ms,
      unit: 'ms',
      goal: `<= ${GOAL_MS} ms`,
      meets: worst.ms <= GOAL_MS,
      note: `CPU time; worst of ${scripts.length} scripts of 3,000 characters: ${worst.script}`,
    };
  });
}
