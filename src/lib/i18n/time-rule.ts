/** The one time rule (src/lib/calculator/time.ts) in a line per language, as every tool's method note states it. */
export const TIME_RULE_TEXT = {
  en: {
    rule: 'How we count time: a business day is a weekday that is not a Federal Reserve holiday; 22 make a month and 264 a year, and dates count business days from the funding date (or from today). Source:',
    source: 'the Federal Reserve Banks’ holiday schedule',
  },
  es: {
    rule: 'Cómo contamos el tiempo: un día hábil es un día de lunes a viernes que no es feriado de la Reserva Federal; 22 forman un mes y 264 un año, y las fechas cuentan días hábiles desde la fecha del financiamiento (o desde hoy). Fuente:',
    source: 'el calendario de feriados de los Bancos de la Reserva Federal (en inglés)',
  },
} as const;
