import { useDeferredValue, useMemo, useState, type ReactNode, type SubmitEvent } from 'react';
import { LetterField } from './LetterField';
import { NumberInput, TextInput } from '@/components/react/kit/fields';
import { useToday } from '@/components/react/kit/useQueryForm';
import { LetterOutput } from './LetterOutput';
import type { LetterOutputText } from '@/lib/letters/output';

/** One field of a letter form: what the reader types, as text or a date. */
export interface LetterFieldSpec<K extends string> {
  key: K;
  label: string;
  hint?: string | undefined;
  /** text: a name or a number as written (never checked); date: the phone's date picker; money and count: the tools' number field. */
  type?: 'text' | 'date' | 'money' | 'count';
  maxLength?: number;
}

export interface LetterToolProps<K extends string> {
  /** The build's date; the reader's own date replaces it after hydration. */
  today: string;
  groups: ReadonlyArray<{ title: string; fields: ReadonlyArray<LetterFieldSpec<K>> }>;
  initial: Readonly<Record<K, string>>;
  check: (values: Readonly<Record<K, string>>) => Partial<Record<K, string>>;
  draft: (values: Readonly<Record<K, string>>, today: string) => string;
  fileName: (today: string) => string;
  text: { output: LetterOutputText; privacy: string; errorsTitle: string; submit: string; resultsTitle: string; letterLang?: string | undefined };
  /** What goes beside the letter, from the current values (the lien letter's deadline). */
  aside?: (values: Readonly<Record<K, string>>) => ReactNode;
}

/**
 * A letter drafted as the reader types, from fields held only in this component's memory: never in the
 * page address, never sent, never stored. A field's message shows once the reader leaves it (or on
 * "Update the letter"); the letter uses every valid field meanwhile, with placeholders for the rest.
 */
export function LetterTool<K extends string>({ today: serverToday, groups, initial, check, draft, fileName, text, aside }: LetterToolProps<K>) {
  const today = useToday(serverToday);
  const [values, setValues] = useState<Record<K, string>>({ ...initial });
  const [touched, setTouched] = useState<ReadonlySet<K>>(new Set());
  const errors = check(values);
  const shown = (key: K) => (touched.has(key) ? errors[key] : undefined);
  const shownErrors = groups.flatMap((g) => g.fields).filter((f) => shown(f.key));
  // The letter and the aside follow the fields a paint later on a slow phone (LetterOutput is memoised over it).
  const settled = useDeferredValue(values);
  const letter = useMemo(() => draft(settled, today), [draft, settled, today]);
  const beside = useMemo(() => aside?.(settled), [aside, settled]);
  // Each field's handlers, made once: the kit's memoised fields skip a render while the reader types elsewhere.
  const [handlers] = useState(
    () =>
      Object.fromEntries(
        groups.flatMap((g) =>
          g.fields.map(({ key }) => [
            key,
            { set: (value: string) => setValues((prev) => ({ ...prev, [key]: value })), blur: () => setTouched((prev) => new Set(prev).add(key)) },
          ]),
        ),
      ) as Record<K, { set: (value: string) => void; blur: () => void }>,
  );
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setTouched(new Set(groups.flatMap((g) => g.fields.map((f) => f.key))));
  };
  return (
    <div className="grid gap-8 lg:grid-cols-[24rem_minmax(0,1fr)]">
      <form onSubmit={onSubmit} noValidate aria-label={groups[0]?.title} className="space-y-6" data-print-hide>
        <p className="text-sm text-muted" data-privacy-note>
          {text.privacy}
        </p>
        {shownErrors.length > 0 && (
          <div role="alert" className="rounded-card border border-warn bg-warn-wash p-4" data-letter-errors>
            <p className="font-semibold">{text.errorsTitle}</p>
            <ul className="mt-1 list-disc pl-5">
              {shownErrors.map((f) => (
                <li key={f.key}>
                  <a href={`#letter-${f.key}`}>{f.label}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {groups.map((group) => (
          <fieldset key={group.title} className="card">
            <legend className="float-left w-full text-xl font-semibold">{group.title}</legend>
            <div className="clear-both space-y-3">
              {group.fields.map((f) => {
                const id = `letter-${f.key}`;
                const { set, blur } = handlers[f.key];
                if (f.type === 'money' || f.type === 'count')
                  return (
                    <NumberInput
                      key={f.key}
                      id={id}
                      label={f.label}
                      hint={f.hint}
                      unit={f.type === 'money' ? '$' : ''}
                      numeric={f.type === 'count'}
                      value={values[f.key]}
                      error={shown(f.key)}
                      onChange={set}
                      onBlur={blur}
                    />
                  );
                if (f.type === 'date')
                  return (
                    <LetterField key={f.key} id={id} label={f.label} hint={f.hint} value={values[f.key]} error={shown(f.key)} onChange={set} onBlur={blur} />
                  );
                return <TextInput key={f.key} id={id} label={f.label} hint={f.hint} maxLength={f.maxLength ?? 80} value={values[f.key]} onChange={set} />;
              })}
            </div>
          </fieldset>
        ))}
        <button type="submit" className="btn-primary w-full">
          {text.submit}
        </button>
      </form>
      <section aria-labelledby="letter-title" className="min-w-0">
        <h2 id="letter-title" className="text-2xl font-semibold" data-print-hide>
          {text.resultsTitle}
        </h2>
        {aside && <div data-print-hide>{beside}</div>}
        <LetterOutput letter={letter} fileName={fileName(today)} text={text.output} lang={text.letterLang} />
      </section>
    </div>
  );
}
