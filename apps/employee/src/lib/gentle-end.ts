/**
 * The end of a countdown, said gently: a soft, short tone (two quiet notes that swell and fade, not a beep
 * or an alarm) and one short vibration, each only where the phone allows it.
 */
let shared: AudioContext | null = null;

function audioContextClass(): typeof AudioContext | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
}

/**
 * Phones let a page make sound only after a touch: the countdown calls this on the employee's touches, so
 * that the tone at the end, which comes with no touch, can be heard.
 */
export function prepareSound(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    shared ??= new Context();
    if (shared.state === 'suspended') void shared.resume().catch(() => undefined);
  } catch {
    shared = null;
  }
}

export function gentleEnd(): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate([180, 120, 180]);
  } catch {
    // Some browsers refuse without a recent touch: the disc still shows the end.
  }
  playSoftTone();
}

function playSoftTone(): void {
  prepareSound();
  const context = shared;
  if (!context) return;
  try {
    const start = context.currentTime + 0.05;
    // A major third, round (sine) and quiet, each note swelling and fading over most of a second.
    [523.25, 659.25].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.35;
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.12, at + 0.08);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.9);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.95);
    });
  } catch {
    // No sound on this phone: the disc and the words still show the end.
  }
}
