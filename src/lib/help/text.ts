/**
 * The help center's own words (its pages' headings, the "where to get help" and "where to complain" blocks,
 * which the state-law pages also show), per language; a missing word in one language fails type-checking.
 * Pure data.
 */
import type { Lang } from '../i18n/lang';
import type { BusinessComplaintStance, FtcCaseName } from '../state-laws/complaints';

export interface HelpText {
  hubTitle: string;
  hubDescription: string;
  hubHeading: string;
  hubLead: string;
  situationsTitle: string;
  lettersTitle: string;
  toolsTitle: string;
  guidesTitle: string;
  allSituations: string;
  /** The cash forecast's line on the hub, around its link. */
  runway: { before: string; after: string };
  sourcesNote: string;
  notAdvice: string;
  getHelp: {
    title: string;
    lead: string;
    attorney: { name: string; body: string; linkText: string; url: string };
    sbdc: { name: string; body: string; linkText: string; url: string };
    legalAid: { name: string; body: string; linkText: string; url: string };
  };
  complaints: {
    title: string;
    lead: string;
    leadOne: (where: string) => string;
    stateHeading: string;
    federalHeading: string;
    federalLead: string;
    casesLead: string;
    complaintPage: string;
    phone: string;
    statePage: string;
    noneListed: (where: string) => string;
    otherStates: string;
    /** What each office says about complaints from businesses (src/lib/state-laws/complaints.ts). */
    stance: Readonly<Record<BusinessComplaintStance, string>>;
    /** Under an address nobody has opened: never presented as confirmed. */
    uncheckedAddress: string;
    /** The FTC's route: what it covers, and each case's outcome, by case name (FTC_ROUTE). */
    ftcOffice: string;
    ftcCovers: string;
    ftcOutcomes: Readonly<Record<FtcCaseName, string>>;
  };
}

const EN: HelpText = {
  hubTitle: 'Help When an Advance Turns Into Trouble',
  hubDescription:
    'Start from what is happening: a debit you cannot cover, a settlement offer, a lien after payoff, a lawsuit, collectors. Steps, deadlines, letters, where to get help.',
  hubHeading: 'Help when an advance turns into trouble',
  hubLead:
    'Pick what is happening to you. Each page says what it means, what you can do in the next 48 hours and the next 30 days, the deadlines, the risks of each choice, and who can help. General information, not legal advice.',
  situationsTitle: 'What is happening?',
  lettersTitle: 'Letters you can send today',
  toolsTitle: 'Tools and letters that help',
  guidesTitle: 'Read more',
  allSituations: 'Help when an advance turns into trouble: all situations',
  runway: {
    before: 'Not sure the cash will last until payroll?',
    after: 'forecasts 13 weeks under the debits from your own bank export, on your device.',
  },
  sourcesNote: 'The law and rules this page relies on.',
  notAdvice:
    'General information, not legal advice. What is right for your business depends on your contract, your state and your facts: the people below can look at them.',
  getHelp: {
    title: 'Where to get help',
    lead: 'Free or low-cost help exists. Bring your contract, your bank statements and every letter, e-mail and court paper you have.',
    attorney: {
      name: 'An attorney',
      body: 'A business, commercial-finance or bankruptcy attorney can read your contract and tell you what your state’s law allows. Your state or local bar association runs a lawyer referral service, often with a low-cost first consultation.',
      linkText: 'American Bar Association: find legal help',
      url: 'https://www.americanbar.org/groups/legal_services/flh-home/',
    },
    sbdc: {
      name: 'A Small Business Development Center (SBDC)',
      body: 'SBDCs are funded in part by the SBA and give free one-on-one counseling on cash flow, budgets and talking to creditors. Enter your ZIP code in the SBA’s local assistance finder and choose Small Business Development Center.',
      linkText: 'SBA local assistance finder',
      url: 'https://www.sba.gov/local-assistance',
    },
    legalAid: {
      name: 'Legal aid',
      body: 'Legal aid organizations give free civil legal help, mostly to people with low incomes; some help sole proprietors, or owners facing a personal guarantee or a frozen personal account. The Legal Services Corporation lists the ones it funds by state.',
      linkText: 'Legal Services Corporation: get legal help',
      url: 'https://www.lsc.gov/about-lsc/what-legal-aid/get-legal-help',
    },
  },
  complaints: {
    title: 'Where to complain',
    lead: 'The office in each state that enforces its commercial-financing law, what it covers and what it says about complaints from businesses.',
    leadOne: (where) =>
      `Who takes complaints about business financing and brokers in ${where}, what it covers and what it says about complaints from businesses.`,
    stateHeading: 'State offices',
    federalHeading: 'Federal: the FTC',
    federalLead:
      'The FTC takes reports of deceptive marketing, including from small businesses. Its cases against merchant cash advance firms show what it pursues:',
    casesLead: 'Cases',
    complaintPage: 'Complaint page',
    phone: 'Phone',
    statePage: 'State law page',
    noneListed: (where) =>
      `We have not yet checked which ${where} office takes complaints about business financing. You can report deceptive marketing to the FTC below, and the help center lists the offices we have checked.`,
    otherStates: 'Offices in every state we have checked',
    stance: {
      yes: 'Says it takes complaints from businesses',
      'regulated-firms-only': 'Takes complaints about the firms it registers or licenses',
      'generally-no': 'Says most business-to-business dealings are outside what it handles',
      'not-stated': 'Does not say whether it takes complaints from businesses',
    },
    uncheckedAddress:
      'We have read other pages on this office’s official site but not this exact page: if it has moved, look for “complaint” on the office’s own site.',
    ftcOffice: 'Federal Trade Commission (FTC)',
    ftcCovers:
      'Deceptive or unfair practices in business financing under Section 5 of the FTC Act: false claims in marketing, hidden fees, debits after a balance was paid.',
    ftcOutcomes: {
      'FTC v. Yellowstone Capital':
        'A $9.8 million settlement (2021) and $9.7 million returned to 7,731 businesses (2022), over claims of “no personal guarantee” and “no collateral”, fees withheld from funding and debits after balances were paid.',
      'FTC v. RCG Advances': 'The company and its owner were banned from the industry, with $1.5 million plus over $1.2 million in refunds.',
      'FTC v. RAM Capital': 'Banned from the industry, with a $675,000 judgment.',
    },
  },
};

