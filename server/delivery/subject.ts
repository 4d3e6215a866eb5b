import { headline, oneLine, shopperName, type LeadMessage } from './content.ts';

/**
 * Link-shaped text made inert, as the body shows shopper addresses (known.ts `defanged`): "://" and
 * every dot a character follows ("portal.example", "J.Smith") are bracketed, so no mail client makes
 * a link of them; a dot before a space or at the end ("Dr. Lee", "Jr.") is left as written.
 */
const inertLinks = (text: string) => text.replace(/:\/\//g, '[:]//').replace(/\.(?=\S)/g, '[.]');

/**
 * The lead email's Subject: what the lead is and who sent it. The name is the shopper's own text and
 * the line a dealer reads first in the inbox list, so a link typed as a name is never clickable there.
 */
export const subjectLine = (message: LeadMessage) =>
  oneLine(`${headline(message)} from ${inertLinks(shopperName(message.lead.data)) || 'a shopper'}`, 200);
