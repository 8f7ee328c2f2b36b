/**
 * Importing a document: bytes in, a preview of its chapters out, for the user to confirm before
 * a project is made of it. Pure: nothing here reads files, touches the cache or writes anything.
 */
export { importDocument } from './import-runner';
export { previewDocument } from './pipeline';
