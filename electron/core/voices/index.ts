export { VoiceCatalogue } from './voice-catalogue';
export { registerVoiceMedia } from './voice-media';