const ES: HelpText = {
  hubTitle: 'Ayuda cuando un adelanto se complica',
  hubDescription:
    'Empiece por lo que le pasa: un débito que no puede cubrir, una oferta de liquidación, un gravamen después de pagar, una demanda, cobradores. Pasos, plazos, cartas y ayuda.',
  hubHeading: 'Ayuda cuando un adelanto se complica',
  hubLead:
    'Elija lo que le está pasando. Cada página explica qué significa, qué puede hacer en las próximas 48 horas y en los próximos 30 días, los plazos, los riesgos de cada opción y quién puede ayudarle. Información general, no asesoría legal.',
  situationsTitle: '¿Qué le está pasando?',
  lettersTitle: 'Cartas que puede enviar hoy',
  toolsTitle: 'Herramientas y cartas que ayudan',
  guidesTitle: 'Lea más',
  allSituations: 'Ayuda cuando un adelanto se complica: todas las situaciones',
  runway: {
    before: '¿No está seguro de que el efectivo le alcance hasta la nómina?',
    after: 'pronostica 13 semanas con los débitos, a partir del archivo de su propio banco y en su dispositivo.',
  },
  sourcesNote: 'La ley y las reglas en las que se basa esta página.',
  notAdvice:
    'Información general, no asesoría legal. Lo que le conviene a su negocio depende de su contrato, su estado y sus circunstancias: las personas que aparecen abajo pueden revisarlos.',
  getHelp: {
    title: 'Dónde conseguir ayuda',
    lead: 'Hay ayuda gratuita o de bajo costo. Lleve su contrato, sus estados de cuenta bancarios y cada carta, correo electrónico y documento del tribunal que tenga.',
    attorney: {
      name: 'Un abogado',
      body: 'Un abogado de negocios, de financiamiento comercial o de quiebras puede leer su contrato y decirle lo que permite la ley de su estado. El colegio de abogados de su estado o de su localidad tiene un servicio de referencia de abogados, a menudo con una primera consulta de bajo costo.',
      linkText: 'American Bar Association: cómo encontrar ayuda legal (en inglés)',
      url: 'https://www.americanbar.org/groups/legal_services/flh-home/',
    },
    sbdc: {
      name: 'Un Centro de Desarrollo de Pequeños Negocios (SBDC)',
      body: 'Los SBDC reciben fondos en parte de la Agencia Federal de Pequeños Negocios (SBA) y dan asesoría gratuita y personal sobre flujo de efectivo, presupuestos y cómo hablar con los acreedores. Escriba su código postal en el buscador de asistencia local de la SBA y elija “Small Business Development Center”.',
      linkText: 'SBA: buscador de asistencia local',
      url: 'https://www.sba.gov/local-assistance',
    },
    legalAid: {
      name: 'Asistencia legal gratuita',
      body: 'Las organizaciones de asistencia legal dan ayuda legal civil gratuita, sobre todo a personas de bajos ingresos; algunas ayudan a dueños de negocios individuales, o a dueños con una garantía personal o una cuenta personal congelada. La Legal Services Corporation las lista por estado.',
      linkText: 'Legal Services Corporation: cómo conseguir ayuda legal (en inglés)',
      url: 'https://www.lsc.gov/about-lsc/what-legal-aid/get-legal-help',
    },
  },
  complaints: {
    title: 'Dónde presentar una queja',
    lead: 'La oficina de cada estado que hace cumplir su ley de financiamiento comercial, qué cubre y qué dice sobre las quejas de negocios.',
    leadOne: (where) => `Quién recibe quejas sobre financiamiento de negocios y corredores en ${where}, qué cubre y qué dice sobre las quejas de negocios.`,
    stateHeading: 'Oficinas estatales',
    federalHeading: 'Federal: la FTC',
    federalLead:
      'La Comisión Federal de Comercio (FTC) recibe denuncias de publicidad engañosa, también de pequeños negocios. Sus casos contra empresas de adelantos de efectivo muestran lo que persigue:',
    casesLead: 'Casos',
    complaintPage: 'Página de quejas',
    phone: 'Teléfono',
    statePage: 'Página de la ley estatal',
    noneListed: (where) =>
      `Todavía no hemos comprobado qué oficina de ${where} recibe quejas sobre financiamiento de negocios. Puede denunciar publicidad engañosa ante la FTC (abajo), y el centro de ayuda lista las oficinas que ya comprobamos.`,
    otherStates: 'Oficinas de todos los estados que hemos comprobado',
    stance: {
      yes: 'Dice que recibe quejas de negocios',
      'regulated-firms-only': 'Recibe quejas sobre las empresas que registra o a las que da licencia',
      'generally-no': 'Dice que la mayoría de los tratos entre negocios quedan fuera de lo que atiende',
      'not-stated': 'No dice si recibe quejas de negocios',
    },
    uncheckedAddress:
      'Hemos leído otras páginas del sitio oficial de esta oficina, pero no esta página exacta: si se movió, busque “complaint” (queja) en el sitio de la oficina.',
    ftcOffice: 'Comisión Federal de Comercio (FTC)',
    ftcCovers:
      'Prácticas engañosas o injustas en el financiamiento de negocios, según la Sección 5 de la Ley de la FTC (FTC Act): publicidad falsa, cargos ocultos, débitos después de pagar el saldo.',
    ftcOutcomes: {
      'FTC v. Yellowstone Capital':
        'Un acuerdo de $9.8 millones (2021) y $9.7 millones devueltos a 7,731 negocios (2022), por afirmar “sin garantía personal” y “sin colateral”, por retener cargos del dinero entregado y por débitos después de pagar los saldos.',
      'FTC v. RCG Advances': 'La empresa y su dueño quedaron excluidos del sector, con $1.5 millones y, además, más de $1.2 millones en reembolsos.',
      'FTC v. RAM Capital': 'Excluidos del sector, con una sentencia de $675,000.',
    },
  },
};

export const HELP_TEXT: Readonly<Record<Lang, HelpText>> = { en: EN, es: ES };

/** The help center's words in `lang`. */
export const helpText = (lang: Lang): HelpText => HELP_TEXT[lang];
