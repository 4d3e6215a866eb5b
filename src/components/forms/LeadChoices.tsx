import { ENQUIRY_CATEGORIES } from '../../api/formKinds.ts';
import type { FormRules } from '../../api/formRules.ts';
import { Field } from './Field.tsx';

interface Props {
  rules: FormRules;
  errors: Record<string, string>;
  show: (name: string) => boolean;
  text: (name: string) => string;
  set: (name: string, value: string) => void;
  chooseLocation: (id: string) => void;
}

/** The selects of a lead form: category, dealership (by name) and location, each when the form has it. */
export function LeadChoices({ rules, errors, show, text, set, chooseLocation }: Props) {
  const select = (
    name: string,
    label: string,
    options: { value: string; label: string }[],
    placeholder: string | null,
    onChange: (value: string) => void,
  ) =>
    show(name) && (
      <Field name={name} label={label} error={errors[name]} required>
        {(a) => (
          <select
            {...a}
            name={name}
            value={text(name)}
            onChange={(e) => {
              onChange(e.currentTarget.value);
            }}
          >
            {placeholder !== null && <option value="">{placeholder}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  return (
    <>
      {rules.category &&
        select(
          'category',
          'Category',
          ENQUIRY_CATEGORIES.map((c) => ({ value: c, label: c })),
          null,
          (value) => {
            set('category', value);
          },
        )}
      {rules.dealerships.length > 0 &&
        select(
          'dealership_slug',
          'Dealership',
          rules.dealerships.map((d) => ({ value: d.slug, label: d.name })),
          'Select a dealership',
          (value) => {
            set('dealership_slug', value);
          },
        )}
      {rules.locations.length > 0 &&
        select(
          'location_id',
          'Location',
          rules.locations.map((l) => ({ value: String(l.id), label: l.name })),
          'Select a location',
          chooseLocation,
        )}
    </>
  );
}
