import { useEffect, useRef } from 'react';
import type { Lang } from '@/lib/i18n/lang';

export interface SummaryError {
  /** The id of the input the message is about (the link goes there). */
  field: string;
  message: string;
}

/** GOV.UK: "Error: " leads the page title while the summary shows (the same word in Spanish). */
const PREFIX = 'Error: ';
/** The box's heading in each language. */
const TITLE = { en: 'There is a problem', es: 'Hay un problema' } as const;

/**
 * For a form's submit button: pressing it does not take focus from the field being edited. Otherwise the
 * field's blur shows its error message first, the button moves down under the pointer, and the press
 * that started on it ends beside it, so no click (and no submit) happens.
 */
export const keepFocus = (event: React.MouseEvent) => event.preventDefault();

/**
 * The GOV.UK error summary: a box at the top of the form listing every problem, each a link to its field.
 * It takes focus each time `focusToken` changes while there are errors (the reader pressed the button),
 * so a screen reader hears the list at once; and "Error: " leads the page title while it shows.
 * Tools that update as the reader types show it only after a submit, never while they are typing.
 */
export function ErrorSummary({ errors, focusToken, id, lang = 'en' }: { errors: readonly SummaryError[]; focusToken: number; id: string; lang?: Lang }) {
  const title = TITLE[lang];
  const box = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;

  useEffect(() => {
    if (shown && focusToken > 0) box.current?.focus();
    // Focus only when the reader asks for the check again, not when the list shrinks as fields are fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusToken]);

  useEffect(() => {
    if (!shown) return;
    if (!document.title.startsWith(PREFIX)) document.title = PREFIX + document.title;
    return () => {
      if (document.title.startsWith(PREFIX)) document.title = document.title.slice(PREFIX.length);
    };
  }, [shown]);

  if (!shown) return null;
  const goTo = (field: string) => (event: React.MouseEvent) => {
    const target = document.getElementById(field);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'center' });
    target.focus();
  };
  return (
    <div
      ref={box}
      id={id}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${id}-title`}
      className="rounded-card border-4 border-warn bg-paper p-4"
      data-error-summary
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h2>
      <ul className="mt-2 space-y-1">
        {errors.map((e) => (
          <li key={e.field}>
            <a href={`#${e.field}`} onClick={goTo(e.field)} className="inline-flex min-h-tap items-center font-semibold text-warn underline">
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
