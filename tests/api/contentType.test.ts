import { describe, expect, it } from 'vitest';
import { isJsonContentType } from '../../server/mediaType.ts';
import { apiHarness, groupEnquiry } from './apiHarness.ts';

const accepted = [
  'application/json',
  'Application/JSON',
  'application/json; charset=utf-8',
  'application/json;charset=UTF-8',
  'application/json ; charset="utf-8"',
  'application/json; foo=bar',
];
const refused = [
  'text/plain; application/json',
  'application/jsonp',
  'application/json-patch+json',
  'application/x-www-form-urlencoded; note=application/json',
  'multipart/form-data; boundary=application/json',
  'text/html, application/json',
  'application/json; charset=latin1',
  'application/json; charset',
  'application/json;;',
  'xapplication/json',
  '',
];

describe('JSON content type parsed as a media type', () => {
  it('accepts application/json with parameters, in any case', () => {
    for (const type of accepted) expect(isJsonContentType(type), type).toBe(true);
  });

  it('refuses types that merely contain the text, and malformed parameters', () => {
    for (const type of refused) expect(isJsonContentType(type), type).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });

  it('the API answers 415 to each refused type and stores nothing', async () => {
    const api = apiHarness();
    for (const type of refused.filter((t) => t !== '')) {
      const res = await api.call('POST', '/api/leads', JSON.stringify(groupEnquiry), { 'content-type': type });
      expect(res.status, type).toBe(415);
      expect(res.json.error).toBe('Send a JSON body (Content-Type: application/json).');
    }
    expect(await api.store.countLeads()).toBe(0);
    const ok = await api.call('POST', '/api/leads', JSON.stringify(groupEnquiry), {
      'content-type': 'Application/JSON; charset=UTF-8',
    });
    expect(ok.status).toBe(201);
  });
});
