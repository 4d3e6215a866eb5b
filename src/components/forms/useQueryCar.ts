import { useEffect, useState } from 'react';
import type { Car } from '../../domain/car.ts';
import type { FormCar } from '../../api/leadPayload.ts';
import type { PublicSearchConfig } from '../../search/publicSearchConfig.ts';
import { toFormCar } from './toFormCar.ts';

/** Public search settings an island needs to load one car (tenant token: read-only, this dealer only). */
export type FormSearch = PublicSearchConfig;

interface QueryCar {
  car: FormCar | null;
  /** The car as listed (the finance page reads its lender's disclaimer). */
  source: Car | null;
  state: 'none' | 'loading' | 'found' | 'missing';
}

/** The car named by ?car_id=<slug or id>; null while loading, when absent, or when the engine cannot answer. */
export function useQueryCar(search: FormSearch): QueryCar {
  const [result, setResult] = useState<QueryCar>({ car: null, source: null, state: 'loading' });
  useEffect(() => {
    const carId = new URLSearchParams(window.location.search).get('car_id');
    if (!carId) {
      setResult({ car: null, source: null, state: 'none' });
      return;
    }
    // The engine read loads only when a car is named, so a form page without one never fetches it.
    void import('../../search/carFromQuery.ts')
      .then(({ carFromQuery }) => carFromQuery(search, carId))
      .catch(() => null)
      .then((found) => {
        setResult(
          found
            ? { car: toFormCar(found), source: found, state: 'found' }
            : { car: null, source: null, state: 'missing' },
        );
      });
  }, [search]);
  return result;
}
