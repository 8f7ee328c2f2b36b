import type { IpcMainInvokeEvent } from 'electron';
import { originOf } from './app-origin';

export type SenderCheck = (event: IpcMainInvokeEvent) => boolean;

/**
 * Builds the IPC sender check: the message must come from a live frame that is the main frame of
 * its window (no parent, and the very frame `sender.mainFrame` names) and whose URL's origin is one
 * of ours. Anything else — a sub-frame, a frame gone before we looked, a page that somehow reached
 * another origin — is refused. Security checklist item 17:
 * https://www.electronjs.org/docs/latest/tutorial/security#17-validate-the-sender-of-all-ipc-messages
 */
export function createSenderCheck(trustedOrigins: readonly string[]): SenderCheck {
  const trusted = new Set(trustedOrigins);
  return (event) => {
    try {
      const frame = event.senderFrame;
      if (!frame || frame.parent !== null) return false;
      const main = event.sender.mainFrame;
      // Distinct WebFrameMain objects may stand for one frame; processId + routingId identify it.
      const isMainFrame = frame === main || (frame.processId === main.processId && frame.routingId === main.routingId);
      if (!isMainFrame) return false;
      const origin = originOf(frame.url);
      return origin !== null && trusted.has(origin);
    } catch {
      // Reading a disposed frame throws in Electron; a sender we cannot inspect is not trusted.
      return false;
    }
  };
}
