import { describe, expect, it } from 'vitest';
import { fail } from '../../../../shared/contract';
import { createFakeTransport } from '../../testing/fake-transport';
import { pingStudio } from './ping';

describe('pingStudio', () => {
  it('echoes the message over the transport and measures the round trip on the renderer clock', async () => {
    const fake = createFakeTransport();
    const clock = [100, 103.5];
    const result = await pingStudio(fake.transport.studio, 'مرحبًا', () => clock.shift() ?? 0);
    expect(result).toEqual({
      ok: true,
      value: { pong: { message: 'مرحبًا', serverTime: 1, transport: 'web' }, roundTripMs: 3.5 },
    });
    expect(fake.calls).toEqual([{ name: 'app.ping', input: { message: 'مرحبًا' } }]);
  });

  it('passes a failed ping through as its Result error', async () => {
    const fake = createFakeTransport();
    fake.handle('app.ping', () => fail('NETWORK', 'gone'));
    const result = await pingStudio(fake.transport.studio, 'x');
    expect(result).toEqual({ ok: false, error: { code: 'NETWORK', message: 'gone' } });
  });
});
