/**
 * The disclosure check's form, as data: which words label each field, the state's months rule, the month
 * boxes shown before anyone types, and the error summary's list in the order the fields appear.
 * Language-free: the words come in (DisclosureText in src/lib/i18n/tools/disclosure.en.ts fits FormWords).
 */
import { fieldsShown, type DisclosureErrors, type DisclosureField, type DisclosureInputs, type MonthsRule, type PaymentKind } from './disclosure';

export interface FieldWords {
  label: string;
  hint: string;
}

/** The words the form's labels and its error summary need, in one language. */
export interface FormWords {
  labels: Record<Exclude<DisclosureField, 'date'>, FieldWords>;
  /** "Later payment ($)" and "Changes after (payments)" for fixed debits (the labels hold the percentage's). */
  fixedLater: Record<'later' | 'after', FieldWords>;
  date: FieldWords;
  monthlySales: string;
  monthSales: (month: number) => string;
}

export const labelOf = (key: DisclosureField, kind: PaymentKind, w: FormWords): FieldWords =>
  key === 'date' ? w.date : kind !== 'percent' && (key === 'later' || key === 'after') ? w.fixedLater[key] : w.labels[key];

/** A state's months of past sales, as its APR method sets them (1 to 12 where it names none). */
export const monthsRuleOf = (method: { historicalMonthsMin: number; historicalMonthsMax: number } | undefined): MonthsRule =>
  method ? { min: method.historicalMonthsMin, max: method.historicalMonthsMax } : { min: 1, max: 12 };

/** At least `min` month boxes, so the state's minimum is visible before anyone types. */
export function padSales(inputs: DisclosureInputs, min: number): DisclosureInputs {
  if (inputs.young || inputs.sales.length >= min) return inputs;
  return { ...inputs, sales: [...inputs.sales, ...Array.from({ length: min - inputs.sales.length }, () => '')] };
}

/** Errors in the order the fields appear, each with the id of its input (`${prefix}-${key}`). */
export function summaryList(inputs: DisclosureInputs, errors: DisclosureErrors, w: FormWords, prefix: string): Array<{ field: string; message: string }> {
  const id = (key: string) => `${prefix}-${key}`;
  if (errors.state) return [{ field: id('state'), message: errors.state }];
  const list: Array<{ field: string; message: string }> = [];
  for (const key of fieldsShown(inputs)) {
    // The label without its unit: "Funding provided: …", not "Funding provided ($): …".
    if (errors[key]) list.push({ field: id(key), message: `${labelOf(key, inputs.kind, w).label.replace(/ \(.*\)$/, '')}: ${errors[key]}` });
  }
  if (inputs.kind === 'percent') {
    if (errors.sales) list.push({ field: id('sales-1'), message: `${w.monthlySales}: ${errors.sales}` });
    inputs.sales.forEach((_, i) => {
      const message = errors[`sales-${i + 1}`];
      if (message) list.push({ field: id(`sales-${i + 1}`), message: `${w.monthSales(i + 1)}: ${message}` });
    });
  }
  return list;
}
