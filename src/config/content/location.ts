import * as v from 'valibot';
import { ClockTime, Count, Href, HttpUrl, Phone, Slug } from '../primitives.ts';

/** One weekday of a location's opening hours (SPEC §3 Opening hour entry). */
export const OpeningHourEntry = v.strictObject({
  /** 0 Sunday to 6 Saturday. */
  weekday: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
  /** Open, Closed, or By appointment only. */
  status: v.picklist(['Open', 'Closed', 'By appointment only']),
  /** Opening time, 24-hour; absent when closed. */
  open: v.optional(ClockTime),
  /** Closing time, 24-hour; absent when closed. */
  close: v.optional(ClockTime),
});

/** A public-holiday or special day (SPEC §3 Special hours entry). */
export const SpecialHoursEntry = v.strictObject({
  /** Open or Closed that day. */
  status: v.picklist(['Open', 'Closed']),
  /** Date, YYYY-MM-DD. */
  date: v.pipe(v.string(), v.isoDate()),
  /** Opening time when open. */
  start_hour: v.optional(ClockTime),
  /** Closing time when open. */
  end_hour: v.optional(ClockTime),
  /** Name of the holiday, e.g. "Christmas Day". */
  label: v.optional(v.string()),
});

/** A dealership location (SPEC §3 Location). */
export const LocationSchema = v.strictObject({
  /** Location id (car.location_id). */
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Name, e.g. "Sunshine Toyota Sales". */
  name: v.pipe(v.string(), v.minLength(2)),
  /** Slug; when absent it comes from the name without a trailing Sales/Service/Parts. */
  slug: v.optional(Slug),
  /** Dealership this location belongs to. */
  dealership_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Slug of that dealership. */
  dealership_slug: Slug,
  /** The dealership's main location. */
  primary: v.optional(v.boolean(), false),
  /** Hidden from shoppers when false. */
  visible: v.optional(v.boolean(), true),
  /** sales, service or parts; empty means sales. */
  location_type: v.optional(v.picklist(['sales', 'service', 'parts', '']), 'sales'),
  /** Sub-types, e.g. ["buying"]. */
  location_subtype: v.optional(v.array(v.string()), []),
  /** Brands sold or serviced here. */
  manufacturers: v.optional(v.array(v.string()), []),
  /** Street address and map data. */
  address: v.strictObject({
    /** Street line. */
    street: v.string(),
    /** Suburb. */
    city: v.string(),
    /** State code. */
    state: v.string(),
    /** Postcode. */
    postcode: v.pipe(v.string(), v.regex(/^\d{4,5}$/)),
    /** Latitude. */
    lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    /** Longitude. */
    long: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    /** Maps link for Get Directions. */
    place_url: v.optional(HttpUrl),
    /** Maps place id. */
    place_id: v.optional(v.string()),
    /** Self-hosted static map image in the dealer folder. */
    map_key: v.optional(v.string()),
  }),
  /** Phones, social links and hours. */
  contact_detail: v.strictObject({
    /** Mobile-friendly phone. */
    phone: Phone,
    /** Landline. */
    landline_phone: v.optional(Phone),
    /** YouTube link. */
    youtube_url: v.optional(HttpUrl),
    /** LinkedIn link. */
    linkedin_url: v.optional(HttpUrl),
    /** Weekly hours, one entry per weekday. */
    opening_hours: v.pipe(v.array(OpeningHourEntry), v.length(7, 'seven weekday entries')),
  }),
  /** Holiday and special opening hours. */
  special_hours: v.optional(v.array(SpecialHoursEntry), []),
  /** Google review summary. */
  reviews: v.optional(
    v.strictObject({
      /** Mean rating 0–5. */ average_rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
      /** Number of reviews. */ count: Count,
    }),
  ),
  /** Location photo in the dealer folder or a URL. */
  image: v.optional(v.strictObject({ /** Full image. */ url: Href, /** Thumbnail. */ thumb_url: v.optional(Href) })),
  /** Locations stock is distributed to. */
  distribution_locations: v.optional(v.array(v.string()), []),
  /** Dealer licence (LMCT/MD) number. */
  dealer_license_number: v.optional(v.string()),
  /** Motor vehicle repairer number. */
  motor_vehicle_repairer: v.optional(v.string()),
  /** Badge such as 'Coming Late 2025' for a location not yet open. */
  coming_soon_badge: v.optional(v.string()),
  /**
   * IANA time zone for lead emails, ADF and the morning report, when the state's is wrong (a
   * location near a border). Default: the zone of `address.state`.
   * @example "Australia/Broken_Hill"
   */
  time_zone: v.optional(
    v.pipe(
      v.string(),
      v.check((zone) => {
        try {
          new Intl.DateTimeFormat('en-AU', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'an IANA time zone such as "Australia/Brisbane"'),
    ),
  ),
});

export type Location = v.InferOutput<typeof LocationSchema>;
export const LocationsFile = v.array(LocationSchema);
