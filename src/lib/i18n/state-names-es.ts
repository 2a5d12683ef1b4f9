/**
 * THE names of the 50 states and DC, by the slug of their pages (content/state-laws/<slug>.yaml), in English
 * and Spanish, in text and tables alike: one list, so "New York" and "Nueva York" never meet on a Spanish
 * page. The Spanish forms follow STATE_NAMES_STANDARD (Fundéu RAE): the traditional Spanish name where one
 * exists (Carolina del Norte, Nueva York, Oregón, Pensilvania…), the English name otherwise (Michigan,
 * Texas…); it does not name DC, for which we use the traditional "Distrito de Columbia". The Spanish pages'
 * URL slug is the Spanish name's (nueva-york). The term catalog (./terms-es.ts) reads this list. Pure data.
 */
export const STATE_NAMES_STANDARD = {
  name: 'Fundéu RAE, "Estados Unidos: nombres de los estados"',
  url: 'https://www.fundeu.es/recomendacion/estados-unidos-nombres-de-los-estados-toponimos/',
} as const;

export const STATE_NAMES = {
  alabama: { en: 'Alabama', es: 'Alabama' },
  alaska: { en: 'Alaska', es: 'Alaska' },
  arizona: { en: 'Arizona', es: 'Arizona' },
  arkansas: { en: 'Arkansas', es: 'Arkansas' },
  california: { en: 'California', es: 'California' },
  colorado: { en: 'Colorado', es: 'Colorado' },
  connecticut: { en: 'Connecticut', es: 'Connecticut' },
  delaware: { en: 'Delaware', es: 'Delaware' },
  'district-of-columbia': { en: 'District of Columbia', es: 'Distrito de Columbia' },
  florida: { en: 'Florida', es: 'Florida' },
  georgia: { en: 'Georgia', es: 'Georgia' },
  hawaii: { en: 'Hawaii', es: 'Hawái' },
  idaho: { en: 'Idaho', es: 'Idaho' },
  illinois: { en: 'Illinois', es: 'Illinois' },
  indiana: { en: 'Indiana', es: 'Indiana' },
  iowa: { en: 'Iowa', es: 'Iowa' },
  kansas: { en: 'Kansas', es: 'Kansas' },
  kentucky: { en: 'Kentucky', es: 'Kentucky' },
  louisiana: { en: 'Louisiana', es: 'Luisiana' },
  maine: { en: 'Maine', es: 'Maine' },
  maryland: { en: 'Maryland', es: 'Maryland' },
  massachusetts: { en: 'Massachusetts', es: 'Massachusetts' },
  michigan: { en: 'Michigan', es: 'Michigan' },
  minnesota: { en: 'Minnesota', es: 'Minnesota' },
  mississippi: { en: 'Mississippi', es: 'Misisipi' },
  missouri: { en: 'Missouri', es: 'Misuri' },
  montana: { en: 'Montana', es: 'Montana' },
  nebraska: { en: 'Nebraska', es: 'Nebraska' },
  nevada: { en: 'Nevada', es: 'Nevada' },
  'new-hampshire': { en: 'New Hampshire', es: 'Nuevo Hampshire' },
  'new-jersey': { en: 'New Jersey', es: 'Nueva Jersey' },
  'new-mexico': { en: 'New Mexico', es: 'Nuevo México' },
  'new-york': { en: 'New York', es: 'Nueva York' },
  'north-carolina': { en: 'North Carolina', es: 'Carolina del Norte' },
  'north-dakota': { en: 'North Dakota', es: 'Dakota del Norte' },
  ohio: { en: 'Ohio', es: 'Ohio' },
  oklahoma: { en: 'Oklahoma', es: 'Oklahoma' },
  oregon: { en: 'Oregon', es: 'Oregon' },
  pennsylvania: { en: 'Pennsylvania', es: 'Pensilvania' },
  'rhode-island': { en: 'Rhode Island', es: 'Rhode Island' },
  'south-carolina': { en: 'South Carolina', es: 'Carolina del Sur' },
  'south-dakota': { en: 'South Dakota', es: 'Dakota del Sur' },
  tennessee: { en: 'Tennessee', es: 'Tennessee' },
  texas: { en: 'Texas', es: 'Texas' },
  utah: { en: 'Utah', es: 'Utah' },
  vermont: { en: 'Vermont', es: 'Vermont' },
  virginia: { en: 'Virginia', es: 'Virginia' },
  washington: { en: 'Washington', es: 'Washington' },
  'west-virginia': { en: 'West Virginia', es: 'Virginia Occidental' },
  wisconsin: { en: 'Wisconsin', es: 'Wisconsin' },
  wyoming: { en: 'Wyoming', es: 'Wyoming' },
} as const satisfies Record<string, { en: string; es: string }>;

export type StateSlug = keyof typeof STATE_NAMES;

const BY_ENGLISH = new Map<string, string>(Object.values(STATE_NAMES).map((name) => [name.en, name.es]));

/** A state's name in Spanish, from its English name (the English name where Spanish keeps it). */
export const stateNameEs = (english: string): string => BY_ENGLISH.get(english) ?? english;

/** The URL slug of a Spanish page about a state: its Spanish name, lowercase, without accents, hyphens for spaces. */
export const spanishStateSlug = (slug: string): string => {
  const names = (STATE_NAMES as Readonly<Record<string, { es: string }>>)[slug];
  if (!names) return slug;
  return names.es
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
};
