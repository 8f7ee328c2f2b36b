import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../../../shared/model/projects';
import { detectScriptLanguage, isRealArabicOrEnglish } from '../../../../shared/text';
import { useStudioStore } from '../../store';

/**
 * What the Script screen warned of before generating, for one block: text in one language with a
 * voice of the other, and text that is not Arabic or English (the core refuses it before anything
 * is sent; saying so while typing spares the user a failed block).
 */
export function BlockChecks({ block, text }: { block: Block; text: string }) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(text);
  const voiceLanguage = useStudioStore((s) => s.projects.voices.find((v) => v.id === block.effectiveVoiceId)?.language ?? null);
  if (deferred.trim() === '') return null;
  const notReal = !isRealArabicOrEnglish(deferred);
  const language = detectScriptLanguage(deferred);
  const key = notReal
    ? 'notRealText'
    : language === 'en' && voiceLanguage === 'ar'
      ? 'mismatchVoiceAr'
      : language === 'ar' && voiceLanguage === 'en'
        ? 'mismatchVoiceEn'
        : null;
  if (!key) return null;
  return (
    <p className="projects-block-warning" data-testid="block-warning">
      {t(`projects.blocks.${key}`)}
    </p>
  );
}
