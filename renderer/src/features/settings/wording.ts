import type { TFunction } from 'i18next';

/**
 * What a settings form or list says, kept as how to say it rather than as words: it is put into
 * words with the t of the moment it is shown, so a message already on screen follows a language
 * switch ("Profile removed." stayed English in the Arabic interface when it was kept as a string).
 */
export type Wording = (t: TFunction) => string;
