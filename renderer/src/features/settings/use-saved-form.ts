import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Result, StudioError } from '../../../../shared/contract';
import { accountErrorText } from './account-errors';
import type { Wording } from './wording';

/** Why a form was not saved, and which of its fields (if any) is at fault. */
export interface FormProblem<Field extends string> {
  field: Field | null;
  text: string;
}

/**
 * The save cycle the account forms share: the buttons wait while the main process works, then a
 * note says it is done or the problem says, in the interface language, why not. What the user
 * typed stays in the fields either way. Both are kept as wordings and put into words as shown, so
 * they follow a language switch.
 */
export function useSavedForm<Field extends string = never>() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<{ field: Field | null; say: Wording } | null>(null);
  const [note, setNote] = useState<{ say: Wording } | null>(null);
  const [pending, setPending] = useState(false);

  async function submit<T>(
    work: () => Promise<Result<T>>,
    doneNote: Wording,
    fieldOf?: (error: StudioError) => Field | null,
  ): Promise<Result<T>> {
    setPending(true);
    const result = await work();
    setPending(false);
    setProblem(result.ok ? null : { field: fieldOf?.(result.error) ?? null, say: (tr) => accountErrorText(tr, result.error) });
    setNote(result.ok ? { say: doneNote } : null);
    return result;
  }

  return {
    problem: problem && ({ field: problem.field, text: problem.say(t) } satisfies FormProblem<Field>),
    note: note?.say(t) ?? null,
    pending,
    submit,
    /** Refuses before anything is sent: the input itself is wrong. */
    refuse: (say: Wording, field: Field | null = null) => setProblem({ field, say }),
    clearProblem: () => setProblem(null),
    clearNote: () => setNote(null),
  };
}

/**
 * Puts a form's fields back to `source`'s values when it changes elsewhere (another window, a
 * profile switch, a discovered project id) — adjusted while rendering, React's pattern for state
 * that follows a prop.
 */
export function useResetWhenChanged(source: string, reset: () => void): void {
  const [shownSource, setShownSource] = useState(source);
  if (shownSource !== source) {
    setShownSource(source);
    reset();
  }
}
