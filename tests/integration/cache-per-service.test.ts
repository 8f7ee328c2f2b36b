import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceList } from '../../shared/model/voices';
import { startTestSandbox, type TestSandbox } from '../../electron/sandbox/test-support';
import { type AccountCore, removeDir, startAccountCore, value } from './account-support';

// A cache belongs to one service (issue 13 item 4): two real sandboxes as two services, a real
// SQLite cache, the profile re-pointed from one to the other.
let first: TestSandbox;
let second: TestSandbox;
let account: AccountCore;

beforeAll(async () => {
  [first, second] = await Promise.all([startTestSandbox(), startTestSandbox()]);
  account = await startAccountCore(first);
});
afterAll(async () => {
  await account.close();
  removeDir(account.dataDir);
  await Promise.all([first.dispose(), second.dispose()]);
});

const pointAt = async (sandbox: TestSandbox) => {
  value(await account.call('settings.update', { serviceBaseUrl: { kind: 'custom', url: sandbox.url } }));
  value(await account.call('secrets.setApiKey', { apiKey: sandbox.apiKey }));
};

describe('a cache belongs to one service', () => {
  it("never shows the previous service's voices after the address changes, and fills again from the new one", async () => {
    await pointAt(first);
    value(await account.call('voices.refresh', {}));
    const own = value(await account.call<VoiceList>('voices.list', {})).voices.find((v) => v.name === 'Brand Voice — Cairo')!;
    // The first service no longer has this voice; the second still does.
    value(await account.call('voices.delete', { voiceId: own.id }));
    expect(value(await account.call<VoiceList>('voices.list', {})).voices.some((v) => v.id === own.id)).toBe(false);

    await pointAt(second);
    const right = value(await account.call<VoiceList>('voices.list', {}));
    // Nothing of the first service's list is shown while the second one's loads.
    expect(right.total === 0 || right.voices.some((v) => v.id === own.id)).toBe(true);
    value(await account.call('voices.refresh', {}));
    const filled = value(await account.call<VoiceList>('voices.list', {}));
    expect(filled.voices.some((v) => v.id === own.id)).toBe(true);
    // Favourites go to the service that listed the voice.
    value(await account.call('voices.setFavourite', { voiceId: own.id, isFavourite: true }));
    expect(second.requests.count('voiceFavourite')).toBeGreaterThan(0);
  });
});
