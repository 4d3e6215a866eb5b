import * as v from 'valibot';
import { Email, HttpUrl, Slug } from '../primitives.ts';

/**
 * What a dealer acts on, by form (SPEC §5, §7): the delivery plan routes each lead by its kind.
 * `sales` covers car enquiries and the Sales Enquiry category; `general` the rest of the
 * general-enquiry categories (Feedback, General Enquiry).
 */
export const LEAD_KINDS = [
  'sales',
  'test-drive',
  'offer',
  'finance',
  'trade-in',
  'service',
  'parts',
  'careers',
  'fleet',
  'reservation',
  'general',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** One inbox that receives some leads. */
export const LeadRecipient = v.strictObject({
  /** Address the lead is sent to. */
  email: Email,
  /** Lead kinds it receives; none listed: every kind. */
  kinds: v.optional(v.array(v.picklist(LEAD_KINDS)), []),
  /** Location ids (locations.json) whose leads it receives; none listed: every location. */
  locations: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), []),
  /** Dealership slugs whose leads it receives; none listed: every dealership. */
  dealerships: v.optional(v.array(Slug), []),
  /** A CRM inbox: the body is the ADF/XML document itself, not a message for a person. */
  crm: v.optional(v.boolean(), false),
});

/** One CRM or automation endpoint that receives every lead as signed JSON. */
export const LeadWebhook = v.strictObject({
  /** HTTPS endpoint that accepts POST (http only for a loopback test receiver). */
  url: v.pipe(
    HttpUrl,
    v.regex(/^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])/, 'an https:// URL (http only on 127.0.0.1)'),
  ),
  /** Lead kinds it receives; none listed: every kind. */
  kinds: v.optional(v.array(v.picklist(LEAD_KINDS)), []),
});

/**
 * Where each lead goes besides the store. Recipients are matched on kind, location and
 * dealership; a lead no recipient matches goes to `email.leadRecipients`. The webhook secret comes
 * from WEBHOOK_SECRET_<SLUG> or the git-ignored keys file, never from this file.
 */
export const LeadDeliverySettings = v.strictObject({
  /** Inboxes by lead kind, location and dealership. */
  recipients: v.optional(v.array(LeadRecipient), []),
  /** Attach the ADF/XML document to lead emails for people (CRM inboxes always get it as the body). */
  adfAttachment: v.optional(v.boolean(), true),
  /** Signed JSON webhooks. */
  webhooks: v.optional(v.array(LeadWebhook), []),
});
export type LeadDeliverySettings = v.InferOutput<typeof LeadDeliverySettings>;
