import { sliceSetter } from '../../store';
import { activeStudio } from '../../transport';

const setCache = sliceSetter('history');

export async function setCacheLimit(bytes: number | null): Promise<void> {
  const result = await activeStudio().history.setCacheLimit({ bytes });
  if (result.ok) setCache({ cache: result.value });
  else setCache({ notice: { tone: 'error', key: `errors.${result.error.code}` } });
}

export async function clearCache(): Promise<void> {
  const result = await activeStudio().history.clearCache();
  if (result.ok)
    setCache({
      cache: result.value,
      items: [],
      offset: 0,
      total: 0,
      nextCursor: null,
      selected: [],
      notice: { tone: 'info', key: 'history.cache.cleared' },
    });
  else setCache({ notice: { tone: 'error', key: `errors.${result.error.code}` } });
}
