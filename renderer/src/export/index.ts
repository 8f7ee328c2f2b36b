// Exporting audio from any screen: the export choices' fields (History's clip export) and a
// project's export (the Projects editor); screens do not import each other. Features import from
// here only.
export { ExportSettingsFields } from './ExportSettingsFields';
export { ProjectExport } from './project/ProjectExport';
