import { nameSearchMatches, type NameSearch } from '../text/name-key';
import type { Usage } from './service';

/**
 * The voice catalogue as the studio shows it (from the local cache, refreshed from the service).
 * Shared by the voices browser and the script editor's voice picker.
 */
export type VoiceGender = 'male' | 'female';
export type VoiceStyle = 'conversational' | 'narrator';

export interface DialectSummary {
  id: string;
  /** The service's code: pls, egy, syr, …, msa, ar-sa, en. */
  code: string;
  /** English name. */
  name: string;
  /** Arabic name, when known. */
  nameAr: string | null;
  /** 'ar' or 'en'. */
  language: string;
  voiceCount: number;
  /** The user's local default voice for this dialect, if chosen. */
  defaultVoiceId: string | null;
}

export interface VoiceCard {
  id: string;
  name: string;
  /** 'ar' or 'en'. */
  language: string;
  dialectId: string | null;
  dialectCode: string | null;
  tags: string[];
  isFavourite: boolean;
  /** As the service said it: a flag, a count, or nothing (null). */
  usedInJobs: Usage | null;
  usedInVoiceAgents: Usage | null;
  /** The service's current default voice. */
  isServiceDefault: boolean;
  /** `/api/audio/voice-image/<id>` when an image is known, else null. */
  imageUrl: string | null;
  /** `/api/audio/voice-sample/<id>` when a sample is known, else null. */
  sampleUrl: string | null;
  createdAt: string | null;
}

/** How the voices list can be ordered. */
export const voiceSorts = ['name', 'newest', 'mostUsed'] as const;
export type VoiceSort = (typeof voiceSorts)[number];

/** A filter over the catalogue; every field narrows, none is required. */
export interface VoiceQuery {
  dialectCode?: string;
  language?: string;
  /** Every tag given must be on the voice (e.g. ['female', 'narrator']). */
  tags?: string[];
  favouritesOnly?: boolean;
  /** Matched against the name with Arabic spelling variants folded, and by sound across scripts (nameSearch). */
  search?: string;
  sort?: VoiceSort;
}

export interface VoiceList {
  voices: VoiceCard[];
  /** How many voices matched (all of them are in `voices`). */
  total: number;
  /** When the cache was last refreshed from the service; null if never. */
  refreshedAt: string | null;
  /** True when the cache is older than the refresh interval (a refresh has been started). */
  stale: boolean;
}

export interface VoiceRefresh {
  /** Whether the service's catalogue differed from the cache. */
  changed: boolean;
  refreshedAt: string;
  voiceCount: number;
  /** Voices the service listed that could not be read (left out); absent when none. */
  dropped?: number;
}

export type VoicesChangeReason = 'refresh' | 'favourite' | 'delete' | 'dialect-default';

/** Tags the studio knows how to label; others are shown as they come. */
export const knownVoiceTags = ['male', 'female', 'conversational', 'narrator'] as const;

const nameCollator = new Intl.Collator(['ar', 'en'], { sensitivity: 'base', numeric: true });

/**
 * Filters and orders voice cards. The core answers voices.list with it and the voices screen
 * re-runs it in memory on each keystroke, so both agree on what a filter means.
 * `searchable` gives the name folded and keyed for search (nameSearch; the caller caches it), so a
 * query in one script finds a name written in the other.
 */
export function queryVoices<T extends VoiceCard>(
  cards: readonly T[],
  query: VoiceQuery,
  searchable: (card: T) => NameSearch,
  search: NameSearch,
): T[] {
  const tags = query.tags ?? [];
  const matching = cards.filter(
    (card) =>
      (query.dialectCode === undefined || card.dialectCode === query.dialectCode) &&
      (query.language === undefined || card.language === query.language) &&
      (!query.favouritesOnly || card.isFavourite) &&
      tags.every((tag) => card.tags.includes(tag)) &&
      nameSearchMatches(searchable(card), search),
  );
  return matching.sort(voiceComparator(query.sort ?? 'name'));
}

export function voiceComparator(sort: VoiceSort): (a: VoiceCard, b: VoiceCard) => number {
  const byName = (a: VoiceCard, b: VoiceCard) => nameCollator.compare(a.name, b.name) || a.id.localeCompare(b.id);
  switch (sort) {
    case 'newest':
      return (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || byName(a, b);
    case 'mostUsed':
      return (a, b) => usage(b) - usage(a) || byName(a, b);
    default:
      return byName;
  }
}

/**
 * Agents weigh more than jobs: an agent is a standing use, a job a single one. "Used" without a
 * count weighs as one use.
 */
const usage = (card: VoiceCard) => uses(card.usedInVoiceAgents) * 1000 + uses(card.usedInJobs);
const uses = (said: Usage | null) => (said === null || !said.used ? 0 : (said.count ?? 1));
