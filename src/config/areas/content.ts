import * as v from 'valibot';
import { flag } from '../flag.ts';

export const MENU_SIDE_LINKS = [
  'get-quote',
  'contact-us',
  'all-models',
  'our-stock',
  'business-fleet',
  'book-test-drive',
  'mytoyota-connect',
  'demonstrator-models',
  'toyota-connected',
] as const;

const UsedCarSeo = v.strictObject({
  /** Heading above the used-car results. */
  heading: v.pipe(v.string(), v.minLength(1)),
  /** Paragraphs below the results. */
  footerText: v.pipe(v.string(), v.minLength(1)),
});

export const contentFlags = {
  reviewsMinRating: flag(
    v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
    'Reviews show only when the average rating exceeds this.',
    '§5 Reviews (minimum rating 4)',
  ),
  reviewsHidden: flag(v.boolean(), 'Hides reviews entirely.', '§5 reviews are not hidden'),
  locationsTitle: flag(
    v.pipe(v.string(), v.minLength(1)),
    'Title of the locations carousel.',
    '§2 Our Locations carousel (configurable title)',
  ),
  locationsCustomOrder: flag(
    v.boolean(),
    'Keeps locations in file order instead of sorting by name.',
    '§9 sorted by name unless custom order',
  ),
  modelOrder: flag(
    v.picklist(['toyota-priority', 'alphabetical']),
    'Model ordering: the Toyota priority list or alphabetical.',
    '§9 Model order by priority',
  ),
  menuSideLinks: flag(
    v.array(v.picklist(MENU_SIDE_LINKS)),
    'Side links of the models mega-menu, by flag.',
    '§2 Header mega-menu side links, by flag',
  ),
  serviceAdvantage: flag(v.boolean(), 'Shows Service Advantage capped-price plans.', '§9 Service Advantage'),
  usedCarSeo: flag(
    v.nullable(UsedCarSeo),
    'SEO heading and footer text on the used-car page.',
    '§2 used-car page SEO heading and footer text for one dealer',
  ),
};

export const ContentFlags = v.strictObject(contentFlags);
