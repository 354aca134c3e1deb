import { describe, expect, it } from 'vitest';
import { pickVoice } from './speech';

const voice = (lang: string, name = lang, localService = true) => ({ lang, name, localService });

describe('pickVoice', () => {
  it('prefers Croatian, then Bosnian, then Serbian', () => {
    expect(pickVoice([voice('en-US'), voice('sr-RS'), voice('bs-BA'), voice('hr-HR')])?.lang).toBe('hr-HR');
    expect(pickVoice([voice('en-US'), voice('sr-RS'), voice('bs-BA')])?.lang).toBe('bs-BA');
    expect(pickVoice([voice('de-DE'), voice('sr_RS')])?.lang).toBe('sr_RS');
  });

  it('prefers Latin-script Serbian over Cyrillic', () => {
    expect(pickVoice([voice('sr-Cyrl-RS'), voice('sr-Latn-RS')])?.lang).toBe('sr-Latn-RS');
  });

  it('prefers a voice on the device over a network voice', () => {
    expect(pickVoice([voice('hr-HR', 'Google hrvatski', false), voice('hr-HR', 'Lana', true)])?.name).toBe('Lana');
  });

  it('chooses nothing when no related language is present', () => {
    expect(pickVoice([voice('en-US'), voice('de-DE')])).toBeUndefined();
    expect(pickVoice([])).toBeUndefined();
  });
});
