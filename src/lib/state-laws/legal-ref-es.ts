/**
 * A law's enacted name or citation on a Spanish page: the statute's own name, code and section numbers stay
 * as enacted, the English words around them become Spanish ("regulations … and following" → "reglamento …
 * y siguientes", "amended by <bill> of <year>" → "modificada por <bill> de <year>", "signed <Mon> <d>, <yyyy>"
 * → "firmada el <d> de <mes> de <yyyy>"), as issue 43 asks of citations and legal qualifications. One table of phrases, applied in order; a phrase not listed
 * stays as written (the Spanish build test flags English interface words left in a page). Pure.
 */
const MONTHS: Readonly<Record<string, string>> = {
  Jan: 'enero',
  Feb: 'febrero',
  Mar: 'marzo',
  Apr: 'abril',
  May: 'mayo',
  Jun: 'junio',
  Jul: 'julio',
  Aug: 'agosto',
  Sep: 'septiembre',
  Oct: 'octubre',
  Nov: 'noviembre',
  Dec: 'diciembre',
};

const PHRASES: ReadonlyArray<readonly [RegExp, string | ((...groups: string[]) => string)]> = [
  [
    /\bsigned (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* (\d{1,2}), (\d{4})/g,
    (_m, month = '', day = '', year = '') => `firmada el ${day} de ${MONTHS[month] ?? month} de ${year}`,
  ],
  [/\bexact section not verified\b/g, 'sección exacta sin verificar'],
  [/\blicensed lenders\b/g, 'prestamistas con licencia'],
  [/\bamended by\b/g, 'modificada por'],
  [/\band following\b/g, 'y siguientes'],
  [/\bregulations\b/g, 'reglamento'],
  [/\brules\b/g, 'reglas'],
  [/\bregistration §/g, 'registro §'],
  [/\bdisclosure §/g, 'divulgación §'],
  [/\(disclosures\)/g, '(divulgaciones)'],
  [/\bsubch\./g, 'subcap.'],
  [/\bch\./g, 'cap.'],
  [/\bPart (\d+)/g, 'parte $1'],
  [/\bTitle (\d+)/g, 'título $1'],
  [/(§§ [\w.:-]+) to /g, '$1 a '],
  [/\bAct (\d+) of (\d{4})/g, 'Ley $1 de $2'],
  [/ of (\d{4})\b/g, ' de $1'],
  [/\b(\d+)th Legislature\b/g, '$1.ª Legislatura'],
  [/\bRegular Session\b/g, 'sesión ordinaria'],
  [/, part of the /g, ', parte de la '],
];

/** `text` (a law's name or citation as enacted) with its English connecting words in Spanish. */
export function legalRefEs(text: string): string {
  return PHRASES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement as string), text);
}
