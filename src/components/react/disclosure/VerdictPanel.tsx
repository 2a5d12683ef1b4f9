import type { DisclosureResult } from '@/lib/calculator/disclosure';
import { formatPrecisePercent, type ToleranceRule } from '@/lib/calculator/apr-tolerance';
import { judgementText, verdictText } from '@/lib/calculator/disclosure-text';
import { withinCap, type StateAnswer } from '@/lib/state-laws/disclosure-check';
import type { DisclosureText } from '@/lib/i18n/tools/disclosure.en';

const VERDICT_STYLE: Record<DisclosureResult['verdict'], string> = {
  accurate: 'border-good bg-good-wash',
  'accurate-higher': 'border-good bg-good-wash',
  depends: 'border-accent bg-accent-wash',
  understated: 'border-warn bg-warn-wash',
  overstated: 'border-accent bg-accent-wash',
};

/** The verdict on the printed APR, then our APR by each way of counting time and what the state's rule says of each. */
export function VerdictPanel({ result, answer, rule, t }: { result: DisclosureResult; answer: StateAnswer; rule: ToleranceRule; t: DisclosureText }) {
  const verdict = verdictText(result, rule, answer.name, t.verdict);
  return (
    <>
      <div className={`rounded-card border-2 p-4 ${VERDICT_STYLE[result.verdict]}`} data-verdict={result.verdict}>
        <p className="text-2xl font-semibold">{verdict.head}</p>
        <p className="mt-1">{verdict.body}</p>
        {verdict.ask && <p className="mt-2 font-semibold">{verdict.ask}</p>}
      </div>
      <section aria-labelledby="dc-readings-title" className="mt-4">
        <h3 id="dc-readings-title" className="text-base font-semibold">
          {t.readingsTitle}
        </h3>
        <ul className="mt-2 space-y-3">
          {[result.businessDays, result.calendar].map((reading) => (
            <li key={reading.kind} className="rounded-card border border-line p-3" data-reading={reading.kind}>
              <p>
                <span className="font-semibold">{t.verdict.readings[reading.kind].name}: </span>
                <span className="font-semibold tabular-nums">{formatPrecisePercent(reading.apr)}</span>
              </p>
              <p className="text-sm text-muted">{t.verdict.readings[reading.kind].counts(reading.periodsPerYear)}</p>
              <p className="mt-1 text-sm">{t.printedIs(judgementText(reading.judgement, rule, t.verdict), reading.judgement.deciding !== undefined)}</p>
            </li>
          ))}
        </ul>
      </section>
      {!withinCap(answer, result.fundingCents) && (
        <p className="mt-3 rounded-card border border-warn bg-warn-wash p-3 text-sm">{t.aboveCap(answer.name, answer.capText ?? '')}</p>
      )}
    </>
  );
}
