import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { localIsoDate } from '@/lib/paying/local-date';
import type { FormErrors } from '@/lib/paying/form';
import { writeToolQuery } from '@/lib/site/tool-address';

/**
 * A tool's inputs kept in the page address. The first render uses `defaults` (as the server did), so
 * hydration changes nothing; a shared link's scenario is read after that, and its mistakes shown at once
 * (unless `options.showLinkErrors` says the link is only a start, such as a state with no figures yet).
 * `linkErrors` is true once a link's mistakes are shown, for a tool that lists them in its error summary.
 */
export function useQueryForm<I>(
  defaults: I,
  fromQuery: (search: string) => { inputs: I; ignored: string[] },
  toQuery: (inputs: I) => string,
  validate: (inputs: I) => { errors: FormErrors },
  options: { showLinkErrors?: (search: string) => boolean } = {},
) {
  const [inputs, setInputs] = useState<I>(defaults);
  const [shown, setShown] = useState<FormErrors>({});
  const [ignored, setIgnored] = useState<string[]>([]);
  const [linkErrors, setLinkErrors] = useState(false);
  // Each time the reader leaves a field: when screen readers hear the new figures (not on every keystroke).
  const [blurs, setBlurs] = useState(0);

  useEffect(() => {
    if (!window.location.search) return;
    // A shared link's figures go on into the language links too.
    writeToolQuery(window.location.search);
    const read = fromQuery(window.location.search);
    // After hydration on purpose: the server rendered the defaults, and the first client render must match.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInputs(read.inputs);
    setIgnored(read.ignored);
    if (options.showLinkErrors && !options.showLinkErrors(window.location.search)) return;
    const errors = validate(read.inputs).errors;
    setShown(errors);
    setLinkErrors(Object.keys(errors).length > 0);
    // Read once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const checked = useMemo(() => validate(inputs), [inputs, validate]);
  // For `reveal`, which stays the same from render to render: it keys fieldBinder's handlers.
  const latest = useRef(checked);
  useLayoutEffect(() => {
    latest.current = checked;
  });

  // The address (history.replaceState and the language links, a few milliseconds on a slow phone) follows the
  // fields in the deferred render, with the results: a keystroke paints its field first, and the address is
  // right whenever the figures are. Only once the reader changes something: loading never writes it.
  const changed = useRef(false);
  const settled = useDeferredValue(inputs);
  useLayoutEffect(() => {
    if (changed.current) writeToolQuery(toQuery(settled));
  }, [settled, toQuery]);

  const commit = (next: I, cleared: readonly string[] = []) => {
    changed.current = true;
    setInputs(next);
    setShown((prev) => Object.fromEntries(Object.entries(prev).filter(([key]) => !cleared.includes(key))));
  };

  const reveal = useCallback((key: string) => {
    const error = latest.current.errors[key];
    setShown((prev) => (error ? { ...prev, [key]: error } : prev));
    setBlurs((n) => n + 1);
  }, []);
  const revealAll = () => {
    setShown(checked.errors);
    setBlurs((n) => n + 1);
  };
  // Submitting only shows every message and speaks the figures: the results follow the fields already.
  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    revealAll();
  };

  return { inputs, shown, ignored, checked, commit, reveal, revealAll, onSubmit, blurs, linkErrors };
}

/**
 * Today's date for payoff dates and the letter: the build's date on the server and on the first render
 * (so hydration matches), the reader's own date straight after.
 */
export function useToday(serverToday: string): string {
  const [today, setToday] = useState(serverToday);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToday(localIsoDate(new Date()));
  }, []);
  return today;
}

/** `spoken`, for an aria-live region, as it stands each time the reader leaves a field or submits. */
export function useSpokenOnBlur(spoken: string, blurs: number): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (blurs > 0) setSaid(spoken);
    // Only when a field is left: the figures change on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blurs]);
  return said;
}

type Handlers = { onChange: (value: string) => void; onBlur: () => void };

/** Per form (keyed by its `reveal`, stable from useQueryForm): the latest render's `set` and each field's handlers. */
const forms = new WeakMap<object, { set: (param: string, value: string) => void; handlers: Record<string, Handlers> }>();

/**
 * What a field keyed by its address parameter takes from the form's state: its id, value and shown message,
 * and the change and leave handlers. Each tool passes its own `set` (some clear a counterpart field as well).
 * The handlers are made once per field and call the latest render's `set`, so a memoised kit field whose
 * value did not change skips the render when the reader types elsewhere.
 */
export function fieldBinder(
  values: Readonly<Record<string, string>>,
  shown: Readonly<Record<string, string>>,
  set: (param: string, value: string) => void,
  reveal: (param: string) => void,
) {
  const form = forms.get(reveal) ?? { set, handlers: {} };
  forms.set(reveal, form);
  // Written while rendering: the newest render holds the newest values (a render React drops is never older).
  form.set = set;
  return (param: string) => ({
    id: `field-${param}`,
    value: values[param] ?? '',
    error: shown[param],
    ...(form.handlers[param] ??= { onChange: (value) => form.set(param, value), onBlur: () => reveal(param) }),
  });
}
