import { useEffect, useState } from 'react';
import type { Car } from '../../domain/car.ts';
import type { FormCar } from '../../api/leadPayload.ts';
import { toFormCar } from './toFormCar.ts';

/** Public search settings an island needs to load one car (tenant token: read-only, this dealer only). */
export interface FormSearch {
  host: string;
  token: string;
  indexUid: string;
}

/** Car pages link some forms with the numeric id (SPEC §2 /cars/trade-in?car_id={id}), others with the slug. */
export const carFilter = (carId: string) => (/^\d+$/.test(carId) ? `id = ${carId}` : `slug = ${JSON.stringify(carId)}`);

interface QueryCar {
  car: FormCar | null;
  /** The car document as the engine has it (the finance page reads its lender's disclaimer). */
  source: Car | null;
  state: 'none' | 'loading' | 'found' | 'missing';
}

/** The car named by ?car_id=<slug or id>, loaded from the search engine; null while loading or when absent. */
export function useQueryCar(search: FormSearch): QueryCar {
  const [result, setResult] = useState<QueryCar>({ car: null, source: null, state: 'loading' });
  useEffect(() => {
    const carId = new URLSearchParams(window.location.search).get('car_id');
    if (!carId) {
      setResult({ car: null, source: null, state: 'none' });
      return;
    }
    fetch(`${search.host}/indexes/${search.indexUid}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${search.token}` },
      body: JSON.stringify({ filter: carFilter(carId), limit: 1 }),
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ hits: Car[] }>) : { hits: [] }))
      .then(({ hits }) => {
        const hit = hits[0];
        setResult(
          hit ? { car: toFormCar(hit), source: hit, state: 'found' } : { car: null, source: null, state: 'missing' },
        );
      })
      .catch(() => {
        setResult({ car: null, source: null, state: 'missing' });
      });
  }, [search]);
  return result;
}
