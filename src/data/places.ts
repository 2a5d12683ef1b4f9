import { slugToWords } from '../lib/landing-url';

// Display names until the states and industries collections land (issue 5 replaces this with data lookups).
const titleCase = (slug: string) => slugToWords(slug).replace(/\b\w/g, (c) => c.toUpperCase());
export const industryName = (slug: string): string => titleCase(slug);
export const cityName = (_state: string, city: string): string => titleCase(city);
