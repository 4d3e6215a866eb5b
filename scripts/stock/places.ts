/** Australian cities the synthetic fleet puts dealers in. */
export interface Place {
  city: string;
  state: string;
  postcode: string;
  /** Phone area code, e.g. '07'. */
  area: string;
}

export const PLACES: readonly Place[] = [
  { city: 'Brisbane', state: 'qld', postcode: '4000', area: '07' },
  { city: 'Gold Coast', state: 'qld', postcode: '4217', area: '07' },
  { city: 'Toowoomba', state: 'qld', postcode: '4350', area: '07' },
  { city: 'Townsville', state: 'qld', postcode: '4810', area: '07' },
  { city: 'Cairns', state: 'qld', postcode: '4870', area: '07' },
  { city: 'Sydney', state: 'nsw', postcode: '2000', area: '02' },
  { city: 'Parramatta', state: 'nsw', postcode: '2150', area: '02' },
  { city: 'Newcastle', state: 'nsw', postcode: '2300', area: '02' },
  { city: 'Wollongong', state: 'nsw', postcode: '2500', area: '02' },
  { city: 'Melbourne', state: 'vic', postcode: '3000', area: '03' },
  { city: 'Geelong', state: 'vic', postcode: '3220', area: '03' },
  { city: 'Ballarat', state: 'vic', postcode: '3350', area: '03' },
  { city: 'Perth', state: 'wa', postcode: '6000', area: '08' },
  { city: 'Joondalup', state: 'wa', postcode: '6027', area: '08' },
  { city: 'Mandurah', state: 'wa', postcode: '6210', area: '08' },
  { city: 'Adelaide', state: 'sa', postcode: '5000', area: '08' },
  { city: 'Hobart', state: 'tas', postcode: '7000', area: '03' },
  { city: 'Launceston', state: 'tas', postcode: '7250', area: '03' },
  { city: 'Canberra', state: 'act', postcode: '2600', area: '02' },
  { city: 'Darwin', state: 'nt', postcode: '0800', area: '08' },
];
