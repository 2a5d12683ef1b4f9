import { LETTER_TEXT_EN } from '../../paying/reconciliation';
import type { LetterFieldText } from '../../paying/reconciliation-form';
import { DEBIT_RANGE_ES, PAYING_SHARED_ES } from './paying.es';
import { PARSE_TEXT_ES } from './common.es';
import { LETTER_TEXT_ES } from './reconciliation-letter.es';
import type { ReconciliationText } from './reconciliation.en';

const LETTER_FIELD_TEXT_ES: LetterFieldText = {
  parse: PARSE_TEXT_ES,
  specified: { label: 'Porcentaje especificado en el contrato', range: 'Escriba un porcentaje especificado entre 1% y 50%.' },
  debit: { label: 'Débito que le cobran ahora', range: DEBIT_RANGE_ES },
  deposits: { label: 'Depósitos', range: 'Escriba depósitos entre $0 y $100,000,000.' },
  reply: { label: 'Pedir respuesta dentro de (días hábiles)', range: 'Escriba entre 1 y 60 días hábiles.' },
  debitKind: 'Débito que le cobran cada',
  months: ['Depósitos del mes pasado', 'Depósitos del mes anterior (opcional)', 'Depósitos de dos meses antes (opcional)'],
  notAllZero: 'Escriba los depósitos de sus estados de cuenta bancarios: no pueden ser todos $0.',
  noMonths: 'Escriba los depósitos de al menos un mes, de sus estados de cuenta bancarios.',
};

/**
 * The reconciliation letter tool in Spanish. The reader may draft the letter in Spanish (the default) or in
 * English: the English letter is the English page's own (LETTER_TEXT_EN), word for word.
 */
export const RECONCILIATION_TEXT_ES: ReconciliationText = {
  shared: PAYING_SHARED_ES,
  fields: LETTER_FIELD_TEXT_ES,
  letters: [LETTER_TEXT_ES, LETTER_TEXT_EN],
  letterChoice: { legend: 'Idioma de la carta', names: { en: 'English', es: 'Español' } },
  kinds: { daily: 'Día hábil', weekly: 'Semana' },
  names: { business: 'Nombre del negocio', funder: 'Nombre del financiador', agreementDate: 'Fecha del contrato', signer: 'Su nombre y cargo' },
  copied: 'Carta copiada',
  copyFailed: 'Elija el texto de la carta y cópielo',
  per: { daily: 'día hábil', weekly: 'semana' },
  spoken: (reconciled, per, overpaid) =>
    `Con el porcentaje especificado, el débito sería de ${reconciled} por ${per}; lo pagado por encima en el período, ${overpaid}.`,
  needsFixing: 'Hay cifras que corregir antes de poder preparar la carta.',
  rows: {
    reconciled: (per) => `Débito según el porcentaje especificado, por ${per}`,
    reconciledHow: '% especificado × depósitos mensuales promedio ÷ 22 (× 5 para una semana)',
    diffDay: ['Diferencia por día hábil', 'Débito por día hábil ahora − según el porcentaje especificado'],
    diffMonth: ['Diferencia por mes', 'Diferencia por día hábil × 22'],
    overpaid: 'Pagado por encima del porcentaje especificado',
    overpaidHow: (months, paid, specified) =>
      `Débitos de ${months === 1 ? 'el mes' : `${months} meses`} (${paid}) − % especificado de los depósitos (${specified})`,
  },
  hints: {
    specified: 'Se suele llamar “specified percentage” o “purchased percentage” de los ingresos (receipts).',
    deposits: 'Todos los depósitos que muestra el estado de cuenta bancario.',
  },
  debitNow: { daily: 'Débito diario que le cobran ahora', weekly: 'Débito semanal que le cobran ahora' },
  contractTitle: 'Su contrato y sus depósitos',
  namesTitle: 'Nombres para la carta',
  namesNote: 'Opcional. Se quedan en esta página: nunca se ponen en la dirección, no se envían ni se guardan.',
  submit: 'Preparar la carta',
  resultsTitle: 'Lo que da el porcentaje especificado',
  averageNote: (average) =>
    `Depósitos mensuales promedio: ${average}. Cada mes cuenta como 22 días hábiles, y un débito semanal como una quinta parte por día hábil.`,
  copy: 'Copiar la carta',
  download: 'Descargar como texto',
  print: 'Imprimir',
  yourLetter: 'Su carta',
  noLetter:
    'Con estas cifras, el débito no supera el porcentaje especificado de sus depósitos, así que una reconciliación no lo bajaría. Revise los depósitos y el débito.',
  disclaimer: [
    'Esta carta es información general, no asesoría legal. Un contrato sin una cláusula de reconciliación que funcione puede no obligar al financiador a cambiar el débito. Lea ',
    'cómo funciona la reconciliación cuando bajan las ventas',
    ' y ',
    'qué significa el incumplimiento',
    '.',
  ],
  placeholder: 'Corrija los campos marcados para preparar la carta.',
};
