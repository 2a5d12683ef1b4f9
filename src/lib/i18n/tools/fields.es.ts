/** The calculator fields' messages in Spanish: the parser's (./parse.es.ts) and each field's range. */
import type { RangeText } from '../../calculator/fields';
import type { FieldText } from '../../calculator/input';
import { PARSE_TEXT_ES } from './parse.es';

/** "Ingrese un adelanto entre $1,000 y $10,000,000." */
export const RANGE_TEXT_ES: RangeText = {
  nouns: { advance: 'un adelanto', factor: 'una tasa de factor', holdback: 'un porcentaje de retención', monthlyRevenue: 'ingresos mensuales' },
  between: (noun, min, max) => `Ingrese ${noun} entre ${min} y ${max}.`,
};

export const FIELD_TEXT_ES: FieldText = { parse: PARSE_TEXT_ES, range: RANGE_TEXT_ES };
