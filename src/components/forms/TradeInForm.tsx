import { AUSTRALIAN_STATES } from '../../api/requestSchemas.ts';
import { useEffect, useState } from 'react';
import { onlineEstimateAllowed } from '../../domain/tradeInEstimate.ts';
import { Field } from './Field.tsx';
import { LeadForm } from './LeadForm.tsx';
import { SelectField } from './SelectField.tsx';
import { TradeInCondition } from './TradeInCondition.tsx';
import { TradeInOffer } from './TradeInOffer.tsx';
import { tradeInSummary, type CarDetails } from './tradeInSteps.ts';
import { useQueryCar } from './useQueryCar.ts';
import { useTradeIn, type TradeInProps } from './useTradeIn.ts';

/** Trade-in valuation: your car (rego lookup), its condition, your details, then the indicative offer to accept. */
export function TradeInForm(props: TradeInProps) {
  const { car, source } = useQueryCar(props.search);
  // The car in ?car_id= counts only when the car page would offer a trade-in towards it (SPEC §5);
  // the rule loads with the car, so a trade-in page without one never fetches it.
  const [note, setNote] = useState<{ towards: boolean; text: string } | null>(null);
  const { valuationEnabled } = props.settings;
  useEffect(() => {
    if (source)
      void import('../../domain/tradeIn.ts').then(({ tradeInCarNote }) => {
        setNote(tradeInCarNote(source, valuationEnabled));
      });
  }, [source, valuationEnabled]);
  const towards = note?.towards ? car : null;
  const t = useTradeIn(props, towards);
  const { details, errors } = t;

  const input = (name: keyof CarDetails, label: string, extra: Record<string, string> = {}) => (
    <Field name={name} label={label} error={errors[name]} required>
      {(a) => (
        <input
          {...a}
          {...extra}
          name={name}
          value={details[name]}
          onChange={(e) => {
            t.setDetail(name, e.currentTarget.value);
          }}
        />
      )}
    </Field>
  );

  if (t.step === 'car') {
    return (
      <form className="lead-form" method="post" noValidate onSubmit={(e) => void t.lookUp(e)} data-form="trade-in-car">
        {note && (
          <p className="form-note" role="status" data-trade-in-car={note.towards ? 'towards' : 'not-towards'}>
            {note.text}
          </p>
        )}
        <p className="form-step">Step 1 of 3: Your car</p>
        <div className="form-grid">
          {input('rego', 'Rego', { maxLength: '9', autoComplete: 'off' })}
          <SelectField
            name="regoState"
            label="State"
            error={errors.regoState}
            required
            value={details.regoState}
            options={AUSTRALIAN_STATES}
            onChange={(value) => {
              t.setDetail('regoState', value);
            }}
          />
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
  if (t.step === 'condition') {
    return (
      <TradeInCondition
        answers={t.answers}
        onAnswers={t.setAnswers}
        contactBy={t.contactBy}
        onContactBy={t.setContactBy}
        onBack={() => {
          t.setStep('car');
        }}
        onNext={() => void t.toContact()}
      />
    );
  }
  if (t.step === 'contact') {
    return (
      <>
        <p className="form-step">Step 3 of 3: Your details</p>
        <LeadForm
          {...props}
          kind="trade-in"
          car={towards}
          submitLabel="Get my valuation"
          prefill={{
            Rego: details.rego.trim().toUpperCase(),
            message: tradeInSummary(details, t.answers, t.contactBy),
            ...(t.valuationId ? { valuation_id: t.valuationId } : {}),
          }}
          onDone={(id, secret) => void t.onLead(id, secret)}
        />
      </>
    );
  }
  return (
    <TradeInOffer
      accepted={t.step === 'accepted'}
      estimate={t.estimate}
      allowed={onlineEstimateAllowed(t.year, t.kms, props.currentYear)}
      dealerName={props.settings.dealerName}
      contactBy={t.contactBy}
      onAccept={() => void t.accept()}
    />
  );
}
