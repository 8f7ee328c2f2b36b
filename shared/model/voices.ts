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
  usedInJobs: number;
  usedInVoiceAgents: number;
  /** The service's current default voice. */
  isServiceDefault: boolean;
  /** `/api/audio/voice-image/<id>` when an image is known, else null. */
  imageUrl: string | null;
  /** `/api/audio/voice-sample/<id>` when a sample is known, else null. */
  sampleUrl: string | null;
  createdAt: string | null;
}
