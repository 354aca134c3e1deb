import { describe, expect, it } from 'vitest';
import { exportFileName, FALLBACK_EXPORT_NAME } from './export-file-name';

describe('exportFileName', () => {
  it("takes filename* (UTF-8) over filename, as the server's answer has both", () => {
    const header = `attachment; filename="plan-dan-dzenana-cosic-2026-11-29.zip"; filename*=UTF-8''plan-dan-d%C5%BEenana-%C4%87osi%C4%87-2026-11-29.zip`;
    expect(exportFileName(header)).toBe('plan-dan-dženana-ćosić-2026-11-29.zip');
  });

  it('takes filename when there is no filename*, quoted or not', () => {
    expect(exportFileName('attachment; filename="plan-dan-amir-hadzic-2026-11-29.zip"')).toBe('plan-dan-amir-hadzic-2026-11-29.zip');
    expect(exportFileName('attachment; filename=plan-dan.zip')).toBe('plan-dan.zip');
  });

  it('falls back to filename when filename* cannot be decoded', () => {
    expect(exportFileName(`attachment; filename="a.zip"; filename*=UTF-8''%E0%A4%A.zip`)).toBe('a.zip');
    expect(exportFileName(`attachment; filename="a.zip"; filename*=ISO-8859-2''b.zip`)).toBe('a.zip');
  });

  it('keeps only the last part of a path and refuses hidden or empty names', () => {
    expect(exportFileName('attachment; filename="../../etc/x.zip"')).toBe('x.zip');
    expect(exportFileName('attachment; filename=".profile"')).toBe(FALLBACK_EXPORT_NAME);
    expect(exportFileName('attachment; filename=""')).toBe(FALLBACK_EXPORT_NAME);
  });

  it('answers the fallback without a header', () => {
    expect(exportFileName(null)).toBe(FALLBACK_EXPORT_NAME);
    expect(exportFileName('attachment')).toBe(FALLBACK_EXPORT_NAME);
  });
});
