import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { isolate, isolatedValueKeys, plainValueKeys, withoutIsolates } from './bidi';
import { en } from './en';
import { i18n, initI18n } from './instance';

function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'object' && value !== null ? leaves(value) : typeof value === 'string' ? [value] : [],
  );
}

describe('names inside translated sentences', () => {
  it('every placeholder of every string is claimed as a name (isolated) or as plain, never both', () => {
    const placeholders = new Set([...leaves(en), ...leaves(ar)].flatMap((text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])));
    const unclaimed = [...placeholders].filter((key) => key !== undefined && !isolatedValueKeys.has(key) && !plainValueKeys.has(key));
    expect(unclaimed).toEqual([]);
    expect([...isolatedValueKeys].filter((key) => plainValueKeys.has(key))).toEqual([]);
  });

  it('wraps a name in first-strong isolate … pop isolate in both languages, and leaves counts and reasons alone', () => {
    initI18n('en');
    expect(i18n.t('voices.card.deleteLabel', { name: 'أحمد' })).toBe('Delete \u2068أحمد\u2069');
    expect(i18n.t('voices.deleted', { name: 'Layla' })).toBe('The voice “\u2068Layla\u2069” was deleted.');
    expect(i18n.t('status.infoFailed', { reason: 'Hamsa said no' })).toBe('Could not load the studio details: Hamsa said no');
    expect(i18n.t('history.export.done', { count: 3, directory: '/tmp/قصص' })).toContain('\u2068/tmp/قصص\u2069');
    expect(i18n.t('history.export.done', { count: 3, directory: '/tmp/x' })).not.toMatch(/\u20683\u2069/);
    i18n.changeLanguage('ar');
    expect(i18n.t('voices.card.deleteLabel', { name: 'Studio One' })).toBe('حذف \u2068Studio One\u2069');
    i18n.changeLanguage('en');
  });

  it('does not isolate twice, nor an empty value', () => {
    expect(isolate(isolate('Ahmed'))).toBe('\u2068Ahmed\u2069');
    expect(isolate('')).toBe('');
    expect(withoutIsolates(isolate('قصص قصيرة.epub'))).toBe('قصص قصيرة.epub');
  });
});
