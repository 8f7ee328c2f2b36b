import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudioError } from '../../../../shared/contract';
import type { DeliverableChoices } from '../../../../shared/contract/ops/deliverables';
import {
  defaultDeliverableSettings,
  type BookExportOutcome,
  type BookExportProgress,
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
  const [outcome, setOutcome] = useState<BookExportOutcome | null>(null);
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

  const run = useCallback(
    async (directory: string | null) => {
      const id = `project-export-${Date.now()}`;
      setNotice(null);
      setOutcome(null);
      setProgress(null);
      setExportId(id);
      cancelAsked.current = false;
      // The export remembers the choices it is given: nothing is left for the timer to save.
      unsaved.current = null;
      const result = await activeStudio().deliverables.export({
        projectId,
        settings: choicesOf(settings),
        exportId: id,
        ...(directory ? { directory } : {}),
      });
      setExportId(null);
      setProgress(null);
      if (result.ok) {
        setOutcome(result.value);
        setNotice({
          tone: 'info',
          key: 'projectExport.done',
          values: { directory: result.value.directory, count: result.value.files.length },
        });
      } else if (result.error.code === 'CANCELLED') {
        if (cancelAsked.current) setNotice({ tone: 'info', key: 'projectExport.cancelled' });
      } else setNotice(failureNotice(result.error));
    },
    [projectId, settings],
  );

  const cancel = useCallback(() => {
    if (!exportId) return;
    cancelAsked.current = true;
    void activeStudio().deliverables.cancelExport({ exportId });
  }, [exportId]);

  return { settings, change, chooseCover, coverError, run, cancel, running: exportId !== null, progress, notice, outcome };
}

/** A file's bytes as base64, as the contract carries them. */
async function encodeBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
