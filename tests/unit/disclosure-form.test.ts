import { describe, expect, it } from 'vitest';
import { EMPTY_INPUTS, type DisclosureInputs } from '@/lib/calculator/disclosure';
import { labelOf, monthsRuleOf, padSales, summaryList } from '@/lib/calculator/disclosure-form';
import { DISCLOSURE_TEXT_EN } from '@/lib/i18n/tools/disclosure.en';
import { DISCLOSURE_TEXT_ES } from '@/lib/i18n/tools/disclosure.es';

const T = DISCLOSURE_TEXT_EN;

describe('the disclosure check’s form', () => {
  it('labels the later payment by how the offer is repaid: a percentage, or a fixed debit', () => {
    expect(labelOf('later', 'percent', T).label).toBe(T.labels.later.label);
    expect(labelOf('later', 'weekly', T).label).toBe('Later payment ($)');
    expect(labelOf('after', 'daily', T).label).toBe('Changes after (payments)');
    expect(labelOf('date', 'percent', T).label).toBe('Funding date');
    expect(labelOf('date', 'percent', DISCLOSURE_TEXT_ES).label).toBe('Fecha del financiamiento');
  });

  it('takes the months of sales from the state’s method, 1 to 12 where it names none', () => {
    expect(monthsRuleOf({ historicalMonthsMin: 4, historicalMonthsMax: 12 })).toEqual({ min: 4, max: 12 });
    expect(monthsRuleOf(undefined)).toEqual({ min: 1, max: 12 });
  });

  it('shows the state’s minimum of month boxes, keeping what was typed; not for a young business', () => {
    const typed: DisclosureInputs = { ...EMPTY_INPUTS, sales: ['90000', '85000'] };
    expect(padSales(typed, 6).sales).toEqual(['90000', '85000', '', '', '', '']);
    expect(padSales(typed, 2)).toBe(typed);
    expect(padSales({ ...typed, young: true }, 6).sales).toEqual(['90000', '85000']);
  });

  it('lists the errors in the order the fields appear, each named without its unit and linked to its input', () => {
    const inputs: DisclosureInputs = { ...EMPTY_INPUTS, state: 'california', sales: ['90000', 'x', '1'] };
    const errors = { apr: 'Empty.', payback: 'Empty.', 'sales-2': 'Digits.', sales: 'Enter 4 to 12 months.' };
    expect(summaryList(inputs, errors, T, 'dc')).toEqual([
      { field: 'dc-payback', message: 'Estimated total payment: Empty.' },
      { field: 'dc-apr', message: 'APR printed on the disclosure: Empty.' },
      { field: 'dc-sales-1', message: 'Monthly sales: Enter 4 to 12 months.' },
      { field: 'dc-sales-2', message: 'Month 2 sales: Digits.' },
    ]);
    // A fixed debit has no months of sales to list.
    expect(summaryList({ ...inputs, kind: 'weekly' }, errors, T, 'dc').map((e) => e.field)).toEqual(['dc-payback', 'dc-apr']);
    // Without a state, only the state is asked for.
    expect(summaryList(EMPTY_INPUTS, { state: 'Choose the state.', apr: 'Empty.' }, T, 'dc')).toEqual([{ field: 'dc-state', message: 'Choose the state.' }]);
  });
});
