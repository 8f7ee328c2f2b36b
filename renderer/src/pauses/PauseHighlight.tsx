import { Fragment, type RefObject } from 'react';
import { parsePauseMarkers } from '../../../shared/text';
import './pause-highlight.css';

/**
 * The script's pause markers painted inside the editor. A textarea cannot colour its own text,
 * so this mirror lies under a transparent-backed textarea with the same box, font, wrapping and
 * bidi rules (pause-highlight.css): the same text lays out the same way, line for line, Arabic
 * paragraphs right to left, and only the marks' backgrounds show through. It scrolls with the
 * textarea (ScriptEditor; a block's field grows with its text and never scrolls) and is hidden from assistive technology, which reads the text itself
 * and the list of pauses beside it (PauseMarkers).
 */
export function PauseHighlight({ text, mirrorRef }: { text: string; mirrorRef?: RefObject<HTMLDivElement | null> }) {
  const { markers, problems } = parsePauseMarkers(text);
  const marks = [...markers.map((m) => ({ ...m, kind: 'pause' })), ...problems.map((p) => ({ ...p, kind: 'problem' }))].sort(
    (a, b) => a.start - b.start,
  );
  return (
    <div ref={mirrorRef} className="script-highlights" dir="auto" aria-hidden="true" data-testid="script-highlights">
      {marks.map((mark, index) => (
        <Fragment key={mark.start}>
          {text.slice(index === 0 ? 0 : marks[index - 1]!.end, mark.start)}
          <mark className="script-highlight" data-kind={mark.kind} data-testid="script-highlight">
            {text.slice(mark.start, mark.end)}
          </mark>
        </Fragment>
      ))}
      {text.slice(marks.at(-1)?.end ?? 0)}
      {/* A final newline only makes a line box when something follows it, as in the textarea. */}
      {'\u200b'}
    </div>
  );
}
