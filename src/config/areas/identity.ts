import * as v from 'valibot';
import { LeadDeliverySettings } from './leadDelivery.ts';
import { Count, Email, HexColour, Href, HttpUrl, Phone, PostalAddress, Slug, WeeklyHours } from '../primitives.ts';

export const REGIONS = ['AU', 'NZ', 'US'] as const;

/** One dealership (rooftop) whose stock the site lists; a group site lists several. */
export const Dealership = v.strictObject({
  /** Numeric id in the stock feed (car.dealership_id). */
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Slug in the stock feed (car.dealership_slug), used by the dealer filter. */
  slug: Slug,
  /** Name shown to shoppers (car.dealership_name). */
  name: v.pipe(v.string(), v.minLength(2)),
});

export const Theme = v.strictObject({
  /** Brand colour: header bar, primary buttons. */
  primary: HexColour,
  /** Text colour on the brand colour. */
  onPrimary: HexColour,
  /** Accent for links and highlights. */
  accent: HexColour,
  /** Page background. */
  surface: v.optional(HexColour, '#ffffff'),
  /** Body text colour. */
  text: v.optional(HexColour, '#1d1d1f'),
  /** Logo file inside the dealer folder (SVG or PNG). @example "logo.svg" */
  logo: v.pipe(v.string(), v.regex(/^[\w.-]+\.(svg|png|webp)$/, 'a file name such as "logo.svg"')),
  /** Logo width/height ratio drawn in the header. */
  logoAspect: v.optional(v.pipe(v.number(), v.minValue(0.5), v.maxValue(8)), 3),
  /** The home page's banner image behind the hero (SPEC §2 image banner); none: the brand gradient. */
  banner: v.optional(
    v.nullable(
      v.strictObject({
        /** Image file inside the dealer folder, 1920 px wide or more (3:1 suits the hero). @example "banner.jpg" */
        image: v.pipe(v.string(), v.regex(/^[\w.-]+\.(jpe?g|png|webp)$/, 'a file name such as "banner.jpg"')),
        /** What the image shows, for people who cannot see it. */
        alt: v.pipe(v.string(), v.minLength(3)),
        /** Where the banner's button leads (the offers by default). */
        href: v.optional(Href, '/special-offers/'),
        /** The button's text. */
        cta: v.optional(v.pipe(v.string(), v.minLength(2), v.maxLength(40)), 'See current offers'),
        /** Where the car sits across the image; narrow screens crop around it (right: the text shade is left). */
        focus: v.optional(v.picklist(['left', 'center', 'right']), 'right'),
      }),
    ),
    null,
  ),
});

export const SocialLinks = v.strictObject({
  /** Facebook page (facebook_url). */
  facebookUrl: v.optional(v.nullable(HttpUrl), null),
  /** Instagram profile (instagram_url). */
  instagramUrl: v.optional(v.nullable(HttpUrl), null),
  /** YouTube channel (youtube_url). */
  youtubeUrl: v.optional(v.nullable(HttpUrl), null),
});

/** A car maker's logo for the make list (SPEC §3 Manufacturer: name, slug, logo url). */
export const Manufacturer = v.strictObject({
  /** The make as the stock names it (car.make). @example "Mazda" */
  name: v.pipe(v.string(), v.minLength(1)),
  /** The manufacturer's own logo image, over https. */
  logoUrl: v.pipe(
    HttpUrl,
    v.check((url) => url.startsWith('https://'), 'an https:// URL'),
  ),
});

/** Google Business profile whose review link the feedback block uses (gmb_profiles). */
export const GmbProfile = v.strictObject({
  /** Profile name, usually the location name. */
  name: v.pipe(v.string(), v.minLength(1)),
  /** Link that opens the review form. */
  reviewUrl: HttpUrl,
});

export const Complaints = v.strictObject({
  /** Person or role complaints go to. */
  contactName: v.pipe(v.string(), v.minLength(1)),
  /** Complaints email. */
  email: Email,
  /** Complaints phone. */
  phone: Phone,
});

