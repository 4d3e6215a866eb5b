/**
 * Whether a Content-Type header names JSON, parsed as a media type rather than searched for text: the
 * media type `application/json`, any case, optionally followed by `;`-separated `name=value` parameters;
 * a charset, when given, must be UTF-8. Anything else (another type that merely contains the text, a
 * list, a malformed parameter) is not JSON.
 */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(';');
  if (type!.trim().toLowerCase() !== 'application/json') return false;
  for (const param of params) {
    const match = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)=("(?:[^"\\]|\\.)*"|[!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*$/.exec(param);
    if (!match) return false;
    const value = match[2]!.replace(/^"|"$/g, '').toLowerCase();
    if (match[1]!.toLowerCase() === 'charset' && value !== 'utf-8' && value !== 'utf8') return false;
  }
  return true;
}
