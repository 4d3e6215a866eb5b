import { formKind, type FormKind } from '../../domain/formKinds.ts';
import type { FormCar } from '../../api/leadPayload.ts';
import { leadEventId } from '../../api/leadEventId.ts';
import { MESSAGES } from '../../api/messages.ts';
import { $sentLeads, leadOutbox, outboxChanged } from '../../stores/outbox.ts';
import { rememberEnquiry } from '../../stores/visitorEnquiry.ts';
import { stepSecretOf } from './sendCall.ts';

export type SubmitOutcome =
  | { kind: 'done'; leadId: string; secret: string | null }
  | { kind: 'queued'; entryId: string }
  | { kind: 'failed'; message: string; fields: Record<string, string> };

/** Remembers the enquiry for /success (the analytics event goes with the outbox acknowledgement). */
export function completeLead(kind: FormKind, leadId: string, car: FormCar | null, category?: string): void {
  rememberEnquiry(window.localStorage, {
    category: category ?? formKind(kind).category,
    form: kind,
    leadId,
    car: car ? { slug: car.slug, name: car.name, image: car.image } : null,
  });
}

/** Waits for a queued entry to be acknowledged (retry, `online`, or another tab). */
export function whenSent(entryId: string, done: (body: Record<string, unknown>) => void): () => void {
  return $sentLeads.subscribe((sent) => {
    const hit = sent.find((s) => s.id === entryId);
    if (hit) done(hit.body);
  });
}

/** Sends one lead through the outbox and turns the answer into an outcome for the form. */
export async function submitLead(
  apiUrl: string,
  body: Record<string, unknown>,
  kind: FormKind,
  /** The Idempotency-Key, taken when the shopper submitted (submissionKey.ts). */
  entryId: string,
  /** The car the lead is about, for its analytics event id (SPEC §7). */
  car: FormCar | null,
  /** The shopper's session token: a reservation carries it, the API checks it where checkout is gated. */
  session?: string,
): Promise<SubmitOutcome> {
  const outbox = leadOutbox(apiUrl);
  const result = await outbox.submit({
    id: entryId,
    method: 'POST',
    path: '/api/leads',
    body,
    notify: { website_id: Number(body.website_id), form: kind },
    analytics: { event: 'lead_submitted', event_id: leadEventId(kind, car), form: kind },
    ...(session ? { session } : {}),
  });
  outboxChanged();
  if (result.status === 'queued' && result.answer) {
    // An answer that is not the API's (SPEC §8 messages); the lead itself stays queued and is retried.
    const error = result.answer.body?.error;
    const message =
      result.answer.code < 300 ? MESSAGES.noLeadId : typeof error === 'string' ? error : MESSAGES.submitFailed;
    return { kind: 'failed', message, fields: {} };
  }
  if (result.status === 'queued') return { kind: 'queued', entryId };
  if (result.status === 'rejected') {
    const error = typeof result.body.error === 'string' ? result.body.error : MESSAGES.submitFailed;
    const fields = (result.body.fields ?? {}) as Record<string, string>;
    return { kind: 'failed', message: Object.keys(fields).length > 0 ? MESSAGES.submitFailed : error, fields };
  }
  const leadId = result.body.lead_id;
  return typeof leadId === 'string'
    ? { kind: 'done', leadId, secret: stepSecretOf(result.body, 'lead_secret') }
    : { kind: 'failed', message: MESSAGES.noLeadId, fields: {} };
}
