// Runs before every unit test file. In jsdom files it supplies what jsdom lacks and the UI
// uses (radix's Slider measures itself with ResizeObserver); in plain Node files it does nothing.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  globalThis.ResizeObserver = window.ResizeObserver;
}
