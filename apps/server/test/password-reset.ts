import { PASSWORD_RESET_TOKEN_PATTERN } from '@plan-dan/contract';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { ReceivedMail } from './mail-server.ts';

/** The reset tests' shared steps (password-reset.test.ts and password-reset-limits.test.ts). */
export const RESET = '/api/v1/password-reset';
export const CONFIRM = '/api/v1/password-reset/confirm';
/** The link's address before the token: PUBLIC_URL of the test apps and the screen 'Nova lozinka'. */
export const LINK_START = 'http://localhost:3000/plan-dan/nova-lozinka?token=';

export const askReset = (app: App, username: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.server.inject({ method: 'POST', url: RESET, payload: { username } as object, headers, remoteAddress });

export const confirmReset = (app: App, token: string, password: string) =>
  app.server.inject({ method: 'POST', url: CONFIRM, payload: { token, password } });

export const logIn = (app: App, username: string, password: string) =>
  app.server.inject({ method: 'POST', url: '/api/v1/manager/login', payload: { username, password } });

/** The one link in a text (the mail's or a log line's), checked for the form the issue gives, and its token. */
export function linkIn(text: string): { link: string; token: string } {
  const links = [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
  expect(links).toHaveLength(1);
  const link = links[0]!;
  expect(link.startsWith(LINK_START), link).toBe(true);
  const token = new URL(link).searchParams.get('token')!;
  expect(token).toMatch(PASSWORD_RESET_TOKEN_PATTERN);
  return { link, token };
}

/** The token of a received reset mail, after checking that its text and its HTML carry the same link. */
export function tokenOf(mail: ReceivedMail): string {
  const { link, token } = linkIn(mail.text);
  expect(linkIn(mail.html).link).toBe(link);
  return token;
}
