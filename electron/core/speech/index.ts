export { generateSpeech, clipOf, type SpeechRequest } from './generate-speech';
export { InFlightGenerations } from './in-flight';
export { listDictionaries } from './dictionaries';
