import { firstHeadline, oneLine, shopperName, type LeadMessage } from './content.ts';

/**
 * Link-shaped text made inert, as the body shows shopper addresses (known.ts `defanged`): "://" and
 * every dot a character follows ("portal.example", "J.Smith") are bracketed, so no mail client makes
 * a link of them; a dot before a space or at the end ("Dr. Lee", "Jr.") is left as written.
 */
const inertLinks = (text: string) => text.replace(/:\/\//g, '[:]//').replace(/\.(?=\S)/g, '[.]');

/**
 * The lead email's Subject: what the lead is and who sent it. The name is the shopper's own text and
 * the line a dealer reads first in the inbox list, so a link typed as a name is never clickable there.
 * A later step's update answers the lead's first message, so its Subject is that one's with "Re: "
 * (mail clients thread on it with In-Reply-To); the body's first line says what the step was.
 */
export const subjectLine = (message: LeadMessage) => {
  const first = `${firstHeadline(message.lead)} from ${inertLinks(shopperName(message.lead.data)) || 'a shopper'}`;
  return oneLine(message.event === 'created' ? first : `Re: ${first}`, 200);
};
