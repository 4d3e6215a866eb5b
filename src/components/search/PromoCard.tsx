import type { Promo } from '../../domain/promoPlacement.ts';

/** A dealer promo among the results (SPEC §5 promo cards). */
export function PromoCard({ promo }: { promo: Promo }) {
  return (
    <article className="promo-card" data-promo={promo.id}>
      {promo.image && <img src={promo.image} alt="" loading="lazy" width="600" height="400" />}
      <div className="promo-body">
        <h3>{promo.title}</h3>
        <p>{promo.text}</p>
        <a className="button" href={promo.href}>
          {promo.cta}
        </a>
      </div>
    </article>
  );
}
