import type { StateAnswer as Answer } from '@/lib/state-laws/disclosure-check';
import type { DisclosureText } from '@/lib/i18n/tools/disclosure.en';

/** For a state the check cannot judge: what its law asks (or that none was found), and the calculator. */
export function StateAnswer({ answer, calculatorHref, t }: { answer: Answer; calculatorHref: string; t: DisclosureText }) {
  return (
    <div id="dc-state-answer" tabIndex={-1} className="rounded-card border border-line bg-wash p-4" data-state-answer={answer.kind}>
      <p className="font-semibold">{t.otherLead[answer.kind as Exclude<Answer['kind'], 'check'>](answer.name)}</p>
      <p className="mt-2">{answer.text}</p>
      {answer.citation && (
        <p className="mt-2 text-sm">
          {t.law} <a href={answer.href}>{answer.citation}</a>
        </p>
      )}
      <p className="mt-3">
        <a href={calculatorHref} className="btn-secondary">
          {t.calculatorLink}
        </a>
      </p>
      {answer.kind === 'no-law' && (
        <p className="mt-2 text-sm">
          <a href={answer.href}>{t.whatWeFound(answer.name)}</a>
        </p>
      )}
    </div>
  );
}
