/**
 * The cash forecast's words that only a chosen file shows, in Spanish: typed by the English catalog
 * (cash-runway-file.en.ts), so a missing key fails `npm run check`. Loaded when a file is chosen.
 */
import { BANK_NAMES } from '../../cash-runway/statement';
import type { CashRunwayFileText } from './cash-runway-file.en';

export const CASH_RUNWAY_FILE_TEXT_ES: CashRunwayFileText = {
  /** An export whose layout we do not know: the column chooser. */
  file: {
    unknownTitle: 'No reconocimos el formato de este archivo',
    unknownBody: (headers: string) =>
      `Esperábamos columnas para la fecha (Date), una descripción (Description) y el monto (Amount), o columnas separadas de débito (Debit) y crédito (Credit). La primera fila de este archivo dice: ${headers}. Indíquenos qué columna es cuál:`,
    columnDate: 'Columna de la fecha (Date)',
    columnDescription: 'Columna de la descripción (Description)',
    columnAmount: 'Columna del monto (Amount): el dinero que entra en positivo, el que sale en negativo',
    columnDebit: 'O bien: columna de débitos (Debit), el dinero que sale',
    columnCredit: 'y columna de créditos (Credit), el dinero que entra',
    columnNone: '— ninguna —',
    readColumns: 'Leer estas columnas',
    columnsNeeded: 'Elija una columna de fecha, una de descripción y una de monto, o bien una de débitos y una de créditos.',
  },
  layouts: {
    ...BANK_NAMES,
    quickbooks: 'conexión bancaria de QuickBooks (bank feed)',
    quickbooksRegister: 'registro de QuickBooks (register)',
    xero: 'estado de cuenta de Xero',
    ofx: 'estado de cuenta OFX/QFX',
    columns: 'las columnas que usted eligió',
  },
  read: {
    title: 'Lo que leímos',
    layout: (name: string) => `Formato: ${name}.`,
    range: (from: string, to: string) => `Del ${from} al ${to}`,
    rows: (n: string) => `${n} transacciones`,
    deposits: (n: string, total: string) => `${n} depósitos por un total de ${total}`,
    withdrawals: (n: string, total: string) => `${n} retiros por un total de ${total}`,
    balance: (amount: string, date: string) => `Saldo en el archivo: ${amount} el ${date}`,
    noneSkipped: 'No se omitió ninguna fila.',
    skippedTitle: 'Filas omitidas, y por qué:',
    rowList: (rows: string, more: boolean) => `fila${rows.includes(',') ? 's' : ''} ${rows}${more ? ', …' : ''}`,
    skipped: {
      date: (n: string) => `${n} sin una fecha en formato de EE. UU. (MM/DD/AAAA o AAAA-MM-DD)`,
      amount: (n: string) => `${n} sin un monto que pudiéramos leer`,
      pending: (n: string) => `${n} todavía pendientes (sin registrar)`,
      balance: (n: string) => `${n} líneas de saldo, no transacciones`,
      columns: (n: string) => `${n} con menos celdas que el encabezado`,
      zero: (n: string) => `${n} por $0.00`,
    },
  },
  debits: {
    title: 'Débitos recurrentes que encontramos',
    intro:
      'Estos se repiten con una descripción y un monto parecidos. Indíquenos cuáles son débitos de un adelanto, para contarlos aparte de sus gastos habituales.',
    none: 'No encontramos ningún débito que se repita cada día hábil o cada semana. Si está pagando un adelanto, agréguelo abajo en “Sus adelantos”.',
    role: '¿Qué es?',
    roles: { advance: 'El débito de un adelanto', debt: 'Otro pago de préstamo', none: 'No es un pago de deuda' },
    cadence: { daily: 'cada día hábil', weekly: 'cada semana' },
    seen: (count: string, cadence: string, from: string, to: string) => `${count} débitos, ${cadence}, del ${from} al ${to}`,
    stopped: 'No hay débitos en las últimas dos semanas del archivo: quizá ya está pagado.',
    amount: 'Cada débito',
    balance: 'Saldo pendiente (opcional)',
    balanceHint: 'Sus débitos se detienen cuando se paga este saldo.',
  },
};
