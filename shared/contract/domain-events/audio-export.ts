import { event } from '../define';
import type { ExportProgress } from '../../model/audio-export';

/** Events about files leaving the studio. Spread into shared/contract/events.ts. */
export const audioExportEvents = {
  'audioExport.exportProgress': event<ExportProgress>(
    'Fires as an export to a folder (cached clips, or a joined render) moves on: after each file, and between the steps of a long one.',
  ),
} as const;
