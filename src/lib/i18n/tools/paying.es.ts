import type { PayingSharedText } from './paying.en';
import { formatUsdWhole } from '../../calculator/format';
import { DEBIT_MAX_DOLLARS } from '../../paying/form';

export const PAYING_SHARED_ES: PayingSharedText = {
  lang: 'es',
  ignored: {
    title: 'No pudimos usar algunas cifras de la dirección de esta página, así que las dejamos fuera:',
    after: 'Revise esos campos abajo: en su lugar está la cifra del ejemplo o un campo vacío.',
  },
  chart: {
    aria: (from, days) => `Débito combinado por día hábil, desde ${from} hasta que se paga cada adelanto, después de ${days} días hábiles.`,
    today: 'Hoy',
    businessDay: (n) => `Día hábil ${n}`,
    tableToggle: 'Las mismas cifras en una tabla',
    columns: ['Días hábiles', 'Hasta aprox.', 'Débito por día'],
  },
};

/** The debit message, with the same limit as English (DEBIT_MAX_DOLLARS). */
export const DEBIT_RANGE_ES = `Escriba un débito entre $1 y ${formatUsdWhole(DEBIT_MAX_DOLLARS * 100)}.`;
