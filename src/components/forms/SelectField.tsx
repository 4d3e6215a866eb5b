import { Field } from './Field.tsx';

/** A choice of a select: a bare string is both the value and the text shown. */
type SelectOption = string | { value: string; label: string };

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  /** An empty first choice ("Select a location"); none when left out. */
  placeholder?: string;
}

/** The forms' one select: label, select and inline error wired by Field, options from plain data. */
export function SelectField({ name, label, value, options, onChange, error, required, placeholder }: SelectFieldProps) {
  return (
    <Field name={name} label={label} error={error} required={required ?? false}>
      {(a) => (
        <select
          {...a}
          name={name}
          value={value}
          onChange={(e) => {
            onChange(e.currentTarget.value);
          }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => {
            const { value: v, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
            return (
              <option key={v} value={v}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}
