import type { Notification, NotificationConstructorOptions } from 'electron';
import type { ChapterDone } from '../../shared/contract/domain-events/projects';
import type { EventBus } from '../core/events';

/** The desktop notification's words, in the studio's language (the window may be closed: no renderer to say it). */
const words = {
  en: {
    title: 'Chapter generated',
    body: (done: ChapterDone) => `“${done.title}” is generated.`,
    bodyFailed: (done: ChapterDone) => `“${done.title}” is done; ${done.failed} blocks could not be generated (each says why).`,
  },
  ar: {
    title: 'وُلِّد الفصل',
    body: (done: ChapterDone) => `وُلِّد الفصل «${done.title}».`,
    bodyFailed: (done: ChapterDone) => `انتهى الفصل «${done.title}»؛ تعذّر توليد ${done.failed} فقرة (وكلٌّ منها يذكر السبب).`,
  },
} as const;

export type NoticeLanguage = keyof typeof words;

export function chapterNoticeText(done: ChapterDone, language: NoticeLanguage): NotificationConstructorOptions {
  const w = words[language];
  return { title: w.title, body: done.failed > 0 ? w.bodyFailed(done) : w.body(done) };
}

export interface NotificationApi {
  isSupported(): boolean;
  create(options: NotificationConstructorOptions): Pick<Notification, 'show'>;
}

/**
 * A desktop notification when the queue has finished a chapter (queue.chapterDone, once per
 * chapter and run), whether or not the window is open. Returns the unsubscribe.
 */
export function notifyChapterDone(
  events: Pick<EventBus, 'subscribe'>,
  notifications: NotificationApi,
  language: () => Promise<NoticeLanguage>,
): () => void {
  return events.subscribe((name, payload) => {
    if (name !== 'queue.chapterDone' || !notifications.isSupported()) return;
    const done = payload as ChapterDone;
    void language()
      .catch((): NoticeLanguage => 'en')
      .then((lang) => notifications.create(chapterNoticeText(done, lang)).show());
  });
}

/** The user's language preference, or the system's locale when the preference is to follow it. */
export function noticeLanguageOf(preference: 'system' | 'ar' | 'en' | undefined, systemLocale: string): NoticeLanguage {
  if (preference === 'ar' || preference === 'en') return preference;
  return systemLocale.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
