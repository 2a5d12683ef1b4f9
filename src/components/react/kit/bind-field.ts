/**
 * What a field keyed by its address parameter takes from the form's state: its id, value and shown message,
 * and the change and leave handlers. Each tool passes its own `set` (some clear a counterpart field as well).
 */
export function fieldBinder(
  values: Readonly<Record<string, string>>,
  shown: Readonly<Record<string, string>>,
  set: (param: string, value: string) => void,
  reveal: (param: string) => void,
) {
  return (param: string) => ({
    id: `field-${param}`,
    value: values[param] ?? '',
    error: shown[param],
    onChange: (value: string) => set(param, value),
    onBlur: () => reveal(param),
  });
}
