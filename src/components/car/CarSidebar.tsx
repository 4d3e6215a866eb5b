import type { Car } from '../../domain/car.ts';
import { ShopperToggles } from './ShopperToggles.tsx';
import { carCredentials, type CarSite } from '../../domain/carSite.ts';
import type { CarView } from '../../domain/carView.ts';
import type { CarLiveMarkup } from '../../view/carLiveMarkup.ts';
import { live as livePart, PDF } from '../../view/pageAttributes.ts';
import { MarkupView } from './MarkupView.tsx';
import { financeCardHref } from '../../domain/carActions.ts';
import { dayMonthYear } from '../../domain/dayMonthYear.ts';

/** "Interested in this vehicle?": its points are live parts (every one rendered, those that do not hold hidden). */
function InterestedCard({ live }: { live: CarLiveMarkup }) {
  return (
    <section className="card" aria-labelledby="interested" {...livePart('interested')}>
      <h2 id="interested">Interested in this vehicle?</h2>
      <ul className="ticks">
        {live.interested.map((point, i) => (
          <MarkupView key={i} markup={point} />
        ))}
      </ul>
    </section>
  );
}

function FinanceCard({ car, view, site, live }: { car: Car; view: CarView; site: CarSite; live: CarLiveMarkup }) {
  const offer = view.finance;
  const cardHref = (configured: string | null) =>
    configured === null ? null : financeCardHref(configured, site.origin, car, site.flags.routes);
  const loanUrl = cardHref(site.flags.finance.loanUrl);
  const quoteUrl = cardHref(site.flags.finance.quoteUrl);
  return (
    <section className="card finance-card" {...livePart('finance')} aria-labelledby="car-finance" hidden={!offer}>
      <h2 id="car-finance">Car Finance</h2>
      <MarkupView markup={live.financeWeekly} />
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

/**
 * Sidebar of SPEC §2: price and actions, SOLD notice, finance card, interest points, vehicle details.
 * The live parts come drawn from carLiveMarkup, which the browser patches the page to after load.
 */
export function CarSidebar({ car, view, site, live }: { car: Car; view: CarView; site: CarSite; live: CarLiveMarkup }) {
  const credentials = carCredentials(car, site);
  return (
    <aside className="car-sidebar" aria-label="Price and actions">
      <section className="card price-card" aria-label="Price">
        <MarkupView markup={live.badge} />
        <MarkupView markup={live.price} />
        <MarkupView markup={live.belowMarket} />
        <MarkupView markup={live.sold} />
        <ShopperToggles car={car} site={site} />
        {site.flags.vehicle.showActionsAndLicences && <MarkupView markup={live.actions} />}
        <MarkupView markup={live.reserveNote} />
      </section>

      <FinanceCard car={car} view={view} site={site} live={live} />

      <InterestedCard live={live} />

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
        <button type="button" className="button button--ghost pdf-button" {...{ [PDF]: true }}>
          Download PDF
        </button>
      </section>
    </aside>
  );
}
