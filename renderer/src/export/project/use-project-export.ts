import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result, StudioError } from '../../../../shared/contract';
import type { DeliverableChoices } from '../../../../shared/contract/ops/deliverables';
import {
  defaultDeliverableSettings,
  type BookDownload,
  type BookExportProgress,
  type BookExportReport,
  type DeliverableSettings,
} from '../../../../shared/model/deliverables';
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

/** A refusal naming the folder gets the folder's own sentence; anything else the core's reason. */
function failureNotice(error: StudioError): Notice {
  if (error.field === 'directory') return { tone: 'error', key: 'projectExport.errors.directory' };
  return { tone: 'error', key: 'projectExport.failed', error };
}

export function useProjectExport(projectId: string, open: boolean) {
  const [settings, setSettings] = useState<DeliverableSettings>(defaultDeliverableSettings);
  const [progress, setProgress] = useState<BookExportProgress | null>(null);
  const [exportId, setExportId] = useState<string | null>(null);
  const [notice, setNotice] = useState<ExportNotice>(null);
  const [coverError, setCoverError] = useState<StudioError | null>(null);
  const [outcome, setOutcome] = useState<{ report: BookExportReport } | null>(null);
  const [downloads, setDownloads] = useState<BookDownload['files'] | null>(null);
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
      .then((result) => result.ok && setSettings(result.value));
  }, [open, projectId]);

  useEffect(() => {
    if (!exportId) return;
    return activeStudio().events.on('deliverables.exportProgress', (payload) => {
      if (payload.exportId === exportId) setProgress(payload);
    });
  }, [exportId]);

  // A refused save (an emptied template, a year half typed) is left unsaved on purpose: the
  // export, which sends the choices again, says what is wrong with them.
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
      unsaved.current = choicesOf(next);
      return next;
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
    ) => {
      const id = `project-export-${Date.now()}`;
      setNotice(null);
      setOutcome(null);
      setDownloads(null);
      setProgress(null);
      setExportId(id);
      cancelAsked.current = false;
      // The export remembers the choices it is given: nothing is left for the timer to save.
      unsaved.current = null;
      const result = await call(id, choicesOf(settings));
      setExportId(null);
      setProgress(null);
      if (result.ok) {
        setOutcome({ report: result.value.report });
        setNotice(done(result.value));
      } else if (result.error.code === 'CANCELLED') {
        if (cancelAsked.current) setNotice({ tone: 'info', key: 'projectExport.cancelled' });
      } else setNotice(failureNotice(result.error));
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
