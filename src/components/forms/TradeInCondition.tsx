import type { TradeInAnswers } from '../../domain/tradeInEstimate.ts';
import { SelectField } from './SelectField.tsx';
import type { ContactBy } from './tradeInSteps.ts';

const CONTACT_CHOICES: readonly ContactBy[] = ['Phone', 'Email', 'SMS'];

const ANSWERS: { [K in keyof TradeInAnswers]: { label: string; choices: TradeInAnswers[K][] } } = {
  accident: { label: 'Has the car been in an accident?', choices: ['No', 'Yes'] },
  serviceHistory: { label: 'Service history', choices: ['Full', 'Partial', 'None'] },
  condition: { label: 'Overall condition', choices: ['Excellent', 'Good', 'Fair', 'Poor'] },
};

/** Trade-in step 2: the car's condition and how the shopper wants to be contacted. */
export function TradeInCondition(props: {
  answers: TradeInAnswers;
  onAnswers: (change: (old: TradeInAnswers) => TradeInAnswers) => void;
  contactBy: ContactBy;
  onContactBy: (contactBy: ContactBy) => void;
  onBack: () => void;
  onNext: () => void;
}) {
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
                checked={props.answers[key] === choice}
                onChange={() => {
                  props.onAnswers((a) => ({ ...a, [key]: choice }));
                }}
              />
              <span>{choice}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <SelectField
        name="PreferredContactMethod"
        label="How should we contact you?"
        value={props.contactBy}
        options={CONTACT_CHOICES}
        onChange={(value) => {
          props.onContactBy(value as ContactBy);
        }}
      />
      <div className="form-actions">
        <button type="button" className="button button--ghost" onClick={props.onBack}>
          Back
        </button>
        <button type="button" className="button" onClick={props.onNext}>
          Next
        </button>
      </div>
    </div>
  );
}
