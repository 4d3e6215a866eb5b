const money = (n: number) => `$${n.toLocaleString('en-AU')}`;

/** Trade-in's last view: the indicative offer to accept, the thanks without one, or the accepted offer. */
export function TradeInOffer(props: {
  accepted: boolean;
  estimate: { low: number; high: number } | null;
  /** Whether the car is young and low-kilometre enough for an online estimate at all. */
  allowed: boolean;
  dealerName: string;
  contactBy: string;
  onAccept: () => void;
}) {
  const { estimate } = props;
  return (
    <div className="form-done" role="status" data-form="trade-in-offer">
      {props.accepted ? (
        <>
          <h3>Offer accepted</h3>
          <p>
            Thank you. {props.dealerName} will contact you by {props.contactBy.toLowerCase()} to inspect the car and
            confirm the offer.
          </p>
        </>
      ) : estimate ? (
        <>
          <h3>
            Your indicative trade-in offer: {money(estimate.low)} – {money(estimate.high)}
          </h3>
          <p>Indicative only, subject to inspection of the car.</p>
          <p>
            <button type="button" className="button" onClick={props.onAccept}>
              Accept offer
            </button>
          </p>
        </>
      ) : (
        <>
          <h3>Thank you, your valuation request has been sent</h3>
          <p>
            {props.allowed
              ? "We don't have enough comparable cars to price yours online"
              : 'We generally give no online estimate for cars over 7 years old or with more than 100,000 km'}
            : our team will contact you with a valuation.
          </p>
        </>
      )}
    </div>
  );
}
