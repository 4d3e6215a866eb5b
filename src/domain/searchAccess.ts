/** What the browser needs to search this dealer's stock: a public host and a tenant token. */
export interface PublicSearchConfig {
  host: string;
  token: string;
  indexUid: string;
}
