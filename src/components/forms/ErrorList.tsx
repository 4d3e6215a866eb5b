import { MESSAGES } from '../../api/messages.ts';

/** The error summary headed 'Please fix the following errors:' (SPEC §8), focused on submit. */
export function ErrorList({ errors, formError }: { errors: Record<string, string>; formError: string | null }) {
  const messages = [...new Set(Object.values(errors))];
  if (messages.length === 0 && !formError) return null;
  return (
    <div className="form-alert" role="alert" tabIndex={-1}>
      {formError && <p className="form-alert__error">{formError}</p>}
      {messages.length > 0 && (
        <>
          <p>{MESSAGES.errorListHeading}</p>
          <ul>
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
