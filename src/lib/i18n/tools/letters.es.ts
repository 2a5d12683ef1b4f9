/**
 * The two after-payoff letters' interface words in Spanish, with the keys of ./letters.en.ts. The letters
 * themselves stay in English (src/lib/letters/after-payoff.ts): they go to a US funder and, for the lien, cite
 * UCC § 9-513, whose 20 days run from the day it receives the demand. The pages say why.
 */
import { PARSE_TEXT_ES } from './common.es';
import type { LettersText } from './letters.en';

export const LETTERS_TEXT_ES: LettersText = {
  lang: 'es',
  letterLang: 'en',
  output: {
    copy: 'Copiar la carta',
    download: 'Descargar como texto',
    print: 'Imprimir',
    copied: 'Carta copiada',
    copyFailed: 'Elija el texto de la carta y cópielo',
    yourLetter: 'Su carta (en inglés)',
  },
  messages: {
    parse: PARSE_TEXT_ES,
    date: 'Escriba una fecha real, o deje el campo vacío.',
    receivedRequired: 'Escriba la fecha en que el financiador recibirá esta carta: los 20 días se cuentan desde ella.',
    amountRange: 'Escriba el pago final en dólares, por ejemplo 12,500.00, o deje el campo vacío.',
  },
  privacy:
    'Todo lo que escriba se queda en esta página: nunca se pone en la dirección de la página, no se envía a ninguna parte ni se guarda. Al volver a cargar la página se borra.',
  errorsTitle: 'Revise estos campos; mientras tanto, la carta usa los demás:',
  submit: 'Actualizar la carta',
  resultsTitle: 'La carta, redactada mientras escribe',
  lien: {
    formTitle: 'El registro y el pago final',
    namesTitle: 'Nombres para la carta',
    labels: {
      business: 'Nombre del negocio, tal como aparece en el registro',
      funder: 'Financiador (la parte garantizada en el registro)',
      filingOffice: 'Oficina de registro',
      filingNumber: 'Número de registro',
      filingDate: 'Fecha del registro (opcional)',
      state: 'Estado cuya ley se aplica',
      payoffDate: 'Fecha en que terminó de pagar',
      payoffAmount: 'Pago final (opcional)',
      received: 'Fecha en que el financiador recibirá esta carta',
      signer: 'Su nombre y cargo',
    },
    hints: {
      filingOffice: 'Por lo general, la Secretaría de Estado (Secretary of State) del estado donde se formó el negocio.',
      filingNumber: 'De los resultados de la búsqueda UCC de su estado.',
      state: 'Por lo general, el estado cuya oficina de registro tiene el registro.',
      received: 'Los 20 días corren desde el día en que el financiador recibe la exigencia. Use un medio de envío que lo pruebe.',
    },
    deadlineTitle: 'El plazo de 20 días',
    deadline: (received, due, after) =>
      `Si la recibe el ${received}, el financiador tiene hasta el ${due} para presentar la terminación o enviársela a usted. Desde el ${after}, si no hizo ninguna de las dos cosas, usted puede presentar una por su cuenta.`,
    weekend:
      'El día 20 cae en fin de semana. Las reglas de los estados para contar plazos no son iguales, así que la carta da la fecha del calendario; revise el registro otra vez el siguiente día hábil.',
    noDeadline: 'Escriba la fecha en que el financiador recibirá la carta para ver el plazo.',
  },
  payoff: {
    formTitle: 'Su contrato',
    labels: {
      business: 'Nombre del negocio',
      funder: 'Nombre del financiador',
      agreementDate: 'Fecha del contrato',
      goodThrough: 'Fecha en que piensa pagar',
      replyDays: 'Días hábiles para que el financiador responda',
      signer: 'Su nombre y cargo',
    },
    replyRange: 'Escriba de 1 a 30 días hábiles.',
    wireWarning:
      'Antes de pagar, llame al financiador a un número que ya tenga (del contrato o de estados de cuenta anteriores) y confirme las instrucciones de pago. Nunca use instrucciones de transferencia que lleguen solo por correo electrónico: las instrucciones cambiadas son un fraude común.',
  },
};
