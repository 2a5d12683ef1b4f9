import type { FormEvent } from 'react';
import { formatCentsPerDollar, formatCount, formatDays, formatPercent, formatUsd, formatUsdEstimate, formatYears } from '@/lib/calculator/format';
import { SCHEDULE_KINDS, type ScheduleKind } from '@/lib/calculator/payment-stream';
import { SCHEDULE_NAMES } from '@/lib/paying/offer-fields';
import type { FormInputs } from '@/lib/paying/form';
import { renewalResult, type RenewalResult } from '@/lib/paying/renewal';
import { BALANCE_MODES, DEFAULT_RENEWAL, RENEWAL_LABELS, queryFromRenewal, renewalFromQuery, validateRenewal } from '@/lib/paying/renewal-input';
import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ChoiceSelect, IgnoredNote, NumberInput } from '@/components/react/paying/fields';
import { useQueryForm, useSpokenOnBlur } from '@/components/react/paying/useQueryForm';

const MODE_OPTIONS = BALANCE_MODES.map((value) => ({ value, label: value === 'paid' ? 'The amount paid so far' : 'The balance left' }));
const SCHEDULE_OPTIONS = SCHEDULE_KINDS.map((value) => ({ value, label: SCHEDULE_NAMES[value] }));

/** "150 daily payments of $675.00" */
function paymentsText(r: RenewalResult): string {
  const schedule = r.renewal.schedule;
  const noun = schedule === 'weekly' ? 'weekly payment' : 'daily payment';
  const each = schedule === 'percent' ? `about ${formatUsdEstimate(r.paymentCents)}` : formatUsd(r.paymentCents);
  return `${formatCount(r.stream.count, noun)} of ${each}`;
}

