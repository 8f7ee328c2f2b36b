import { create } from 'zustand';

export type Politeness = 'polite' | 'assertive';

interface Announcements {
  polite: string;
  assertive: string;
}

/**
 * What the shell's live regions (LiveAnnouncer.tsx) say. A screen reader speaks a region when its
 * text changes, so saying the same sentence twice needs the text to differ: the repeat carries a
 * trailing no-break space, which is not read.
 */
export const useAnnouncements = create<Announcements>()(() => ({ polite: '', assertive: '' }));

/** Speaks `text` to screen readers: polite waits for a pause (progress), assertive interrupts (errors). */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  useAnnouncements.setState((state) => ({
    [politeness]: state[politeness] === text ? `${text}\u00a0` : text,
  }));
}
