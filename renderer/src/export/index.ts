// Exporting audio from any screen: the export choices' fields and a long script's joined render
// (History's long renders and the Script screen both offer it, and screens do not import each
// other). Features import from here only.
export { ExportSettingsFields } from './ExportSettingsFields';
export { PieceExport } from './PieceExport';
export { startPieceDrag } from './piece-export-actions';
export { ProjectExport } from './project/ProjectExport';
