// A real SMTP server for the browser tests (smtp-server, from nodemailer's authors): the app sends its
// mail to it through nodemailer as to any mail server, and each message received is written, parsed by
// mailparser, as one JSON file { to, from, subject, text, html } in MAIL_DIR, where the tests read it.
// Plain SMTP on the loopback, no STARTTLS; a user and password are accepted but not needed.
// Alone: `MAIL_DIR=/tmp/mail SMTP_TEST_PORT=2525 node scripts/smtp-test-server.mjs` runs until stopped;
// the app then sends with SMTP_URL=smtp://127.0.0.1:2525.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_TEST_PORT);
const mailDir = process.env.MAIL_DIR;
if (!Number.isInteger(port) || port <= 0 || !mailDir) {
  console.error('smtp-test-server: set SMTP_TEST_PORT (the port to listen on) and MAIL_DIR (where to write the messages)');
  process.exit(2);
}
mkdirSync(mailDir, { recursive: true });

const addressesOf = (field) =>
  [field ?? []].flat().flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));

let received = 0;

/** Written under a temporary name and renamed: a test polling the folder never reads half a message. */
function store(mail) {
  received += 1;
  // The arrival order is in the name (zero-padded), so a sorted listing is oldest first.
  const name = `${String(received).padStart(6, '0')}-${Date.now()}.json`;
  const message = {
    to: addressesOf(mail.to),
    from: [mail.from?.value ?? []].flat().map((entry) => entry.address ?? '').join(','),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
  const temporary = path.join(mailDir, `.${name}`);
  writeFileSync(temporary, JSON.stringify(message, null, 2));
  renameSync(temporary, path.join(mailDir, name));
}

const server = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        store(mail);
        callback();
      },
      (error) => callback(error),
    );
  },
});
server.on('error', (error) => console.error('smtp-test-server:', error.message));

server.listen(port, '127.0.0.1', () => console.log(`smtp-test-server: smtp://127.0.0.1:${port}, messages in ${mailDir}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
