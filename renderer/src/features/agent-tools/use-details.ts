import { useEffect, useState } from 'react';
import type { Result, StudioError } from '../../../../shared/contract';

/**
 * Loads one details value when a details view opens. The answer is kept with the id it answers,
 * so a view switched to another id shows "loading" rather than the previous item.
 */
export function useDetails<T>(id: string, load: (id: string) => Promise<Result<T>>): { value: T | null; error: StudioError | null } {
  const [state, setState] = useState<{ id: string; value: T | null; error: StudioError | null } | null>(null);
  useEffect(() => {
    let current = true;
    void load(id).then((result) => {
      if (current) setState(result.ok ? { id, value: result.value, error: null } : { id, value: null, error: result.error });
    });
    return () => {
      current = false;
    };
  }, [id, load]);
  return state?.id === id ? state : { value: null, error: null };
}
