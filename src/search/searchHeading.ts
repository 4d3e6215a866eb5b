import type { SearchRoute } from './searchRoute.ts';

const TYPE_WORDS: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };
const ITEM_WORDS: Record<string, string> = { motorcycle: 'motorcycles', caravan: 'caravans' };

/** The page heading for a search state: "Used Toyota RAV4 for sale", "SUV cars for sale", "All vehicles for sale". */
export function searchHeading(route: SearchRoute): string {
  const { car_type: types = [], make = [], model = [], body = [], item_type: items = [] } = route.refinements;
  const typeWords = types.map((t) => TYPE_WORDS[t] ?? t);
  const typePart = typeWords.length > 0 && typeWords.length < 3 ? `${typeWords.join(' and ')} ` : '';
  const item = items.length === 1 ? ITEM_WORDS[items[0] ?? ''] : undefined;
  const subject =
    make.length === 1
      ? `${make[0] ?? ''}${model.length === 1 ? ` ${model[0] ?? ''}` : ''}`
      : body.length === 1
        ? `${body[0] ?? ''} cars`
        : (item ?? (typePart ? 'cars' : 'All vehicles'));
  const text = `${typePart}${subject} for sale`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The used-car page: used cars and no other filter (SPEC §2 /search/used-cars/, /used-car/list/). */
export function usedCarPage(route: SearchRoute): boolean {
  const refined = Object.entries(route.refinements).filter(([, values]) => values.length > 0);
  const onlyUsed = refined.length === 1 && refined[0]![0] === 'car_type' && refined[0]![1].join() === 'used';
  return onlyUsed && route.query === '' && Object.keys(route.ranges).length === 0;
}
