import { describe, expect, it } from 'vitest';
import type { ConnectivityChanged } from '../../../shared/contract';
import { ConnectivityWatch } from '../../../electron/core/app/connectivity-watch';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

const rig = useCoreRig();

/** Resolves with the next connectivity change the core announces. */
function nextChange(): Promise<ConnectivityChanged> {
  return new Promise((resolve) => {
    const stop = rig.core.events.subscribe((name, payload) => {
      if (name !== 'app.connectivityChanged') return;
      stop();
      resolve(payload as ConnectivityChanged);
    });
  });
}

describe('the connection state a page can ask for', () => {
  it('is known before any change was announced: app.connectivity asks the service once', async () => {
    expect(unwrap(await rig.call('app.connectivity'))).toEqual({ online: true });
  });

  it('reports an outage to a page that loads after it began, probes with backoff, and announces the return unasked', async () => {
    // A second watch with short delays on the same core, so the test waits on events, not the clock.
    const watch = new ConnectivityWatch(rig.core.context.sessions, rig.core.events, { firstDelayMs: 20, maxDelayMs: 80 });
    try {
      rig.sandbox.faults.set({ rules: [{ kind: 'drop' }] });
      const offline = nextChange();
      await (await rig.session()).client.listDialects();
      expect(await offline).toMatchObject({ online: false });
      // A page loaded now (after the event) still learns of the outage.
      expect(unwrap(await rig.call<ConnectivityChanged>('app.connectivity')).online).toBe(false);
      expect((await watch.current()).online).toBe(false);

      // Probes keep going while the service is unreachable (the test itself calls nothing more).
      rig.sandbox.requests.clear();
      await expect.poll(() => rig.sandbox.requests.count('dialectList'), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

      const online = nextChange();
      rig.sandbox.faults.reset();
      expect(await online).toEqual({ online: true });
      expect(unwrap(await rig.call('app.connectivity'))).toEqual({ online: true });

      // Online: the probing stops.
      const probes = rig.sandbox.requests.count('dialectList');
      await (await rig.session()).client.listDialects();
      expect(rig.sandbox.requests.count('dialectList')).toBe(probes + 1);
    } finally {
      watch.stop();
      rig.sandbox.faults.reset();
    }
  });
});
