export { DraftsStore, previewOf } from './drafts-store';
export { generateSpeech, clipOf, type SpeechRequest } from './generate-speech';
export { InFlightGenerations } from './in-flight';
export { listDictionaries } from './dictionaries';
export { createPiece, getPiece, savePieceParts } from './pieces-store';
export { generatePiece } from './piece-generation';
export { registerPieceAudio, joinedPieceFile } from './piece-audio';
export { joinWavs, readWav } from './wav-join';
export { validateGeneration } from './validate-generation';
