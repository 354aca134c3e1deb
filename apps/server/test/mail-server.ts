import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  from: string;
}

export interface TestMailServer {
  /** The SMTP_URL that reaches this server. */
  url: string;
  /** Every message received so far, oldest first. */
  received: ReceivedMail[];
  /** Waits until a message to `address` has arrived beyond the `after` first ones, and answers it. */
  nextTo(address: string, after?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const addressesOf = (field: ParsedMail['to']) =>
  [field ?? []].flat().flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));

/**
 * A real SMTP server in the test's process (smtp-server, from nodemailer's authors): the app sends to it
 * through nodemailer as it would to any mail server, and the test reads what arrived, parsed by mailparser.
 * Plain SMTP on the loopback, no STARTTLS, any user and password accepted.
 */
export async function startMailServer(): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            to: addressesOf(mail.to),
            from: [mail.from?.value ?? []].flat().map((entry) => entry.address ?? '').join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextTo(address, after = 0) {
      const wanted = address.toLowerCase();
      let found: ReceivedMail | undefined;
      await expect
        .poll(() => (found = received.filter((mail) => mail.to.includes(wanted))[after]), { timeout: 10_000 })
        .toBeDefined();
      return found!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
