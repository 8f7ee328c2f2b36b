import type { TFunction } from 'i18next';
import type { Usage } from '../../../../shared/model/service';
import type { VoiceCard } from '../../../../shared/model/voices';

/**
 * How a voice is used, in words, from whatever the service said: a count ("Used by 3 agents",
 * with the language's plural forms), only a flag ("Used by agents"), or nothing (no words).
 */
export function usageText(t: TFunction, kind: 'agents' | 'jobs', said: Usage | null): string | null {
  if (said === null) return null;
  const key = kind === 'agents' ? 'usedByAgents' : 'usedInJobs';
  if (said.count !== null) return t(`voices.card.${key}`, { count: said.count });
  if (!said.used) return t(`voices.card.${key}`, { count: 0 });
  return t(`voices.card.${key}Uncounted`);
}

/** Both, joined ("Used by 3 agents · Used in jobs"); empty when the service said nothing. */
export function voiceUsageText(t: TFunction, voice: Pick<VoiceCard, 'usedInVoiceAgents' | 'usedInJobs'>): string {
  return [usageText(t, 'agents', voice.usedInVoiceAgents), usageText(t, 'jobs', voice.usedInJobs)]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

/** Whether deleting the voice would take it from something that uses it (said used, or a count above 0). */
export function voiceInUse(voice: Pick<VoiceCard, 'usedInVoiceAgents' | 'usedInJobs'>): boolean {
  return voice.usedInVoiceAgents?.used === true || voice.usedInJobs?.used === true;
}
