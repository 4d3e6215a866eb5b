import type { FormKind } from '../../domain/formKinds.ts';
import type { FormRules } from '../../api/formRules.ts';
import type { FormSettings } from '../../api/formSettings.ts';
import { Check } from './Field.tsx';
import type { Values } from './leadFormValues.ts';

interface Props {
  kind: FormKind;
  rules: FormRules;
  settings: FormSettings;
  values: Values;
  errors: Record<string, string>;
  options: readonly string[];
  show: (name: string) => boolean;
  set: (name: string, value: string | boolean) => void;
}

/** A lead form's services, opt-ins, terms and the honeypot people never see. */
export function LeadChecks({ kind, rules, settings, values, errors, options, show, set }: Props) {
  const toggle = (name: string) => (value: boolean) => {
    set(name, value);
  };
  return (
    <>
      {options.length > 0 && show('options') && (
        <fieldset className="options">
          <legend>Services</legend>
          {options.map((o) => (
            <Check
              key={o}
              name={`option-${o}`}
              checked={values[`option:${o}`] === true}
              onChange={toggle(`option:${o}`)}
            >
              {o}
            </Check>
          ))}
        </fieldset>
      )}
      {show('checks') && (
        <div className="checks">
          {rules.offer && (
            <>
              <Check name="opt_in_finance" checked={values.opt_in_finance === true} onChange={toggle('opt_in_finance')}>
                I'm interested in finance
              </Check>
              <Check name="opt_in_trade" checked={values.opt_in_trade === true} onChange={toggle('opt_in_trade')}>
                I have a car to trade in
              </Check>
            </>
          )}
          {!rules.offer && (
            <Check name="opt_in" checked={values.opt_in === true} onChange={toggle('opt_in')}>
              Keep me up to date with offers and news
            </Check>
          )}
          {rules.terms && (
            <Check name="terms" checked={values.terms === true} onChange={toggle('terms')} error={errors.terms}>
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
          value={typeof values.company_website === 'string' ? values.company_website : ''}
          onChange={(e) => {
            set('company_website', e.currentTarget.value);
          }}
        />
      </div>
    </>
  );
}
