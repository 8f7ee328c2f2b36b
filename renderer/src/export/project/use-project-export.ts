import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result, StudioError } from '../../../../shared/contract';
import type { DeliverableChoices } from '../../../../shared/contract/ops/deliverables';
import { choiceProblem, readChoices, type ChoiceField, type ChoiceProblem } from '../../../../shared/model/deliverable-choices';
import {
  defaultDeliverableSettings,
  type BookDownload,
  type BookExportProgress,
  type BookExportReport,
  type DeliverableSettings,
} from '../../../../shared/model/deliverables';
import { i18n } from '../../i18n/instance';
import type { Notice } from '../../i18n/notice';
import { activeStudio } from '../../transport';

/**
 * The export dialog's state and calls: the project's remembered choices (read when the dialog
 * opens, remembered by the core as the user changes them and when an export starts), the cover
 * (checked by the core), one export at a time with its progress and cancel, and what it wrote
 * (the report).
 */

export type ExportNotice = Notice | null;

/** Typing in a field saves once the user pauses, not per keystroke; closing saves at once. */
const saveDelayMs = 400;

const choicesOf = ({ cover: _cover, ...choices }: DeliverableSettings): DeliverableChoices => choices;

/** The dialog's labels by the contract's input path: a refused field is named by what it shows. */
const exportFieldKeys = {
  chapterFormat: 'projectExport.chapterFormat',
  fileNameTemplate: 'projectExport.template',
  m4b: 'projectExport.m4b',
  m4bKbps: 'projectExport.m4bKbps',
  bookMp3: 'projectExport.bookMp3',
  mp3Kbps: 'projectExport.mp3Kbps',
  loudness: 'projectExport.loudness',
  trimSilence: 'projectExport.trim',
  subtitles: 'projectExport.subtitles',
  title: 'projectExport.fields.title',
  subtitle: 'projectExport.fields.subtitle',
  author: 'projectExport.fields.author',
  narrator: 'projectExport.fields.narrator',
  publisher: 'projectExport.fields.publisher',
  year: 'projectExport.fields.year',
  language: 'projectExport.fields.language',
  description: 'projectExport.fields.description',
  cover: 'projectExport.cover',
  directory: 'projectExport.folder',
} as const;

/** A refusal naming the folder gets the folder's own sentence; anything else the core's reason, naming its field. */
function failureNotice(error: StudioError): Notice {
  if (error.field === 'directory')
    return {
      tone: 'error',
      key: error.messageKey && i18n.exists(error.messageKey) ? error.messageKey : 'projectExport.errors.directory',
      values: { field: 'directory' },
    };
  // The core refuses what it cannot export (a chapter not generated, a choice) before it writes
  // anything: that export did not start, which is not the same news as one that stopped midway.
  const refusedBeforeStart = error.code === 'VALIDATION' || error.code === 'NOT_FOUND';
  return {
    tone: 'error',
    key: refusedBeforeStart ? 'projectExport.notStarted' : 'projectExport.failed',
    error,
    fieldKeys: exportFieldKeys,
  };
}

const choiceFields: readonly ChoiceField[] = ['fileNameTemplate', 'metadata.year', 'metadata.language'];

/** The core's refusal of one choice (its input path is `settings.<field>`), said beside that field. */
function choiceProblemOf(error: StudioError): ChoiceProblem | null {
  const field = choiceFields.find((f) => error.field === `settings.${f}` || error.field === f);
  return field
    ? { field, messageKey: error.messageKey ?? `projectExport.errors.${field.replace('metadata.', '')}`, message: error.message }
    : null;
}

function withField(choices: DeliverableChoices, field: ChoiceField, from: DeliverableChoices): DeliverableChoices {
  if (field === 'fileNameTemplate') return { ...choices, fileNameTemplate: from.fileNameTemplate };
  const key = field === 'metadata.year' ? 'year' : 'language';
  return { ...choices, metadata: { ...choices.metadata, [key]: from.metadata[key] } };
}

/** What can be remembered of `typed`: each choice that cannot be used keeps its last good value. */
function goodPart(typed: DeliverableChoices, lastGood: DeliverableChoices): DeliverableChoices {
  let choices = readChoices(typed);
  for (let problem = choiceProblem(choices), turns = 0; problem && turns < choiceFields.length; problem = choiceProblem(choices), turns++)
    choices = withField(choices, problem.field, lastGood);
  return choices;
}

