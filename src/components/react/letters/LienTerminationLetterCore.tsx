import { LetterTool } from './LetterTool';
import { EMPTY_LIEN_LETTER, LIEN_LETTER_EN, checkLienLetter, draftLienLetter, type LienLetterInput } from '@/lib/letters/after-payoff';
import { lienTerminationDeadline } from '@/lib/letters/deadline';
import { letterFileName } from '@/lib/letters/draft';
import { longDate } from '@/lib/paying/business-days';
import type { LettersText } from '@/lib/i18n/tools/letters.en';

type Key = keyof LienLetterInput;

/** The lien termination demand (UCC § 9-513) in the language of `text`; the island entry picks the catalog. */
export function LienTerminationLetterCore({ today, text }: { today: string; text: LettersText }) {
  const l = text.lien;
  const field = (key: Key, type: 'text' | 'date' = 'text') => ({ key, label: l.labels[key], hint: (l.hints as Partial<Record<Key, string>>)[key], type });
  const groups = [
    {
      title: l.formTitle,
      fields: [
        field('filingOffice'),
        field('filingNumber'),
        field('filingDate', 'date'),
        field('state'),
        field('payoffDate', 'date'),
        { ...field('payoffAmount'), type: 'money' as const },
        field('received', 'date'),
      ],
    },
    { title: l.namesTitle, fields: [field('business'), field('funder'), field('signer')] },
  ];
  return (
    <LetterTool<Key>
      today={today}
      groups={groups}
      initial={EMPTY_LIEN_LETTER}
      check={(v) => checkLienLetter(v, text.messages)}
      draft={(v, on) => draftLienLetter(v, on, LIEN_LETTER_EN).text}
      fileName={(on) => letterFileName(LIEN_LETTER_EN.fileKind, on)}
      text={text}
      aside={(v) => {
        const d = lienTerminationDeadline(v.received.trim());
        return (
          <div className="mt-4 rounded-card border border-line bg-wash p-4" data-deadline>
            <h3 className="text-xl font-semibold">{l.deadlineTitle}</h3>
            {d ? (
              <>
                <p className="mt-1" data-deadline-text>
                  {l.deadline(longDate(d.received, text.lang), longDate(d.due, text.lang), longDate(d.after, text.lang))}
                </p>
                {d.dueOnWeekend && <p className="mt-1 text-sm">{l.weekend}</p>}
              </>
            ) : (
              <p className="mt-1 text-muted">{l.noDeadline}</p>
            )}
          </div>
        );
      }}
    />
  );
}
