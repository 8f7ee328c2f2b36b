/** What the speech engines are asked to say. */
export interface SpeechRequest {
  text: string;
  /** Language of the voice; mixed scripts are read by this voice. */
  language: 'ar' | 'en';
  gender: 'male' | 'female';
  /** 0–100, 50 = engine default. */
  pitch: number;
  /** 1 = normal; 2 = twice as fast. */
  speed: number;
  /** 0–1: how much the pitch moves. */
  expressiveness: number;
}

export interface SpeechResult {
  samples: Int16Array;
  sampleRate: number;
  engine: 'espeak' | 'synthetic';
}

export interface SpeechEngine {
  readonly name: 'espeak' | 'synthetic';
  synthesize(request: SpeechRequest): Promise<SpeechResult>;
}

export const SAMPLE_RATE = 22_050;
