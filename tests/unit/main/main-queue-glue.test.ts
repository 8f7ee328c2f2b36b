import type { NotificationConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { QueueState } from '../../../shared/model/projects';
import { EventBus } from '../../../electron/core/events';
import { chapterNoticeText, noticeLanguageOf, notifyChapterDone } from '../../../electron/main/chapter-notice';
import { keepAliveWhileQueued } from '../../../electron/main/queue-keepalive';

// Electron's app and Notification are outside our control (no binary here): fakes of the few
// members the glue uses; the event bus is the core's own.
const queue = (projectId: string, state: QueueState['state']) => ({ projectId, state }) as QueueState;

describe('a running queue keeps the desktop app alive', () => {
  it('closing the last window while a queue runs quits only when no queue runs any more', () => {
    const events = new EventBus();
    const app = { quit: vi.fn() };
    const keep = keepAliveWhileQueued(app, events);
    events.emit('queue.changed', queue('a', 'running'));
    events.emit('queue.changed', queue('b', 'running'));
    keep.lastWindowClosed();
    expect(app.quit).not.toHaveBeenCalled();
    events.emit('queue.changed', queue('a', 'idle'));
    expect(app.quit).not.toHaveBeenCalled();
    events.emit('queue.changed', queue('b', 'paused'));
    expect(app.quit).toHaveBeenCalledTimes(1);
  });

  it('quits at once when nothing runs, and a window opened meanwhile cancels the pending quit', () => {
    const events = new EventBus();
    const app = { quit: vi.fn() };
    const keep = keepAliveWhileQueued(app, events);
    keep.lastWindowClosed();
    expect(app.quit).toHaveBeenCalledTimes(1);

    events.emit('queue.changed', queue('a', 'running'));
    keep.lastWindowClosed();
    keep.windowOpened();
    events.emit('queue.changed', queue('a', 'idle'));
    expect(app.quit).toHaveBeenCalledTimes(1);
  });
});

describe('a desktop notification when a chapter is generated', () => {
  const done = { projectId: 'p', chapterId: 'c', title: 'الفصل الأول', failed: 0 };

  it('shows one notification per chapterDone, in the studio language, saying failures', async () => {
    const events = new EventBus();
    const shown: NotificationConstructorOptions[] = [];
    const create = (options: NotificationConstructorOptions) => ({ show: () => void shown.push(options) });
    let language: 'en' | 'ar' = 'en';
    notifyChapterDone(events, { isSupported: () => true, create }, () => Promise.resolve(language));
    events.emit('queue.changed', queue('p', 'idle'));
    events.emit('queue.chapterDone', done);
    language = 'ar';
    events.emit('queue.chapterDone', { ...done, failed: 2 });
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(shown[0]).toEqual({ title: 'Chapter generated', body: '“الفصل الأول” is generated.' });
    expect(shown[1]).toEqual(chapterNoticeText({ ...done, failed: 2 }, 'ar'));
    expect(shown[1]!.body).toContain('2');
  });

  it('shows nothing where the system has no notifications', async () => {
    const events = new EventBus();
    const create = vi.fn();
    notifyChapterDone(events, { isSupported: () => false, create }, () => Promise.resolve('en'));
    events.emit('queue.chapterDone', done);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(create).not.toHaveBeenCalled();
  });

  it('follows the preference, else the system locale', () => {
    expect(noticeLanguageOf('ar', 'en-US')).toBe('ar');
    expect(noticeLanguageOf('en', 'ar-SA')).toBe('en');
    expect(noticeLanguageOf('system', 'ar-EG')).toBe('ar');
    expect(noticeLanguageOf(undefined, 'fr-FR')).toBe('en');
  });
});
