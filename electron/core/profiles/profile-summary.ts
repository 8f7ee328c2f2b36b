import type { ProfileRecord, ProfilesFile } from './profiles-file';

/** A profile as the UI sees it. Its key is not here: ask ProfileApiKeys.has(). */
export interface Profile {
  id: string;
  name: string;
  createdAt: string;
  isActive: boolean;
}

export function summaryOf(record: ProfileRecord, state: ProfilesFile): Profile {
  return { id: record.id, name: record.name, createdAt: record.createdAt, isActive: record.id === state.activeProfileId };
}

export function summaries(state: ProfilesFile): Profile[] {
  return state.profiles.map((record) => summaryOf(record, state));
}

export function activeOf(state: ProfilesFile): Profile {
  const record = state.profiles.find((p) => p.id === state.activeProfileId) ?? state.profiles[0];
  // profilesFileSchema guarantees at least one profile and a listed active id.
  return summaryOf(record as ProfileRecord, state);
}
