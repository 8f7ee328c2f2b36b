import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createCore } from '../electron/core/core';
import { dispatch } from '../electron/core/dispatch/dispatch';
import { KeychainProcessStore, KeytarSecretStore, type SecretStore } from '../electron/core/secrets';
import { existingSandbox } from '../electron/core/session';
import { makeTempDir, startTestSandbox } from '../tests/helpers/test-sandbox';
import { canStartPrivateKeyring, startPrivateKeyring, type PrivateKeyring } from '../tests/helpers/private-keyring';
import type { Bench, BenchRow } from './types';
import type { Chapter, Project } from '../shared/model/projects';

/**
 * Issue 14.5: with the keyring hung (gnome-keyring stopped with SIGSTOP on a private D-Bus
 * session) and 8 key reads waiting on it, how long an unrelated save of a project's block takes, through the
 * core's handlers like any call from the UI. Measured with the keychain in its helper process (as
 * shipped) and, side by side, in the core's own process (as before), where keytar's stuck calls
 * hold the libuv pool every file write also needs. The same save with a healthy keyring is the floor.
 */
const GOAL_MS = 100;
const READS = 8;
const TIMEOUT_MS = 4000;

interface Stall {
  /** The block save while the reads wait. */
  saveMs: number;
  /** From the reads' start until the last of them was answered. */
  readsMs: number;
  /** How the reads ended, e.g. "8 × keychain.timeout". */
  readOutcome: string;
  /** The same save, keyring healthy, no reads waiting. */
  floorMs: number;
}

async function stallOf(keyring: PrivateKeyring, secrets: SecretStore): Promise<Stall> {
  const sandbox = await startTestSandbox({ speech: 'synthetic' });
  const dataDir = makeTempDir('sawt-keychain-stall-');
  const core = await createCore({ dataDir, version: 'bench', secrets, sandbox: existingSandbox(sandbox) });
  const call = async <T>(name: string, input: unknown): Promise<T> => {
    const result = await dispatch(core.handlers, name, input, { transport: 'web' });
    if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
    return result.value as T;
  };
  try {
    const probe = await secrets.probe();
    if (!probe.ok) throw new Error(`the private keyring does not answer: ${probe.error.message}`);
    const project = await call<Project>('projects.create', { name: 'Stall', text: 'first words' });
    const [block] = (await call<Chapter>('chapters.get', { chapterId: project.chapters[0]!.id })).blocks;
    const save = async (text: string) => {
      const started = performance.now();
      await call('blocks.update', { blockId: block!.id, text });
      return performance.now() - started;
    };
    await save('warm-up');
    const floorMs = await save('keyring healthy');

    keyring.freeze();
    const started = performance.now();
    let readsMs = Number.NaN;
    const reads = Promise.all(Array.from({ length: READS }, () => secrets.getSecret(randomUUID()))).finally(() => {
      readsMs = performance.now() - started;
    });
    const saveMs = await save('keyring hung');
    const results = await reads;
    keyring.thaw();

    const outcomes = new Map<string, number>();
    for (const r of results) {
      const key = r.ok ? 'answered' : (r.error.messageKey ?? r.error.code);
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    const readOutcome = [...outcomes].map(([key, count]) => `${count} × ${key}`).join(', ');
    return { saveMs, readsMs, readOutcome, floorMs };
  } finally {
    keyring.thaw();
    await core.close();
    await sandbox.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** keytar in this process reaches the bus named by this process's environment, so it is pointed there for the run. */
async function inThisProcess<T>(env: NodeJS.ProcessEnv, work: () => Promise<T>): Promise<T> {
  const names = ['DBUS_SESSION_BUS_ADDRESS', 'XDG_RUNTIME_DIR', 'XDG_DATA_HOME'] as const;
  const saved = names.map((name) => process.env[name]);
  for (const name of names) process.env[name] = env[name];
  try {
    return await work();
  } finally {
    names.forEach((name, i) => {
      if (saved[i] === undefined) delete process.env[name];
      else process.env[name] = saved[i];
    });
  }
}

/** `judged`: the shipped figure carries the goal; the "before" figure is there for comparison only. */
function rows(label: string, stall: Stall, timeoutNote: string, judged: boolean): BenchRow[] {
  return [
    {
      group: bench.group,
      name: `block save, ${READS} key reads stuck (${label})`,
      value: stall.saveMs,
      unit: 'ms',
      ...(judged ? { goal: `<= ${GOAL_MS} ms`, meets: stall.saveMs <= GOAL_MS } : {}),
      note: `${(stall.saveMs / GOAL_MS).toFixed(2)}× the goal; same save with the keyring healthy ${stall.floorMs.toFixed(1)} ms`,
    },
    {
      group: bench.group,
      name: `  ratio to the goal (${label})`,
      value: stall.saveMs / GOAL_MS,
      unit: 'x',
    },
    {
      group: bench.group,
      name: `  the ${READS} reads answered after (${label})`,
      value: stall.readsMs,
      unit: 'ms',
      note: `${stall.readOutcome}; ${timeoutNote}`,
    },
  ];
}

export const bench: Bench = {
  group: 'keychain: unrelated save while the keyring hangs',
  async run(): Promise<BenchRow[]> {
    if (!canStartPrivateKeyring()) {
      return [
        {
          group: bench.group,
          name: 'skipped',
          value: Number.NaN,
          unit: 'count',
          note: 'needs dbus-daemon, gnome-keyring-daemon and dbus-send',
        },
      ];
    }
    const keyring = await startPrivateKeyring();
    try {
      const helper = await stallOf(keyring, new KeychainProcessStore({ env: keyring.env, timeoutMs: TIMEOUT_MS }));
      // Before: keytar in the core's process. Its stuck calls end only at D-Bus's own 25 s reply
      // timeout, four at a time (the pool's size), whatever our deadline says.
      const before = await inThisProcess(keyring.env, () => stallOf(keyring, new KeytarSecretStore({ timeoutMs: TIMEOUT_MS })));
      return [
        ...rows('keychain in its helper process', helper, `deadline ${TIMEOUT_MS} ms, then the helper is killed`, true),
        ...rows(
          "before: keychain in the core's process",
          before,
          `deadline ${TIMEOUT_MS} ms abandons the call, but its pool thread stays stuck`,
          false,
        ),
      ];
    } finally {
      await keyring.dispose();
    }
  },
};
