import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PushPayload } from '@plan-dan/contract';

/** web-push's own decryption (a dependency of web-push): proves the real aes128gcm encryption end to end. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface Received {
  /** The subscription's name: the last part of its endpoint. */
  name: string;
  payload: PushPayload;
  urgency: string | undefined;
  ttl: number;
}

interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/**
 * A push service on 127.0.0.1 over HTTPS with a self-signed certificate (web-push speaks only HTTPS):
 * it checks each request's VAPID signature against the server's public key, decrypts the body with
 * the subscription's private key and keeps what came. `answers` makes a subscription's endpoint
 * answer other statuses first (a list, used up one request at a time).
 */
export async function startPushReceiver() {
  const folder = mkdtempSync(path.join(tmpdir(), 'plan-dan-push-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', path.join(folder, 'key.pem'), '-out', path.join(folder, 'cert.pem'),
  ], { stdio: 'ignore' });
  const key = readFileSync(path.join(folder, 'key.pem'));
  const cert = readFileSync(path.join(folder, 'cert.pem'));
  rmSync(folder, { recursive: true, force: true });

  const subscriptions = new Map<string, TestSubscription>();
  const answers = new Map<string, number[]>();
  const received: Received[] = [];
  /** Every request, whatever it was answered. */
  const requests: string[] = [];
  const problems: string[] = [];
  let vapidPublicKey = '';

  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = (request.url ?? '').split('/').pop() ?? '';
      requests.push(name);
      const status = answers.get(name)?.shift() ?? 201;
      if (status !== 201) {
        response.writeHead(status).end();
        return;
      }
      const subscription = subscriptions.get(name);
      const problem = subscription ? checkVapid(request.headers.authorization, origin, vapidPublicKey) : `unknown endpoint ${name}`;
      if (problem) {
        problems.push(problem);
        response.writeHead(400).end();
        return;
      }
      const body = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: subscription!.ecdh, authSecret: subscription!.keys.auth });
      received.push({
        name,
        payload: JSON.parse(body.toString('utf8')) as PushPayload,
        urgency: request.headers.urgency as string | undefined,
        ttl: Number(request.headers.ttl),
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** The TLS agent that trusts this receiver's certificate (the app's `pushAgent`). */
    agent: new Agent({ ca: cert }),
    received,
    requests,
    problems,
    answers,
    expectVapidKey(publicKey: string) {
      vapidPublicKey = publicKey;
    },
    /** A browser's subscription: a fresh P-256 key pair and auth secret, its endpoint here. */
    subscription(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const subscription = {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        ecdh,
      };
      subscriptions.set(name, subscription);
      return { endpoint: subscription.endpoint, keys: subscription.keys };
    },
    clear() {
      received.length = 0;
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `vapid t=<JWT>, k=<public key>`: the key is the server's, the JWT signed with it for this origin. */
function checkVapid(header: string | undefined, origin: string, publicKey: string): string | undefined {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  if (!match) return `no VAPID authorization: ${header}`;
  const [, jwt = '', k = ''] = match;
  if (k !== publicKey) return 'VAPID key is not the server’s';
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(k, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') };
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) return 'VAPID signature does not verify';
  const { aud, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string };
  if (aud !== origin) return `VAPID audience ${aud} is not ${origin}`;
  if (!/^(mailto:|https:)/.test(sub)) return `VAPID subject ${sub}`;
  return undefined;
}
