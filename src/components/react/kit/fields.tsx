import { isValidElement, memo, type ReactNode } from 'react';
import { FIELD_MAX_LENGTH } from '@/lib/calculator/fields';

/**
 * A field's visible label and, under it, its hint (`${id}-hint`, for aria-describedby). With `aside` given,
 * even null, the label is centred in its row with the aside (a 44px help tip's button, before the input in
 * tab order) at its right, so a form whose fields have a tip or none (null) lines its labels up.
 */
function FieldLabel({ id, label, hint, aside }: { id: string; label: ReactNode; hint?: string | undefined; aside?: ReactNode }) {
  return (
    <>
      {aside !== undefined ? (
        <div className="flex min-h-tap items-center justify-between gap-2">
          <label htmlFor={id} className="flex min-h-tap items-center font-semibold">
            {label}
          </label>
          {aside}
        </div>
      ) : (
        <label htmlFor={id} className="flex min-h-tap items-end pb-1 font-semibold">
          {label}
        </label>
      )}
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 mb-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </>
  );
}

/** The field's own message (`${id}-error`); `errorLabel` ("Error: ") is read out before it, not shown. */
export function FieldError({ id, error, errorLabel }: { id: string; error?: string | undefined; errorLabel?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-warn">
      {errorLabel && <span className="sr-only">{errorLabel}</span>}
      {error}
    </p>
  );
}

/** The ids that describe a field: its hint, its message, and a message about its group (`also`). */
const describedBy = (id: string, hint: unknown, error: unknown, also?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : '', also ?? ''].filter(Boolean).join(' ') || undefined;

/**
 * Equal props for a memoised field: the same values, with a help tip or a list of choices made afresh each
 * render compared by what it holds. A keystroke then redraws only the field it changed (the form's other fields,
 * their labels and tips skip), which keeps typing quick on a slow phone; handlers must be stable (fieldBinder).
 */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  if (isValidElement(a)) return isValidElement(b) && a.type === b.type && a.key === b.key && same(a.props, b.props);
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The tools' text inputs: a visible label, a $ or % beside the figure, a hint and the field's own message. */
export const NumberInput = memo(function NumberInput({
  id,
  label,
  value,
  unit = '',
  error,
  hint,
  numeric = false,
  aside,
  onChange,
  onBlur,
  name,
  placeholder,
  errorLabel,
  groupError,
  width = 'w-full',
}: {
  id: string;
  label: ReactNode;
  value: string;
  unit?: '$' | '%' | '';
  error?: string | undefined;
  hint?: string | undefined;
  numeric?: boolean;
  /** At the label's right: a help tip, or null for none in a form where other fields have one (FieldLabel). */
  aside?: ReactNode;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  /** Read before the field's message ("Error: "), not shown. */
  errorLabel?: string;
  /** The id of a message about the group this field opens ("enter 4 to 12 months"), while it shows. */
  groupError?: string | undefined;
  /** Width classes for a figure that is always short (a count of months). */
  width?: string;
}) {
  const invalid = error || groupError ? true : undefined;
  return (
    <div>
      <FieldLabel id={id} label={label} hint={hint} aside={aside} />
      <div className="relative">
        {unit === '$' && (
          <span aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted">
            $
          </span>
        )}
        <input
          id={id}
          type="text"
          name={name}
          inputMode={numeric ? 'numeric' : 'decimal'}
          autoComplete="off"
          maxLength={FIELD_MAX_LENGTH}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={invalid}
          aria-describedby={describedBy(id, hint, error, groupError)}
          className={`min-h-tap ${width} rounded-card border bg-paper py-2 text-base tabular-nums ${unit === '$' ? 'pl-7' : 'pl-3'} ${unit === '%' ? 'pr-8' : 'pr-3'} ${invalid ? 'border-warn' : 'border-muted/50'}`}
        />
        {unit === '%' && (
          <span aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-muted">
            %
          </span>
        )}
      </div>
      <FieldError id={id} error={error} errorLabel={errorLabel} />
    </div>
  );
}, same);

/** A choice among a few words, as a native select (one tap, the phone's own picker). */
function ChoiceSelectField<T extends string>({
  id,
  label,
  value,
  options,
  none,
  aside,
  groups,
  hint,
  error,
  errorLabel,
  onChange,
  onBlur,
}: {
  id: string;
  label: ReactNode;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  /** A first, empty choice with this wording ("none of these"), whose value is "". */
  none?: string;
  /** At the label's right: a help tip, or null for none in a form where other fields have one (FieldLabel). */
  aside?: ReactNode;
  /** Choices in labelled groups (optgroup), after `options`. */
  groups?: ReadonlyArray<{ label: string; options: ReadonlyArray<{ value: T; label: string }> }>;
  hint?: string;
  error?: string | undefined;
  errorLabel?: string;
  onChange: (value: T) => void;
  onBlur?: () => void;
}) {
  const choices = (list: ReadonlyArray<{ value: T; label: string }>) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <div>
      <FieldLabel id={id} label={label} hint={hint} aside={aside} />
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`min-h-tap w-full rounded-card border ${error ? 'border-warn' : 'border-muted/50'} bg-paper px-3 py-2 text-base`}
      >
        {none !== undefined && <option value="">{none}</option>}
        {choices(options)}
        {groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {choices(g.options)}
          </optgroup>
        ))}
      </select>
      <FieldError id={id} error={error} errorLabel={errorLabel} />
    </div>
  );
}
export const ChoiceSelect = memo(ChoiceSelectField, same) as typeof ChoiceSelectField;

/** Plain text the reader types that never leaves the page (names for the letter, an advance's name). */
export const TextInput = memo(function TextInput({
  id,
  label,
  value,
  hint,
  maxLength = 60,
  type = 'text',
  aside,
  onChange,
  onBlur,
  name,
  error,
  errorLabel,
  width = 'w-full',
}: {
  id: string;
  label: string;
  value: string;
  hint?: string;
  maxLength?: number;
  /** `date` for a calendar date (the value is then YYYY-MM-DD, whatever the browser shows). */
  type?: 'text' | 'date';
  /** At the label's right: a help tip, or null for none in a form where other fields have one (FieldLabel). */
  aside?: ReactNode;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string | undefined;
  errorLabel?: string;
  width?: string;
}) {
  return (
    <div>
      <FieldLabel id={id} label={label} hint={hint} aside={aside} />
      <input
        id={id}
        name={name}
        type={type}
        autoComplete="off"
        maxLength={type === 'date' ? undefined : maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className={`min-h-tap ${width} rounded-card border ${error ? 'border-warn' : 'border-muted/50'} bg-paper px-3 py-2 text-base`}
      />
      <FieldError id={id} error={error} errorLabel={errorLabel} />
    </div>
  );
}, same);

/** A yes-or-no question the reader ticks; the whole row is the tap target. */
export function Checkbox({
  label,
  checked,
  onChange,
  className = '',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={`flex min-h-tap items-center gap-3 ${className}`}>
      <input type="checkbox" className="h-5 w-5 shrink-0" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** What the page address held that could not be used, said once above the form. */
export function IgnoredNote({ ignored, text }: { ignored: readonly string[]; text: { title: string; after: string } }) {
  if (ignored.length === 0) return null;
  return (
    <div data-ignored-note role="note" className="mb-6 rounded-card border border-warn bg-warn-wash p-4">
      <p className="font-semibold">{text.title}</p>
      <ul className="mt-1 list-disc pl-5">
        {ignored.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm">{text.after}</p>
    </div>
  );
}
