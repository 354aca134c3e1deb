import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './plugin.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes Brotli and gzip copies that unpack to the file, for compressible files of 1 KB or more only', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'plan-dan-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = Buffer.from('export const texts = ["Dobro došao", "Zaliti cvijeće"];\n'.repeat(100));
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'assets', 'tiny-abc.js'), 'export {};');
    writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, '.build-stamp'), 'x'.repeat(4096));

    expect(precompressFolder(dir)).toBe(1);

    const brotli = readFileSync(path.join(dir, 'assets', 'index-abc.js.br'));
    const gzip = readFileSync(path.join(dir, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(brotli).equals(script)).toBe(true);
    expect(gunzipSync(gzip).equals(script)).toBe(true);
    expect(brotli.length).toBeLessThan(gzip.length);
    expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual(['index-abc.js', 'index-abc.js.br', 'index-abc.js.gz', 'tiny-abc.js']);
    expect(readdirSync(dir).sort()).toEqual(['.build-stamp', 'assets', 'icon.png']);
  });
});