export function useProjectExport(projectId: string, open: boolean) {
  const [settings, setSettings] = useState<DeliverableSettings>(defaultDeliverableSettings);
  const [progress, setProgress] = useState<BookExportProgress | null>(null);
  const [exportId, setExportId] = useState<string | null>(null);
  const [notice, setNotice] = useState<ExportNotice>(null);
  const [coverError, setCoverError] = useState<StudioError | null>(null);
  const [outcome, setOutcome] = useState<{ report: BookExportReport } | null>(null);
  const [downloads, setDownloads] = useState<BookDownload['files'] | null>(null);
  // A choice that cannot be used, said beside its field once the user left it or tried to export.
  const [shownProblem, setShownProblem] = useState<ChoiceProblem | null>(null);
  // Asks the dialog to move focus to the field at fault (a counter: each ask is new).
  const [focusAsk, setFocusAsk] = useState(0);
  // The choices last known good (read or remembered): a bad field is saved as it was there.
  const lastGood = useRef<DeliverableChoices>(choicesOf(defaultDeliverableSettings));
  // Whether the user asked to stop: a CANCELLED answer without it means the folder dialog was closed.
  const cancelAsked = useRef(false);
  // The choices changed since the core last remembered them; null when there is nothing to save.
  const unsaved = useRef<DeliverableChoices | null>(null);
  // The last save sent: reopening reads the choices after it, not before it lands.
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!open) return;
    void saving.current
      .then(() => activeStudio().deliverables.getSettings({ projectId }))
      .then((result) => {
        if (!result.ok) return;
        lastGood.current = choicesOf(result.value);
        setShownProblem(null);
        setSettings(result.value);
      });
  }, [open, projectId]);

  useEffect(() => {
    if (!exportId) return;
    return activeStudio().events.on('deliverables.exportProgress', (payload) => {
      if (payload.exportId === exportId) setProgress(payload);
    });
  }, [exportId]);

  // Only good choices are saved (change keeps a bad field at its last good value): the bad value
  // stays in its field, said beside it, for the user to fix.
  const save = useCallback(() => {
    const choices = unsaved.current;
    unsaved.current = null;
    if (choices) saving.current = activeStudio().deliverables.saveSettings({ projectId, settings: choices });
  }, [projectId]);

  useEffect(() => {
    if (!unsaved.current) return;
    const timer = setTimeout(save, saveDelayMs);
    return () => clearTimeout(timer);
  }, [settings, save]);

  // Closing the dialog (or leaving the project) saves what was still waiting.
  useEffect(() => {
    if (!open) save();
    return save;
  }, [open, save]);

  const change = useCallback((patch: Partial<DeliverableChoices>) => {
    setNotice(null);
    setSettings((current) => {
      const next = { ...current, ...patch };
      const good = goodPart(choicesOf(next), lastGood.current);
      lastGood.current = good;
      unsaved.current = good;
      const problem = choiceProblem(choicesOf(next));
      // A shown problem follows the field as it is typed in: gone once fixed, never new while typing.
      setShownProblem((shown) => (shown && problem?.field === shown.field ? problem : null));
      return next;
    });
  }, []);

  /** A field was left: what it holds is read (and shown back so), or what is wrong with it said. */
  const leave = useCallback((field: ChoiceField) => {
    setSettings((current) => {
      const read = { ...current, ...readChoices(choicesOf(current)) };
      const problem = choiceProblem(choicesOf(read));
      setShownProblem((shown) => (problem?.field === field ? problem : shown));
      return read;
    });
  }, []);

  const chooseCover = useCallback(
    async (file: File | null) => {
      setCoverError(null);
      const data = file ? await encodeBase64(file) : null;
      const result = await activeStudio().deliverables.setCover({ projectId, fileName: file?.name ?? 'cover', data });
      if (result.ok) setSettings((current) => ({ ...current, cover: result.value.cover }));
      else setCoverError(result.error);
    },
    [projectId],
  );

  /** One export at a time, to a folder or (web mode) to downloads; its progress, cancel and outcome. */
  const exportWith = useCallback(
    async <T extends { report: BookExportReport }>(
      call: (exportId: string, choices: DeliverableChoices) => Promise<Result<T>>,
      done: (value: T) => Notice,
    ): Promise<boolean> => {
      const problem = choiceProblem(choicesOf(settings));
      if (problem) {
        setShownProblem(problem);
        setFocusAsk((ask) => ask + 1);
        return false;
      }
      // What was typed is shown back as it is written into the files ("Arabic" → ar).
      setSettings((current) => ({ ...current, ...readChoices(choicesOf(current)) }));
      const id = `project-export-${Date.now()}`;
      setNotice(null);
      setOutcome(null);
      setDownloads(null);
      setProgress(null);
      setExportId(id);
      cancelAsked.current = false;
      // The export remembers the choices it is given: nothing is left for the timer to save.
      unsaved.current = null;
      const result = await call(id, readChoices(choicesOf(settings)));
      setExportId(null);
      setProgress(null);
      if (result.ok) {
        lastGood.current = readChoices(choicesOf(settings));
        setOutcome({ report: result.value.report });
        setNotice(done(result.value));
      } else if (result.error.code === 'CANCELLED') {
        if (cancelAsked.current) setNotice({ tone: 'info', key: 'projectExport.cancelled' });
      } else {
        const refused = choiceProblemOf(result.error);
        if (result.error.field === 'cover') {
          // Said beside the cover control, which is marked and gets focus.
          setCoverError(result.error);
          setFocusAsk((ask) => ask + 1);
        } else if (refused) {
          setShownProblem(refused);
          setFocusAsk((ask) => ask + 1);
        } else {
          setNotice(failureNotice(result.error));
          // A refused folder is marked (aria-invalid) and gets focus, as a refused choice does.
          if (result.error.field === 'directory') setFocusAsk((ask) => ask + 1);
        }
      }
      return true;
    },
    [settings],
  );

  const run = (directory: string | null) =>
    exportWith(
      (exportId, choices) =>
        activeStudio().deliverables.export({ projectId, settings: choices, exportId, ...(directory ? { directory } : {}) }),
      (value) => ({ tone: 'info', key: 'projectExport.done', values: { directory: value.directory, count: value.files.length } }),
    );

  const download = () =>
    exportWith(
      (exportId, choices) => activeStudio().deliverables.prepareDownload({ projectId, settings: choices, exportId }),
      (value) => {
        setDownloads(value.files);
        return { tone: 'info', key: 'projectExport.ready' };
      },
    );

  const cancel = useCallback(() => {
    if (!exportId) return;
    cancelAsked.current = true;
    void activeStudio().deliverables.cancelExport({ exportId });
  }, [exportId]);

  return {
    settings,
    change,
    leave,
    problem: shownProblem,
    focusAsk,
    chooseCover,
    coverError,
    run,
    download,
    cancel,
    running: exportId !== null,
    progress,
    notice,
    outcome,
    downloads,
  };
}

/** A file's bytes as base64, as the contract carries them. */
async function encodeBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
