import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioError } from '../../../../shared/contract';
import type { LexiconEntry } from '../../../../shared/lexicon';
import type { LexiconTrial, TrialSide } from '../../../../shared/model/lexicons';
import type { VoiceCard } from '../../../../shared/model/voices';
import { player, usePlayerStore } from '../../audio';
import { errorText } from '../../i18n/error-text';
import { useStudioStore } from '../../store';
import { activeStudio } from '../../transport';
import { Dialog } from '../../ui';

/**
 * "Try it": the entry's sentence spoken without the rule (A) and with it (B), two requests the core
 * takes from History when made before; the two play A/B, each from where the other was, so the
 * same words are heard in both.
 */
export function TryItDialog({ entry, onClose }: { entry: LexiconEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const lexiconId = useStudioStore((s) => s.lexicons.selectedId);
  const ids = { sentence: useId(), voice: useId() };
  const [sentence, setSentence] = useState(entry.written);
  const [voices, setVoices] = useState<VoiceCard[] | null>(null);
  const [voiceId, setVoiceId] = useState('');
  const [running, setRunning] = useState(false);
  const [trial, setTrial] = useState<LexiconTrial | null>(null);
  const [error, setError] = useState<StudioError | null>(null);
  const playing = usePlayerStore((s) => (s.status === 'playing' || s.status === 'loading' ? s.clipId : null));

  useEffect(() => {
    void activeStudio()
      .voices.list({})
      .then((listed) => {
        const all = listed.ok ? listed.value.voices : [];
        // The open project's voice (what the user is working with), when the entry is for its
        // dialect; else one of the entry's dialects; else an Arabic voice.
        const forEntry = (v: VoiceCard) =>
          entry.dialects.length === 0 || (v.dialectCode !== null && entry.dialects.includes(v.dialectCode));
        const editorVoice = all.find((v) => v.id === useStudioStore.getState().projects.project?.settings.voiceId);
        const preferred =
          (editorVoice && forEntry(editorVoice) ? editorVoice : undefined) ??
          all.find((v) => v.dialectCode !== null && entry.dialects.includes(v.dialectCode)) ??
          all.find((v) => v.language === 'ar') ??
          all[0];
        setVoices(all);
        setVoiceId(preferred?.id ?? '');
      });
  }, [entry.dialects]);

  async function run() {
    if (!lexiconId || voiceId === '') return;
    setRunning(true);
    setError(null);
    const result = await activeStudio().lexicons.tryEntry({ lexiconId, entryId: entry.id, voiceId, sentence });
    setRunning(false);
    if (result.ok) setTrial(result.value);
    else setError(result.error);
  }

  function listen(side: TrialSide, other: TrialSide, label: string) {
    const { clipId, position } = usePlayerStore.getState();
    const at = clipId === other.clip.id ? position : 0;
    player.play({ id: side.clip.id, src: side.clip.audioUrl, title: label, kind: 'long' });
    if (at > 0) player.seek(at);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('lexicons.try.title', { entry: entry.written })}
      description={t('lexicons.try.description')}
    >
      <form
        className="lexicon-form"
        data-testid="try-it"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <div className="lexicon-field">
          <label htmlFor={ids.sentence}>{t('lexicons.try.sentence')}</label>
          <input id={ids.sentence} className="text-input" dir="auto" value={sentence} onChange={(e) => setSentence(e.target.value)} />
        </div>
        <div className="lexicon-field">
          <label htmlFor={ids.voice}>{t('lexicons.try.voice')}</label>
          <select id={ids.voice} value={voiceId} disabled={!voices || voices.length === 0} onChange={(e) => setVoiceId(e.target.value)}>
            {(voices ?? []).map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
          {voices?.length === 0 && <p className="lexicon-hint">{t('lexicons.try.noVoices')}</p>}
        </div>
        <button type="submit" className="button" disabled={running || voiceId === ''}>
          {running ? t('lexicons.try.running') : t('lexicons.try.run')}
        </button>
        <div aria-live="polite">
          {error && (
            <p className="lexicon-error" role="alert">
              {t('lexicons.try.failed', { reason: errorText(error) })}
            </p>
          )}
        </div>
        {trial && (
          <div className="lexicon-ab" role="group" aria-label={t('lexicons.try.title', { entry: entry.written })} data-testid="try-it-ab">
            {(
              [
                [trial.without, trial.with, t('lexicons.try.listenA'), t('lexicons.try.textA', { text: trial.without.text })],
                [trial.with, trial.without, t('lexicons.try.listenB'), t('lexicons.try.textB', { text: trial.with.text })],
              ] as const
            ).map(([side, other, label, text]) => (
              <div key={label} className="lexicon-ab-side">
                <button
                  type="button"
                  className="button"
                  data-variant="secondary"
                  aria-pressed={playing === side.clip.id}
                  onClick={() => listen(side, other, label)}
                >
                  {label}
                </button>
                <p className="lexicon-hint" dir="auto">
                  {text}
                  {side.reused && ` · ${t('lexicons.try.reused')}`}
                </p>
              </div>
            ))}
          </div>
        )}
      </form>
    </Dialog>
  );
}
