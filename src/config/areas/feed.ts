import * as v from 'valibot';
import { FEED_FORMAT_DOCS, FEED_FORMATS } from '../../domain/feedFormats.ts';
import { flag } from '../flag.ts';

/** Car input fields a feed column can be mapped to (scripts/import/rowSchema.ts checks the values). */
export const FEED_FIELDS = [
  'id',
  'stocknum',
  'dealership_id',
  'location_id',
  'make',
  'model',
  'badge',
  'series',
  'year',
  'car_type',
  'status',
  'item_type',
  'price',
  'before_price',
  'km',
  'colour',
  'body',
  'simple_fuel',
  'fuel',
  'simple_transmission',
  'trans',
  'simple_drive',
  'seats',
  'doors',
  'cylinders',
  'engine_size_litres',
  'vin',
  'regplate',
  'rego_expiry',
  'build_date',
  'compliance_date',
  'reserved',
  'certified',
  'show_on_dealer_website',
  'tag',
  'dealercomments',
  'photos',
  'features',
  'categories',
  'file',
  'in_stock_date',
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

const location = v.pipe(
  v.string(),
  v.check(
    (s) => /^(https?|sftp):\/\//.test(s) || (!s.startsWith('/') && !s.split(/[\\/]/).includes('..')),
    "an https, http or sftp URL, or a file name inside the dealer folder or the fleet's _feeds folder",
  ),
  // A password in dealer.json would end up in git and in builds: credentials are environment variables.
  v.check(
    (s) => !/^[a-z]+:\/\/[^/]*@/i.test(s),
    'a URL without a user name or password (name environment variables in feed.auth instead)',
  ),
);

/** The name of an environment variable that holds a secret (the secret itself never goes in dealer.json). */
const envName = v.pipe(
  v.string(),
  v.regex(/^[A-Z_][A-Z0-9_]*$/, 'the name of an environment variable (capitals, digits, _), not the secret itself'),
);

/** A request header a feed's vendor asks for; not one that steers the request itself. */
const headerName = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9-]+$/, 'a header name (letters, digits, -)'),
  v.check(
    (name) => !['host', 'content-length', 'transfer-encoding', 'connection', 'cookie'].includes(name.toLowerCase()),
    'a header other than Host, Content-Length, Transfer-Encoding, Connection or Cookie',
  ),
);

/** A value-map meaning or a constant: text, or a number or true/false as JSON writes them (kept as text). */
const meaning = v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String));

/** Car fields a derive rule can compare with a number (`below`, `atLeast`), read as the feed writes them. */
const NUMBER_FEED_FIELDS = ['km', 'price', 'year', 'seats', 'doors', 'cylinders', 'engine_size_litres'] as const;

const isPattern = (s: string) => {
  try {
    new RegExp(s, 'i');
    return true;
  } catch {
    return false;
  }
};

/** What one derive rule may hold; which combinations make a rule is checked below. */
const deriveRuleFields = v.strictObject({
  from: v.optional(v.picklist(FEED_FIELDS)),
  pattern: v.optional(
    v.pipe(v.string(), v.minLength(1), v.check(isPattern, 'a regular expression such as ^N or ^([A-Z]{2})')),
  ),
  below: v.optional(v.number()),
  atLeast: v.optional(v.number()),
  value: v.optional(meaning),
  values: v.optional(v.record(v.string(), meaning)),
});

const RULE_SHAPES =
  'a rule {"from", "pattern", "value"}, {"from", "pattern", "values"}, {"from", "below" or "atLeast", "value"} (from a number field: ' +
  `${NUMBER_FEED_FIELDS.join(', ')}) or a last {"value"}`;

/** One way a field is worked out from another field of the row: the first rule that matches gives the value. */
const deriveRule = v.pipe(
  deriveRuleFields,
  v.check((r) => {
    const tests = [r.pattern, r.below, r.atLeast].filter((x) => x !== undefined).length;
    const gives = [r.value, r.values].filter((x) => x !== undefined).length;
    if (gives !== 1 || tests > 1) return false;
    if (tests === 0) return r.from === undefined && r.value !== undefined;
    if (r.from === undefined) return false;
    if (r.pattern !== undefined) return true;
    return r.value !== undefined && (NUMBER_FEED_FIELDS as readonly string[]).includes(r.from);
  }, RULE_SHAPES),
);
export type DeriveRule = v.InferOutput<typeof deriveRule>;

/** An SFTP server's host key as OpenSSH prints it (`ssh-keygen -lf`), optional. */
const sshHostKey = v.optional(
  v.pipe(v.string(), v.regex(/^SHA256:[A-Za-z0-9+/]{43}$/, 'an OpenSSH fingerprint (SHA256:…)')),
);

