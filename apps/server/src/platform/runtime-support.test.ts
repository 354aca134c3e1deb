import { describe, expect, it } from 'vitest';
import { runtimeWarning } from './runtime-support.ts';

describe('runtimeWarning', () => {
  it('warns on Node 20 after 2026-04-30, naming the line, its end of life and Node 24 LTS', () => {
    const warning = runtimeWarning('v20.20.2', '2026-05-01');
    expect(warning).toContain('Node 20 (v20.20.2)');
    expect(warning).toContain('end of life on 2026-04-30');
    expect(warning).toContain('Move to Node 24 LTS');
  });

  it('stays silent on Node 20 up to and including its last day', () => {
    expect(runtimeWarning('v20.19.0', '2026-04-30')).toBeUndefined();
    expect(runtimeWarning('v20.19.0', '2025-12-31')).toBeUndefined();
  });

  it('stays silent on Node 22 and 24 before their end of life', () => {
    expect(runtimeWarning('v22.12.0', '2026-11-29')).toBeUndefined();
    expect(runtimeWarning('v24.22.3', '2026-11-29')).toBeUndefined();
  });

  it('warns on Node 22 after 2027-04-30 and on Node 24 after 2028-04-30', () => {
    expect(runtimeWarning('v22.12.0', '2027-05-01')).toContain('end of life on 2027-04-30');
    expect(runtimeWarning('v24.22.3', '2028-05-01')).toContain('end of life on 2028-04-30');
  });

  it('warns on an odd line whatever the date', () => {
    expect(runtimeWarning('v23.11.1', '2025-01-01')).toContain('Node 23 (v23.11.1) is not a long-term-support line');
    expect(runtimeWarning('v25.2.0', '2026-11-29')).toContain('Move to Node 24 LTS');
  });

  it('warns on lines older than the table', () => {
    expect(runtimeWarning('v16.20.2', '2026-11-29')).toContain('Node 16 (v16.20.2) is long past its end of life');
  });

  it('stays silent on an even line newer than the table and on a version it cannot read', () => {
    expect(runtimeWarning('v26.1.0', '2026-11-29')).toBeUndefined();
    expect(runtimeWarning('nonsense', '2026-11-29')).toBeUndefined();
  });

  it('reads a version without the leading v', () => {
    expect(runtimeWarning('20.20.2', '2026-11-29')).toContain('Node 20 (20.20.2)');
  });
});
