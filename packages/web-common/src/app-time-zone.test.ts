import { describe, expect, it } from 'vitest';
import { readAppTimeZone } from './app-time-zone';

const pageWith = (content: string | undefined) => ({
  querySelector: (selector: string) =>
    content !== undefined && selector === 'meta[name="plan-dan-time-zone"]' ? ({ content } as HTMLMetaElement) : null,
});

describe('readAppTimeZone', () => {
  it("takes the zone the server wrote into the page", () => {
    expect(readAppTimeZone(pageWith('Pacific/Kiritimati') as unknown as Document)).toBe('Pacific/Kiritimati');
  });

  it('falls back to the default zone when no server wrote one, or wrote one the browser does not know', () => {
    expect(readAppTimeZone(pageWith(undefined) as unknown as Document)).toBe('Europe/Sarajevo');
    expect(readAppTimeZone(pageWith('Mars/Olympus') as unknown as Document)).toBe('Europe/Sarajevo');
    expect(readAppTimeZone(undefined)).toBe('Europe/Sarajevo');
  });
});
