import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom has no layout, so a virtual list has no viewport to fill. Called at a test file's top
 * level, this gives every element a size for each test and puts jsdom's own back afterwards.
 */
export function fakeElementSize(size = { height: 600, width: 800 }): void {
  const realHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  const realWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
  beforeEach(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => size.height });
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => size.width });
  });
  afterEach(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', realHeight);
    Object.defineProperty(Element.prototype, 'clientWidth', realWidth);
  });
}
