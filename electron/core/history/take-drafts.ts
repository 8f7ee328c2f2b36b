import type { HistoryListPage } from '../../../shared/model/history';

/**
 * Names each take's draft in a page of the history. Drafts live in files of their own (they
 * outlive the cache), so their names are read per page, once per draft the page's takes come
 * from; a draft that is gone or unreadable leaves the name null.
 */
export async function withDraftNames(page: HistoryListPage, nameOf: (draftId: string) => Promise<string | null>): Promise<HistoryListPage> {
  const draftIds = [...new Set(page.items.flatMap((item) => (item.origin ? [item.origin.draftId] : [])))];
  if (draftIds.length === 0) return page;
  const names = new Map(await Promise.all(draftIds.map(async (id) => [id, await nameOf(id)] as const)));
  return {
    ...page,
    items: page.items.map((item) =>
      item.origin && item.take ? { ...item, take: { ...item.take, draftName: names.get(item.origin.draftId) ?? null } } : item,
    ),
  };
}
