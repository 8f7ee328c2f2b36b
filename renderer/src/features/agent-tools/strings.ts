import { knowledgeAr, knowledgeEn } from './strings/knowledge';
import { listsAr, listsEn } from './strings/lists';
import { matrixAr, matrixEn } from './strings/matrix';
import { screenAr, screenEn } from './strings/screen';
import { webToolsAr, webToolsEn } from './strings/web-tools';
import { webhooksAr, webhooksEn } from './strings/webhooks';

/**
 * This feature's interface strings, in both languages; i18n/en.ts and i18n/ar.ts mount them under
 * `agentTools.*`. Each part in strings/ types its Arabic object by its English one, and so does
 * this whole, so a missing translation is a type error.
 */
export const agentToolsEn = {
  ...screenEn,
  ...listsEn,
  ...webToolsEn,
  ...knowledgeEn,
  matrix: matrixEn,
  webhooks: webhooksEn,
};

export const agentToolsAr: typeof agentToolsEn = {
  ...screenAr,
  ...listsAr,
  ...webToolsAr,
  ...knowledgeAr,
  matrix: matrixAr,
  webhooks: webhooksAr,
};
