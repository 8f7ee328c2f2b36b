import type { DictionaryRecord, VoiceAgentRecord, VoiceRecord } from '../state/types';
import { seedDate, type SeededRandom } from './rng';

const agents: ReadonlyArray<readonly [agentName: string, description: string, language: string]> = [
  ['مساعد خدمة العملاء', 'يجيب عن أسئلة العملاء ويتتبع الطلبات', 'ar'],
  ['Sales Assistant', 'Qualifies leads and books demos', 'en'],
  ['حجز المواعيد', 'يحجز مواعيد العيادة ويعدّلها', 'ar'],
  ['Support Bot (EN)', 'First-line technical support in English', 'en'],
  ['المساعد المصرفي', 'يجيب عن استفسارات الأرصدة والبطاقات', 'ar'],
];

export function seedVoiceAgents(random: SeededRandom, voices: VoiceRecord[], projectId: string): VoiceAgentRecord[] {
  return agents.map(([agentName, description, language], index) => {
    const voice = voices.find((v) => v.language === language && v.ownership === 'catalogue' && v.usedInVoiceAgents > 0) ?? voices[0]!;
    return { id: random.uuid(), agentName, description, language, ttsVoiceId: voice.id, projectId, createdAt: seedDate(40 + index * 5) };
  });
}

const dictionaries: ReadonlyArray<readonly [name: string, wordsCount: number, agentIndexes: number[]]> = [
  ['أسماء المنتجات', 42, [0, 2]],
  ['Brand names', 18, [1]],
  ['المصطلحات الطبية', 120, []],
  ['Banking terms', 64, [4]],
];

export function seedDictionaries(random: SeededRandom, voiceAgents: VoiceAgentRecord[]): DictionaryRecord[] {
  return dictionaries.map(([name, wordsCount, agentIndexes], index) => ({
    id: random.uuid(),
    name,
    wordsCount,
    createdAt: seedDate(30 + index * 4),
    voiceAgentIds: agentIndexes.map((i) => voiceAgents[i]!.id),
  }));
}
