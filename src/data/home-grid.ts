/**
 * The home page's industry grid: eight industries, three California cities each.
 * Names and URLs come from the states and industries data; this list only picks which to feature.
 */
export const HOME_GRID_STATE = 'california';

export const HOME_GRID: ReadonlyArray<{ industry: string; cities: readonly [string, string, string] }> = [
  { industry: 'restaurants', cities: ['los-angeles', 'san-francisco', 'san-diego'] },
  { industry: 'auto-repair', cities: ['los-angeles', 'san-jose', 'fresno'] },
  { industry: 'retail-stores', cities: ['san-francisco', 'sacramento', 'san-diego'] },
  { industry: 'general-contractors', cities: ['san-diego', 'sacramento', 'los-angeles'] },
  { industry: 'medical-practices', cities: ['san-jose', 'los-angeles', 'oakland'] },
  { industry: 'trucking', cities: ['fresno', 'oakland', 'los-angeles'] },
  { industry: 'salons-and-barbers', cities: ['los-angeles', 'san-diego', 'san-jose'] },
  { industry: 'manufacturing', cities: ['oakland', 'fresno', 'san-jose'] },
];