export const EmailSettings = v.strictObject({
  /** Where lead notifications go. */
  leadRecipients: v.pipe(v.array(Email), v.minLength(1)),
  /** Sender name on notifications. */
  fromName: v.pipe(v.string(), v.minLength(1)),
});

/** Phone numbers per car type, shown on cars of that type (SPEC §9). */
export const PhonesByCarType = v.strictObject({
  /** Number for new cars. */
  new: v.optional(Phone),
  /** Number for used cars. */
  used: v.optional(Phone),
  /** Number for demo cars. */
  demo: v.optional(Phone),
});

export const identityEntries = {
  /** Folder name and site key; lower-case words and hyphens. */
  slug: Slug,
  /** Numeric site id (website_id in API calls). */
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Trading name. */
  name: v.pipe(v.string(), v.minLength(2), v.maxLength(80)),
  /** Canonical origin of the live site, no trailing slash. @example "https://www.sunshinetoyota.com.au" */
  origin: v.pipe(
    HttpUrl,
    v.regex(/^https?:\/\/[^/]+$/, 'an origin with no path, such as "https://www.example.com.au"'),
  ),
  /** Country; sets locale (en-AU, en-NZ, en-US) and distance unit (km, or miles in the US). */
  region: v.optional(v.picklist(REGIONS), 'AU'),
  /** Default state for forms and finance (SPEC §9 default 'qld'). */
  defaultState: v.optional(v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z]{2,3}$/)), 'qld'),
  /** Main phone number. */
  phone: Phone,
  /** Phone numbers per car type; missing ones fall back to `phone`. */
  phonesByCarType: v.optional(PhonesByCarType, {}),
  /** Head-office postal address. */
  address: PostalAddress,
  /** Dealerships whose stock the site shows (the first is the primary dealership_id). */
  dealerships: v.pipe(v.array(Dealership), v.minLength(1)),
  /** The single brand of a manufacturer site, or null for multi-brand (manufacturer.name). */
  manufacturer: v.nullable(
    v.strictObject({ /** Brand name, e.g. "Toyota". */ name: v.pipe(v.string(), v.minLength(2)) }),
  ),
  /** Logos of the makes the dealer sells; a make without one is shown by its name alone (never a made-up logo). */
  manufacturers: v.optional(v.array(Manufacturer), []),
  /** Dealer licence number (footer and car pages). */
  dealerLicence: v.pipe(v.string(), v.minLength(1)),
  /** Motor vehicle repairer number, when the dealer has one. */
  repairerNumber: v.optional(v.nullable(v.string()), null),
  /** Weekly opening hours of the main showroom. */
  openingHours: WeeklyHours,
  /** Social media links. */
  social: v.optional(SocialLinks, {}),
  /** Google Business profiles with review links. */
  gmbProfiles: v.optional(v.array(GmbProfile), []),
  /** Complaints contact for the complaint notice. */
  complaints: Complaints,
  /** Lead notification email settings. */
  email: EmailSettings,
  /** Lead routing: inboxes by kind and location, ADF/XML, signed webhooks. */
  leadDelivery: v.optional(LeadDeliverySettings, {}),
  /** Colours and logo. */
  theme: Theme,
  /** Stock settings; count replaces a displayed total above 1999 (stock.count). */
  stock: v.optional(
    v.strictObject({
      /** Configured stock count. */ count: v.optional(v.nullable(Count), null),
    }),
    {},
  ),
  /** Search engine the browser talks to; host defaults to the build's PUBLIC_MEILI_HOST or MEILI_HOST. */
  search: v.optional(
    v.strictObject({
      /** Public Meilisearch origin for this site. */
      host: v.optional(v.nullable(HttpUrl), null),
      /** Index holding the stock. */
      indexUid: v.optional(v.pipe(v.string(), v.regex(/^[\w-]+$/)), 'cars'),
    }),
    {},
  ),
};
