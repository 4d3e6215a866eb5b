import type { Car } from '../../domain/car.ts';
import { CarActions } from './CarActions.tsx';
import { ShopperToggles } from './ShopperToggles.tsx';
import { carCredentials, type CarSite } from '../../domain/carSite.ts';
import type { CarView } from '../../domain/carView.ts';
import { financeCardHref } from '../../domain/carActions.ts';
import { dayMonthYear } from '../../domain/dayMonthYear.ts';
import { INTERESTED_POINTS, interestedPoints } from '../../domain/interestedPoints.ts';

/** "Interested in this vehicle?": every point is rendered, those that do not hold now are hidden (liveUpdate). */
function InterestedCard({ view }: { view: CarView }) {
  const points = interestedPoints(view);
  return (
    <section className="card" aria-labelledby="interested" data-live="interested">
      <h2 id="interested">Interested in this vehicle?</h2>
      <ul className="ticks">
        {INTERESTED_POINTS.map((key) => (
          <li key={key} data-live={`interested-${key}`} hidden={points[key] === undefined}>
            {points[key] ?? ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

function FinanceCard({ car, view, site }: { car: Car; view: CarView; site: CarSite }) {
  const offer = view.finance;
  const cardHref = (configured: string | null) =>
    configured === null ? null : financeCardHref(configured, site.origin, car, site.flags.routes);
  const loanUrl = cardHref(site.flags.finance.loanUrl);
  const quoteUrl = cardHref(site.flags.finance.quoteUrl);
  return (
    <section className="card finance-card" data-live="finance" aria-labelledby="car-finance" hidden={!offer}>
      <h2 id="car-finance">Car Finance</h2>
      <p className="finance-weekly" hidden={view.weeklyText === null}>
        <strong data-live="weekly">{view.weeklyText ?? ''}</strong> <span>/week</span>
      </p>
      {offer && (
        <>
          <dl className="finance-terms">
            <div>
              <dt>Deposit</dt>
              <dd>{offer.deposit > 0 ? view.depositFinanceText : '$0'}</dd>
            </div>
            <div>
              <dt>Term</dt>
              <dd>{offer.termYears} years</dd>
            </div>
            <div>
              <dt>Final payment</dt>
              <dd>$0</dd>
            </div>
            <div>
              <dt>Indicative rate</dt>
              <dd>{offer.interestRate}% p.a.</dd>
            </div>
            {offer.comparisonRate !== null && (
              <div>
                <dt>Comparison rate</dt>
                <dd>{offer.comparisonRate}% p.a.</dd>
              </div>
            )}
          </dl>
          <p className="muted small">
            Offer valid until {dayMonthYear(offer.validUntil)}. Personalised repayments in as little as 3 minutes.
          </p>
          {loanUrl && (
            <a className="button finance-cta" href={loanUrl}>
              Get Pre-Approved Now
            </a>
          )}
          {quoteUrl && (
            <a className="finance-quote" href={quoteUrl}>
              Get a personalised finance quote
            </a>
          )}
          <p className="disclaimer">{offer.disclaimer}</p>
        </>
      )}
    </section>
  );
}

/** Sidebar of SPEC §2: price and actions, SOLD notice, finance card, interest points, vehicle details. */
export function CarSidebar({ car, view, site }: { car: Car; view: CarView; site: CarSite }) {
  const credentials = carCredentials(car, site);
  return (
    <aside className="car-sidebar" aria-label="Price and actions">
      <section className="card price-card" aria-label="Price">
        <p className={`tag-badge tag-badge--${view.badge?.tone ?? 'none'}`} data-live="badge">
          {view.badge?.kind === 'certified' ? <CertifiedMark /> : null}
          <span data-live="badge-text">{view.badge?.text ?? ''}</span>
        </p>
        <div className="car-price" data-live="price" data-mode={view.price.mode}>
          <s data-live="price-before">{view.beforeText ?? ''}</s>
          <strong data-live="price-amount">{view.priceText}</strong>
          <span className="car-price__note" data-live="price-note">
            {view.price.amount === null ? '' : view.price.note}
          </span>
        </div>
        <p className="below-market" data-live="below-market" hidden={!view.belowMarket}>
          Below market average
        </p>
        <div className="sold-notice" data-live="sold" role="status" hidden={!view.sold}>
          <strong>SOLD</strong> This car has been sold. Let us find you something similar.
        </div>
        <ShopperToggles car={car} site={site} />
        {site.flags.vehicle.showActionsAndLicences && (
          <CarActions actions={view.actions} phone={view.phone} maskedPhone={view.maskedPhone} />
        )}
        <p className="reserve-note" data-live="reserve-note" hidden={!view.actions.some((a) => a.kind === 'reserve')}>
          {view.depositText ? `${view.depositText} deposit · ` : ''}held for 48 hours · 100% refundable
        </p>
      </section>

      <FinanceCard car={car} view={view} site={site} />

      <InterestedCard view={view} />

      <section className="card" aria-labelledby="vehicle-details">
        <h2 id="vehicle-details">Vehicle details</h2>
        <dl className="spec-list">
          <div>
            <dt>Stock number</dt>
            <dd>{car.stocknum}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>
              {car.location_name}, {car.city} {car.state.toUpperCase()}
            </dd>
          </div>
          <div>
            <dt>Dealership</dt>
            <dd>{car.dealership_name}</dd>
          </div>
          {site.flags.vehicle.showActionsAndLicences && credentials.licence && (
            <div>
              <dt>Dealer licence</dt>
              <dd>{credentials.licence}</dd>
            </div>
          )}
          {site.flags.vehicle.showActionsAndLicences && credentials.repairer && (
            <div>
              <dt>Repairer</dt>
              <dd>{credentials.repairer}</dd>
            </div>
          )}
        </dl>
        <button type="button" className="button button--ghost pdf-button" data-pdf>
          Download PDF
        </button>
      </section>
    </aside>
  );
}

/** The certified pre-owned image badge (drawn, no external asset). */
function CertifiedMark() {
  return (
    <svg className="certified-mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="#eb0a1e" />
      <path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
