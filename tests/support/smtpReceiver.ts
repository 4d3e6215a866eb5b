import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { openPort } from '../../scripts/lib/openPort.ts';

/** What the receiver answers to a message's data: accept, or an SMTP error code. */
export type SmtpAnswer = 'accept' | 451 | 550 | 552;

export interface ReceivedMail {
  /** SMTP envelope recipients. */
  rcpt: string[];
  raw: string;
  parsed: ParsedMail;
  /** When the server accepted it (ms since epoch). */
  at: number;
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) for delivery tests: keeps every accepted
 * message parsed with mailparser, answers as `answer` says, and can be stopped and started again on
 * the same port (a relay that is down, then back).
 */
export class SmtpReceiver {
  readonly received: ReceivedMail[] = [];
  /** TCP connections opened to this server (a pooled sender opens few). */
  connections = 0;
  answer: (rcpt: string[], count: number) => SmtpAnswer = () => 'accept';
  /**
   * Runs after a message is kept and before the server's "250 OK" goes back: a drill holds it to
   * kill the sender in the moment the relay has the message and the sender does not know yet.
   */
  beforeReply: (mail: ReceivedMail) => Promise<void> = () => Promise.resolve();
  private server: SMTPServer | null = null;
  private attempts = 0;
  port = 0;
  /** When set, each accepted message is also written there as an .eml file (for other processes). */
  private readonly saveDir: string | undefined;

  constructor(options: { saveDir?: string } = {}) {
    this.saveDir = options.saveDir;
    if (this.saveDir) mkdirSync(this.saveDir, { recursive: true });
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port?: number): Promise<this> {
    this.port = port ?? this.port;
    if (this.port === 0) this.port = await openPort();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 2_000_000,
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const rcpt = session.envelope.rcptTo.map((r) => r.address);
          const answer = this.answer(rcpt, ++this.attempts);
          if (answer !== 'accept') {
            const error = Object.assign(new Error(answer === 451 ? 'Try again later' : 'Mailbox unavailable'), {
              responseCode: answer,
            });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          if (this.saveDir) writeFileSync(join(this.saveDir, `${Date.now()}-${this.attempts}.eml`), raw);
          void simpleParser(raw).then(async (parsed) => {
            const mail = { rcpt, raw, parsed, at: Date.now() };
            this.received.push(mail);
            await this.beforeReply(mail);
            callback();
          });
        });
      },
    });
    // A client that resets its connection in the middle of a message (a lead API stopped or killed
    // mid-send) is an error event on the server: a real relay logs it and carries on, and so does this
    // one, instead of taking the test runner's process down with an unhandled 'error'.
    this.server.on('error', () => undefined);
    await new Promise<void>((done) =>
      this.server!.listen(this.port, '127.0.0.1', () => {
        done();
      }),
    );
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server)
      await new Promise<void>((done) => {
        server.close(() => {
          done();
        });
      });
  }

  /** Messages accepted for one address. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.rcpt.includes(address));
  }

  /** Distinct Message-IDs among the accepted messages (a retried message keeps its id). */
  messageIds(): Set<string> {
    return new Set(this.received.map((m) => m.parsed.messageId ?? ''));
  }
}
