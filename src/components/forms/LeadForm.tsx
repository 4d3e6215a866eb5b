import { useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import type { FormKind } from '../../api/formKinds.ts';
import { formRules } from '../../api/formRules.ts';
import type { FormSettings } from '../../api/formSettings.ts';
import { geocodePostcode } from '../../api/geocode.ts';
import { fieldErrors, leadSchema } from '../../api/leadSchema.ts';
import type { FormCar } from '../../api/leadPayload.ts';
import { MESSAGES, REGO_PLACEHOLDER } from '../../api/messages.ts';
import { nearest } from '../../domain/haversine.ts';
import { currentVisit, trackVisit } from '../../stores/visitorPages.ts';
import { loadVisitor, saveVisitor } from '../../stores/visitor.ts';
import { Field } from './Field.tsx';
import { ErrorList } from './ErrorList.tsx';
import { LeadChecks } from './LeadChecks.tsx';
import { LeadChoices } from './LeadChoices.tsx';
import { CONTACT_FIELDS, chooseLocation, initialValues, leadBody, type Values } from './leadFormValues.ts';
import { stepSecretOf } from './sendCall.ts';
import { completeLead, submitLead, whenSent } from './submitLead.ts';
import { submissionKey } from './submissionKey.ts';
import './forms.css';

export interface LeadFormProps {
  kind: FormKind;
  settings: FormSettings;
  apiUrl: string;
  mapsKey?: string | null;
  car?: FormCar | null;
  /** Contact details first, the rest on a second step; success goes to /success. */
  multiStep?: boolean;
  submitLabel?: string;
  /** Checkbox options collected into additional_services. */
  options?: readonly string[];
  /** Initial values, e.g. finance query parameters. */
  prefill?: Record<string, string>;
  /** Called once the lead is acknowledged (a modal closes itself, a flow moves on). */
  /** The created lead's id, and its secret for later steps (null when the answer had none). */
  onDone?: (leadId: string, secret: string | null) => void;
  /** The signed-in shopper's session token, sent with the lead (reservations: ReservationGate). */
  sessionToken?: string | undefined;
}

/** Every lead form of SPEC §4/§5, driven by its kind and the dealer's settings. */
export function LeadForm(props: LeadFormProps) {
  const { kind, settings, car = null, multiStep = false, options = [] } = props;
  const rules = useMemo(() => formRules(kind, settings, car !== null), [kind, settings, car]);
  const schema = useMemo(() => leadSchema(rules), [rules]);
  const [values, setValues] = useState<Values>(() => initialValues(rules, props.prefill));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [state, setState] = useState<'idle' | 'checking' | 'sending' | 'queued' | 'sent'>('idle');
  /** Set in the same event as the submit: a second click or Enter finds the form locked (issue 20 item 2). */
  const locked = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const stopWaiting = useRef<(() => void) | null>(null);

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

  /** Picks the nearest location to the postcode when the shopper has not chosen one (SPEC §6 geocoding). */
  const pickNearest = async (postcode: string) => {
    if (rules.locations.length < 2 || text('location_id') !== '' || !/^\d{4}$/.test(postcode)) return;
    const point = await geocodePostcode(postcode, props.mapsKey ?? null);
    if (typeof point !== 'object') return;
    const hit = nearest(point, rules.locations);
    if (hit) setValues((old) => (old.location_id ? old : chooseLocation(rules, old, String(hit.item.id))));
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    requestAnimationFrame(() => alertRef.current?.querySelector<HTMLElement>('[role=alert]')?.focus());
  };

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
    const body = leadBody({ kind, rules, websiteId: settings.websiteId, values, car, visit: currentVisit() });
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

  if (state === 'sent' && !multiStep) {
    return (
      <div className="form-done" role="status">
        <h3>Thank you</h3>
        <p>
          {MESSAGES.sent} The team at {settings.dealerName} will be in touch soon.
        </p>
      </div>
    );
  }

  const onStepOne = multiStep && step === 0;
  const show = (name: string) => !multiStep || (CONTACT_FIELDS.includes(name) ? step === 0 : step === 1);
  const input = (name: string, label: string, type = 'text', required = false, extra: Record<string, string> = {}) =>
    show(name) && (
      <Field name={name} label={label} error={errors[name]} required={required}>
        {(a) => (
          <input
            {...a}
            {...extra}
            name={name}
            type={type}
            value={text(name)}
            onChange={(e) => {
              set(name, e.currentTarget.value);
            }}
            onBlur={name === 'postcode' ? (e) => void pickNearest(e.currentTarget.value) : undefined}
          />
        )}
      </Field>
    );
  const busy = state === 'checking' || state === 'sending' || state === 'queued';

  return (
    <form
      className="lead-form"
      method="post"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-form={kind}
      data-state={state}
      aria-busy={busy}
    >
      <div ref={alertRef}>
        <ErrorList errors={errors} formError={formError} />
      </div>
      {multiStep && (
        <p className="form-step">
          Step {step + 1} of 2: {step === 0 ? 'Your details' : 'Your enquiry'}
        </p>
      )}
      {car && (
        <p className="form-car">
          About: <strong>{car.name}</strong>
        </p>
      )}
      <div className="form-grid">
        {input('name', 'First name', 'text', true, { autoComplete: 'given-name', maxLength: '80' })}
        {input('last_name', 'Last name', 'text', false, { autoComplete: 'family-name', maxLength: '80' })}
        {input('email', 'Email', 'email', true, { autoComplete: 'email' })}
        {input('phone', 'Phone', 'tel', true, { autoComplete: 'tel' })}
        {/* No maxLength: a five-digit entry is shown and refused, never cut to four (issue 20 item 7). */}
        {input('postcode', 'Postcode', 'text', true, { inputMode: 'numeric', autoComplete: 'postal-code' })}
        <LeadChoices rules={rules} errors={errors} show={show} text={text} set={set} chooseLocation={pick} />
        {rules.offer &&
          input('offer_amount', 'Your offer', 'text', true, {
            inputMode: 'decimal',
            placeholder: car ? `$${car.price.toLocaleString('en-AU')}` : '$',
          })}
        {kind === 'finance' &&
          input('vehiclePriceBudget', 'Vehicle price budget', 'text', false, {
            inputMode: 'decimal',
            placeholder: '$30,000',
          })}
        {rules.dateTime && input('date_time', 'Preferred date and time (optional)', 'datetime-local')}
        {['general-enquiry', 'enquiry', 'service', 'quick-enquiry'].includes(kind) &&
          input('Rego', 'Rego (optional)', 'text', false, { placeholder: REGO_PLACEHOLDER, maxLength: '12' })}
      </div>
      {rules.message !== 'removed' && show('message') && (
        <Field
          name="message"
          label={rules.message === 'required' ? 'Message' : 'Message (optional)'}
          error={errors.message}
          required={rules.message === 'required'}
        >
          {(a) => (
            <textarea
              {...a}
              name="message"
              rows={4}
              maxLength={5000}
              value={text('message')}
              onChange={(e) => {
                set('message', e.currentTarget.value);
              }}
            />
          )}
        </Field>
      )}
      <LeadChecks
        kind={kind}
        rules={rules}
        settings={settings}
        values={values}
        errors={errors}
        options={options}
        show={show}
        set={set}
      />
      {state === 'queued' && (
        <p className="form-queued" role="status">
          {MESSAGES.queued}
        </p>
      )}
      <div className="form-actions">
        {multiStep && step === 1 && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => {
              setStep(0);
            }}
          >
            Back
          </button>
        )}
        <button type="submit" className="button" disabled={busy}>
          {onStepOne ? 'Next' : state === 'sending' ? 'Sending…' : (props.submitLabel ?? 'Send enquiry')}
        </button>
      </div>
    </form>
  );
}
