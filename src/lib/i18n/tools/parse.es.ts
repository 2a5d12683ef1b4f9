import type { ParseText } from '../../calculator/input';
import { fromDecimalComma } from '../../calculator/decimal-comma';

/** The number parser's messages in Spanish; it also reads a decimal comma ("1,25", "$50.000,00"). */
export const PARSE_TEXT_ES: ParseText = {
  empty: 'Este campo está vacío.',
  tooLong: 'Es demasiado largo para ser un número.',
  decimalComma: 'Use un punto o una coma para los decimales (1.25).',
  digitsOnly: (example) => `Use solo números, por ejemplo ${example}.`,
  negative: 'No puede ser negativo.',
  wholeNumber: (example) => `Use un número entero, por ejemplo ${example}.`,
  maxDecimals: (decimals) => `Use como máximo ${decimals} decimales.`,
  readsDecimalComma: fromDecimalComma,
};
