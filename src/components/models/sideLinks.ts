import type { MENU_SIDE_LINKS } from '../../config/areas/content.ts';
import { DEFAULT_SEARCH_PATH } from '../../domain/siteLinks.ts';

type SideLink = (typeof MENU_SIDE_LINKS)[number];
export interface SideLinkEntry {
  label: string;
  href: string;
}

const LINKS: Record<SideLink, SideLinkEntry> = {
  'get-quote': { label: 'Get Quote', href: '/models/get-quote' },
  'contact-us': { label: 'Contact Us', href: '/contact' },
  'all-models': { label: 'All Models', href: '/models' },
  'our-stock': { label: 'Our Stock', href: DEFAULT_SEARCH_PATH },
  'business-fleet': { label: 'Business Fleet', href: '/fleet' },
  'book-test-drive': { label: 'Book a Test Drive', href: '/book-test-drive' },
  'mytoyota-connect': { label: 'myToyota Connect', href: '/pages/mytoyota-connect' },
  'demonstrator-models': { label: 'Demonstrator Models', href: '/search/demo-cars/' },
  'toyota-connected': { label: 'Toyota Connected', href: '/pages/toyota-connected' },
};

/** SPEC §2 mega-menu side links, in the order the flag lists them. */
export const sideLinks = (keys: readonly SideLink[]) => keys.map((key) => LINKS[key]);
