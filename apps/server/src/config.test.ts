import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from './config.ts';

const repoRoot = new URL('../../../', import.meta.url).pathname;

describe('configuration', () => {
  it('documents the same variables in the README, .env.example and the schema', () => {
    const schemaKeys = Object.keys(envSchema.shape).sort();
    const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const exampleKeys = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]).sort();
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Other commands'));
    const readmeKeys = [...table.matchAll(/^\| `([A-Z_]+)`/gm)].map((m) => m[1]).sort();
    expect(exampleKeys).toEqual(schemaKeys);
    expect(readmeKeys).toEqual(schemaKeys);
  });

  it('generates a JWT secret once and keeps it in the data folder', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const second = loadConfig({ DATA_DIR: dataDir });
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(first.publicUrl).toBe('http://localhost:3000');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
      expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
      expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a malformed setting with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT.*DATABASE_URL|DATABASE_URL.*PORT/);
  });
});
