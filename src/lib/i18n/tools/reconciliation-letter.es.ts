import type { LetterText } from '../../paying/reconciliation';

const days = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'día hábil' : 'días hábiles'}`;

/** The reconciliation request letter in Spanish: the same figures as the English letter, in the same order. */
export const LETTER_TEXT_ES: LetterText = {
  lang: 'es',
  and: 'y',
  placeholders: { business: '[Nombre del negocio]', funder: '[Nombre del financiador]', agreementDate: '[fecha del contrato]', signer: '[Su nombre y cargo]' },
  lines: (f, date) => {
    // Los meses se nombran tal como se escribieron ("octubre de 2026 y agosto de 2026").
    const period = f.months === 1 ? 'ese mes' : `esos ${f.months} meses`;
    const per = f.weekly ? 'semana' : 'día hábil';
    const monthsText =
      f.months === 1
        ? `Nuestros depósitos de ${f.monthList} fueron ${f.total}.`
        : `Nuestros depósitos de ${f.monthList} fueron ${f.amounts}, ${f.total} en total, un promedio de ${f.average} al mes.`;
    const overpaid =
      f.overpaid !== undefined
        ? `En ${period} pagamos unos ${f.paid}, frente a ${f.specified} según el porcentaje especificado: ${f.overpaid} más.`
        : `En ${period} pagamos unos ${f.paid}, frente a ${f.specified} según el porcentaje especificado.`;
    return [
      date,
      '',
      `Para: ${f.funder}`,
      `De: ${f.business}`,
      `Asunto: Solicitud de reconciliación según nuestro contrato con fecha ${f.agreement}`,
      '',
      `Les pedimos que reconcilien nuestros pagos (remittances) según la cláusula de reconciliación (reconciliation provision) de nuestro contrato con fecha ${f.agreement}.`,
      '',
      `El contrato fija el porcentaje especificado (specified percentage) en ${f.spec} de nuestros ingresos. ${monthsText} Adjuntamos los estados de cuenta bancarios del período.`,
      '',
      `Al ${f.spec} de esos depósitos, el pago sería de ${f.reconciled} por ${per}. Nos están debitando ${f.debit} por ${per}, unos ${f.differenceDaily} más por día hábil (${f.differenceMonthly} al mes). ${overpaid}`,
      '',
      `Les pedimos ajustar el débito a ${f.reconciled} por ${per} con base en los estados de cuenta adjuntos, y decirnos cómo se aplicará según el contrato cualquier monto pagado por encima del porcentaje especificado. Por favor, respondan por escrito dentro de ${days(f.replyDays)} a partir de la fecha de esta carta.`,
      '',
      'Atentamente,',
      '',
      '',
      f.signer,
      f.business,
      '',
      `Adjunto: estados de cuenta bancarios de ${f.monthList}.`,
    ];
  },
  fileName: (today) => `solicitud-de-reconciliacion-${today}.txt`,
};
