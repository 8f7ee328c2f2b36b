import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScriptPiece } from '../../../shared/model/script';
import { PieceExportDialog } from './PieceExportDialog';

/**
 * The way out of the studio for a long script's joined render, on any screen that shows one
 * (History's long renders, the Script screen's joined result): a button that opens the export
 * dialog. `named` puts the render's name in the button, for lists of several.
 */
export function PieceExport({ piece, named = false }: { piece: Pick<ScriptPiece, 'id' | 'name' | 'audioUrl'>; named?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!piece.audioUrl) return null;
  return (
    <>
      <button type="button" className="button" data-variant="secondary" data-testid="piece-export" onClick={() => setOpen(true)}>
        {named ? t('pieceExport.openNamed', { name: piece.name }) : t('pieceExport.open')}
      </button>
      <PieceExportDialog piece={piece} open={open} onOpenChange={setOpen} />
    </>
  );
}
