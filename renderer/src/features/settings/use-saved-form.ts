import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Result, StudioError } from '../../../../shared/contract';
import { accountErrorText } from './account-errors';

/** Why a form was not saved, and which of its fields (if any) is at fault. */
export interface FormProblem<Field extends string> {
  field: Field | null;
  text: string;
}

/**
 * The save cycle the account forms share: the buttons wait while the main process works, then a
 * note says it is done or the problem says, in the interface language, why not. What the user
 * typed stays in the fields either way.
 */
export function useSavedForm<Field extends string = never>() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<FormProblem<Field> | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit<T>(
    work: () => Promise<Result<T>>,
    doneNote: string,
    fieldOf?: (error: StudioError) => Field | null,
  ): Promise<Result<T>> {
    setPending(true);
    const result = await work();
    setPending(false);
    setProblem(result.ok ? null : { field: fieldOf?.(result.error) ?? null, text: accountErrorText(t, result.error) });
    setNote(result.ok ? doneNote : null);
    return result;
  }

  return {
    problem,
    note,
    pending,
    submit,
    /** Refuses before anything is sent: the input itself is wrong. */
    refuse: (text: string, field: Field | null = null) => setProblem({ field, text }),
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
