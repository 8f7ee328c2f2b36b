import { useDeferredValue, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scriptCharLimit } from '../../../../shared/model/script';
import { needsSplitting } from '../../../../shared/text';
import { useStudioStore } from '../../store';
import { TashkeelPalette } from '../../tashkeel';
import { activeStudio } from '../../transport';
import { Screen } from '../../ui/Screen';
import { loadDictionaries } from './dictionary-actions';
import { DictionaryPicker } from './DictionaryPicker';
import { changeDraft, flushDraft, loadDrafts } from './draft-actions';
import { DraftBar } from './DraftBar';
import { UnreadableDrafts } from './UnreadableDrafts';
import { scriptErrorText } from './error-text';
import { GenerateBar, GeneratePanel } from './GeneratePanel';
import { GenerationSettings } from './GenerationSettings';
import { generateParts, generateSpeech } from './generation-actions';
import { splitIntoParts } from './parts-actions';
import { LongScriptPanel } from './LongScriptPanel';
import { watchLexiconsInEffect } from '../../lexicon';
import { ReadAsPanel } from './ReadAsPanel';
import { ScriptLexiconBar } from './ScriptLexiconBar';
import { ScriptEditor } from './ScriptEditor';
import { spokenCount, useDraftReadAsOptions } from './spoken-length';
import { TakesNotice } from './TakesNotice';
import { useDraftTakes } from './use-draft-takes';
import { loadVoicePicker, reloadVoicePicker } from './voice-actions';
import { VoicePicker } from './VoicePicker';
import './script.css';

/** The script editor: drafts, the text, voice and settings, and generation. */
export default function ScriptScreen() {
  const { t } = useTranslation();
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const status = useStudioStore((s) => s.script.status);
  const loadError = useStudioStore((s) => s.script.loadError);
  useDraftTakes();

  useEffect(() => {
    void loadDrafts().then(loadVoicePicker);
    void loadDictionaries();
    const offVoices = activeStudio().events.on('voices.changed', () => void reloadVoicePicker());
    // The preview and generation apply the profile's lexicons (a draft belongs to no project).
    const offLexicons = watchLexiconsInEffect(null);
    // pagehide covers closing the window or tab; leaving the section unmounts this screen.
    const onPageHide = () => void flushDraft();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      offVoices();
      offLexicons();
      window.removeEventListener('pagehide', onPageHide);
      void flushDraft();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    if (useStudioStore.getState().script.parts) void generateParts();
    else void generateSpeech();
  }

  return (
    <Screen title={t('script.title')} intro={t('script.intro')}>
      {status === 'failed' && loadError && (
        <p className="script-error" role="alert">
          {t('script.loadFailed', { reason: scriptErrorText(t, loadError) })}
        </p>
      )}
      {status !== 'ready' && status !== 'failed' && <p className="screen-note">{t('script.loading')}</p>}
      <UnreadableDrafts />
      <DraftBar />
      <TakesNotice />
      {/* Ctrl/Cmd+Enter anywhere in the editor generates. */}
      <div className="script-layout" onKeyDown={onKeyDown} data-testid="script-editor">
        <div className="script-main">
          {/* The script and, beside it, what will be spoken. */}
          <div className="script-editor-pair">
            <ScriptEditor textareaRef={textareaRef} />
            <ReadAsPanel />
          </div>
          <ScriptLexiconBar textareaRef={textareaRef} />
          <SplitOffer />
          <GenerateBar />
          <GeneratePanel />
          <TashkeelPalette textareaRef={textareaRef} onText={(text) => changeDraft({ text })} />
          <LongScriptPanel />
        </div>
        <aside className="script-side">
          <VoicePicker />
          <GenerationSettings />
          <DictionaryPicker />
        </aside>
      </div>
    </Screen>
  );
}

/** Offered while the script is over the limit as it will be sent (read-as applied), or holds a pause. */
function SplitOffer() {
  const { t } = useTranslation();
  const inParts = useStudioStore((s) => s.script.parts !== null);
  const text = useDeferredValue(useStudioStore((s) => s.script.draft?.text ?? ''));
  const options = useDraftReadAsOptions();
  const offer = useMemo(() => {
    const spoken = (slice: string) => spokenCount(slice, options);
    if (!needsSplitting(text, scriptCharLimit, spoken)) return null;
    // Over only once numbers are words: say so, or "longer than allowed" reads wrong beside a count under it.
    return needsSplitting(text) ? 'offer' : 'offerSpoken';
  }, [text, options]);
  if (inParts || !offer) return null;
  return (
    <div className="script-split-offer" data-testid="split-offer">
      <p>{t(`script.long.${offer}`)}</p>
      <button type="button" className="button" data-testid="split-button" onClick={splitIntoParts}>
        {t('script.long.split')}
      </button>
    </div>
  );
}
