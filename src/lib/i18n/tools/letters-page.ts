/**
 * The two after-payoff letter pages' own words (title, heading, lead, the sections around the letter), per
 * letter and language, for the one page component src/components/tools/LetterPage.astro. The island's words
 * are in letters.en.ts / letters.es.ts; the letters' own lines in src/lib/letters/after-payoff.ts.
 */
import type { Lang } from '../lang';
import type { PageSegment } from './cash-runway-page';
import { PAGE_PAIRS } from '../pages';

export type LetterKey = 'payoffLetterRequest' | 'lienTerminationLetter';

export interface LetterPageText {
  title: string;
  description: string;
  heading: string;
  lead: string;
  sections: ReadonlyArray<{ id: string; title: string; items?: readonly (readonly PageSegment[])[]; paragraphs?: readonly (readonly PageSegment[])[] }>;
  /** The help-center line; English pages use the shared HelpCentreNote component instead. */
  helpNote?: readonly PageSegment[];
}

const HELP_NOTE_ES: readonly PageSegment[] = [
  '¿Está atrasado con los débitos, lo demandaron o sigue esperando que le cancelen un gravamen? El ',
  { link: 'help', text: 'centro de ayuda' },
  ' parte de lo que le está pasando, con pasos, plazos, cartas y dónde pedir ayuda.',
];

/** Why the Spanish pages draft the letter in English: said on both Spanish pages, in the same words. */
const IN_ENGLISH_ES = (why: string): PageSegment[] => [
  { strong: 'La carta está en inglés.' },
  ` ${why} Esta página le explica en español lo que dice, para que sepa lo que firma; las fechas de la carta van en inglés, completas (“March 15, 2026”).`,
];

