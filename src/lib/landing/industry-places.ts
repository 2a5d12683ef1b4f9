/**
 * Which of a state's cities our own city profiles tie to an industry: a profile that mentions one of the
 * industry's place keywords (e.g. "port" or "logistics" for trucking). Pure and deterministic.
 */
interface ProfiledCity {
  slug: string;
  profile: string;
}

export function profileMentions(profile: string, keywords: readonly string[]): string[] {
  const text = profile.toLowerCase();
  return keywords.filter((word) => new RegExp(`\\b${word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text));
}

/** The cities whose profile mentions a keyword, in the state's order. */
export function citiesForIndustry<C extends ProfiledCity>(cities: readonly C[], keywords: readonly string[]): C[] {
  return cities.filter((city) => profileMentions(city.profile, keywords).length > 0);
}
