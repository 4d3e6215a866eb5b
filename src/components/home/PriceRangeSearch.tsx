import { useState } from 'react';
import { formatPrice } from '../../domain/format.ts';
import { HOME_PRICE, moveHomeThumb } from '../../domain/rangeSlider.ts';
import { emptyRoute, type RouteVocabulary } from '../../search/searchRoute.ts';
import { searchUrl } from '../../search/searchUrl.ts';

interface Props {
  locale: string;
  currency: string;
  vocab: RouteVocabulary;
}

/** Home page price slider with its search button (SPEC §2 Other, §5: 5000–250000, step 500). */
export function PriceRangeSearch({ locale, currency, vocab }: Props) {
  const [range, setRange] = useState<[number, number]>([HOME_PRICE.min, HOME_PRICE.max]);
  const href = searchUrl(
    {
      ...emptyRoute(),
      ranges: {
        price: {
          min: range[0] > HOME_PRICE.min ? range[0] : null,
          max: range[1] < HOME_PRICE.max ? range[1] : null,
        },
      },
    },
    vocab,
  );
  const thumb = (which: 'min' | 'max') => (
    <label>
      <span>{which === 'min' ? 'Minimum price' : 'Maximum price'}</span>
      <input
        type="range"
        min={HOME_PRICE.min}
        max={HOME_PRICE.max}
        step={HOME_PRICE.step}
        value={which === 'min' ? range[0] : range[1]}
        onChange={(event) => {
          setRange(moveHomeThumb(range, which, Number(event.target.value)));
        }}
      />
    </label>
  );
  return (
    <div className="price-search">
      <p className="price-values" aria-live="polite">
        {formatPrice(range[0], locale, currency)} – {formatPrice(range[1], locale, currency)}
        {range[1] === HOME_PRICE.max ? '+' : ''}
      </p>
      {thumb('min')}
      {thumb('max')}
      <a className="button" href={href}>
        Search
      </a>
    </div>
  );
}
