import { LetterTool } from './LetterTool';
import { EMPTY_PAYOFF_LETTER, PAYOFF_LETTER_EN, checkPayoffLetter, draftPayoffLetter, type PayoffLetterInput } from '@/lib/letters/after-payoff';
import { letterFileName } from '@/lib/letters/draft';
import type { LettersText } from '@/lib/i18n/tools/letters.en';

type Key = keyof PayoffLetterInput;

/** The payoff letter request in the language of `text`; the island entry picks the catalog. */
export function PayoffLetterRequestCore({ today, text }: { today: string; text: LettersText }) {
  const p = text.payoff;
  const field = (key: Key, type: 'text' | 'date' = 'text') => ({ key, label: p.labels[key], type });
  const groups = [
    {
      title: p.formTitle,
      fields: [
        field('funder'),
        field('business'),
        field('agreementDate', 'date'),
        field('goodThrough', 'date'),
        { ...field('replyDays'), type: 'count' as const },
        field('signer'),
      ],
    },
  ];
  return (
    <LetterTool<Key>
      today={today}
      groups={groups}
      initial={EMPTY_PAYOFF_LETTER}
      check={(v) => checkPayoffLetter(v, { ...text.messages, replyRange: p.replyRange })}
      draft={(v, on) => draftPayoffLetter(v, on, PAYOFF_LETTER_EN)}
      fileName={(on) => letterFileName(PAYOFF_LETTER_EN.fileKind, on)}
      text={text}
      aside={() => (
        <p className="mt-4 rounded-card border border-warn bg-warn-wash p-4" role="note" data-wire-warning>
          {p.wireWarning}
        </p>
      )}
    />
  );
}
