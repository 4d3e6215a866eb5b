import { useState } from 'react';
import { PAYMENT_RETRY_MESSAGE, startPayment } from '../../api/reservationApi.ts';
import type { CarFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';

type Payment =
  { state: 'form' } | { state: 'opening' } | { state: 'failed'; message: string; retry: (() => void) | null };

/**
 * The reservation: the shopper's details are stored as a 'Reservation' lead (through the outbox),
 * then the lead API opens the processor's hosted payment page for the deposit and the shopper is
 * sent there. The deposit counts only when the processor confirms it (the return page says so).
 */
export function ReserveForm(props: CarFormProps & { submitLabel?: string; sessionToken?: string | undefined }) {
  const [payment, setPayment] = useState<Payment>({ state: 'form' });

  const pay = async (leadId: string, secret: string | null) => {
    setPayment({ state: 'opening' });
    const started = secret
      ? await startPayment(props.apiUrl, leadId, secret, props.sessionToken)
      : ({ kind: 'retry', message: PAYMENT_RETRY_MESSAGE } as const);
    if (started.kind === 'redirect') {
      window.location.assign(started.url);
      return;
    }
    const retry = started.kind === 'retry' ? () => void pay(leadId, secret) : null;
    setPayment({ state: 'failed', message: started.message, retry });
  };

  if (payment.state === 'opening') {
    return (
      <div className="form-done" role="status">
        <h3>Opening the secure payment page…</h3>
        <p>Your details are saved. You pay the deposit on the payment processor's own page.</p>
      </div>
    );
  }
  if (payment.state === 'failed') {
    return (
      <div className="form-done" role="alert">
        <h3>We could not start your payment</h3>
        <p>{payment.message}</p>
        {payment.retry && (
          <button type="button" className="button" onClick={payment.retry}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return (
    <LeadForm
      {...props}
      kind="reservation"
      submitLabel={props.submitLabel ?? 'Reserve Now'}
      onDone={(leadId, secret) => void pay(leadId, secret)}
    />
  );
}
