import { useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { ENQUIRY_CATEGORIES, DEFAULT_CATEGORY, type FormKind } from '../../api/formKinds.ts';
import { formRules, type FormRules } from '../../api/formRules.ts';
import type { FormSettings } from '../../api/formSettings.ts';
import { geocodePostcode } from '../../api/geocode.ts';
import { fieldErrors, leadSchema } from '../../api/leadSchema.ts';
import { parseMoney, toLeadPayload, withVisit, type FormCar } from '../../api/leadPayload.ts';
import { MESSAGES, REGO_PLACEHOLDER, REQUEST_PHOTOS_TEXT } from '../../api/messages.ts';
import { nearest } from '../../domain/haversine.ts';
import { currentVisit, trackVisit } from '../../stores/visitorPages.ts';
import { loadVisitor, saveVisitor } from '../../stores/visitor.ts';
import { Check, Field } from './Field.tsx';
import { ErrorList } from './ErrorList.tsx';
import { completeLead, submitLead, whenSent } from './submitLead.ts';
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
  onDone?: (leadId: string) => void;
}

type Values = Record<string, string | boolean>;
const CONTACT_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'];

/** Choosing a location also chooses its dealership when none is picked yet. */
function chooseLocation(rules: FormRules, old: Values, id: string): Values {
  const location = rules.locations.find((l) => String(l.id) === id);
  const dealership = rules.dealerships.some((d) => d.slug === location?.dealershipSlug) && !old.dealership_slug;
  return { ...old, location_id: id, ...(dealership ? { dealership_slug: location!.dealershipSlug } : {}) };
}

