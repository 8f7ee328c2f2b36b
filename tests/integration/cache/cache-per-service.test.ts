import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceList } from '../../../shared/model/voices';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

// A cache belongs to one service (issue 13 item 4): two real sandboxes as two services, a real
// SQLite cache, the profile re-pointed from one to the other.
const rig = useCoreRig();
let second: TestSandbox;

beforeAll(async () => {
  second = await startTestSandbox();
});
afterAll(() => second.dispose());

const pointAt = async (sandbox: TestSandbox) => {
  unwrap(await rig.call('settings.update', { serviceBaseUrl: { kind: 'custom', url: sandbox.url } }));
  unwrap(await rig.call('secrets.setApiKey', { apiKey: sandbox.apiKey }));
};

describe('a cache belongs to one service', () => {
  it("never shows the previous service's voices after the address changes, and fills again from the new one", async () => {
    await pointAt(rig.sandbox);
    unwrap(await rig.call('voices.refresh', {}));
    const own = unwrap(await rig.call<VoiceList>('voices.list', {})).voices.find((v) => v.name === 'Brand Voice — Cairo')!;
    // The first service no longer has this voice; the second still does.
    unwrap(await rig.call('voices.delete', { voiceId: own.id }));
    expect(unwrap(await rig.call<VoiceList>('voices.list', {})).voices.some((v) => v.id === own.id)).toBe(false);

    await pointAt(second);
    const right = unwrap(await rig.call<VoiceList>('voices.list', {}));
    // Nothing of the first service's list is shown while the second one's loads.
    expect(right.total === 0 || right.voices.some((v) => v.id === own.id)).toBe(true);
    unwrap(await rig.call('voices.refresh', {}));
    const filled = unwrap(await rig.call<VoiceList>('voices.list', {}));
    expect(filled.voices.some((v) => v.id === own.id)).toBe(true);
    // Favourites go to the service that listed the voice.
    unwrap(await rig.call('voices.setFavourite', { voiceId: own.id, isFavourite: true }));
    expect(second.requests.count('voiceFavourite')).toBeGreaterThan(0);
  });
});
