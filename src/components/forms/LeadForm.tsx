import { MESSAGES, REGO_PLACEHOLDER } from '../../api/messages.ts';
import { Field } from './Field.tsx';
import { ErrorList } from './ErrorList.tsx';
import type { LeadFormProps } from './FormProps.ts';
import { LeadChecks } from './LeadChecks.tsx';
import { LeadChoices } from './LeadChoices.tsx';
import { useLeadForm } from './useLeadForm.ts';
import './forms.css';

/** Every lead form of SPEC §4/§5, driven by its kind and the dealer's settings (state: useLeadForm). */
export function LeadForm(props: LeadFormProps) {
  const { kind, settings, car = null, multiStep = false, options = [] } = props;
  const form = useLeadForm(props);
  const { rules, errors, step, state, busy, show, text, set } = form;

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
            onBlur={name === 'postcode' ? (e) => void form.pickNearest(e.currentTarget.value) : undefined}
            onPaste={
              name === 'postcode'
                ? (e) => {
                    if (form.pastePostcode(e.clipboardData.getData('text'))) e.preventDefault();
                  }
                : undefined
            }
          />
        )}
      </Field>
    );

  return (
    <form
      className="lead-form"
      method="post"
      noValidate
      onSubmit={(e) => void form.onSubmit(e)}
      data-form={kind}
      data-state={state}
      aria-busy={busy}
    >
      <div ref={form.alertRef}>
        <ErrorList errors={errors} formError={form.formError} />
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
        {/* Four characters at most (SPEC §5); a longer pasted value is shown and refused, never cut. */}
        {input('postcode', 'Postcode', 'text', true, {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: '4',
        })}
        <LeadChoices rules={rules} errors={errors} show={show} text={text} set={set} chooseLocation={form.pick} />
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
        values={form.values}
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
          <button type="button" className="button button--ghost" disabled={busy} onClick={form.back}>
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