/** Every lead form of SPEC §4/§5, driven by its kind and the dealer's settings. */
export function LeadForm(props: LeadFormProps) {
  const { kind, settings, car = null, multiStep = false, options = [] } = props;
  const rules = useMemo(() => formRules(kind, settings, car !== null), [kind, settings, car]);
  const schema = useMemo(() => leadSchema(rules), [rules]);
  const [values, setValues] = useState<Values>(() => {
    const initial: Values = { category: DEFAULT_CATEGORY, location_id: '', ...props.prefill };
    // A single option is chosen for the shopper (SPEC §4 location selector); a page's own location is kept.
    const only = rules.locations.length === 1 ? String(rules.locations[0]!.id) : '';
    const asked = String(initial.location_id);
    const given = rules.locations.some((l) => String(l.id) === asked) ? asked : '';
    const chosen = only || given;
    return chosen ? chooseLocation(rules, { ...initial, location_id: '' }, chosen) : { ...initial, location_id: '' };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [state, setState] = useState<'idle' | 'sending' | 'queued' | 'sent'>('idle');
  const alertRef = useRef<HTMLDivElement>(null);
  const stopWaiting = useRef<(() => void) | null>(null);

  useEffect(() => {
    trackVisit(window.location, window.sessionStorage);
    const visitor = loadVisitor(window.localStorage);
    if (visitor) setValues((old) => ({ ...visitor, ...old }));
    return () => stopWaiting.current?.();
  }, []);

  const set = (name: string) => (value: string | boolean) => {
    setValues((old) => ({ ...old, [name]: value }));
  };
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '');

  /** Picks the nearest location to the postcode when the shopper has not chosen one (SPEC §6 geocoding). */
  const pickNearest = async (postcode: string) => {
    if (rules.locations.length < 2 || text('location_id') !== '' || !/^\d{4}$/.test(postcode)) return;
    const point = await geocodePostcode(postcode, props.mapsKey ?? null);
    if (typeof point !== 'object') return;
    const hit = nearest(point, rules.locations);
    if (hit) setValues((old) => (old.location_id ? old : withLocation(old, String(hit.item.id))));
  };

  const withLocation = (old: Values, id: string) => chooseLocation(rules, old, id);

  const payload = () => {
    const raw: Record<string, unknown> = { ...values, form: kind, website_id: settings.websiteId };
    if (kind === 'request-photos') raw.message = [REQUEST_PHOTOS_TEXT, text('message')].filter(Boolean).join('\n');
    if (!rules.category) delete raw.category;
    if (rules.message === 'removed') delete raw.message;
    raw.location_id = text('location_id') ? Number(text('location_id')) : undefined;
    if (rules.offer) raw.offer_amount = parseMoney(text('offer_amount')) ?? (text('offer_amount') ? -1 : undefined);
    if (text('vehiclePriceBudget')) raw.vehiclePriceBudget = parseMoney(text('vehiclePriceBudget')) ?? -1;
    const location = rules.locations.find((l) => String(l.id) === text('location_id'));
    if (location) raw.location = location.name;
    return withVisit(toLeadPayload(raw), currentVisit(), car);
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    requestAnimationFrame(() => alertRef.current?.querySelector<HTMLElement>('[role=alert]')?.focus());
  };

  const finish = (leadId: string) => {
    setState('sent');
    completeLead(kind, leadId, car, kind === 'general-enquiry' ? text('category') : undefined);
    props.onDone?.(leadId);
    if (multiStep) window.location.assign('/success/');
  };

  const onSubmit = async (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const body = payload();
    const parsed = v.safeParse(schema, body);
    const found = parsed.success ? {} : fieldErrors(parsed.issues);
    if (multiStep && step === 0) {
      const stepErrors = Object.fromEntries(Object.entries(found).filter(([k]) => CONTACT_FIELDS.includes(k)));
      showErrors(stepErrors);
      if (Object.keys(stepErrors).length === 0) setStep(1);
      return;
    }
    if (rules.locations.length > 0 && !found.postcode) {
      const point = await geocodePostcode(String(body.postcode), props.mapsKey ?? null);
      if (point === 'not-found') found.postcode = MESSAGES.postcodeNotFound;
    }
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    showErrors({});
    saveVisitor(window.localStorage, values);
    setState('sending');
    const outcome = await submitLead(props.apiUrl, body, kind);
    if (outcome.kind === 'done') finish(outcome.leadId);
    else if (outcome.kind === 'queued') {
      setState('queued');
      stopWaiting.current = whenSent(outcome.entryId, (answer) => {
        if (typeof answer.lead_id === 'string') finish(answer.lead_id);
      });
    } else {
      setState('idle');
      setFormError(outcome.message);
      showErrors(outcome.fields);
      window.alert(outcome.message);
    }
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
              set(name)(e.currentTarget.value);
            }}
            onBlur={name === 'postcode' ? (e) => void pickNearest(e.currentTarget.value) : undefined}
          />
        )}
      </Field>
    );

  return (
    <form
      className="lead-form"
      method="post"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-form={kind}
      data-state={state}
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
        {input('postcode', 'Postcode', 'text', true, {
          inputMode: 'numeric',
          maxLength: '4',
          autoComplete: 'postal-code',
        })}
        {rules.category && show('category') && (
          <Field name="category" label="Category" error={errors.category} required>
            {(a) => (
              <select
                {...a}
                name="category"
                value={text('category')}
                onChange={(e) => {
                  set('category')(e.currentTarget.value);
                }}
              >
                {ENQUIRY_CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            )}
          </Field>
        )}
        {rules.dealerships.length > 0 && show('dealership_slug') && (
          <Field name="dealership_slug" label="Dealership" error={errors.dealership_slug} required>
            {(a) => (
              <select
                {...a}
                name="dealership_slug"
                value={text('dealership_slug')}
                onChange={(e) => {
                  set('dealership_slug')(e.currentTarget.value);
                }}
              >
                <option value="">Select a dealership</option>
                {rules.dealerships.map((d) => (
                  <option key={d.slug} value={d.slug}>
                    {d.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {rules.locations.length > 0 && show('location_id') && (
          <Field name="location_id" label="Location" error={errors.location_id} required>
            {(a) => (
              <select
                {...a}
                name="location_id"
                value={text('location_id')}
                onChange={(e) => {
                  const id = e.currentTarget.value;
                  setValues((old) => withLocation(old, id));
                }}
              >
                <option value="">Select a location</option>
                {rules.locations.map((l) => (
                  <option key={l.id} value={String(l.id)}>
                    {l.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
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
        {kind === 'finance' && input('preferredDealership', 'Preferred dealership', 'text')}
        {rules.dateTime && input('date_time', 'Preferred date and time (optional)', 'datetime-local')}
        {['general-enquiry', 'enquiry', 'service', 'quick-enquiry'].includes(kind) &&
          input('Rego', 'Rego (optional)', 'text', false, { placeholder: REGO_PLACEHOLDER, maxLength: '12' })}
      </div>
      {options.length > 0 && show('options') && (
        <fieldset className="options">
          <legend>Services</legend>
          {options.map((o) => (
            <Check key={o} name={`option-${o}`} checked={values[`option:${o}`] === true} onChange={set(`option:${o}`)}>
              {o}
            </Check>
          ))}
        </fieldset>
      )}
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
                set('message')(e.currentTarget.value);
              }}
            />
          )}
        </Field>
      )}
      {show('checks') && (
        <div className="checks">
          {rules.offer && (
            <>
              <Check name="opt_in_finance" checked={values.opt_in_finance === true} onChange={set('opt_in_finance')}>
                I'm interested in finance
              </Check>
              <Check name="opt_in_trade" checked={values.opt_in_trade === true} onChange={set('opt_in_trade')}>
                I have a car to trade in
              </Check>
            </>
          )}
          {!rules.offer && (
            <Check name="opt_in" checked={values.opt_in === true} onChange={set('opt_in')}>
              Keep me up to date with offers and news
            </Check>
          )}
          {rules.terms && (
            <Check name="terms" checked={values.terms === true} onChange={set('terms')} error={errors.terms}>
              {kind === 'test-drive' && settings.testDriveDisclaimer ? (
                settings.testDriveDisclaimer
              ) : (
                <>
                  I agree to the <a href="/terms-and-conditions/">terms of use</a>
                </>
              )}
            </Check>
          )}
        </div>
      )}
      <div className="hp" aria-hidden="true">
        <label htmlFor={`hp-${kind}`}>Leave this empty</label>
        <input
          id={`hp-${kind}`}
          name="company_website"
          tabIndex={-1}
          autoComplete="off"
          value={text('company_website')}
          onChange={(e) => {
            set('company_website')(e.currentTarget.value);
          }}
        />
      </div>
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
            onClick={() => {
              setStep(0);
            }}
          >
            Back
          </button>
        )}
        <button type="submit" className="button" disabled={state === 'sending' || state === 'queued'}>
          {onStepOne ? 'Next' : state === 'sending' ? 'Sending…' : (props.submitLabel ?? 'Send enquiry')}
        </button>
      </div>
    </form>
  );
}
