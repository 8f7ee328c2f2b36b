import type { Locator } from '@playwright/test';

/** How many of these elements are wholly on screen: inside the window and every clipping ancestor. */
export function countFullyVisible(items: Locator): Promise<number> {
  return items.evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
        for (let up = element.parentElement; up; up = up.parentElement) {
          if (getComputedStyle(up).overflowY === 'visible') continue;
          const clip = up.getBoundingClientRect();
          if (box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5) return false;
        }
        return true;
      }).length,
  );
}
