import type * as v from 'valibot';
import type { FeedFlags } from '../../../src/config/areas/feed.ts';
import { FeedError } from './feedError.ts';

export type FeedAuth = NonNullable<v.InferOutput<typeof FeedFlags>['auth']>;

/** What a request to the feed carries: HTTP headers, or an SFTP login. Never printed. */
export interface Credentials {
  headers: Record<string, string>;
  login: { username: string; password?: string; privateKey?: string } | null;
  /** The SFTP server's expected host key fingerprint (`SHA256:…`), when the config names one. */
  hostKey: string | null;
}

export const NO_CREDENTIALS: Credentials = { headers: {}, login: null, hostKey: null };

/** The secrets `feed.auth` names, read from the environment; a missing one is a one-line error naming the variable. */
export function credentialsFor(auth: FeedAuth | null, env: Readonly<Record<string, string | undefined>>): Credentials {
  if (auth === null) return NO_CREDENTIALS;
  const secret = (name: string): string => {
    const value = env[name];
    if (value === undefined || value === '')
      throw new FeedError(`feed.auth names the environment variable ${name}, which is not set`);
    return value;
  };
  switch (auth.kind) {
    case 'basic': {
      const [username, password] = [secret(auth.usernameEnv), secret(auth.passwordEnv)];
      const basic = Buffer.from(`${username}:${password}`).toString('base64');
      return {
        headers: { authorization: `Basic ${basic}` },
        login: { username, password },
        hostKey: auth.hostKey ?? null,
      };
    }
    case 'bearer':
      return { headers: { authorization: `Bearer ${secret(auth.tokenEnv)}` }, login: null, hostKey: null };
    case 'header':
      return { headers: { [auth.name.toLowerCase()]: secret(auth.valueEnv) }, login: null, hostKey: null };
    case 'ssh-key':
      return {
        headers: {},
        login: { username: secret(auth.usernameEnv), privateKey: secret(auth.privateKeyEnv) },
        hostKey: auth.hostKey ?? null,
      };
    default:
      return auth satisfies never;
  }
}
