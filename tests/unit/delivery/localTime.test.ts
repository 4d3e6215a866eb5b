import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isoInZone, wallTimeInZone, zoneOfState } from '../../../server/delivery/localTime.ts';
import { LocationSchema } from '../../../src/config/content/location.ts';

describe('local time of a dealership', () => {
  it('takes each state zone: QLD and NT without daylight saving, SA and NT at +9:30, WA +8', () => {
    const january = (state: string) => wallTimeInZone('2026-01-17T10:30', zoneOfState(state)!)!.slice(-6);
    const july = (state: string) => wallTimeInZone('2026-07-18T10:30', zoneOfState(state)!)!.slice(-6);
    const states = ['QLD', 'NSW', 'ACT', 'VIC', 'TAS', 'SA', 'NT', 'WA'];
    expect(states.map(january)).toEqual([
      '+10:00',
      '+11:00',
      '+11:00',
      '+11:00',
      '+11:00',
      '+10:30',
      '+09:30',
      '+08:00',
    ]);
    expect(states.map(july)).toEqual(['+10:00', '+10:00', '+10:00', '+10:00', '+10:00', '+09:30', '+09:30', '+08:00']);
    expect(zoneOfState('qld')).toBe('Australia/Brisbane');
    expect(zoneOfState('Auckland')).toBeUndefined();
  });

  it('writes an instant in local time with the offset of that day', () => {
    expect(isoInZone(new Date('2026-01-15T23:00:00Z'), 'Australia/Brisbane')).toBe('2026-01-16T09:00:00+10:00');
    expect(isoInZone(new Date('2026-07-15T23:00:00Z'), 'Australia/Melbourne')).toBe('2026-07-16T09:00:00+10:00');
    expect(wallTimeInZone('17/01/2026 10:30', 'Australia/Brisbane')).toBeNull();
    // Either side of the end of daylight saving (3:00 AEDT back to 2:00 AEST), whole seconds kept.
    expect(isoInZone(new Date('2026-04-04T15:59:59.900Z'), 'Australia/Sydney')).toBe('2026-04-05T02:59:59+11:00');
    expect(isoInZone(new Date('2026-04-04T16:00:00Z'), 'Australia/Sydney')).toBe('2026-04-05T02:00:00+10:00');
    expect(isoInZone(new Date('2026-01-15T23:00:30Z'), 'Australia/Adelaide')).toBe('2026-01-16T09:30:30+10:30');
  });

  it("accepts a location's IANA time_zone and refuses an unknown one", () => {
    const time_zone = (zone: string) => {
      const result = v.safeParse(LocationSchema.entries.time_zone, zone);
      return result.success ? 'ok' : result.issues[0].message;
    };
    expect(time_zone('Australia/Broken_Hill')).toBe('ok');
    expect(time_zone('Mars/Olympus')).toBe('an IANA time zone such as "Australia/Brisbane"');
  });
});
