/** One line for a failed feed request, from Node's error code (no stack trace, no URL: the caller names the feed). */
export function networkErrorLine(code: string | undefined, message: string, host: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return `connection refused by ${host}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return `DNS: ${host} was not found`;
    case 'ETIMEDOUT':
    case 'FEED_TIMEOUT':
      return `no answer from ${host} in time (timed out)`;
    case 'ECONNRESET':
    case 'EPIPE':
      return `the connection to ${host} was cut`;
    case 'EPROTO':
      // OpenSSL's own text (file names, line numbers) is never printed.
      return /wrong version number|http request/i.test(message)
        ? `TLS: ${host} answered in plain http, not https (check the URL's scheme and port)`
        : `TLS: the connection to ${host} failed (${code})`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${host} is unreachable from here`;
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY':
      return `TLS: the certificate of ${host} is not signed by a trusted authority (${code})`;
    case 'CERT_HAS_EXPIRED':
      return `TLS: the certificate of ${host} has expired`;
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `TLS: the certificate is not for ${host}`;
    default:
      return code !== undefined && /CERT|TLS|SSL/.test(code)
        ? `TLS: the connection to ${host} failed (${code})`
        : `the request to ${host} failed: ${message.split('\n')[0] ?? ''}`;
  }
}

/** One line for an HTTP status that is neither success nor redirect. */
export function statusLine(status: number): string {
  if (status === 401)
    return 'HTTP 401: the server refused the credentials (check feed.auth and its environment variables)';
  if (status === 403) return 'HTTP 403: the server forbids this feed to these credentials';
  if (status === 404) return 'HTTP 404: there is no feed at this URL';
  if (status >= 500) return `HTTP ${status}: the feed server failed; the next import tries again`;
  return `HTTP ${status}: the feed server did not send the feed`;
}
