import { useState } from 'react';
import { OFFER_ACCEPTED_SUBCATEGORY } from '../../api/formKinds.ts';
import { EVENT_IDS } from '../../api/leadEvents.ts';
import { AUSTRALIAN_STATES } from '../../api/otherSchemas.ts';
import { onlineEstimateAllowed, tradeInEstimate, type TradeInAnswers } from '../../domain/tradeInEstimate.ts';
import { readValuation, rememberValuation } from '../../stores/tradeInValuation.ts';
import { comparablePrices } from '../../search/comparablePrices.ts';
import { Field } from './Field.tsx';
import { TradeInCondition, type ContactBy } from './TradeInCondition.tsx';
import { TradeInOffer } from './TradeInOffer.tsx';
import type { BaseFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';
import { sendCall, stepSecretOf } from './sendCall.ts';
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
  const [contactBy, setContactBy] = useState<ContactBy>('Phone');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [valuationId, setValuationId] = useState<string | null>(null);
  const [valuationSecret, setValuationSecret] = useState<string | null>(null);
  // The lead's id and the secret its later steps send back (issue 18 item 14).
  const [lead, setLead] = useState<{ id: string; secret: string | null } | null>(null);
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
    if (result.status === 'sent' && typeof result.body.valuation_id === 'string') {
      setValuationId(result.body.valuation_id);
      setValuationSecret(stepSecretOf(result.body, 'valuation_secret'));
    }
    if (result.status === 'rejected') {
      setErrors((result.body.fields ?? {}) as Record<string, string>);
      return;
    }
    setStep('condition');
  };

  const onLead = async (id: string, secret: string | null) => {
    setLead({ id, secret });
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
    if (valuationId) void sendCall(props.apiUrl, 'PATCH', `/api/valuations/${valuationId}`, record, valuationSecret);
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
    if (!lead) return;
    const accepted = { subcategory: OFFER_ACCEPTED_SUBCATEGORY, form_completed: true, offer_accepted: true };
    const valuation = valuationId ? { valuation_id: valuationId } : {};
    await sendCall(props.apiUrl, 'PATCH', `/api/leads/${lead.id}`, { ...accepted, ...valuation }, lead.secret);
    if (valuationId) {
      const done = { offer_accepted: true, form_completed: true };
      void sendCall(props.apiUrl, 'PATCH', `/api/valuations/${valuationId}`, done, valuationSecret);
    }
    (window.dataLayer ??= []).push({
      event: 'lead_submitted',
      event_id: EVENT_IDS.offerAccepted,
      form: 'trade-in',
      lead_id: lead.id,
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
      <TradeInCondition
        answers={answers}
        onAnswers={setAnswers}
        contactBy={contactBy}
        onContactBy={setContactBy}
        onBack={() => {
          setStep('car');
        }}
        onNext={() => {
          setStep('contact');
        }}
      />
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
          onDone={(id, secret) => void onLead(id, secret)}
        />
      </>
    );
  }
  return (
    <TradeInOffer
      accepted={step === 'accepted'}
      estimate={estimate}
      allowed={onlineEstimateAllowed(year, kms, props.currentYear)}
      dealerName={props.settings.dealerName}
      contactBy={contactBy}
      onAccept={() => void accept()}
    />
  );
}
