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

/** What is being read now: stopping it ends its reading and tells its button. */
let stopCurrent: (() => void) | null = null;

/** Stops whatever is being read (a recorded voice or the device's speech). */
export function stopReading(): void {
  const stop = stopCurrent;
  stopCurrent = null;
  stop?.();
}

/** Reads a text aloud with the device's voice, stopping whatever was being read; onEnd once it is over. */
export function speak(text: string, onEnd: () => void = () => {}): void {
  stopReading();
  if (!canSpeak() || !text.trim()) return onEnd();
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
  const stop = once(onEnd);
  utterance.onend = stop;
  utterance.onerror = stop;
  stopCurrent = () => {
    synthesis.cancel();
    stop();
  };
  synthesis.speak(utterance);
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

/**
 * Plays the carer's recorded voice, stopping whatever was being read. The file is fetched first (through
 * the service worker, which keeps the voices of open tasks): a voice fetched ahead plays offline too. When
 * it cannot play (offline and not kept, a file the phone cannot decode), the text is read by the device.
 */
export function playVoice(voiceUrl: string, text: string, onEnd: () => void = () => {}): void {
  stopReading();
  const audio = new Audio();
  const controller = new AbortController();
  let objectUrl: string | null = null;
  let stopped = false;
  const finish = once(() => {
    audio.pause();
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    onEnd();
  });
  const fallBack = () => {
    if (stopped) return;
    stopped = true;
    if (stopCurrent === stop) stopCurrent = null;
    audio.pause();
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    speak(text, onEnd);
  };
  const stop = () => {
    stopped = true;
    controller.abort();
    finish();
  };
  stopCurrent = stop;
  audio.onended = () => {
    if (stopCurrent === stop) stopCurrent = null;
    finish();
  };
  audio.onerror = fallBack;
  fetch(voiceUrl, { signal: controller.signal })
    .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`voice ${response.status}`))))
    .then((blob) => {
      if (stopped) return;
      objectUrl = URL.createObjectURL(blob);
      audio.src = objectUrl;
      return audio.play();
    })
    .catch(fallBack);
}

/** Voices load late on some browsers; asking early makes the first read use the right one. */
export function warmUpVoices(): void {
  if (canSpeak()) window.speechSynthesis.getVoices();
}
