import * as v from 'valibot';

/** Lower-case words joined by single hyphens, as used in folder names and URLs. */
export const Slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug such as "example-motors"'),
);

/** An Australian, New Zealand or US phone number as people write it: digits, spaces, +, (). */
export const Phone = v.pipe(
  v.string(),
  v.regex(/^\+?[\d ()-]{8,20}$/, 'a phone number such as "07 5443 1234"'),
  v.check((value) => value.replace(/\D/g, '').length >= 8, 'a phone number with at least 8 digits'),
);

/** A count or position: a whole number, 0 or more. */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** An amount or weight: a number, 0 or more. */
export const NonNegative = v.pipe(v.number(), v.minValue(0));

/** A CSS hex colour. */
export const HexColour = v.pipe(v.string(), v.hexColor('a hex colour such as "#eb0a1e"'));

export const HttpUrl = v.pipe(v.string(), v.url('an absolute URL such as "https://example.com.au"'));

/** A site-relative path or an absolute URL, for links. */
export const Href = v.pipe(
  v.string(),
  v.regex(/^(\/|https?:\/\/)/, 'a path starting with "/" or an absolute http(s) URL'),
);

export const Email = v.pipe(v.string(), v.email('an email address'));

/** 24-hour "HH:MM". */
export const ClockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time "HH:MM"'));

export const PostalAddress = v.strictObject({
  /** Street line, e.g. "120 Nicklin Way". */
  street: v.pipe(v.string(), v.minLength(1)),
  /** Suburb or city. */
  city: v.pipe(v.string(), v.minLength(1)),
  /** State or territory (for NZ and US dealers, the region code). */
  state: v.pipe(v.string(), v.minLength(2)),
  /** Postcode: four digits in Australia. */
  postcode: v.pipe(v.string(), v.regex(/^\d{4,5}$/, 'a 4-digit postcode')),
});

const DayHours = v.strictObject({
  /** "Open", "Closed" or "By appointment only". */
  status: v.picklist(['Open', 'Closed', 'By appointment only']),
  /** Opening time when open, 24-hour. */
  open: v.optional(ClockTime),
  /** Closing time when open, 24-hour. */
  close: v.optional(ClockTime),
});

/** Opening hours per weekday (SPEC §3 dealer site config opening_hours). */
export const WeeklyHours = v.strictObject({
  monday: DayHours,
  tuesday: DayHours,
  wednesday: DayHours,
  thursday: DayHours,
  friday: DayHours,
  saturday: DayHours,
  sunday: DayHours,
});
