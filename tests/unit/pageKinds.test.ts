import { describe, expect, it } from 'vitest';
import { budgetKind, FORM_PAGES, pageKind } from '../../src/domain/pageKinds.ts';

// One page-kind rule serves the budgets and the vitals: these are the routes the two used to disagree on.
describe('the page-kind rule', () => {
  it.each([
    ['/404.html', 'car', 'car'],
    ['/404', 'car', 'car'],
    ['/car-finance/', 'form', 'form'],
    ['/careers/', 'form', 'form'],
    ['/success/', 'form', 'form'],
    ['/checkout-journey/', 'form', 'form'],
    ['/personalised/finance/', 'form', 'form'],
    ['/cars/2019-mazda-cx-5-u100/checkout/', 'form', 'form'],
    ['/cars/2019-mazda-cx-5-u100/buy-online/', 'form', 'form'],
    ['/cars/trade-in/', 'form', 'form'],
    ['/new-used-and-demo-cars/', 'search', 'search'],
    ['/used-car/list/', 'search', 'search'],
    ['/contact/', 'other', 'content'],
    ['/contact-us/sunshine-toyota-service/', 'other', 'content'],
    ['/service/', 'other', 'content'],
    ['/locations/dandenong/', 'location', 'content'],
    ['/models/get-quote/', 'model', 'content'],
  ])('%s is a %s page in the vitals and a %s page in the budgets', (path, kind, budget) => {
    expect(pageKind(path)).toBe(kind);
    expect(budgetKind(path)).toBe(budget);
  });

  it('counts every page of every form kind as a form page', () => {
    const pages = Object.values(FORM_PAGES)
      .flat()
      .map((pattern) => pattern.replace('*', 'a-car-u1'));
    expect(pages.filter((path) => pageKind(path) !== 'form')).toEqual([]);
    expect(pages.length).toBe(20);
  });
});
