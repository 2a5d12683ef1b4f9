/** The words every Spanish island shares, with the keys of ./common.en.ts (see there why one module). */
import type { RangeText } from '../../calculator/fields';
import type { FieldText, ParseText } from '../../calculator/input';
import type { IslandErrorText, PaidLinkText } from './common.en';
import { fromDecimalComma } from '../../calculator/decimal-comma';

/** The number parser's messages; it also reads a decimal comma ("1,25", "$50.000,00"). */
export const PARSE_TEXT_ES: ParseText = {
  empty: 'Este campo está vacío.',
  tooLong: 'Es demasiado largo para ser un número.',
  // Spanish pages read a decimal comma, so only "1,234,56"-like text reaches this: name both ways to write the figure.
  unclearMarks: (typed, { meant }) =>
    `“${typed}” se puede leer de dos maneras. Si quiere decir ${meant}, escriba ${meant} o ${meant.replace(/[.,]/g, (m) => (m === '.' ? ',' : '.'))}.`,
  digitsOnly: (example) => `Use solo números, por ejemplo ${example}.`,
  negative: 'No puede ser negativo.',
  wholeNumber: (example) => `Use un número entero, por ejemplo ${example}.`,
  maxDecimals: (decimals) => `Use como máximo ${decimals} decimales.`,
  readsDecimalComma: fromDecimalComma,
};

/** "Escriba un adelanto entre $1,000 y $10,000,000." */
export const RANGE_TEXT_ES: RangeText = {
  nouns: { advance: 'un adelanto', factor: 'una tasa de factor', holdback: 'un porcentaje de retención', monthlyRevenue: 'ingresos mensuales' },
  between: (noun, min, max) => `Escriba ${noun} entre ${min} y ${max}.`,
};

export const FIELD_TEXT_ES: FieldText = { parse: PARSE_TEXT_ES, range: RANGE_TEXT_ES };

/** The paid-link notice and the Apply link's words; the notice links to "Cómo ganamos dinero". */
export const PAID_LINK_ES: PaidLinkText = {
  notice: 'Podemos recibir un pago si solicita a través de este enlace. Eso no cambia lo que escribimos.',
  short: 'Podemos recibir un pago si solicita',
  howWeMakeMoney: 'Cómo ganamos dinero',
  href: '/es/divulgaciones#como-ganamos-dinero',
  applyNow: 'Solicitar ahora',
  newTab: ' (abre la solicitud del socio en una pestaña nueva)',
};

export const ISLAND_ERROR_ES: IslandErrorText = {
  title: 'Error inesperado',
  body: 'Esta parte de la página no se pudo cargar. Volver a cargar la página suele resolverlo.',
};
