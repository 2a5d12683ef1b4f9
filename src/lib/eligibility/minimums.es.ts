/**
 * The Spanish wording of the table of advertised minimums (./minimums.ts). Words only: every figure is
 * read from MINIMUMS, so the two languages can never disagree on a number.
 */
import { ES_ROUTES } from '../i18n/pages';
import { formatFigureEs } from './words.es';
import { CRITERIA, MINIMUMS, type Criterion, type MinimumsWords, type Product } from './minimums';

function atLeastEs(criterion: Criterion, value: number): string {
  if (criterion === 'months') {
    if (value >= 12 && value % 12 === 0) return value === 12 ? '1+ año' : `${value / 12}+ años`;
    return `${value}+ meses`;
  }
  return `${formatFigureEs(criterion, value)}+`;
}

export const MINIMUMS_WORDS_ES: MinimumsWords = {
  products: {
    'merchant-cash-advance': {
      name: 'Adelanto de efectivo para comercios (merchant cash advance, MCA)',
      guide: ES_ROUTES.mcaGuide,
      who: 'financiadores',
      months: { lowWho: 'algunos financiadores', highWho: 'la mayoría de los financiadores' },
      revenue: { lowWho: 'algunos financiadores', highWho: 'otros' },
      notes: ['Los financiadores dan más peso a las ventas con tarjeta o los depósitos bancarios constantes que al crédito.'],
    },
    'business-line-of-credit': {
      name: 'Línea de crédito comercial (business line of credit)',
      guide: ES_ROUTES.lineOfCreditGuide,
      who: 'prestamistas',
      months: { lowWho: 'los prestamistas en línea', highWho: 'los bancos' },
      credit: { lowWho: 'los prestamistas en línea', highWho: 'los bancos' },
      notes: ['Los prestamistas en línea piden menos tiempo en el negocio y un puntaje más bajo que los bancos.'],
    },
    'invoice-factoring': {
      name: 'Factoraje de facturas (invoice factoring)',
      guide: ES_ROUTES.factoringGuide,
      who: 'prestamistas',
      notes: [
        'Las empresas de factoraje dan más peso a cómo pagan sus clientes que a su propio crédito.',
        'Muchas empresas de factoraje piden poco o ningún tiempo en el negocio.',
      ],
    },
    'equipment-financing': {
      name: 'Financiamiento de equipos',
      guide: ES_ROUTES.equipmentGuide,
      who: 'prestamistas',
      months: { highWho: 'la mayoría de los prestamistas', lowNote: 'algunos prestamistas aceptan negocios más nuevos con un pago inicial más grande' },
      notes: ['El equipo sirve de garantía del financiamiento.'],
    },
    'sba-7a': {
      name: 'Préstamo SBA 7(a)',
      guide: ES_ROUTES.sbaGuide,
      who: 'prestamistas',
      credit: { lowWho: 'muchos prestamistas', highWho: 'otros' },
      unassessed: {
        requirement:
          'Un flujo de efectivo que cubra los pagos, y no poder conseguir crédito razonable en otra parte (requisito de la SBA, credit elsewhere test)',
        why: 'Los prestamistas también buscan un flujo de efectivo que cubra los pagos y verifican que usted no pueda conseguir crédito razonable en otra parte, como exige la SBA. Este verificador no pregunta por ninguna de las dos cosas.',
      },
      notes: [
        'Un negocio que empieza puede calificar con buen capital propio y experiencia, pero pocas veces y no rápido.',
        'Cuente con 30–90 días desde la solicitud hasta recibir el dinero.',
      ],
    },
  },
  criterionLabel: { months: 'Tiempo en el negocio', revenue: 'Ingresos mensuales', credit: 'Puntaje de crédito' },
  atLeast: atLeastEs,
  listNoMinimum: (high, who, note) => `${high} con ${who}; ${note ?? 'algunos no tienen mínimo'}`,
  listRange: (low, lowWho, high, highWho, who) => `${low} con ${lowWho ?? `algunos ${who}`}, ${high} con ${highWho ?? 'otros'}`,
  requiresB2b: 'Facturas sin pagar de clientes que son empresas o el gobierno',
  requiresEquipment: 'Equipo que usted va a comprar o arrendar',
};

/** Each criterion's figure in running text: "de 3 a 6+ meses en el negocio", "un puntaje de crédito de 500+". */
const BRIEF_ES: Record<Criterion, (figure: string) => string> = {
  months: (figure) => `${figure} en el negocio`,
  revenue: (figure) => `${figure} de ingresos al mes`,
  credit: (figure) => `un puntaje de crédito de ${figure}`,
};

/** The low end of a range before "a": bare when it shares the high end's unit ("de 3 a 6+ meses"). */
function briefLowEs(criterion: Criterion, low: number, high: number): string {
  if (criterion !== 'months') return formatFigureEs(criterion, low);
  if (low < 12 && high < 12) return String(low);
  if (low % 12 === 0 && high % 12 === 0) return String(low / 12);
  return formatFigureEs(criterion, low);
}

/**
 * The Spanish twin of `minimumsInBrief` (./minimums.en.ts), from the same table: "de 3 a 6+ meses en el
 * negocio, de $5,000 a $10,000+ de ingresos al mes y un puntaje de crédito de 500+".
 */
export function minimumsInBriefEs(product: Product): string {
  const rules = MINIMUMS[product];
  const said = MINIMUMS_WORDS_ES.products[product];
  const parts = CRITERIA.flatMap((criterion) => {
    const range = rules[criterion];
    if (!range) return [];
    const high = atLeastEs(criterion, range.high);
    const text =
      range.low === range.high
        ? high
        : range.low === 0
          ? `${high} (${said[criterion]?.lowNote ?? 'algunos no tienen mínimo'})`
          : `de ${briefLowEs(criterion, range.low, range.high)} a ${high}`;
    return [BRIEF_ES[criterion](text)];
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : (parts[0] ?? '');
}
