import type { Channel } from './plan.ts';
import type { Outcome } from './retry.ts';

/**
 * Lanes: each receiver has its own bounded number of sends in flight, so one that hangs holds only
 * its own places. Sign-in codes have a lane and a budget of their own that no lead backlog touches.
 */
export interface LaneLimits {
  /** Sign-in codes (SMS) in flight at once; outside the leads' budget. */
  signIn: number;
  /** One dealer's lead emails in flight at once (the relay's pool bounds the total). */
  emailPerDealer: number;
  /** Sends in flight to one webhook URL. */
  perWebhook: number;
}

export const DEFAULT_LANES: LaneLimits = { signIn: 10, emailPerDealer: 10, perWebhook: 4 };

/**
 * The receiver a job goes to, as a lane key. A job whose channel this version does not know (a row
 * another version wrote) gets a lane of one place of its own, where the dispatcher refuses it.
 */
export type Lane =
  | { kind: 'sign-in' }
  | { kind: 'email'; websiteId: number }
  | { kind: 'webhook'; url: string }
  | { kind: 'refused'; channel: string };

export function laneOf(job: { channel: Channel; target: string; website_id: number }): Lane {
  switch (job.channel) {
    case 'sms':
      return { kind: 'sign-in' };
    case 'email':
      return { kind: 'email', websiteId: job.website_id };
    case 'webhook':
      return { kind: 'webhook', url: job.target };
    default:
      return { kind: 'refused', channel: String(job.channel satisfies never) };
  }
}

/** A lane as a map key: made only by `laneKey`, read back only by `parseLaneKey`. */
export type LaneKey = string & { readonly laneKey: unique symbol };

type LaneKind = Lane['kind'];

/** Every lane kind, once: what `parseLaneKey` accepts before a key's first space. */
const LANE_KINDS = { 'sign-in': true, email: true, webhook: true, refused: true } satisfies Record<LaneKind, true>;

const isLaneKind = (word: string): word is LaneKind => Object.hasOwn(LANE_KINDS, word);

export function laneKey(lane: Lane): LaneKey {
  return formatLane(lane) as LaneKey;
}

function formatLane(lane: Lane): string {
  switch (lane.kind) {
    case 'sign-in':
      return 'sign-in';
    case 'email':
      return `email ${lane.websiteId}`;
    case 'webhook':
      return `webhook ${lane.url}`;
    case 'refused':
      return `refused ${lane.channel}`;
    default:
      return lane satisfies never;
  }
}

/** A lane key read back: the lane, or why the key is none this version makes (the caller reports it). */
export type ParsedLaneKey = { ok: true; lane: Lane } | { ok: false; error: string };

/** The lane `laneKey` made `key` from: `parseLaneKey(laneKey(lane))` is `lane` for every lane. */
export function parseLaneKey(key: string): ParsedLaneKey {
  const space = key.indexOf(' ');
  const word = space < 0 ? key : key.slice(0, space);
  const rest = space < 0 ? null : key.slice(space + 1);
  const bad = (why: string): ParsedLaneKey => ({ ok: false, error: `lane key "${key}": ${why}` });
  if (!isLaneKind(word)) return bad(`unknown kind "${word}"`);
  switch (word) {
    case 'sign-in':
      return rest === null ? { ok: true, lane: { kind: 'sign-in' } } : bad('sign-in takes nothing after it');
    case 'email': {
      const websiteId = Number(rest);
      return rest !== null && Number.isSafeInteger(websiteId) && String(websiteId) === rest
        ? { ok: true, lane: { kind: 'email', websiteId } }
        : bad('email needs a website id');
    }
    case 'webhook':
      return rest === null ? bad('webhook needs a URL') : { ok: true, lane: { kind: 'webhook', url: rest } };
    case 'refused':
      return rest === null ? bad('refused needs a channel') : { ok: true, lane: { kind: 'refused', channel: rest } };
    default:
      return word satisfies never;
  }
}

export function laneLimit(lane: Lane, limits: LaneLimits): number {
  switch (lane.kind) {
    case 'sign-in':
      return limits.signIn;
    case 'email':
      return limits.emailPerDealer;
    case 'webhook':
      return limits.perWebhook;
    case 'refused':
      return 1;
    default: {
      const _exhaustive: never = lane;
      return _exhaustive;
    }
  }
}

/** When a receiver that keeps failing is left alone, and for how long. */
export interface CircuitPolicy {
  /** Temporary failures in a row (timeouts, refusals, 5xx) that open the circuit. */
  failures: number;
  /** First cool-off while open, in ms; doubled after each failed probe up to maxOpenMs. */
  openMs: number;
  maxOpenMs: number;
}

export const DEFAULT_CIRCUIT: CircuitPolicy = { failures: 3, openMs: 30_000, maxOpenMs: 10 * 60_000 };

/** A lane's circuit: closed (openUntil null) or open until a time, after which one probe may go. */
export interface Circuit {
  failures: number;
  openUntil: number | null;
  openMs: number;
}

export const CLOSED: Circuit = { failures: 0, openUntil: null, openMs: 0 };

/** Places the lane may fill now: its limit while closed, none while open, one probe once cooled off. */
export function lanePlaces(circuit: Circuit, limit: number, now: number): number {
  if (circuit.openUntil === null) return limit;
  return now >= circuit.openUntil ? 1 : 0;
}

/**
 * The circuit after a send's outcome. Any answer from the receiver (sent, or refused for good)
 * closes it; temporary failures count up and open it; a failed probe opens it for twice as long.
 */
export function afterSend(circuit: Circuit, outcome: Outcome, now: number, policy: CircuitPolicy): Circuit {
  if (outcome.ok || outcome.permanent) return CLOSED;
  const failures = circuit.failures + 1;
  if (circuit.openUntil !== null) {
    // Sends that left before it opened may still fail during the cool-off: only a probe reopens it.
    if (now < circuit.openUntil) return { ...circuit, failures };
    const openMs = Math.min(policy.maxOpenMs, circuit.openMs * 2);
    return { failures, openUntil: now + openMs, openMs };
  }
  return failures >= policy.failures
    ? { failures, openUntil: now + policy.openMs, openMs: policy.openMs }
    : { ...circuit, failures };
}
