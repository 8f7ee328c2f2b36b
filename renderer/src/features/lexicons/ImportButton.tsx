import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from './ImportDialog';
import { previewFile, type ImportPreview } from './import-preview';

/** The file field for importing a lexicon; choosing a file opens the preview of what it would import. */
export function ImportButton() {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  return (
    <div className="lexicon-field lexicons-import">
      <label htmlFor={id}>{t('lexicons.import.fileLabel')}</label>
      <input
        id={id}
        ref={input}
        type="file"
        accept=".pls,.xml,.csv,.txt,application/pls+xml,text/csv,text/xml"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void previewFile(file).then(setPreview);
        }}
      />
      {preview && (
        <ImportDialog
          preview={preview}
          onClose={() => {
            setPreview(null);
            // The same file may be chosen again after a fix.
            if (input.current) input.current.value = '';
          }}
        />
      )}
    </div>
  );
}
