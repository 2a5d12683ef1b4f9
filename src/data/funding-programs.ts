import { guideUrl } from '@/lib/content/urls';

/**
 * The comparison table of funding programs: one source for landing pages and
 * /resources/funding-programs/compare. Speeds and credit weighting from spec.md §9 and facts.md.
 */
export const PROGRAM_COLUMNS = ['Program', 'Funding Speed', 'Credit Weighting', 'Repayment', 'Typical Use Case', 'Docs'] as const;

export interface Program {
  name: string;
  guide: string;
  speed: string;
  credit: string;
  repayment: string;
  useCase: string;
  docs: string;
}

export const PROGRAMS: readonly Program[] = [
  {
    name: 'MCA',
    guide: guideUrl('merchant-cash-advance'),
    speed: 'Commonly advertised: 24–48 hours',
    credit: 'Low: deposits matter most',
    repayment: 'Daily or weekly share of sales (often 5–20%)',
    useCase: 'Urgent, short-term cash',
    docs: '3 months of bank statements, ID, voided check',
  },
  {
    name: 'Business Line of Credit',
    guide: guideUrl('business-lines-of-credit'),
    speed: 'Often days to weeks',
    credit: 'High',
    repayment: 'Interest on what you draw',
    useCase: 'Uneven or recurring cash needs',
    docs: 'Statements, tax returns, credit check',
  },
  {
    name: 'Equipment Financing',
    guide: guideUrl('equipment-financing'),
    speed: 'Often days to weeks',
    credit: 'Medium: the equipment secures it',
    repayment: 'Fixed monthly payments',
    useCase: 'Buying machines or vehicles',
    docs: 'Equipment quote, statements',
  },
  {
    name: 'Invoice Factoring',
    guide: guideUrl('invoice-factoring'),
    speed: 'Often days once set up',
    credit: 'Low: your customers’ credit counts',
    repayment: 'Your customer pays the factor',
    useCase: 'Slow-paying business customers',
    docs: 'Invoices, customer list',
  },
  {
    name: 'SBA 7(a) Loan',
    guide: guideUrl('sba-loans'),
    speed: 'Often 30–90 days',
    credit: 'High: 650+ often expected',
    repayment: 'Fixed monthly payments, up to 10–25 years',
    useCase: 'Growth, equipment, real estate (not paying off an advance)',
    docs: 'Full financials, tax returns, business plan',
  },
];

export const programRow = (p: Program): string[] => [p.name, p.speed, p.credit, p.repayment, p.useCase, p.docs];

/** Explanations of each column, shown on the comparison page. */
export const COLUMN_NOTES: Readonly<Record<(typeof PROGRAM_COLUMNS)[number], string>> = {
  Program: 'The kind of financing. Each links to its guide.',
  'Funding Speed':
    'How soon money often arrives after a complete application; for advances, what funders commonly advertise. Providers vary; none of these is a promise.',
  'Credit Weighting': 'How much your personal and business credit history counts in the decision.',
  Repayment: 'How you pay it back, and how payments respond when sales change.',
  'Typical Use Case': 'The need each product suits best.',
  Docs: 'What providers usually ask for. Have it ready to speed things up.',
};
