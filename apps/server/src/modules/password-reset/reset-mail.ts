import { PASSWORD_RESET_MINUTES } from '@plan-dan/contract';
import type { MailMessage } from '../../platform/mail.ts';

/** Every text of the reset mail (Croatian, as all visible text): the plain and the HTML form say the same. */
export const resetMailSubject = 'Nova lozinka za Plan dan';
const greeting = (name: string) => `Dobar dan, ${name},`;
const asked = 'Netko je zatražio novu lozinku za vaš račun u Plan danu.';
const openLink = 'Novu lozinku postavite na ovoj adresi:';
const button = 'Postavi novu lozinku';
const orCopy = 'Ako gumb ne radi, otvorite ovu adresu u pregledniku:';
const yourUsername = (username: string) => `Vaše korisničko ime za prijavu: ${username}`;
const validity = `Poveznica vrijedi ${PASSWORD_RESET_MINUTES} minuta i može se iskoristiti samo jednom.`;
const notYou = 'Ako niste vi zatražili novu lozinku, zanemarite ovu poruku: vaša lozinka ostaje ista.';
const signature = 'Plan dan';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/**
 * The mail with the reset link, to the manager's address. The HTML has no external images or styles
 * (mail programs block them, and they would tell a third party that the mail was opened): a link styled
 * as a button, and the full address as text for a program that shows no buttons.
 */
export function resetMail({ to, name, username, link }: { to: string; name: string; username: string; link: string }): MailMessage {
  const text = [greeting(name), '', asked, '', openLink, link, '', yourUsername(username), '', validity, '', notYou, '', signature, ''].join('\n');
  const href = escapeHtml(link);
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="hr"><head><meta charset="utf-8"><title>' + escapeHtml(resetMailSubject) + '</title></head>',
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">',
    paragraph(escapeHtml(greeting(name))),
    paragraph(escapeHtml(asked)),
    paragraph(escapeHtml(openLink)),
    paragraph(
      `<a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1c5fb8;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(button)}</a>`,
    ),
    paragraph(`${escapeHtml(orCopy)}<br><a href="${href}" style="color:#1c5fb8;word-break:break-all">${href}</a>`),
    paragraph(escapeHtml(yourUsername(username))),
    paragraph(escapeHtml(validity)),
    paragraph(escapeHtml(notYou)),
    paragraph(escapeHtml(signature)),
    '</body></html>',
  ].join('\n');
  return { to, subject: resetMailSubject, text, html };
}
