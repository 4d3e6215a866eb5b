import { describe, expect, it } from 'vitest';
import { bindingProblem, readPayload, type ChallengeBinding } from '../../server/challenge/rules.ts';
import { escalation } from '../../server/signInLimits.ts';

const binding: ChallengeBinding = { action: 'send', websiteId: 103, phoneHash: 'ab'.repeat(32) };
const params = { action: 'send', site: '103', phone: 'ab'.repeat(16), expires: '1000' };
const payload = { algorithm: 'SHA-256', challenge: 'c', number: 7, salt: 's', signature: 'g' };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('sign-in challenge rules', () => {
  it('reads a base64 JSON solution and nothing else', () => {
    expect(readPayload(encode(payload))).toEqual(payload);
    expect(readPayload('not base64 json')).toBeNull();
    expect(readPayload(encode({ ...payload, number: '7' }))).toBeNull();
    expect(readPayload(encode({ ...payload, salt: 'x'.repeat(401) }))).toBeNull();
    expect(readPayload(encode([1]))).toBeNull();
  });

  it('spends a solution only on the request, dealer and number it was issued for, before it expires', () => {
    expect(bindingProblem(payload, params, binding, 1_000_000)).toBeNull();
    expect(bindingProblem(payload, params, binding, 1_000_001)).toBe('expired');
    expect(bindingProblem(payload, params, { ...binding, action: 'verify' }, 0)).toBe('binding');
    expect(bindingProblem(payload, params, { ...binding, websiteId: 101 }, 0)).toBe('binding');
    expect(bindingProblem(payload, params, { ...binding, phoneHash: 'cd'.repeat(32) }, 0)).toBe('binding');
    expect(bindingProblem(payload, { ...params, expires: 'x' }, binding, 0)).toBe('expired');
    expect(bindingProblem({ ...payload, algorithm: 'SHA-1' }, params, binding, 0)).toBe('algorithm');
    expect(bindingProblem({ ...payload, number: 50_001 }, params, binding, 0)).toBe('number');
  });

  it('past a limit a solved challenge sends the code, keeps the latest code valid, or still waits out the 30 s gap', () => {
    expect(escalation('gap')).toBe('wait');
    expect(escalation('phone')).toBe('rearm');
    expect(['network', 'prefix', 'dealer'].map((r) => escalation(r as 'network'))).toEqual(['send', 'send', 'send']);
  });
});
