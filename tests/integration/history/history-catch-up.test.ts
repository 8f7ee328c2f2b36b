import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectivityChanged } from '../../../shared/contract';
import type { HistoryListPage, SyncProgress, SyncSummary } from '../../../shared/model/history';
import type { FaultRule } from '../../../electron/sandbox/faults';
import { sandboxRoutes, type RouteName } from '../../../electron/sandbox/http/route-table';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

/**
 * History catches up by itself after an outage (issue 33 item 7): an entry made on the service
 * while the studio could not reach it is in History once the service is back, without the user
 * asking, and the sync line ends on the sync that found it. A reconnect or a request while a sync
 * runs gets one sync after it, since the running one may have listed too early.
 */
const rig = useCoreRig({ history: { entries: 5 } });

const syncEvents = (): SyncProgress[] => rig.events.filter((e) => e.name === 'history.syncProgress').map((e) => e.payload as SyncProgress);
const ends = (events: SyncProgress[]) => events.filter((p) => ['done', 'failed', 'cancelled'].includes(p.phase)).map((p) => p.phase);
/** Each sync announces its listing's page 0 once, as it starts. */
const starts = (events: SyncProgress[]) => events.filter((p) => p.phase === 'listing' && p.done === 0).length;
/** No sync runs or waits: the last word of the sync events is an end. */
const idle = () => ends(syncEvents().slice(-1)).length === 1;

function nextConnectivity(online: boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = rig.core.events.subscribe((name, payload) => {
      if (name !== 'app.connectivityChanged' || (payload as ConnectivityChanged).online !== online) return;
      stop();
      resolve();
    });
  });
}

/** Every route the studio uses dropped (the connection cut without an answer); a test can still make entries. */
const outage = (): FaultRule[] =>
  sandboxRoutes.filter((r) => r.name !== 'historyCreate').map((r) => ({ kind: 'drop', route: r.name as RouteName }));

let voiceId: string | undefined;

/** A new entry on the service, made as another client would (through the sandbox, not the studio). */
async function createEntry(script: string): Promise<void> {
  voiceId ??= (await rig.sandbox.api('/v2/tts/voices?page=1&perPage=1')).body.data.voices[0].id as string;
  const made = await rig.sandbox.api('/v2/tts/histories', {
    method: 'POST',
    body: { ttsVoiceId: voiceId, script, apiKey: rig.sandbox.apiKeyId },
  });
  expect(made.status).toBeLessThan(300);
}

async function listed(script: string): Promise<boolean> {
  const page = unwrap(await rig.call<HistoryListPage>('history.list', { search: script }));
  return page.items.some((item) => item.script === script);
}

/** The core learns of the outage from a sync that fails, as it does when History syncs on its own. */
async function goOffline(): Promise<void> {
  rig.sandbox.faults.set({ rules: outage() });
  const offline = nextConnectivity(false);
  const failed = await rig.call<SyncSummary>('history.sync');
  expect(failed.ok ? 'ok' : failed.error.code).toMatch(/^(NETWORK|TIMEOUT)$/);
  await offline;
}

