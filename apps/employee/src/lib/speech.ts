/** Croatian first, then the languages a Croatian speaker understands without effort. */
const PREFERRED_LANGUAGES = ['hr', 'bs', 'sr', 'sh', 'cnr'];

type VoiceLike = Pick<SpeechSynthesisVoice, 'lang' | 'name' | 'localService'>;

/**
 * The voice to read Croatian text with: the first device voice in the preferred language order,
 * Latin-script Serbian before Cyrillic, a local voice before a network one. Undefined lets the
 * browser choose by the utterance's language.
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[]): V | undefined {
  const language = (voice: V) => voice.lang.toLowerCase().replace('_', '-').split('-')[0] ?? '';
  const score = (voice: V) => {
    const rank = PREFERRED_LANGUAGES.indexOf(language(voice));
    if (rank < 0) return -1;
    const cyrillic = /cyrl/i.test(voice.lang) ? 1 : 0;
    return (PREFERRED_LANGUAGES.length - rank) * 10 - cyrillic * 5 + (voice.localService ? 1 : 0);
  };
  let best: V | undefined;
  let bestScore = -1;
  for (const voice of voices) {
    const value = score(voice);
    if (value > bestScore) {
      best = voice;
      bestScore = value;
    }
  }
  return best;
}

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';
}

/** Reads a text aloud, stopping whatever was being read. */
export function speak(text: string): void {
  if (!canSpeak() || !text.trim()) return;
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'hr-HR';
  // A little slower than the default: many employees listen carefully.
  utterance.rate = 0.9;
  const voice = pickVoice(synthesis.getVoices());
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  }
  synthesis.speak(utterance);
}

/** Voices load late on some browsers; asking early makes the first read use the right one. */
export function warmUpVoices(): void {
  if (canSpeak()) window.speechSynthesis.getVoices();
}
