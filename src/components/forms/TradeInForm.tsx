import { useState } from 'react';
import { OFFER_ACCEPTED_SUBCATEGORY } from '../../api/formKinds.ts';
import { EVENT_IDS } from '../../api/leadEvents.ts';
import { AUSTRALIAN_STATES } from '../../api/otherSchemas.ts';
import { onlineEstimateAllowed, tradeInEstimate, type TradeInAnswers } from '../../domain/tradeInEstimate.ts';
import { readValuation, rememberValuation } from '../../stores/tradeInValuation.ts';
import { comparablePrices } from './comparablePrices.ts';
import { Field } from './Field.tsx';
import type { BaseFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';
import { sendCall } from './sendCall.ts';
import { useQueryCar, type FormSearch } from './useQueryCar.ts';

interface CarDetails {
  rego: string;
  regoState: string;
  make: string;
  model: string;
  year: string;
  kms: string;
}
type Estimate = { low: number; high: number } | null;
const money = (n: number) => `$${n.toLocaleString('en-AU')}`;
const ANSWERS: { [K in keyof TradeInAnswers]: { label: string; choices: TradeInAnswers[K][] } } = {
  accident: { label: 'Has the car been in an accident?', choices: ['No', 'Yes'] },
  serviceHistory: { label: 'Service history', choices: ['Full', 'Partial', 'None'] },
  condition: { label: 'Overall condition', choices: ['Excellent', 'Good', 'Fair', 'Poor'] },
};

/** Trade-in valuation: your car (rego lookup), its condition, your details, then the indicative offer to accept. */
export default function TradeInForm(
  props: BaseFormProps & { search: FormSearch; defaultState: string; currentYear: number },
) {
  const { car } = useQueryCar(props.search);
  const [step, setStep] = useState<'car' | 'condition' | 'contact' | 'offer' | 'accepted'>('car');
  // A returning shopper starts from the car of their last valuation (kept in this browser).
  const [details, setDetails] = useState<CarDetails>(() => {
    const last = typeof window === 'undefined' ? null : readValuation(window.localStorage);
    return last
      ? {
          rego: last.rego,
          regoState: last.regoState,
          make: last.make,
          model: last.model,
          year: String(last.year),
          kms: String(last.kms),
        }
      : { rego: '', regoState: props.defaultState.toUpperCase(), make: '', model: '', year: '', kms: '' };
  });
  const [answers, setAnswers] = useState<TradeInAnswers>({ accident: 'No', serviceHistory: 'Full', condition: 'Good' });
  const [contactBy, setContactBy] = useState<'Phone' | 'Email' | 'SMS'>('Phone');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [valuationId, setValuationId] = useState<string | null>(null);
  const [leadId, setLeadId] = useState<string | null>(null);
  const [estimate, setEstimate] = useState<Estimate>(null);
  const year = Number(details.year);
  const kms = Number(details.kms.replace(/[,\s]/g, ''));

  const checkCar = () => {
    const found: Record<string, string> = {};
    if (!/^[A-Za-z0-9 -]{1,9}$/.test(details.rego.trim())) found.rego = 'Please enter the rego (letters and digits).';
    if (!details.make.trim()) found.make = 'Please enter the make.';
    if (!details.model.trim()) found.model = 'Please enter the model.';
    if (!Number.isInteger(year) || year < 1950 || year > props.currentYear + 1)
      found.year = 'Please enter the year, e.g. 2019.';
    if (!Number.isInteger(kms) || kms < 0 || details.kms.trim() === '') found.kms = 'Please enter the kilometres.';
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const lookUp = async (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checkCar()) return;
    const result = await sendCall(props.apiUrl, 'POST', '/api/valuations', {
      website_id: props.settings.websiteId,
      rego: details.rego.trim(),
      regoState: details.regoState,
      ...(car ? { car_id: car.slug } : {}),
    });
    if (result.status === 'sent' && typeof result.body.valuation_id === 'string')
      setValuationId(result.body.valuation_id);
    if (result.status === 'rejected') {
      setErrors((result.body.fields ?? {}) as Record<string, string>);
      return;
    }
    setStep('condition');
  };

  const onLead = async (id: string) => {
    setLeadId(id);
    const prices = await comparablePrices(props.search, details.make, details.model, year);
    const value = tradeInEstimate({ marketPrices: prices, year, km: kms, answers, currentYear: props.currentYear });
    setEstimate(value);
    rememberValuation(window.localStorage, {
      rego: details.rego.trim().toUpperCase(),
      regoState: details.regoState,
      make: details.make.trim(),
      model: details.model.trim(),
      year,
      kms,
      estimate: value,
      valuationId,
      leadId: id,
      at: new Date().toISOString(),
    });
    const record = {
      make: details.make.trim(),
      model: details.model.trim(),
      year,
      kms,
      adjustmentAnswers: { ...answers },
      PreferredContactMethod: contactBy,
      estimate: value?.high ?? null,
      lead_id: id,
    };
    if (valuationId) void sendCall(props.apiUrl, 'PATCH', `/api/valuations/${valuationId}`, record);
    if (props.settings.valuationToMiscellaneous) {
      void sendCall(props.apiUrl, 'POST', '/api/miscellaneous', {
        website_id: props.settings.websiteId,
        column_name: 'valuation',
        value: { ...record, rego: details.rego, regoState: details.regoState, valuation_id: valuationId },
      });
    }
    setStep('offer');
  };

  const accept = async () => {
    if (!leadId) return;
    await sendCall(props.apiUrl, 'PATCH', `/api/leads/${leadId}`, {
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
      form_completed: true,
      offer_accepted: true,
      ...(valuationId ? { valuation_id: valuationId } : {}),
    });
    if (valuationId)
      void sendCall(props.apiUrl, 'PATCH', `/api/valuations/${valuationId}`, {
        offer_accepted: true,
        form_completed: true,
      });
    (window.dataLayer ??= []).push({
      event: 'lead_submitted',
      event_id: EVENT_IDS.offerAccepted,
      form: 'trade-in',
      lead_id: leadId,
    });
    setStep('accepted');
  };

  const input = (name: keyof CarDetails, label: string, extra: Record<string, string> = {}) => (
    <Field name={name} label={label} error={errors[name]} required>
      {(a) => (
        <input
          {...a}
          {...extra}
          name={name}
          value={details[name]}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDetails((d) => ({ ...d, [name]: value }));
          }}
        />
      )}
    </Field>
  );

  if (step === 'car') {
    return (
      <form className="lead-form" method="post" noValidate onSubmit={(e) => void lookUp(e)} data-form="trade-in-car">
        <p className="form-step">Step 1 of 3: Your car</p>
        <div className="form-grid">
          {input('rego', 'Rego', { maxLength: '9', autoComplete: 'off' })}
          <Field name="regoState" label="State" error={errors.regoState} required>
            {(a) => (
              <select
                {...a}
                name="regoState"
                value={details.regoState}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setDetails((d) => ({ ...d, regoState: value }));
                }}
              >
                {AUSTRALIAN_STATES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            )}
          </Field>
          {input('make', 'Make', { autoComplete: 'off' })}
          {input('model', 'Model', { autoComplete: 'off' })}
          {input('year', 'Year', { inputMode: 'numeric', maxLength: '4' })}
          {input('kms', 'Kilometres', { inputMode: 'numeric' })}
        </div>
        <div className="form-actions">
          <button type="submit" className="button">
            Next
          </button>
        </div>
      </form>
    );
  }
  if (step === 'condition') {
    return (
      <div className="lead-form" data-form="trade-in-condition">
        <p className="form-step">Step 2 of 3: Condition</p>
        {(Object.keys(ANSWERS) as (keyof TradeInAnswers)[]).map((key) => (
          <fieldset key={key} className="options">
            <legend>{ANSWERS[key].label}</legend>
            {ANSWERS[key].choices.map((choice) => (
              <label key={choice} className="check">
                <input
                  type="radio"
                  name={`${key}_radio_options`}
                  checked={answers[key] === choice}
                  onChange={() => {
                    setAnswers((a) => ({ ...a, [key]: choice }));
                  }}
                />
                <span>{choice}</span>
              </label>
            ))}
          </fieldset>
        ))}
        <Field name="PreferredContactMethod" label="How should we contact you?" error={undefined}>
          {(a) => (
            <select
              {...a}
              value={contactBy}
              onChange={(e) => {
                setContactBy(e.currentTarget.value as typeof contactBy);
              }}
            >
              <option>Phone</option>
              <option>Email</option>
              <option>SMS</option>
            </select>
          )}
        </Field>
        <div className="form-actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setStep('car');
            }}
          >
            Back
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setStep('contact');
            }}
          >
            Next
          </button>
        </div>
      </div>
    );
  }
  if (step === 'contact') {
    const summary = `Trade-in: ${details.year} ${details.make} ${details.model}, ${kms.toLocaleString('en-AU')} km, rego ${details.rego.toUpperCase()} (${details.regoState}). Accident: ${answers.accident}; service history: ${answers.serviceHistory}; condition: ${answers.condition}; contact by ${contactBy}.`;
    return (
      <>
        <p className="form-step">Step 3 of 3: Your details</p>
        <LeadForm
          {...props}
          kind="trade-in"
          car={car}
          submitLabel="Get my valuation"
          prefill={{
            Rego: details.rego.trim().toUpperCase(),
            message: summary,
            ...(valuationId ? { valuation_id: valuationId } : {}),
          }}
          onDone={(id) => void onLead(id)}
        />
      </>
    );
  }
  const allowed = onlineEstimateAllowed(year, kms, props.currentYear);
  return (
    <div className="form-done" role="status" data-form="trade-in-offer">
      {step === 'accepted' ? (
        <>
          <h3>Offer accepted</h3>
          <p>
            Thank you. {props.settings.dealerName} will contact you by {contactBy.toLowerCase()} to inspect the car and
            confirm the offer.
          </p>
        </>
      ) : estimate ? (
        <>
          <h3>
            Your indicative trade-in offer: {money(estimate.low)} – {money(estimate.high)}
          </h3>
          <p>Indicative only, subject to inspection of the car.</p>
          <p>
            <button type="button" className="button" onClick={() => void accept()}>
              Accept offer
            </button>
          </p>
        </>
      ) : (
        <>
          <h3>Thank you, your valuation request has been sent</h3>
          <p>
            {allowed
              ? "We don't have enough comparable cars to price yours online"
              : 'We generally give no online estimate for cars over 7 years old or with more than 100,000 km'}
            : our team will contact you with a valuation.
          </p>
        </>
      )}
    </div>
  );
}
