// What other features may use of audio export; the rest is this feature's own.
export { readExportSettings } from './export-preferences';
export { exportClip } from './export-clip';
