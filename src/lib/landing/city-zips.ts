/**
 * Which ZIP codes a city's pages show: the city's own, and only where it lists none the state's
 * default list, labelled as the state's (never presented as the city's).
 */
export const USPS_ZIP_LOOKUP = 'https://tools.usps.com/zip-code-lookup.htm';

interface CityZips {
  zips: readonly string[];
  /** `city`: the city's own post office ZIPs; `state`: the state's list, shown because the city has none. */
  source: 'city' | 'state';
}

export function zipsForCity(city: { zipCodes?: readonly string[] }, stateZips: readonly string[]): CityZips {
  return city.zipCodes && city.zipCodes.length > 0 ? { zips: city.zipCodes, source: 'city' } : { zips: stateZips, source: 'state' };
}
