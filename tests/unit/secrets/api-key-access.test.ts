import { describe, expect, it } from 'vitest';
import type { CoreContext } from '../../../electron/core/core-context';
import type { ApiKeyReader, ApiKeyWriter } from '../../../electron/core/profiles/api-key-access';
import type { SessionManagerOptions } from '../../../electron/core/session';

// Issue 19, "the key by type": a handler can save, clear and check for a key but never read it.
// The proof is the type-check (tsc runs over tests/): each `@ts-expect-error` below fails the build
// the day a handler-visible type gains a way to read the key. The test body only keeps vitest happy.

/** What every handler gets. Never called: it exists for the compiler. */
function handlerTriesToRead(core: CoreContext): void {
  // @ts-expect-error CoreContext.apiKeys is an ApiKeyWriter: it has no readFor.
  void core.apiKeys.readFor('profile', 'https://api.tryhamsa.com');
  // @ts-expect-error ...and no other name for it either.
  void core.apiKeys.stored('profile');
  // @ts-expect-error The keychain itself is not in CoreContext (its items include the key).
  void core.secrets.getSecret('profile');
  // @ts-expect-error Handlers may only ask whether the keychain works.
  void core.keychain.getSecret('profile');
  // What a handler may do with the key: write it, clear it, ask whether there is one.
  void core.apiKeys.set('profile', 'a-new-key');
  void core.apiKeys.clear('profile');
  void core.apiKeys.has('profile');
  void core.keychain.probe();
}

/** An ApiKeyWriter cannot be passed off as a reader, and the session manager takes a reader. */
function writerIsNotAReader(writer: ApiKeyWriter, reader: ApiKeyReader): Pick<SessionManagerOptions, 'keyReader'>[] {
  // @ts-expect-error A writer is not a reader: the session manager could not be given one.
  const wrong: Pick<SessionManagerOptions, 'keyReader'> = { keyReader: writer };
  return [wrong, { keyReader: reader }];
}

describe('the API key by type', () => {
  it('is checked by the compiler (this file type-checks only while handlers cannot read the key)', () => {
    expect([handlerTriesToRead, writerIsNotAReader].every((check) => typeof check === 'function')).toBe(true);
  });
});
