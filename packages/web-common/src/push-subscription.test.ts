import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, withinPushWait } from './push-subscription';

describe('base64UrlToBytes', () => {
  it('reads the unpadded URL-safe alphabet the server uses for its VAPID key', () => {
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([0xfb, 0xff]);
    expect(Array.from(base64UrlToBytes('AQIDBA'))).toEqual([1, 2, 3, 4]);
    // A P-256 public key: 65 bytes in 87 characters.
    const key = base64UrlToBytes(`B${'A'.repeat(86)}`);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });
});

describe('withinPushWait', () => {
  it('passes an answer that comes in time', async () => {
    await expect(withinPushWait(Promise.resolve('ok'), 50)).resolves.toBe('ok');
  });

  it('gives up on a promise that never settles, as a headless browser leaves PushManager.subscribe', async () => {
    await expect(withinPushWait(new Promise(() => {}), 20)).rejects.toThrow('No answer from the push service');
  });

  it('passes a refusal on as it is', async () => {
    await expect(withinPushWait(Promise.reject(new Error('permission denied')), 50)).rejects.toThrow('permission denied');
  });
});
