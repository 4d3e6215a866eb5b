import { ENQUIRY_CATEGORIES } from '../../domain/formKinds.ts';
import type { FormRules } from '../../api/formRules.ts';
import { SelectField } from './SelectField.tsx';

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
  const field = (name: string) => ({ name, value: text(name), error: errors[name], required: true });
  return (
    <>
      {rules.category && show('category') && (
        <SelectField
          {...field('category')}
          label="Category"
          options={ENQUIRY_CATEGORIES}
          onChange={(value) => {
            set('category', value);
          }}
        />
      )}
      {rules.dealerships.length > 0 && show('dealership_slug') && (
        <SelectField
          {...field('dealership_slug')}
          label="Dealership"
          options={rules.dealerships.map((d) => ({ value: d.slug, label: d.name }))}
          placeholder="Select a dealership"
          onChange={(value) => {
            set('dealership_slug', value);
          }}
        />
      )}
      {rules.locations.length > 0 && show('location_id') && (
        <SelectField
          {...field('location_id')}
          label="Location"
          options={rules.locations.map((l) => ({ value: String(l.id), label: l.name }))}
          placeholder="Select a location"
          onChange={chooseLocation}
        />
      )}
    </>
  );
}
