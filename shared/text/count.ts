import { stripPauseMarkers } from './pause-markers';

/**
 * Script length as the service counts it against its 3,000-character limit.
 *
 * Choice (no public evidence either way): the JavaScript string length of the NFC-normalised text,
 * i.e. UTF-16 code units after composition. The service is a Node/JS stack (its SDK and error keys
 * such as `FieldMustBeString` are class-validator's), whose `MaxLength` counts `string.length`.
 * NFC first so an Arabic letter typed as base + combining hamza counts like the precomposed letter,
 * and the editor, the client and the sandbox agree. Diacritics (tashkeel) are separate code points
 * in every form, so they count, as they would for the service.
 */
export function countScriptChars(text: string): number {
  // Pause markers are the studio's, never sent to the service, so they do not count.
  return countSentChars(stripPauseMarkers(text));
}

/**
 * The length of a text exactly as it goes on the wire, counted the same way. For the service
 * client, which sends what it is given: marker-like text there is words the service reads and counts.
 */
export function countSentChars(text: string): number {
  return text.normalize('NFC').length;
}
