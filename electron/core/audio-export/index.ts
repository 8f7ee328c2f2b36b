// What other features may use of audio export; the rest is this feature's own.
export { readExportSettings } from './export-preferences';
export { exportClip } from './export-clip';
export { removeDragFolder, removeStaleDragFolders } from './drag-folder';
export { checkDestination } from './export-to-folder';
export { offerAsDownloads } from './downloads';
// What the deliverables engine (electron/core/deliverables) builds a whole book's export from.
export { chunkFrames, type ChunkSink, type PcmStream } from './export-source';
export { WavFileReader } from './wav-stream';
export { ClipResampler, type Converted } from './resample';
export { SilenceEdgeFinder, type SilenceEdges } from './silence-trim';
export { Finisher, planFinishing, maxExtraGainDb, type FinishPlan } from './finishing';
export { LoudnessMeter, silentLufs } from './loudness-meter';
export { PeakEnvelope, dbToLinear, linearToDb, peakLookahead } from './true-peak';
export { EncodedWriter, outputChannelsFor, outputRateFor, type WriterOptions } from './encoded-writer';
export { encoderLevelChangeDb } from './export-job';
export { isPartialExportName, partialNameOf, placeExportFile, sweepPartialExports } from './export-file';
