import { describe, expect, it } from 'vitest';
import { checkHistoryId } from '../../../electron/core/history/owned-clip';

const serviceId = '6f1c2d3e-0000-4000-8000-000000000001';

describe('history ids are keys, never paths', () => {
  it.each(['../secret', '..', '/etc/passwd', 'a/b', 'a\\b', 'C:thing', 'x\u0000y'])('refuses %j', (id) => {
    expect(checkHistoryId(id)).not.toBeNull();
  });
  it('accepts a service id', () => {
    expect(checkHistoryId(serviceId)).toBeNull();
  });
});
