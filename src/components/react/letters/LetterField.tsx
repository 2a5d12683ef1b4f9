/**
 * A letter's date field (`type="date"`: the phone's own picker; the value is YYYY-MM-DD), with its hint and
 * its own message under it. Kept in the letters' chunk rather than in the paying tools' shared fields
 * (./paying/fields.tsx), so those tools' pages load not a byte more (tests/e2e/js-budget.spec.ts).
 */
import { memo } from 'react';

/** Memoised: the letter's handlers are stable, so it skips a render while the reader types elsewhere. */
export const LetterField = memo(function LetterField({
  id,
  label,
  value,
  hint,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string | undefined;
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  // The hint, then the message: each a line under the label, each named by the input's aria-describedby.
  const notes = [
    { key: 'hint', text: hint, className: '-mt-1 mb-1 text-sm text-muted' },
    { key: 'error', text: error, className: 'order-last mt-1 text-sm font-semibold text-warn' },
  ].filter((note): note is { key: string; text: string; className: string } => Boolean(note.text));
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="flex min-h-tap items-end pb-1 font-semibold">
        {label}
      </label>
      {notes.map((note) => (
        <p key={note.key} id={`${id}-${note.key}`} className={note.className}>
          {note.text}
        </p>
      ))}
      <input
        id={id}
        type="date"
        autoComplete="off"
        value={value}
        aria-describedby={notes.map((note) => `${id}-${note.key}`).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className={`min-h-tap w-full rounded-card border bg-paper px-3 py-2 text-base ${error ? 'border-warn' : 'border-muted/50'}`}
      />
    </div>
  );
});
