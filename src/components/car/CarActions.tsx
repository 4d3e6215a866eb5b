import type { CarAction } from '../../domain/carActions.ts';

/** One action: a link, or the phone-reveal button (Call the dealer) with the masked number. */
export function CarActionButton({
  action,
  phone,
  maskedPhone,
}: {
  action: CarAction;
  phone: string;
  maskedPhone: string;
}) {
  const className = `button car-action car-action--${action.tone}`;
  if (action.href === null) {
    return (
      <button type="button" className={className} data-action={action.kind} data-phone={phone}>
        {action.label} <span data-phone-text>{maskedPhone}</span>
      </button>
    );
  }
  return (
    <a
      className={className}
      href={action.href}
      data-action={action.kind}
      data-open-form={action.opens}
      data-hours-gated={action.duringBusinessHours ? '' : undefined}
      hidden={action.duringBusinessHours}
      {...(action.kind === 'history-report' ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {action.label}
    </a>
  );
}

export function CarActions({
  actions,
  phone,
  maskedPhone,
}: {
  actions: CarAction[];
  phone: string;
  maskedPhone: string;
}) {
  return (
    <div className="car-actions" data-live="actions">
      {actions.map((action) => (
        <CarActionButton key={action.kind} action={action} phone={phone} maskedPhone={maskedPhone} />
      ))}
    </div>
  );
}
