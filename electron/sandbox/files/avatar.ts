import { createHash } from 'node:crypto';
import type { VoiceRecord } from '../state/types';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small generated avatar: the voice's initial on a colour derived from its id (stable per voice). */
export function avatarSvg(voice: VoiceRecord): string {
  const hash = createHash('sha256').update(voice.id).digest();
  const hue = ((hash[0] ?? 0) * 360) / 256;
  const initial = escapeXml([...voice.name.trim()][0] ?? '?');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">',
    `<title>${escapeXml(voice.name)}</title>`,
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue.toFixed(0)} 55% 45%)"/>`,
    `<text x="48" y="62" font-family="sans-serif" font-size="42" text-anchor="middle" fill="#fff">${initial}</text>`,
    '</svg>',
  ].join('');
}
