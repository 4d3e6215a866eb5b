import { describe, expect, it } from 'vitest';
import { fleetMakeLogoFiles, makeLogoMap } from '../../src/config/makeLogos.ts';

describe('make logos (SPEC §2 make list with logos, §3 manufacturer logo)', () => {
  it('serves the fleet files by make slug from /makes/, a dealer URL winning, other makes none', () => {
    const logos = makeLogoMap(
      ['toyota.svg', 'land-rover.png', 'notes.txt', 'Bad Name.svg'],
      [{ name: 'Land Rover', logoUrl: 'https://cdn.example.com/lr.svg' }],
    );
    expect(logos).toEqual({ toyota: '/makes/toyota.svg', 'land-rover': 'https://cdn.example.com/lr.svg' });
  });

  it('gives the demo fleet a mark for each of its car makes', () => {
    const files = fleetMakeLogoFiles('dealers');
    expect(files).toEqual(expect.arrayContaining(['toyota.svg', 'mazda.svg', 'hyundai.svg', 'kia.svg', 'ford.svg']));
    expect(fleetMakeLogoFiles('no-such-folder')).toEqual([]);
  });
});
