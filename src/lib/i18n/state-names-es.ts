/**
 * THE Spanish names of the states and DC, in text and tables alike. Source: the Spanish forms the Real
 * Academia Española's Ortografía de la lengua española (2010, list of place names) and USA.gov en español
 * use; every state not listed keeps its English name (Arizona, Texas, Ohio…). One list, so "New York" and
 * "Nueva York" never meet on one page. Pure data.
 */
export const STATE_NAMES_ES: Readonly<Record<string, string>> = {
  'District of Columbia': 'Distrito de Columbia',
  Hawaii: 'Hawái',
  Louisiana: 'Luisiana',
  Mississippi: 'Misisipi',
  Missouri: 'Misuri',
  'New Jersey': 'Nueva Jersey',
  'New Mexico': 'Nuevo México',
  'New York': 'Nueva York',
  'North Carolina': 'Carolina del Norte',
  'North Dakota': 'Dakota del Norte',
  Pennsylvania: 'Pensilvania',
  'South Carolina': 'Carolina del Sur',
  'South Dakota': 'Dakota del Sur',
  'West Virginia': 'Virginia Occidental',
};

/** A state's name in Spanish (its English name where Spanish keeps it). */
export const stateNameEs = (english: string): string => STATE_NAMES_ES[english] ?? english;