export const feedFlags = {
  format: flag(
    v.nullable(v.picklist(FEED_FORMATS)),
    `Stock feed format (${Object.values(FEED_FORMAT_DOCS).join(', ')}); none: no feed, \`npm run import\` skips the dealer.`,
    '§3 Car fields (stock feed)',
  ),
  location: flag(
    v.nullable(location),
    "Where the feed is: a file in the dealer folder (dealers/<slug>/…) or the fleet's shared dealers/_feeds/ (dealers naming one location are imported from one read of it, each row routed by its branch), an https URL (http only with `allowHttp`) or `sftp://host:port/path`; never with a password in it.",
    '§3 Car (stock feed location)',
  ),
  columns: flag(
    v.record(
      v.picklist(FEED_FIELDS),
      v.union([
        v.pipe(v.string(), v.minLength(1)),
        v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1)),
      ]),
    ),
    "The dealer's column (or XML element, or nested `mileage.value`) name for each Car field that differs from the default column set; a list reads several columns (photos: all of them, other fields: the first that is not empty).",
    '§3 Car fields',
  ),
  separator: flag(
    v.pipe(v.string(), v.length(1)),
    'Separator inside multi-value columns (photos, features, categories).',
    '§3 Car images, standardEquipment',
  ),
  missing: flag(
    v.picklist(['sold', 'delete']),
    'A car in the index the feed no longer lists: marked sold (shown in the sold window) or deleted.',
    '§4 Availability, §9 sold window',
  ),
  maxRemovalPercent: flag(
    v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
    'An import that would remove or sell more than this share of the cars is refused unless --allow-mass-removal.',
    '§4 Availability (feed mass-removal guard)',
  ),
  key: flag(
    v.picklist(['id', 'stocknum', 'vin']),
    "The field that identifies a car in the dealer's own system: `id` (the feed's own whole number, unique across the fleet) or `stocknum`/`vin` (the platform derives a stable whole-number id from the dealer and that key).",
    '§3 Car id, slug (stable URLs)',
  ),
  preset: flag(
    v.nullable(v.picklist(['google', 'meta'])),
    "A published vehicle feed the dealer already produces: `google` (Google vehicle listings) or `meta` (Meta automotive inventory), in CSV, TSV or XML; it sets the format (from the location's ending), record path, columns, values, constants and key, which the fields here override. A dealer with several dealerships maps the store codes in `values.location_id` or `values.dealership_id`.",
    '§3 Car fields (stock feed presets)',
  ),
  encoding: flag(
    v.picklist(['auto', 'utf-8', 'utf-16', 'windows-1252']),
    'Text encoding of the feed; `auto` reads a byte order mark and otherwise takes UTF-8, or Windows-1252 when the bytes are not UTF-8.',
    '§3 Car fields (stock feed)',
  ),
  delimiter: flag(
    v.picklist(['auto', ',', ';', '\t', '|']),
    'CSV field delimiter; `auto` picks the one the header row uses.',
    '§3 Car fields (stock feed)',
  ),
  recordPath: flag(
    v.nullable(
      v.pipe(
        v.string(),
        v.regex(
          /^[\w:.-]+(\/[\w:.-]+)+$/,
          'element names from the root to one car, split by / (Stock/Vehicle, rss/channel/item)',
        ),
      ),
    ),
    'XML: the path of the element that holds one car (`Stock/Vehicle`); none: `vehicles/vehicle`.',
    '§3 Car fields (stock feed)',
  ),
  values: flag(
    v.record(v.picklist(FEED_FIELDS), v.record(v.string(), meaning)),
    'Per field, the dealer\'s words (any case) and what they mean: `status` {"In Stock": "in_stock", "In Transit": "coming_soon", "Deposit Taken": "reserved"} (`reserved`: in stock and reserved), `body` {"Utility": "ute"}, `car_type` {"Demonstrator": "demo"}, `location_id` {"Hobart City": "1061"} (the dealership follows the location), `reserved` {"Held": "true"}; "" leaves the field empty. A word not listed must already be a valid value, else the row names the key to add.',
    '§3 Car fields (stock feed value maps)',
  ),
  constants: flag(
    v.record(v.picklist(FEED_FIELDS), meaning),
    'Fields the feed does not carry, with the value every car of the dealer gets (`item_type`: `car`, `dealership_id`: `1601`); a constant wins over a column.',
    '§3 Car fields (stock feed constants)',
  ),
  derive: flag(
    v.record(v.picklist(FEED_FIELDS), v.pipe(v.array(deriveRule), v.minLength(1))),
    'Per field, rules that work it out from another field of the row when the export leaves it empty (a column or a constant wins): `car_type` [{"from": "stocknum", "pattern": "^N", "value": "new"}, {"from": "km", "below": 500, "value": "demo"}, {"value": "used"}]; `values` maps the pattern\'s first group (`location_id` [{"from": "stocknum", "pattern": "^([A-Z]{2})", "values": {"HB": "1061"}}]). The first rule that matches gives the value.',
    '§3 Car fields (stock feed derived fields)',
  ),
  auth: flag(
    v.nullable(
      v.variant('kind', [
        // `hostKey` pins an SFTP server's key for a password login as for a key login.
        v.strictObject({ kind: v.literal('basic'), usernameEnv: envName, passwordEnv: envName, hostKey: sshHostKey }),
        v.strictObject({ kind: v.literal('bearer'), tokenEnv: envName }),
        v.strictObject({ kind: v.literal('header'), name: headerName, valueEnv: envName }),
        v.strictObject({
          kind: v.literal('ssh-key'),
          usernameEnv: envName,
          privateKeyEnv: envName,
          hostKey: sshHostKey,
        }),
      ]),
    ),
    "Credentials for a feed URL, named by environment variable (never the secret itself): basic auth, a bearer token, a custom header, or for `sftp://` an SSH key (with the server's `hostKey` fingerprint) or `basic` for a password.",
    '§3 Car (stock feed location)',
  ),
  allowHttp: flag(
    v.boolean(),
    'Allows a plain `http://` feed URL (reported on every import); otherwise only https and sftp.',
    '§3 Car (stock feed location)',
  ),
  maxAgeHours: flag(
    v.pipe(v.number(), v.minValue(1)),
    'The morning report shows the feed in red when its last good import is older than this.',
    '§3 Car (stock feed freshness)',
  ),
};

export const FeedFlags = v.strictObject(feedFlags);
