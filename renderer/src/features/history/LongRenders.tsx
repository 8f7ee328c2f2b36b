import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScriptPiece } from '../../../../shared/model/script';
import { player } from '../../audio';
import { PieceExport, startPieceDrag } from '../../export';
import { openTakeOrigin, sliceSetter } from '../../store';
import { activeStudio } from '../../transport';
import { scriptOpening } from './history-format';
import './long-renders.css';

/**
 * Long renders (issue 15 item 4): each piece is one item, its joined recording playable and
 * downloadable, with its parts listed beneath. Kept beside the clip list rather than inside it:
 * the list pages the service's history, which knows nothing of pieces.
 */
export function LongRenders() {
  const { t } = useTranslation();
  const [pieces, setPieces] = useState<ScriptPiece[]>([]);
  useEffect(() => {
    const events = activeStudio().events;
    const load = () =>
      void activeStudio()
        .tts.listPieces({})
        .then((result) => result.ok && setPieces(result.value));
    load();
    const stops = [events.on('history.changed', load)];
    return () => stops.forEach((stop) => stop());
  }, []);
  if (pieces.length === 0) return null;
  return (
    <section className="history-pieces" aria-labelledby="history-pieces-title" data-testid="history-pieces">
      <h2 id="history-pieces-title" className="history-pieces-title">
        {t('history.pieces.title')}
      </h2>
      <ul className="history-pieces-list">
        {pieces.map((piece) => (
          <PieceItem key={piece.id} piece={piece} />
        ))}
      </ul>
    </section>
  );
}

const setHistory = sliceSetter('history');

function PieceItem({ piece }: { piece: ScriptPiece }) {
  const { t } = useTranslation();
  const done = piece.parts.filter((part) => part.historyId !== null).length;
  return (
    <li className="history-piece" data-testid="history-piece">
      {/* A whole render drags out as an exported file, as a clip's row does (Export… is the keyboard's way). */}
      <div
        className="history-piece-head"
        draggable={piece.audioUrl !== null}
        title={piece.audioUrl ? t('pieceExport.dragHint') : undefined}
        onDragStart={(event) => startPieceDrag(event, piece, (notice) => setHistory({ notice }))}
      >
        <span className="history-piece-name" dir="auto">
          {piece.name}
        </span>
        <span className="history-piece-meta">
          {t('history.pieces.meta', { voice: piece.voiceName ?? piece.voiceId, done, count: piece.parts.length })}
        </span>
        {piece.audioUrl ? (
          <>
            <button
              type="button"
              className="button"
              data-variant="secondary"
              onClick={() => player.play({ id: `piece:${piece.id}`, src: piece.audioUrl!, title: piece.name, kind: 'long' })}
            >
              {t('history.pieces.play', { name: piece.name })}
            </button>
            <a className="button" data-variant="secondary" href={piece.audioUrl} download={`${piece.name}.wav`}>
              {t('history.pieces.download', { name: piece.name })}
            </a>
            <PieceExport piece={piece} named />
          </>
        ) : (
          <span className="history-piece-meta">{t('history.pieces.incomplete')}</span>
        )}
      </div>
      {piece.draftId && (
        <button
          type="button"
          className="button"
          data-variant="secondary"
          onClick={() => openTakeOrigin({ draftId: piece.draftId!, partIndex: 0 })}
        >
          {t('history.pieces.openInEditor', { name: piece.name })}
        </button>
      )}
      <details className="history-piece-parts">
        <summary>{t('history.pieces.parts', { count: piece.parts.length })}</summary>
        <ol>
          {piece.parts.map((part) => (
            <li key={part.index} dir="auto">
              {part.audioUrl ? (
                <button
                  type="button"
                  className="history-piece-part"
                  onClick={() =>
                    player.play({ id: part.historyId!, src: part.audioUrl!, title: scriptOpening(part.text, 60), kind: 'long' })
                  }
                >
                  {t('history.pieces.playPart', { index: part.index + 1, text: scriptOpening(part.text, 60) })}
                </button>
              ) : (
                <span>{t('history.pieces.pendingPart', { index: part.index + 1, text: scriptOpening(part.text, 60) })}</span>
              )}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}
