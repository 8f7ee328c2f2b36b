import type { App } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { closeBeforeQuit } from '../../../electron/main/lifecycle';

function fakeApp() {
  const listeners: Array<(event: { preventDefault(): void }) => void> = [];
  const app = {
    on: (_name: string, listener: (event: { preventDefault(): void }) => void) => {
      listeners.push(listener);
      return app;
    },
    quit: vi.fn(),
  };
  const beforeQuit = () => {
    const event = { preventDefault: vi.fn() };
    for (const listener of listeners) listener(event);
    return event;
  };
  return { app: app as unknown as Pick<App, 'on' | 'quit'> & { quit: typeof app.quit }, beforeQuit };
}

describe('closeBeforeQuit', () => {
  it('holds the first quit until the core has closed, then quits for real', async () => {
    const { app, beforeQuit } = fakeApp();
    let finish: () => void = () => {};
    const close = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    closeBeforeQuit(app, close);

    expect(beforeQuit().preventDefault).toHaveBeenCalled();
    expect(beforeQuit().preventDefault).toHaveBeenCalled(); // a second quit while closing waits too
    expect(close).toHaveBeenCalledTimes(1);
    expect(app.quit).not.toHaveBeenCalled();

    finish();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledTimes(1));
    expect(beforeQuit().preventDefault).not.toHaveBeenCalled();
  });

  it('still quits when closing the core fails', async () => {
    const { app, beforeQuit } = fakeApp();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    closeBeforeQuit(app, () => Promise.reject(new Error('disk gone')));
    beforeQuit();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledTimes(1));
    spy.mockRestore();
  });
});
