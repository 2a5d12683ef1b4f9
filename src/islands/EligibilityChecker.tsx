import { useState } from 'react';
import { CREDIT_BANDS, checkEligibility, type CreditBand, type Verdict } from '../lib/eligibility-check';
import { withErrorBoundary } from './ErrorBoundary';
import { nameInSentence } from '../lib/text';

const VERDICT_STYLE: Record<Verdict, string> = {
  Likely: 'bg-good-wash text-good border-good',
  Possible: 'bg-accent-wash text-accent-strong border-accent',
  Unlikely: 'bg-warn-wash text-warn border-warn',
};

const field = 'min-h-[44px] w-full rounded-card border border-muted/50 bg-paper px-3 text-base';

function toNumber(text: string): number {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value >= 0 ? value : NaN;
}

function EligibilityChecker({ applyHref }: { applyHref: string }) {
  // One checker per page, so fixed ids are safe (React's useId values are not valid HTML ids to validators).
  const id = 'eligibility';
  const [revenue, setRevenue] = useState('20000');
  const [months, setMonths] = useState('12');
  const [creditBand, setCreditBand] = useState<CreditBand>('600-649');
  const [invoices, setInvoices] = useState(false);
  const [equipment, setEquipment] = useState(false);

  const revenueValue = toNumber(revenue);
  const monthsValue = toNumber(months);
  const revenueError = Number.isNaN(revenueValue) ? 'Enter your average monthly revenue in dollars, for example 20,000.' : undefined;
  const monthsError = Number.isNaN(monthsValue) || !Number.isInteger(monthsValue) ? 'Enter whole months, for example 18.' : undefined;
  const results =
    revenueError || monthsError
      ? undefined
      : checkEligibility({ monthlyRevenue: revenueValue, monthsInBusiness: monthsValue, creditBand, hasB2bInvoices: invoices, buyingEquipment: equipment });

  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <form className="card h-fit space-y-5" onSubmit={(e) => e.preventDefault()} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-xl font-bold">Your business</h2>
        <div>
          <label htmlFor={`${id}-revenue`} className="font-semibold">Monthly revenue ($)</label>
          <input id={`${id}-revenue`} type="text" className={`${field} mt-1`} inputMode="decimal" value={revenue} onChange={(e) => setRevenue(e.target.value)} aria-invalid={revenueError ? true : undefined} aria-describedby={revenueError ? `${id}-revenue-error` : undefined} />
          {revenueError && <p id={`${id}-revenue-error`} className="mt-1 text-sm font-medium text-warn">{revenueError}</p>}
        </div>
        <div>
          <label htmlFor={`${id}-months`} className="font-semibold">Months in business</label>
          <input id={`${id}-months`} type="text" className={`${field} mt-1`} inputMode="numeric" value={months} onChange={(e) => setMonths(e.target.value)} aria-invalid={monthsError ? true : undefined} aria-describedby={monthsError ? `${id}-months-error` : undefined} />
          {monthsError && <p id={`${id}-months-error`} className="mt-1 text-sm font-medium text-warn">{monthsError}</p>}
        </div>
        <div>
          <label htmlFor={`${id}-credit`} className="font-semibold">Personal credit score</label>
          <select id={`${id}-credit`} className={`${field} mt-1`} value={creditBand} onChange={(e) => setCreditBand(e.target.value as CreditBand)}>
            {CREDIT_BANDS.map((band) => (
              <option key={band.id} value={band.id}>{band.label}</option>
            ))}
          </select>
        </div>
        <fieldset className="space-y-1">
          <legend className="font-semibold">Your situation</legend>
          <label className="flex min-h-[44px] items-center gap-3">
            <input type="checkbox" className="h-5 w-5" checked={invoices} onChange={(e) => setInvoices(e.target.checked)} />
            Business customers owe us unpaid invoices
          </label>
          <label className="flex min-h-[44px] items-center gap-3">
            <input type="checkbox" className="h-5 w-5" checked={equipment} onChange={(e) => setEquipment(e.target.checked)} />
            We are buying or leasing equipment
          </label>
        </fieldset>
        <button type="submit" className="btn-secondary w-full">Update results</button>
      </form>

      <section aria-labelledby={`${id}-results`} aria-live="polite">
        <h2 id={`${id}-results`} className="text-xl font-bold">What usually fits</h2>
        <p className="mt-1 text-sm text-muted">This is not a credit decision. It compares your answers with the minimums our guides publish; only a lender can approve you.</p>
        {results ? (
          <ul className="mt-4 space-y-3" data-verdicts>
            {results.map((r) => (
              <li key={r.product} className="card flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between" data-product={r.product}>
                <div>
                  <p className="font-semibold">{r.name}</p>
                  <ul className="mt-1 space-y-1 text-sm text-muted">
                    {r.reasons.map((reason) => <li key={reason}>{reason}</li>)}
                  </ul>
                  <a href={r.guide} className="mt-1 inline-flex min-h-[44px] items-center text-sm font-semibold">Read the {nameInSentence(r.name)} guide</a>
                </div>
                <span className={`inline-flex shrink-0 self-start rounded-full border px-3 py-1 text-sm font-bold ${VERDICT_STYLE[r.verdict]}`} data-verdict>{r.verdict}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-card border border-dashed border-muted/50 bg-wash p-6 text-center text-muted">Fix the highlighted answers to see which products fit.</p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={applyHref} target="_blank" rel="sponsored noopener noreferrer" data-apply className="btn-primary">
            Apply Now<span className="sr-only"> (opens the partner's application in a new tab)</span>
          </a>
          <a href="/funding-calculator" className="btn-secondary">Price an offer first</a>
        </div>
      </section>
    </div>
  );
}

export default withErrorBoundary(EligibilityChecker);
