/**
 * What the local dealer server does with a request's Range header before the static file handler sees it
 * (the handler trusts the header and throws on some values, which ended the process).
 * - `pass`: one well-formed `bytes=start-end` or `bytes=start-` range with start <= end: the handler serves it
 *   (and answers 416 itself when start is past the end of the file).
 * - `ignore`: no Range, or a form the server may decline to honour (a suffix range, several ranges, another
 *   unit): the header is dropped and the whole file is sent (RFC 9110 §14.2 lets a server ignore Range).
 * - `refuse`: anything malformed: 416 Range Not Satisfiable.
 */
export type RangeVerdict = 'pass' | 'ignore' | 'refuse';

const MAX_SAFE_DIGITS = 15;

export function rangeVerdict(header: string | string[] | undefined): RangeVerdict {
  if (header === undefined) return 'ignore';
  if (Array.isArray(header) || header.length > 200) return 'refuse';
  const value = header.trim();
  const unit = /^([A-Za-z]+)=/.exec(value);
  if (!unit) return 'refuse';
  if (unit[1]!.toLowerCase() !== 'bytes') return 'ignore';
  const specs = value.slice(unit[0].length).split(',');
  if (specs.length > 1) return specs.every((s) => /^\s*(\d*)-(\d*)\s*$/.test(s)) ? 'ignore' : 'refuse';
  const match = /^(\d*)-(\d*)$/.exec(specs[0]!.trim());
  if (!match) return 'refuse';
  const [, start, end] = match;
  if (start === '' && end === '') return 'refuse';
  if (start === '') return 'ignore';
  if (start!.length > MAX_SAFE_DIGITS || end!.length > MAX_SAFE_DIGITS) return 'refuse';
  if (end !== '' && Number(start) > Number(end)) return 'refuse';
  return 'pass';
}

/** The host that shows the list of sites and the fleet report (no dealer site is ever on it). */
export function isIndexHost(host: string | undefined): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]';
}
