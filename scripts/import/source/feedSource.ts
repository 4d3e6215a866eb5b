import { join } from 'node:path';
import type { FeedAuth } from './credentials.ts';
import { DEFAULT_SOURCE_OPTIONS, locationKind, type SourceOptions } from './open.ts';
import { scrubUrl } from './scrub.ts';

/** A feed's location with how to open it; printed, it shows the location without secrets. */
export class FeedSource {
  readonly location: string;
  readonly options: SourceOptions;

  constructor(location: string, options: SourceOptions = DEFAULT_SOURCE_OPTIONS) {
    this.location = location;
    this.options = options;
  }

  toString(): string {
    return scrubUrl(this.location);
  }
}

export interface SourceConfig {
  /** `--file` or `--url` from the command line, which replaces `feed.location`. */
  explicit: string | undefined;
  dealerDir: string;
  feed: { location: string | null; auth: FeedAuth | null; allowHttp: boolean };
  env: Readonly<Record<string, string | undefined>>;
}

/** Where `npm run import` reads one dealer's feed from, with the dealer's credentials and the deployment's caps. */
export function feedSourceFor({ explicit, dealerDir, feed, env }: SourceConfig): FeedSource {
  const location = explicit ?? feed.location ?? '';
  const resolved = explicit !== undefined || locationKind(location) !== 'file' ? location : join(dealerDir, location);
  return new FeedSource(resolved, {
    ...DEFAULT_SOURCE_OPTIONS,
    allowHttp: feed.allowHttp,
    auth: feed.auth,
    env,
  });
}