function Figures({ r }: { r: RenewalResult }) {
  const rows: Array<{ name: string; value: string; how: string; key?: boolean }> = [
    {
      name: 'Balance rolled over',
      value: formatUsd(r.rolledOverCents),
      how: 'What is left on the current advance, less any discount: paid out of the new advance',
    },
    { name: 'Cash you actually receive', value: formatUsd(r.cashCents), how: 'New advance − balance rolled over − fees', key: true },
    { name: 'Renewal’s cost', value: formatUsd(r.renewalCostCents), how: 'New payback − new advance' },
    { name: 'Cost with fees', value: formatUsd(r.costWithFeesCents), how: 'Renewal’s cost + fees withheld' },
    {
      name: 'Cost per dollar of cash received',
      value: formatCentsPerDollar(r.centsPerCashDollar),
      how: 'Cost with fees ÷ cash you actually receive',
      key: true,
    },
    {
      name: 'Cost charged on money that only pays the old advance',
      value: formatUsd(r.costOnOldBalanceCents),
      how: 'Renewal’s cost × balance rolled over ÷ new advance',
    },
    { name: 'APR as usually quoted', value: formatPercent(r.quotedApr), how: 'Disclosure-style (Appendix J) on the whole new advance' },
    { name: 'APR on the cash you receive', value: formatPercent(r.cashApr), how: 'Disclosure-style (Appendix J) on the cash you actually receive', key: true },
    { name: 'Payments', value: `${paymentsText(r)} (${formatDays(r.termDays)})`, how: 'Business days only: no weekends or holidays' },
  ];
  return (
    <>
      {r.tooLong && (
        <p data-long-payoff className="mb-4 rounded-card border border-warn bg-warn-wash p-4 font-medium">
          At this payment the renewal would take {formatYears(r.years)} to repay: check the payment figures. Funders rarely write terms longer than about 18
          months.
        </p>
      )}
      <dl className="grid gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-2">
        {rows.map(({ name, value, how, key }) => (
          <div key={name} data-figure={name} className={`bg-paper p-4 last:sm:col-span-2 ${key ? 'sm:bg-accent-wash' : ''}`}>
            <dt className="text-sm text-muted">{name}</dt>
            <dd className={`mt-1 font-semibold tabular-nums ${name === 'Payments' ? 'text-base' : 'text-2xl'}`}>{value}</dd>
            <dd className="mt-1 text-xs text-muted">{how}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function RenewalCalculator() {
  const {
    inputs: v,
    shown,
    ignored,
    checked,
    commit,
    reveal,
    revealAll,
    blurs,
  } = useQueryForm<FormInputs>(DEFAULT_RENEWAL, renewalFromQuery, queryFromRenewal, validateRenewal);
  const { scenario } = checked as ReturnType<typeof validateRenewal>;
  const check = scenario ? renewalResult(scenario) : undefined;
  const r = check?.ok ? check.result : undefined;

  const set = (param: string, value: string) => {
    const next = { ...v, [param]: value };
    const cleared = [param];
    // The factor or the payback, whichever was typed last, is the one that counts.
    const pairs: Record<string, string> = { cf: 'cp', cp: 'cf', rf: 'rp', rp: 'rf' };
    const other = pairs[param];
    if (other && value !== '') {
      next[other] = '';
      cleared.push(other);
    }
    commit(next, cleared);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    revealAll();
  };
  const num = (param: string, unit: '$' | '%' | '', hint?: string, label = RENEWAL_LABELS[param]!) => (
    <NumberInput
      id={`field-${param}`}
      label={label}
      value={v[param] ?? ''}
      unit={unit}
      hint={hint}
      error={shown[param]}
      onChange={(value) => set(param, value)}
      onBlur={() => reveal(param)}
    />
  );
  const spoken = r
    ? `You receive ${formatUsd(r.cashCents)} in cash. Cost per dollar of it ${formatCentsPerDollar(r.centsPerCashDollar)}. APR on the cash ${formatPercent(r.cashApr)}, as quoted ${formatPercent(r.quotedApr)}.`
    : 'Some figures need fixing before the renewal can be priced.';
  const announcement = useSpokenOnBlur(spoken, blurs);
  const balanceCents = scenario?.current.balanceCents;

  return (
    <>
      <IgnoredNote ignored={ignored} />
      <div className="grid gap-8 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <form onSubmit={onSubmit} noValidate aria-label="Your advance and the renewal" className="space-y-6">
          <fieldset className="card space-y-3">
            <legend className="float-left w-full text-xl font-bold">The advance you pay now</legend>
            <div className="clear-both space-y-3">
              {num('ca', '$')}
              <div className="grid grid-cols-2 items-start gap-3">
                {num('cf', '', 'Or the payback.')}
                {num('cp', '$', 'Or the factor.')}
              </div>
              <ChoiceSelect
                id="field-cm"
                label={RENEWAL_LABELS.cm!}
                value={v.cm === 'left' ? 'left' : 'paid'}
                options={MODE_OPTIONS}
                onChange={(value) => set('cm', value)}
                onBlur={() => reveal('cm')}
              />
              {num('cv', '$', undefined, v.cm === 'left' ? 'Balance left' : 'Paid so far')}
            </div>
          </fieldset>
          <fieldset className="card">
            <legend className="float-left w-full text-xl font-bold">The renewal offer</legend>
            <div className="clear-both space-y-3">
              {num('ra', '$', 'The new advance as the funder quotes it, before the old balance and fees come out.')}
              <div className="grid grid-cols-2 items-start gap-3">
                {num('rf', '', 'Or the payback.')}
                {num('rp', '$', 'Or the factor.')}
              </div>
              {num('rfee', '$')}
              <ChoiceSelect
                id="field-rs"
                label={RENEWAL_LABELS.rs!}
                value={(SCHEDULE_KINDS as readonly string[]).includes(v.rs ?? '') ? (v.rs as ScheduleKind) : 'daily'}
                options={SCHEDULE_OPTIONS}
                onChange={(value) => set('rs', value)}
                onBlur={() => reveal('rs')}
              />
              {v.rs === 'percent' ? (
                <>
                  {num('rh', '%')}
                  {num('rr', '$')}
                </>
              ) : (
                num('rd', '$', undefined, v.rs === 'weekly' ? 'Weekly debit' : 'Daily debit')
              )}
              {num('rdisc', '%', 'Some funders forgive part of the cost still unpaid on the old balance when you renew.')}
            </div>
          </fieldset>
          <button type="submit" className="btn-primary w-full">
            Price the renewal
          </button>
        </form>

        <section aria-labelledby="results-title">
          <h2 id="results-title" className="text-2xl font-bold">
            What the renewal really costs
          </h2>
          <div className="mt-4">
            {r ? (
              <>
                <Figures r={r} />
                <p className="mt-3 text-sm text-muted" data-apr-method>
                  The APR on the cash you receive is the Appendix J rate at which that cash is repaid, with the renewal’s whole cost (its cost and fees, less
                  any discount), in level payments over the renewal’s own schedule.
                </p>
                <div className="mt-6 rounded-card border border-line bg-wash p-4" data-compare>
                  <h3 className="text-lg font-bold">Renewing or not</h3>
                  <p className="mt-2">
                    <strong>Not renewing:</strong> you keep paying the {formatUsd(balanceCents ?? 0)} left on the current advance, on its own schedule, and get
                    no new cash.
                  </p>
                  <p className="mt-2">
                    <strong>Renewing:</strong> you get {formatUsd(r.cashCents)} now and owe {formatUsd(r.renewal.paybackCents)}:{' '}
                    {formatUsd(r.renewal.paybackCents - (balanceCents ?? 0))} more than you owe today. {formatUsd(r.cashCents)} of that is new money and{' '}
                    {formatUsd(r.extraCostCents)} is what renewing costs.
                  </p>
                </div>
              </>
            ) : check && !check.ok ? (
              <p className="rounded-card border border-warn bg-warn-wash p-4 font-semibold" data-no-cash>
                After paying off the old balance and the fees, this renewal puts no cash in your account. Check the new advance, the fees and the balance left.
              </p>
            ) : (
              <p className="rounded-card border border-dashed border-muted/50 bg-wash p-8 text-center text-muted" data-placeholder>
                Fix the highlighted fields to see what the renewal costs.
              </p>
            )}
          </div>
        </section>
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  );
}

export default withErrorBoundary(RenewalCalculator);
