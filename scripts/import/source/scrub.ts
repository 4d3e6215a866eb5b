/** Query parameters whose values are secrets in feed URLs DMS vendors hand out. */
const SECRET_PARAMS = /^(?:.*(?:key|token|secret|pass|pwd|auth|sig|signature|credential|session).*|code|access)$/i;

/** A URL as it may be printed: no user name or password, and the values of secret-looking query parameters hidden. */
export function scrubUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  if (url.protocol === 'file:') return text;
  if (url.username !== '' || url.password !== '') {
    url.username = '';
    url.password = '';
  }
  for (const name of [...url.searchParams.keys()]) if (SECRET_PARAMS.test(name)) url.searchParams.set(name, '***');
  return url.toString().replaceAll('%2A%2A%2A', '***');
}

/** Any URLs inside a line of text, scrubbed (for messages that quote a URL a server sent back). */
export function scrubLine(line: string): string {
  return line.replace(/\b(?:https?|sftp):\/\/[^\s"'<>]+/g, (url) => scrubUrl(url));
}
