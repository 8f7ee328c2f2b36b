import type { TFunction } from 'i18next';
import { scriptAr, scriptEn } from './strings';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const defaults = [scriptEn, scriptAr].map((strings) => ({
  untitled: strings.drafts.untitled,
  numbered: new RegExp(`^${escape(strings.drafts.newName).replace(escape('{{n}}'), '(\\d+)')}$`),
}));

/**
 * A draft's name as shown: a name the studio gave ("Untitled draft", "Draft 3", or their Arabic)
 * follows the interface language, since it was only ever the studio's placeholder; a name the user
 * typed is shown as typed.
 */
export function shownDraftName(name: string, t: TFunction): string {
  for (const given of defaults) {
    if (name === given.untitled) return t('script.drafts.untitled');
    const number = given.numbered.exec(name)?.[1];
    if (number !== undefined) return t('script.drafts.newName', { n: number });
  }
  return name;
}
