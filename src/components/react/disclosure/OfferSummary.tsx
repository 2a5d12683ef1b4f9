import type { DisclosureInputs, DisclosureResult } from '@/lib/calculator/disclosure';
import { formatPrecisePercent } from '@/lib/calculator/apr-tolerance';
import { BUSINESS_DAYS_PER_MONTH } from '@/lib/calculator/time';
import { isoDate } from '@/lib/calculator/calendar';
import { formatIsoDate } from '@/lib/content/dates';
import { formatDays, formatMonths, formatUsd, formatUsdEstimate } from '@/lib/calculator/format';
import type { DisclosureText } from '@/lib/i18n/tools/disclosure.en';

/** The payment as the form would print it: a fixed debit to the cent, a share of sales as an estimate in whole dollars. */
function paymentText(inputs: DisclosureInputs, r: DisclosureResult, t: DisclosureText): string {
  const p = t.payment;
  const percent = inputs.kind === 'percent';
  const each = inputs.kind === 'percent' ? p.each.daily : p.each[inputs.kind];
  const later =
    r.laterPaymentCents === undefined
      ? ''
      : p.later(percent ? formatUsdEstimate(r.laterPaymentCents) : formatUsd(r.laterPaymentCents), each, inputs.after.trim(), percent);
  if (r.payments === 1) return p.single(formatUsd(r.paybackCents));
  if (!percent) return `${formatUsd(r.paymentCents)} ${each}${later}`;
  const daily = `${formatUsdEstimate(r.paymentCents)} ${each}`;
  if (r.laterPaymentCents !== undefined) return `${daily}${later}`;
  return p.aboutMonth(daily, formatUsdEstimate(r.paymentCents * BUSINESS_DAYS_PER_MONTH));
}

/** The offer laid out as the state's form lays it out, to print: not the official form, and it says so. */
export function OfferSummary({ inputs, result, stateName, t }: { inputs: DisclosureInputs; result: DisclosureResult; stateName: string; t: DisclosureText }) {
  const w = t.rows;
  const longDate = (day: number) => formatIsoDate(isoDate(day), t.lang);
  const term = `${formatDays(result.termDays, t.lang)}, ${formatMonths(result.termDays / BUSINESS_DAYS_PER_MONTH, t.lang)}`;
  const received = formatUsd(result.receivedCents);
  const rows: Array<[string, string, string]> = [
    [w.funding, formatUsd(result.fundingCents), result.feesCents > 0 ? w.received(received, formatUsd(result.feesCents)) : w.noFees],
    [w.apr, formatPrecisePercent(result.businessDays.apr), w.aprNote(formatPrecisePercent(result.calendar.apr), formatPrecisePercent(result.printedApr))],
    [w.financeCharge, formatUsd(result.financeChargeCents), w.financeChargeNote],
    [w.payback, formatUsd(result.paybackCents), w.paybackNote],
    [
      w.payment,
      paymentText(inputs, result, t),
      inputs.kind === 'percent' ? w.paymentPercentNote(formatUsdEstimate(result.averageSalesCents)) : w.paymentFixedNote,
    ],
    [w.term, term, w.termNote(result.payments, longDate(result.fundingDay), longDate(result.lastDebitDay))],
    [w.prepayment, w.prepaymentValue, w.prepaymentNote],
  ];
  return (
    <section aria-labelledby="dc-summary-title" className="mt-6 rounded-card border-2 border-ink bg-paper p-4 print:border-0 print:p-0" data-summary>
      <h3 id="dc-summary-title" className="text-base font-semibold">
        {t.summaryTitle(stateName)}
      </h3>
      <p className="mt-1 text-sm font-semibold text-warn">{t.notOfficial}</p>
      <table className="mt-3 w-full border-collapse text-left text-sm">
        <tbody>
          {rows.map(([name, value, note]) => (
            <tr key={name} className="border-t border-line align-top">
              <th scope="row" className="py-2 pr-3 font-semibold">
                {name}
              </th>
              <td className="py-2 pr-3 text-base font-semibold tabular-nums">{value}</td>
              <td className="hidden py-2 text-muted sm:table-cell print:table-cell">{note}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={() => window.print()} className="btn-secondary mt-4 print:hidden">
        {t.printSummary}
      </button>
    </section>
  );
}
