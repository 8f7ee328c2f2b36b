import type { RefObject } from 'react';
import { AddToLexiconButton } from '../../lexicon';
import { useStudioStore } from '../../store';

/** "Add to lexicon" for the script's selected word, offering the voice's dialect as the entry's scope. */
export function ScriptLexiconBar({ textareaRef }: { textareaRef: RefObject<HTMLTextAreaElement | null> }) {
  const code = useStudioStore((s) => s.script.voices.find((v) => v.id === s.script.draft?.voiceId)?.dialectCode ?? s.script.dialectCode);
  const dialect = useStudioStore((s) => s.script.dialects.find((d) => d.code === code));
  const language = useStudioStore((s) => s.ui.language);
  const name = dialect ? (language === 'ar' && dialect.nameAr ? dialect.nameAr : dialect.name) : code;
  return <AddToLexiconButton textareaRef={textareaRef} dialect={code && name ? { code, name } : null} />;
}
