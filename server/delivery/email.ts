import { createHash } from 'node:crypto';
import { renderAdf } from './adf.ts';
import { headline, leadFacts, oneLine, shopperComments, shopperName, type LeadMessage } from './content.ts';
import { escapeMarkup } from '../../src/domain/escape.ts';
import { subjectLine } from './subject.ts';

/** A rendered email in nodemailer's message shape; nodemailer encodes every header it writes. */
export interface RenderedEmail {
  messageId: string;
  /** A later step's message answers the lead's first one, so mail clients show one thread. */
  inReplyTo?: string;
  references?: string;
  from: { name: string; address: string };
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; content: string; contentType: string }[];
  headers: Record<string, string>;
}

const hosts = new Map<string, string>();

/** The host part of the dealer's origin, for Message-ID and the default sender (parsed once per origin). */
export function hostOf(origin: string): string {
  let host = hosts.get(origin);
  if (host === undefined) {
    host = new URL(origin).hostname;
    hosts.set(origin, host);
  }
  return host;
}

/**
 * Stable per lead, event and recipient: a retry after a lost acknowledgement sends the same
 * Message-ID, which receiving servers and mail clients use to drop the duplicate.
 */
export const messageIdFor = (deliveryId: string, origin: string) =>
  `<${createHash('sha256').update(deliveryId).digest('hex').slice(0, 32)}@${hostOf(origin)}>`;

/** A fact as HTML, escaped; a link only where the fact carries one the platform vouches for. */
const cell = (value: string, href?: string) =>
  href ? `<a href="${escapeMarkup(href)}">${escapeMarkup(value)}</a>` : escapeMarkup(value);

function htmlBody(message: LeadMessage): string {
  const rows = leadFacts(message)
    .map(
      ([label, value, href]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeMarkup(label)}</th><td>${cell(value, href)}</td></tr>`,
    )
    .join('');
  const comments = shopperComments(message.lead.data);
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111"><h1 style="font-size:18px">${escapeMarkup(headline(message))}</h1><table>${rows}</table>${
    comments
      ? `<h2 style="font-size:15px">Message</h2><p style="white-space:pre-wrap">${escapeMarkup(comments)}</p>`
      : ''
  }<p style="color:#666;font-size:12px">Sent by the ${escapeMarkup(message.dealer.name)} website.</p></body></html>`;
}

function textBody(message: LeadMessage): string {
  const width = Math.max(...leadFacts(message).map(([label]) => label.length));
  const lines = leadFacts(message).map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`);
  const comments = shopperComments(message.lead.data);
  return `${headline(message)}\n\n${lines.join('\n')}\n${comments ? `\nMessage:\n${comments}\n` : ''}\nSent by the ${message.dealer.name} website.\n`;
}

/**
 * The lead email for one recipient: text and HTML for a person (the ADF/XML attached when the dealer
 * wants it), or the ADF/XML as the plain body for a CRM inbox. Shopper values never reach a header
 * raw: they are made one line here and encoded by nodemailer.
 */
export function renderEmail(
  message: LeadMessage,
  delivery: { id: string; target: string; crm: boolean },
  options: { fromAddress?: string; adfAttachment: boolean },
): RenderedEmail {
  const { dealer, lead } = message;
  const name = shopperName(lead.data);
  const email = oneLine(lead.data.email);
  const subject = subjectLine(message);
  // The same receiver's message for the lead's creation (plan.ts deliveryId: lead.event.channel.target).
  const first = messageIdFor(delivery.id.replace(`.${message.event}.`, '.created.'), dealer.origin);
  const base = {
    messageId: messageIdFor(delivery.id, dealer.origin),
    from: {
      name: oneLine(dealer.fromName, 80),
      address: options.fromAddress ?? `leads@${hostOf(dealer.origin).replace(/^www\./, '')}`,
    },
    to: delivery.target,
    subject,
    headers: { 'X-Lead-Id': lead.id, 'X-Delivery-Id': delivery.id },
    ...(message.event === 'created' ? {} : { inReplyTo: first, references: first }),
    ...(email.includes('@') ? { replyTo: { name, address: email } } : {}),
  };
  // The ADF/XML is only rendered for a message that carries it.
  if (delivery.crm) return { ...base, text: renderAdf(message), attachments: [] };
  return {
    ...base,
    text: textBody(message),
    html: htmlBody(message),
    attachments: options.adfAttachment
      ? [{ filename: `lead-${lead.id}.adf.xml`, content: renderAdf(message), contentType: 'application/xml' }]
      : [],
  };
}

/**
 * A message rendered when it was queued (a reservation's receipt or update): its subject and text
 * are the job's payload; the sender is the dealer's, as on its leads.
 */
export function noticeEmail(
  job: { id: string; target: string; website_id: number; payload: string | null },
  fleet: { byWebsiteId: Map<number, { origin: string; fromName: string }> },
  fromAddress: string | undefined,
): RenderedEmail {
  const notice = JSON.parse(job.payload ?? '{}') as { subject?: unknown; text?: unknown };
  const site = fleet.byWebsiteId.get(job.website_id);
  const origin = site?.origin ?? 'https://localhost';
  return {
    messageId: messageIdFor(job.id, origin),
    from: {
      name: oneLine(site?.fromName ?? '', 80),
      address: fromAddress ?? `leads@${hostOf(origin).replace(/^www\./, '')}`,
    },
    to: job.target,
    subject: oneLine(notice.subject, 200),
    text: typeof notice.text === 'string' ? notice.text : '',
    attachments: [],
    headers: { 'X-Delivery-Id': job.id },
  };
}
