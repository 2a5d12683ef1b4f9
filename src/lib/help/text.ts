/**
 * The help center's own words (its pages' headings, the "where to get help" block), per language. English
 * only today: the Spanish help center adds an `es` entry here, its pages to content/help/es/ and its paths
 * to src/lib/i18n/pages.ts, and the pages already pick their words by language. Pure data.
 */
import type { Lang } from '../i18n/lang';

export interface HelpText {
  hubTitle: string;
  hubDescription: string;
  hubHeading: string;
  hubLead: string;
  situationsTitle: string;
  lettersTitle: string;
  toolsTitle: string;
  guidesTitle: string;
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
  },
};

export const HELP_TEXT: Readonly<Partial<Record<Lang, HelpText>> & { en: HelpText }> = { en: EN };

/** The help center's words in `lang`, English until that language is written. */
export const helpText = (lang: Lang): HelpText => HELP_TEXT[lang] ?? HELP_TEXT.en;
