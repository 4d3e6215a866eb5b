/** Australian states and territories to the IANA zone of their capital (ACT keeps Sydney's time). */
const STATE_ZONES: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

/**
 * The zone a location's own opening hours are kept in: its state's, else the given fallback. Call
 * Now is a different rule (vehicle.businessHoursTimeZone, Perth by SPEC §4); "Today" on a location's
 * hours is the location's own day.
 */
export function locationTimeZone(location: { address: { state: string } }, fallback: string): string {
  return STATE_ZONES[location.address.state.trim().toUpperCase()] ?? fallback;
}
