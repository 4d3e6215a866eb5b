import { describe, expect, it } from 'vitest';
import { cspDirectives } from '../../src/config/contentSecurityPolicy.ts';

describe('cspDirectives', () => {
  const origins = {
    searchHost: 'https://search.example.com.au/',
    leadApiUrl: 'https://leads.example.com.au/api',
    mapsGeocoding: false,
  };

  it('lets the browser call only this site, its search engine and its lead API', () => {
    expect(cspDirectives(origins)).toContain(
      "connect-src 'self' https://search.example.com.au https://leads.example.com.au",
    );
  });

  it('adds Google geocoding only when the deployment has a maps key', () => {
    const withMaps = cspDirectives({ ...origins, mapsGeocoding: true });
    expect(withMaps.find((d) => d.startsWith('connect-src'))).toMatch(/ https:\/\/maps\.googleapis\.com$/);
    expect(cspDirectives(origins).join(';')).not.toContain('googleapis');
  });

  it('names one origin once when search and leads share a host', () => {
    const shared = cspDirectives({ ...origins, leadApiUrl: 'https://search.example.com.au/leads' });
    expect(shared).toContain("connect-src 'self' https://search.example.com.au");
  });

  it('allows no plugins, no frames, no foreign base or form targets and never unsafe-inline', () => {
    const policy = cspDirectives(origins);
    for (const directive of ["object-src 'none'", "frame-src 'none'", "base-uri 'self'", "form-action 'self'"])
      expect(policy).toContain(directive);
    expect(policy.join(';')).not.toContain('unsafe');
  });
});
