import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { importFile } from './import-actions';

/** The document formats the import reads (electron/core/import), for the file chooser's filter. */
const accepted = '.txt,.text,.docx,.epub,.pdf,.srt,.vtt,.md,.markdown,.html,.htm,.xhtml';

/**
 * "Import a document…": a labelled button opening the system's file chooser (the native input
 * stays out of sight and out of the tab order; the button is what is named and reached).
 */
export function ImportButton() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="button" data-variant="secondary" onClick={() => input.current?.click()}>
        {t('projects.list.import')}
      </button>
      <input
        ref={input}
        type="file"
        accept={accepted}
        hidden
        data-testid="import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again is a change too.
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
    </>
  );
}
