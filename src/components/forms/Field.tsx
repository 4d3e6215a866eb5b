import type { ReactNode } from 'react';

interface FieldProps {
  name: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** Label, control and inline error, wired for screen readers. */
export function Field({ name, label, error, required, children }: FieldProps) {
  const id = `f-${name.replace(/\W+/g, '-')}`;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface CheckProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  children: ReactNode;
}

export function Check({ name, checked, onChange, error, children }: CheckProps) {
  const id = `f-${name.replace(/\W+/g, '-')}`;
  return (
    <div className={`check${error ? ' field--error' : ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={Boolean(error)}
        onChange={(e) => {
          onChange(e.currentTarget.checked);
        }}
      />
      <label htmlFor={id}>{children}</label>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
