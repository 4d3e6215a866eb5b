import type { Car } from '../../domain/car.ts';
import { FEATURES_LIMIT, SPECS_LIMIT, type SpecRow } from '../../domain/carSpecs.ts';
import { commentRuns } from '../../domain/commentBold.ts';
import { COMMENTS_PENDING } from '../../domain/dealerComments.ts';
import { RESERVE_HOLD_TEXT, RESERVE_REFUND_TEXT } from '../../domain/reservation.ts';
import { carCredentials, type CarSite } from '../../domain/carSite.ts';
import type { CarView } from '../../domain/carView.ts';
import { dayMonthYear } from '../../domain/dayMonthYear.ts';
import { LESS, MORE, TOGGLE } from '../../view/layoutAttributes.ts';

function SpecList({ rows, id, limit }: { rows: SpecRow[]; id?: string; limit?: number }) {
  return (
    <dl className={limit !== undefined && rows.length > limit ? 'spec-list is-collapsed' : 'spec-list'} id={id}>
      {rows.map((row, index) => (
        <div key={row.label} className={limit !== undefined && index >= limit ? 'extra' : undefined} data-spec-row>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A comment paragraph with its bold words (from the dealer's HTML) as <strong>, all else text. */
export function CommentParagraph({ text }: { text: string }) {
  return <p>{commentRuns(text).map((run, i) => (run.bold ? <strong key={i}>{run.text}</strong> : run.text))}</p>;
}

function Toggle({ target, more, less }: { target: string; more: string; less: string }) {
  return (
    <button
      type="button"
      className="link-button"
      {...{ [TOGGLE]: target, [MORE]: more, [LESS]: less }}
      aria-controls={target}
      aria-expanded="false"
    >
      {more}
    </button>
  );
}

function included(car: Car): string[] {
  const items =
    car.car_type === 'used'
      ? ['Multi-point safety and mechanical inspection', 'Professional detail before delivery']
      : ["Full manufacturer's new car warranty", 'Pre-delivery inspection and detail'];
  if (car.regplate && car.rego_expiry) items.unshift(`Registration until ${dayMonthYear(car.rego_expiry)}`);
  if (car.file) items.push('Car history report');
  if (car.price_type === 'drive_away') items.push('Drive-away price: on-road costs included');
  return items;
}

/** The main column sections of SPEC §2, in order. */
export function CarSections({ car, view, site }: { car: Car; view: CarView; site: CarSite }) {
  const features = car.standardEquipment;
  return (
    <div className="car-sections">
      <section aria-labelledby="key-info">
        <h2 id="key-info">Key information</h2>
        <SpecList rows={view.keyInfo} />
      </section>

      <section aria-labelledby="dealer-comments">
        <h2 id="dealer-comments">Dealer Comments</h2>
        {view.comments.length === 0 ? (
          <p className="muted">{COMMENTS_PENDING}</p>
        ) : (
          <div
            id="comments"
            className={view.collapsedComments.truncated ? 'comments comments--long is-collapsed' : 'comments'}
          >
            <div className="comments-short">
              {view.collapsedComments.paragraphs.map((p, i) => (
                <CommentParagraph key={i} text={p} />
              ))}
            </div>
            {view.collapsedComments.truncated && (
              <>
                <div className="comments-full">
                  {view.comments.map((p, i) => (
                    <CommentParagraph key={i} text={p} />
                  ))}
                </div>
                <Toggle target="comments" more="more" less="less" />
              </>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="included">
        <h2 id="included">What&apos;s Included</h2>
        <ul className="ticks">
          {included(car).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-us">
        <h2 id="why-us">Why Buy From Us</h2>
        <ul className="ticks">
          <li>Licensed motor dealer ({carCredentials(car, site).licence}) with a local team that answers the phone</li>
          <li>Finance, trade-ins and insurance arranged in one visit</li>
          <li>Transparent pricing and no-pressure test drives</li>
          {site.rating && (
            <li data-rating>
              Rated {site.rating.average.toFixed(1)} out of 5 from {site.rating.count.toLocaleString(site.locale)}{' '}
              Google reviews
            </li>
          )}
        </ul>
      </section>

      <section aria-labelledby="reserve-online">
        <h2 id="reserve-online">Reserve Online</h2>
        {view.reservable ? (
          <p>
            Secure this {car.make} {car.model} online{view.depositText ? ` with a ${view.depositText} deposit` : ''}.{' '}
            {RESERVE_HOLD_TEXT} {RESERVE_REFUND_TEXT}
          </p>
        ) : (
          <p>This car cannot be reserved online right now. Enquire and our team will hold it for you if they can.</p>
        )}
      </section>

      <section aria-labelledby="protect">
        <h2 id="protect">Protect Your Car</h2>
        <ul className="ticks">
          <li>Extended warranty options beyond the standard cover</li>
          <li>Paint, fabric and glass protection applied before delivery</li>
          <li>Comprehensive insurance and gap cover quoted on request</li>
        </ul>
      </section>

      <section aria-labelledby="summary">
        <h2 id="summary">Car Summary</h2>
        <SpecList rows={view.summary} />
      </section>

      {features.length > 0 && (
        <section aria-labelledby="features-title">
          <h2 id="features-title">Features</h2>
          <ul id="features" className={features.length > FEATURES_LIMIT ? 'features is-collapsed' : 'features'}>
            {features.map((feature, index) => (
              <li key={feature} className={index >= FEATURES_LIMIT ? 'extra' : undefined}>
                {feature}
              </li>
            ))}
          </ul>
          {features.length > FEATURES_LIMIT && <Toggle target="features" more="Show All" less="Hide" />}
        </section>
      )}

      {view.specs.length > 0 && (
        <section aria-labelledby="specs-title">
          <h2 id="specs-title">All Specifications</h2>
          <SpecList rows={view.specs} id="specs" limit={SPECS_LIMIT} />
          {view.specs.length > SPECS_LIMIT && <Toggle target="specs" more="Show More" less="Show Less" />}
        </section>
      )}
    </div>
  );
}
