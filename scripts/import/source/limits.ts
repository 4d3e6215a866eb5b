import { Transform, type TransformCallback } from 'node:stream';
import { FeedError } from './feedError.ts';

const MB = 1024 * 1024;

/** How much of a feed the importer reads before it gives up (whole feed, and one record or field). */
export interface FeedLimits {
  maxFeedBytes: number;
  maxFieldBytes: number;
}

/** 200 MB is several times the largest DMS export seen (50,000 cars with photo lists is about 60 MB). */
export const DEFAULT_LIMITS: FeedLimits = { maxFeedBytes: 200 * MB, maxFieldBytes: 1 * MB };

/** The limits with the operator's overrides (`FEED_MAX_MB`, `FEED_MAX_FIELD_KB`); a bad value is a one-line error. */
export function limitsFromEnv(env: Readonly<Record<string, string | undefined>>): FeedLimits {
  const read = (name: string, unit: number, fallback: number): number => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    if (!/^\d+$/.test(text) || Number(text) === 0)
      throw new FeedError(`${name} must be a whole number above 0, found "${text}"`);
    return Number(text) * unit;
  };
  return {
    maxFeedBytes: read('FEED_MAX_MB', MB, DEFAULT_LIMITS.maxFeedBytes),
    maxFieldBytes: read('FEED_MAX_FIELD_KB', 1024, DEFAULT_LIMITS.maxFieldBytes),
  };
}

/** The whole fetch of one feed (connecting, credentials, every byte) ends within this, however slowly a server sends. */
const DEFAULT_DEADLINE_S = 900;

/** The total deadline of one feed's fetch in milliseconds (`FEED_DEADLINE_S`); a bad value is a one-line error. */
export function deadlineFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const text = env.FEED_DEADLINE_S;
  if (text === undefined || text === '') return DEFAULT_DEADLINE_S * 1000;
  if (!/^\d+$/.test(text) || Number(text) === 0)
    throw new FeedError(`FEED_DEADLINE_S must be a whole number of seconds above 0, found "${text}"`);
  return Number(text) * 1000;
}

/** The line of a feed that did not arrive in full before its deadline. */
export const deadlineLine = (ms: number) =>
  `the feed did not arrive in full within ${ms % 1000 === 0 ? ms / 1000 : (ms / 1000).toFixed(1)} s (FEED_DEADLINE_S)`;

/** A size for people: whole MB when it is one, else KB. */
export function sizeText(bytes: number): string {
  return bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Passes bytes on until the feed's cap, then fails the stream (so memory stays bounded however big the feed is). */
export class ByteCap extends Transform {
  private seen = 0;
  private readonly max: number;

  constructor(max: number) {
    super();
    this.max = max;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.max) done(new FeedError(`the feed is larger than ${sizeText(this.max)} (FEED_MAX_MB)`));
    else done(null, chunk);
  }
}

/**
 * Tracks the longest run of text inside one XML text node or tag, or one JSON string or bare value,
 * so a huge field fails while streaming, before the whole text is parsed.
 */
export class FieldRun {
  private run = 0;
  private inString = false;
  private escaped = false;
  private readonly format: 'json' | 'xml';
  private readonly max: number;

  constructor(format: 'json' | 'xml', max: number) {
    this.format = format;
    this.max = max;
  }

  /** Throws FeedError when a field passes the cap. */
  scan(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.format === 'xml') {
        if (c === 60 || c === 62)
          this.run = 0; // < >
        else this.run++;
      } else if (this.inString) {
        if (!this.escaped && c === 34) {
          this.inString = false;
          continue;
        }
        this.escaped = !this.escaped && c === 92; // a backslash escapes the next character
        this.run++;
      } else if (c === 34) {
        this.inString = true;
        this.run = 0;
      } else if (c === 44 || c === 58 || c === 91 || c === 93 || c === 123 || c === 125)
        this.run = 0; // , : [ ] { }
      else this.run++;
      if (this.run > this.max) throw new FeedError(`a field is larger than ${sizeText(this.max)} (FEED_MAX_FIELD_KB)`);
    }
  }
}
