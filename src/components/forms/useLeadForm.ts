import { useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { formRules } from '../../api/formRules.ts';
import { geocodePostcode } from '../../api/geocode.ts';
import { fieldErrors, leadSchema } from '../../api/leadSchema.ts';
import { MESSAGES } from '../../api/messages.ts';
import { nearest } from '../../domain/haversine.ts';
import { POSTCODE_MESSAGE } from '../../domain/postcode.ts';
import { currentVisit } from '../../stores/currentVisit.ts';
import { trackVisit } from '../../stores/visitorPages.ts';
import { loadVisitor, saveVisitor } from '../../stores/visitor.ts';
import type { LeadFormProps } from './FormProps.ts';
import { leadFormPayload } from './leadFormPayload.ts';
import { CONTACT_FIELDS, chooseLocation, initialValues, type Values } from './leadFormValues.ts';
import { stepSecretOf } from './sendCall.ts';
import { completeLead, submitLead, whenSent } from './submitLead.ts';
import { errorStep } from './errorStep.ts';
import { submissionKey } from './submissionKey.ts';

/**
 * Where a submit is: idle (editable), checking (schema and postcode), sending, queued (offline:
 * the outbox retries it), sent. Only idle accepts a submit; a refusal goes back to idle.
 */
export type LeadFormState = 'idle' | 'checking' | 'sending' | 'queued' | 'sent';

/** A lead form's values, errors, step and submission state, and what the markup calls to change them. */
export function useLeadForm(props: LeadFormProps) {
  const { kind, settings, car = null, multiStep = false } = props;
  const rules = useMemo(() => formRules(kind, settings, car !== null), [kind, settings, car]);
  const schema = useMemo(() => leadSchema(rules), [rules]);
  const [values, setValues] = useState<Values>(() => initialValues(rules, props.prefill));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [state, setState] = useState<LeadFormState>('idle');
  /** Set in the same event as the submit: a second click or Enter finds the form locked. */
  const locked = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const stopWaiting = useRef<(() => void) | null>(null);
  /** After the next render: the field to focus, '' for the error list, null for nothing. */
  const focusAfterRender = useRef<string | null>(null);

  useEffect(() => {
    trackVisit(window.location, window.sessionStorage);
    const visitor = loadVisitor(window.localStorage);
    if (visitor) setValues((old) => ({ ...visitor, ...old }));
    return () => stopWaiting.current?.();
  }, []);

  const set = (name: string, value: string | boolean) => {
    setValues((old) => ({ ...old, [name]: value }));
  };
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
  const pick = (id: string) => {
    setValues((old) => chooseLocation(rules, old, id));
  };

  /**
   * Picks the nearest location to the postcode when the shopper has not chosen one (SPEC §6
   * geocoding); with a dealership chosen, the nearest of that dealership's locations.
   */
  const pickNearest = async (postcode: string) => {
    if (rules.locations.length < 2 || text('location_id') !== '' || !/^\d{4}$/.test(postcode)) return;
    const point = await geocodePostcode(postcode, props.mapsKey ?? null);
    if (typeof point !== 'object') return;
    const own = rules.locations.filter((l) => l.dealershipSlug === text('dealership_slug'));
    const hit = nearest(point, own.length > 0 ? own : rules.locations);
    if (hit) setValues((old) => (old.location_id ? old : chooseLocation(rules, old, String(hit.item.id))));
  };

  // Not only on blur: a postcode restored for a returning shopper, or typed as the last field
  // before the shopper looks at the Location select, never leaves the field. pickNearest reads
  // the latest values itself; the postcode and an empty location are its triggers.
  const postcode = text('postcode');
  const unchosen = text('location_id') === '';
  useEffect(() => {
    if (unchosen) void pickNearest(postcode);
  }, [postcode, unchosen]);

  /**
   * A pasted postcode longer than the field's four characters is kept as pasted and refused with
   * the field's message, so the shopper sees what went wrong instead of a silently cut number.
   */
  const pastePostcode = (pasted: string): boolean => {
    const value = pasted.trim();
    if (value.length <= 4) return false;
    set('postcode', value);
    setErrors((old) => ({ ...old, postcode: POSTCODE_MESSAGE }));
    return true;
  };

  /** Lists the errors; on a two-step form whose errors are all on the other step, goes there and focuses the first. */
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const target = multiStep ? errorStep(found, step) : { step, focus: null };
    if (target.step !== step) setStep(target.step);
    focusAfterRender.current = target.focus ?? '';
  };
  // Focus moves once the errors (and the step holding them) are on screen: the field, else the list.
  useEffect(() => {
    const name = focusAfterRender.current;
    if (name === null) return;
    focusAfterRender.current = null;
    const field = name ? alertRef.current?.closest('form')?.querySelector<HTMLElement>(`[name="${name}"]`) : null;
    (field ?? alertRef.current?.querySelector<HTMLElement>('[role=alert]'))?.focus();
  }, [errors, step]);

  const finish = (leadId: string, secret: string | null) => {
    setState('sent');
    completeLead(kind, leadId, car, kind === 'general-enquiry' ? text('category') : undefined);
    props.onDone?.(leadId, secret);
    if (multiStep) window.location.assign('/success/');
  };

  /** Schema errors, then the postcode's geocoding check (SPEC §8 'Invalid postcode'), on every form. */
  const check = async (body: Record<string, unknown>, fields: readonly string[] | null) => {
    const parsed = v.safeParse(schema, body);
    const all = parsed.success ? {} : fieldErrors(parsed.issues);
    const found = fields ? Object.fromEntries(Object.entries(all).filter(([k]) => fields.includes(k))) : all;
    if (!found.postcode && !all.postcode) {
      const point = await geocodePostcode(String(body.postcode), props.mapsKey ?? null);
      if (point === 'not-found') found.postcode = MESSAGES.postcodeNotFound;
    }
    return found;
  };

  const send = async (body: Record<string, unknown>, key: string) => {
    saveVisitor(window.localStorage, values);
    setState('sending');
    const outcome = await submitLead(props.apiUrl, body, kind, key, car, props.sessionToken);
    if (outcome.kind === 'done') finish(outcome.leadId, outcome.secret);
    else if (outcome.kind === 'queued') {
      setState('queued');
      stopWaiting.current = whenSent(outcome.entryId, (answer) => {
        if (typeof answer.lead_id === 'string') finish(answer.lead_id, stepSecretOf(answer, 'lead_secret'));
      });
    } else {
      locked.current = false;
      setState('idle');
      setFormError(outcome.message);
      showErrors(outcome.fields);
      window.alert(outcome.message);
    }
  };

  const onSubmit = async (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked.current) return;
    locked.current = true;
    setState('checking');
    setFormError(null);
    const body = leadFormPayload({ kind, rules, websiteId: settings.websiteId, values, car, visit: currentVisit() });
    const firstStep = multiStep && step === 0;
    // The key is taken now, before any lookup: a repeat of the same content in this visit reuses it.
    const key = firstStep ? '' : submissionKey(window.sessionStorage, body, () => crypto.randomUUID());
    const found = await check(body, firstStep ? CONTACT_FIELDS : null);
    showErrors(found);
    if (firstStep || Object.keys(found).length > 0) {
      locked.current = false;
      setState('idle');
      if (firstStep && Object.keys(found).length === 0) setStep(1);
      return;
    }
    await send(body, key);
  };

  /** Whether a field belongs to the step on screen (every field on a one-step form). */
  const show = (name: string) => !multiStep || (CONTACT_FIELDS.includes(name) ? step === 0 : step === 1);
  const busy = state === 'checking' || state === 'sending' || state === 'queued';
  const back = () => {
    setStep(0);
  };

  return {
    rules,
    values,
    errors,
    formError,
    step,
    state,
    busy,
    alertRef,
    set,
    text,
    pick,
    pickNearest,
    pastePostcode,
    show,
    back,
    onSubmit,
  };
}
