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

/** The car named by ?car_id=<slug>, loaded from the search engine; null while loading or when absent. */
export function useQueryCar(search: FormSearch): {
  car: FormCar | null;
  state: 'none' | 'loading' | 'found' | 'missing';
} {
  const [result, setResult] = useState<{ car: FormCar | null; state: 'none' | 'loading' | 'found' | 'missing' }>({
    car: null,
    state: 'loading',
  });
  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get('car_id');
    if (!slug) {
      setResult({ car: null, state: 'none' });
      return;
    }
    fetch(`${search.host}/indexes/${search.indexUid}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${search.token}` },
      body: JSON.stringify({ filter: `slug = ${JSON.stringify(slug)}`, limit: 1 }),
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ hits: Car[] }>) : { hits: [] }))
      .then(({ hits }) => {
        setResult(hits[0] ? { car: toFormCar(hits[0]), state: 'found' } : { car: null, state: 'missing' });
      })
      .catch(() => {
        setResult({ car: null, state: 'missing' });
      });
  }, [search]);
  return result;
}
