import { event } from '../define';
import type { BookExportProgress } from '../../model/deliverables';

/** Events of project exports (issue 31). Spread into shared/contract/events.ts. */
export const deliverablesEvents = {
  'deliverables.exportProgress': event<BookExportProgress>(
    'Fires as a project export reads, measures and writes each chapter, and names each file.',
  ),
} as const;