export const LETTER_PAGES: Readonly<Record<LetterKey, Readonly<Record<Lang, LetterPageText>>>> = {
  payoffLetterRequest: {
    en: {
      title: 'MCA Payoff Letter Request: Ask for the Exact Amount',
      description:
        'Draft a letter asking the funder for the written payoff amount good through a date, any early-payoff discount, and confirmation that debits stop and the lien is released.',
      heading: 'A payoff letter request',
      lead: 'Before you pay an advance off, get the amount in writing. This letter asks the funder for the exact payoff good through the date you plan to pay, how it is worked out, any early-payoff discount your contract gives, and confirmation that the debits stop and the UCC lien is released. Nothing you type leaves this page.',
      sections: [
        {
          id: 'why',
          title: 'Why ask in writing',
          items: [
            [{ strong: 'The amount changes daily' }, ' while debits continue, so a figure is only good through a date.'],
            [
              { strong: 'Paying early saves money only if the contract gives an early-payoff discount' },
              ', often a few percent of the remaining cost and often void if another funder pays the balance; without one, the whole purchased amount is usually due. See ',
              { link: 'renewalsArticle', text: 'early payoff and renewals' },
              '.',
            ],
            [
              { strong: 'The debits and the lien do not stop on their own.' },
              ' Ask for both in writing, then check your bank and your state’s UCC filings; if the filing stays, send the ',
              { link: 'lienTerminationLetter', text: 'lien termination letter' },
              '.',
            ],
            [
              { strong: 'Confirm payment instructions by phone' },
              ', at a number you already have, before any wire: instructions that arrive by e-mail alone can be a fraud.',
            ],
          ],
          paragraphs: [
            [
              'This letter is general information, not legal advice. The site does not lend, broker or act for you; see our ',
              { link: 'disclosures', text: 'disclosures' },
              '.',
            ],
          ],
        },
      ],
    },
    es: {
      title: 'Solicitud de carta de liquidación de un adelanto (MCA)',
      description:
        'Redacte una carta que pide al financiador el monto de liquidación por escrito, válido hasta una fecha, cualquier descuento por pago anticipado y la confirmación de que paran los débitos y se cancela el gravamen.',
      heading: 'Una solicitud de carta de liquidación',
      lead: 'Antes de terminar de pagar un adelanto, obtenga el monto por escrito. Esta carta pide al financiador el monto exacto de liquidación (payoff) válido hasta la fecha en que piensa pagar, cómo se calcula, cualquier descuento por pago anticipado que dé su contrato y la confirmación de que paran los débitos y se cancela el gravamen UCC. La carta va en inglés, el idioma en que responde el financiador; abajo le explicamos en español lo que dice. Nada de lo que escriba sale de esta página.',
      sections: [
        {
          id: 'idioma',
          title: 'En qué idioma va la carta',
          paragraphs: [
            IN_ENGLISH_ES(
              'Va dirigida a un financiador de los Estados Unidos, que responde y calcula el monto en inglés; una carta que primero tiene que traducir puede tardar más en recibir respuesta, y usted necesita la cifra antes de pagar.',
            ),
          ],
        },
        {
          id: 'que-dice',
          title: 'Lo que dice la carta',
          items: [
            ['Pide el monto exacto que liquida el contrato si el pago llega a más tardar en la fecha que usted indique, y cómo cambia si llega después.'],
            ['Pide cómo se calcula: el monto comprado, lo que el financiador ya recibió y cualquier cargo.'],
            ['Pregunta por cualquier descuento por pago anticipado (early-payoff discount) que dé el contrato, y el monto con el descuento.'],
            [
              'Pide la confirmación de que, recibido el pago, paran todos los débitos; de que el financiador presentará la terminación de su declaración de financiamiento UCC-1 o se la enviará (UCC § 9-513), y de que se libera cualquier garantía personal.',
            ],
            [
              'Pide las instrucciones de pago y una respuesta por escrito dentro de los días hábiles que usted elija, y avisa que usted confirmará esas instrucciones por teléfono antes de pagar.',
            ],
          ],
        },
        {
          id: 'por-que',
          title: 'Por qué pedirlo por escrito',
          items: [
            [{ strong: 'El monto cambia cada día' }, ' mientras siguen los débitos, así que una cifra solo vale hasta una fecha.'],
            [
              { strong: 'Pagar antes ahorra dinero solo si el contrato da un descuento por pago anticipado' },
              ', muchas veces de unos pocos puntos porcentuales del costo que falta y muchas veces anulado si otro financiador paga el saldo; sin él, normalmente se debe todo el monto comprado. Vea ',
              { link: 'renewalsArticle', text: 'el pago anticipado y las renovaciones' },
              '.',
            ],
            [
              { strong: 'Los débitos y el gravamen no se detienen solos.' },
              ' Pida las dos cosas por escrito y luego revise su banco y los registros UCC de su estado; si el registro sigue ahí, envíe la ',
              { link: 'lienTerminationLetter', text: 'carta para cancelar el gravamen' },
              '.',
            ],
            [
              { strong: 'Confirme las instrucciones de pago por teléfono' },
              ', a un número que ya tenga, antes de cualquier transferencia: las instrucciones que llegan solo por correo electrónico pueden ser un fraude.',
            ],
          ],
          paragraphs: [
            [
              'Esta carta es información general, no asesoría legal. El sitio no presta, no hace de corredor ni actúa en su nombre; vea nuestras ',
              { link: 'disclosures', text: 'divulgaciones' },
              '.',
            ],
          ],
        },
      ],
      helpNote: HELP_NOTE_ES,
    },
  },
  lienTerminationLetter: {
    en: {
      title: 'UCC Lien Termination Demand Letter After Payoff',
      description:
        'Paid off an advance but its UCC filing is still there? Draft a demand for a termination statement under UCC § 9-513, with the 20-day deadline from the date you give.',
      heading: 'A lien termination demand letter',
      lead: 'For an advance you have paid in full: enter the filing details from your state’s UCC search and the date the funder will receive the letter. The letter asks for a termination statement under UCC § 9-513 and gives the 20th day. Copy it, download it as text or print it on one page; nothing you type leaves this page.',
      sections: [
        {
          id: 'how',
          title: 'What the law says, and how the date is counted',
          items: [
            [
              'For collateral that is not consumer goods, UCC § 9-513(c) says that ',
              { strong: 'within 20 days after a secured party receives a demand' },
              ' from the debtor, it must file a termination statement or send one to the debtor, if nothing is owed and there is no commitment to advance more. Every state has enacted it in its own words; states with the 2022 amendments say a “signed” demand rather than an “authenticated” one.',
            ],
            [
              'The day the funder receives the letter is not counted: received on March 1, the 20th day is March 21. If the 20th day falls on a weekend, states’ rules on counting time differ, so the page says so and the letter keeps the calendar date.',
            ],
            [
              'If the funder does neither by then, § 9-509(d)(2) lets the debtor file a termination itself, saying that the debtor authorized it. Check the filing again first.',
            ],
          ],
        },
        {
          id: 'send',
          title: 'Sending it',
          paragraphs: [
            [
              'Send the letter to the notice address in your contract, in a way that proves when it arrived (certified mail with return receipt, or a courier with tracking, and e-mail as well if the contract allows). Attach proof of payoff. Keep copies of everything.',
            ],
            [
              'Read ',
              { href: PAGE_PAIRS.lienReleaseArticle.en, text: 'getting a UCC lien released after payoff' },
              ' for the whole process, and the ',
              { link: 'helpLien', text: 'help center’s lien page' },
              ' for the next steps. No payoff letter yet? Ask for one with the ',
              { link: 'payoffLetterRequest', text: 'payoff letter request' },
              '. This letter is general information, not legal advice; an attorney can tell you what your state’s version of § 9-513 requires.',
            ],
          ],
        },
      ],
    },
    es: {
      title: 'Carta para cancelar un gravamen UCC después de pagar',
      description:
        '¿Pagó un adelanto pero su registro UCC sigue ahí? Redacte una exigencia de declaración de terminación según la sección 9-513 del UCC, con el plazo de 20 días desde la fecha que usted indique.',
      heading: 'Una carta para exigir la terminación del gravamen',
      lead: 'Para un adelanto que pagó por completo: escriba los datos del registro que da la búsqueda UCC de su estado y la fecha en que el financiador recibirá la carta. La carta exige una declaración de terminación (termination statement) según la sección 9-513 del UCC y da el día 20. La carta va en inglés, el idioma en que trabajan el financiador y la oficina de registro; abajo le explicamos en español lo que dice. Cópiela, descárguela como texto o imprímala en una página; nada de lo que escriba sale de esta página.',
      sections: [
        {
          id: 'idioma',
          title: 'En qué idioma va la carta',
          paragraphs: [
            IN_ENGLISH_ES(
              'Es una exigencia legal a un financiador de los Estados Unidos, y el plazo de 20 días corre desde el día en que la recibe: en inglés no hay nada que traducir antes de actuar, ni duda sobre lo que se le pidió. La oficina de registro también trabaja en inglés.',
            ),
          ],
        },
        {
          id: 'que-dice',
          title: 'Lo que dice la carta',
          items: [
            ['Identifica el registro: la oficina de registro, el número, la fecha si la escribió, y el negocio como deudor.'],
            ['Dice que el adelanto se pagó por completo, en la fecha y por el monto que usted escriba, y que no hay compromiso de dar más fondos.'],
            [
              'Exige que el financiador presente una declaración de terminación o se la envíe a usted dentro de los 20 días siguientes a recibir la carta, según la sección 9-513 del UCC tal como la adoptó el estado que usted indique, y da esa fecha.',
            ],
            [
              'Avisa que, si no lo hace, el negocio puede presentar la terminación por su cuenta (§ 9-509(d)(2)) y se reserva sus otros derechos, incluidos los de la § 9-625; pide una copia de la terminación y adjunta la prueba del pago total.',
            ],
          ],
        },
        {
          id: 'ley',
          title: 'Lo que dice la ley y cómo se cuenta el plazo',
          items: [
            [
              'Para bienes en garantía que no son bienes de consumo, la sección 9-513(c) del UCC dice que ',
              { strong: 'dentro de los 20 días siguientes a que la parte garantizada recibe una exigencia' },
              ' del deudor, debe presentar una declaración de terminación o enviársela al deudor, si no se debe nada y no hay compromiso de dar más fondos. Cada estado la adoptó con sus propias palabras; los estados con las enmiendas de 2022 hablan de una exigencia “firmada” (signed) en lugar de “autenticada” (authenticated).',
            ],
            [
              'El día en que el financiador recibe la carta no se cuenta: si la recibe el 1 de marzo, el día 20 es el 21 de marzo. Si el día 20 cae en fin de semana, las reglas de los estados para contar plazos no son iguales, así que la página lo dice y la carta mantiene la fecha del calendario.',
            ],
            [
              'Si para entonces el financiador no hizo ninguna de las dos cosas, la § 9-509(d)(2) permite al deudor presentar la terminación por su cuenta, diciendo que el deudor la autorizó. Revise el registro otra vez antes.',
            ],
          ],
        },
        {
          id: 'envio',
          title: 'Cómo enviarla',
          paragraphs: [
            [
              'Envíe la carta a la dirección para avisos de su contrato, de una forma que pruebe cuándo llegó (correo certificado con acuse de recibo, o un servicio de mensajería con seguimiento, y también por correo electrónico si el contrato lo permite). Adjunte la prueba del pago total. Guarde copias de todo.',
            ],
            [
              'Lea ',
              { href: PAGE_PAIRS.lienReleaseArticle.es, text: 'cómo cancelar un gravamen UCC después de pagar' },
              ' para el proceso completo, y la ',
              { link: 'helpLien', text: 'página del centro de ayuda sobre el gravamen' },
              ' para los pasos siguientes. ¿Todavía no tiene carta de liquidación? Pídala con la ',
              { link: 'payoffLetterRequest', text: 'solicitud de carta de liquidación' },
              '. Esta carta es información general, no asesoría legal; un abogado puede decirle qué exige la versión de la § 9-513 de su estado.',
            ],
          ],
        },
      ],
      helpNote: HELP_NOTE_ES,
    },
  },
};