describe('history after an outage', () => {
  afterEach(() => rig.sandbox.faults.reset());

  it('catches up without being asked: the entry made meanwhile arrives and the last sync is done', async () => {
    await rig.session();
    await expect.poll(() => ends(syncEvents()).at(-1)).toBe('done');
    await createEntry('مقطع صُنع قبل الانقطاع');
    unwrap(await rig.call('history.sync'));
    await goOffline();
    const script = 'مقطع صُنع أثناء الانقطاع';
    await createEntry(script);
    const from = syncEvents().length;
    rig.sandbox.faults.reset();
    // Nothing is called from here on: the core's own probe notices the service is back.
    await expect.poll(() => ends(syncEvents().slice(from)).at(-1), { timeout: 20_000 }).toBe('done');
    expect(await listed(script)).toBe(true);
  });

  it('syncs again after a sync that was running when the service came back (the race, made certain)', async () => {
    await expect.poll(idle).toBe(true);
    await goOffline();
    const script = 'مقطع فاتته مزامنة كانت جارية';
    await createEntry(script);
    // Back, except that the listing's next four tries are dropped, the first after a wait: a sync
    // started now is still running when the core hears the service again, and then fails. The
    // dialects stay dropped, so the core's own probe (which asks for them) cannot hear it first,
    // nor rescue the entry later: only a sync that follows the failed one can.
    rig.sandbox.faults.set({
      rules: [
        { kind: 'latency', route: 'historyList', latencyMs: 1_500, times: 1 },
        { kind: 'drop', route: 'historyList', times: 4 },
        { kind: 'drop', route: 'dialectList' },
      ],
    });
    const from = syncEvents().length;
    const before = rig.sandbox.requests.count('historyList');
    const running = rig.call<SyncSummary>('history.sync');
    await expect.poll(() => rig.sandbox.requests.count('historyList')).toBeGreaterThan(before);

    const online = nextConnectivity(true);
    const session = await rig.session();
    expect((await session.client.listVoices({ page: 1, perPage: 1 })).ok).toBe(true);
    await online;

    const first = await running;
    expect(first.ok ? 'ok' : first.error.code).toBe('NETWORK');
    // A sync followed and found the entry; its end, not the failure, is the one announced. (Its own
    // first answer is a reconnect too, since the failure said "offline": one more may follow it.)
    await expect.poll(() => ends(syncEvents().slice(from)), { timeout: 20_000 }).toEqual(['done']);
    expect(starts(syncEvents().slice(from))).toBeGreaterThanOrEqual(2);
    expect(await listed(script)).toBe(true);
  });

  it('queues exactly one follow-up for every request made while a sync runs', async () => {
    await expect.poll(idle).toBe(true);
    rig.sandbox.faults.set({ rules: [{ kind: 'latency', route: 'historyList', latencyMs: 800, times: 1 }] });
    const from = syncEvents().length;
    const before = rig.sandbox.requests.count('historyList');
    const first = rig.call<SyncSummary>('history.sync');
    await expect.poll(() => rig.sandbox.requests.count('historyList')).toBeGreaterThan(before);
    const script = 'مقطع صُنع والمزامنة جارية';
    await createEntry(script);
    const [second, third] = [rig.call<SyncSummary>('history.sync'), rig.call<SyncSummary>('history.sync')];
    const running = unwrap(await first);
    // The two requests share the one sync after the first; between them the new entry is in.
    const [a, b] = [unwrap(await second), unwrap(await third)];
    expect(a).toEqual(b);
    expect(running.added + a.added).toBe(1);
    expect(await listed(script)).toBe(true);
    expect(starts(syncEvents().slice(from))).toBe(2);
    expect(ends(syncEvents().slice(from))).toEqual(['done']);
  });

  it('stops the follow-up too when the running sync is cancelled', async () => {
    await expect.poll(idle).toBe(true);
    rig.sandbox.faults.set({ rules: [{ kind: 'latency', route: 'historyList', latencyMs: 800, times: 1 }] });
    const from = syncEvents().length;
    const before = rig.sandbox.requests.count('historyList');
    const first = rig.call<SyncSummary>('history.sync');
    await expect.poll(() => rig.sandbox.requests.count('historyList')).toBeGreaterThan(before);
    const queued = rig.call<SyncSummary>('history.sync');
    // The request reaches the runner within promise callbacks; a timer turn later it is queued.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unwrap(await rig.call<{ cancelled: boolean }>('history.cancelSync')).cancelled).toBe(true);
    for (const result of [await first, await queued]) expect(result.ok ? 'ok' : result.error.code).toBe('CANCELLED');
    expect(starts(syncEvents().slice(from))).toBe(1);
    expect(ends(syncEvents().slice(from))).toEqual(['cancelled']);
  });
});
