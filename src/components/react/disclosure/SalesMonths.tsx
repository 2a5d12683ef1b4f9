import { monthsAllowed, type DisclosureInputs } from '@/lib/calculator/disclosure';
import { monthsRuleOf, padSales } from '@/lib/calculator/disclosure-form';
import { EXTERNAL_LINK_ATTRS } from '@/lib/site/apply-link';
import type { FormErrors } from '@/lib/paying/form';
import type { StateAnswer } from '@/lib/state-laws/disclosure-check';
import type { DisclosureText } from '@/lib/i18n/tools/disclosure.en';
import { Checkbox, FieldError, NumberInput } from '@/components/react/kit/fields';

/**
 * The months of past sales a percentage-of-sales offer is judged on: as many boxes as the state's rule
 * asks for (fewer for a young business), its rule cited, a month added or taken away with a button.
 */
export function SalesMonths({
  inputs,
  shown,
  answer,
  t,
  commit,
  reveal,
}: {
  inputs: DisclosureInputs;
  shown: FormErrors;
  answer: StateAnswer;
  t: DisclosureText;
  commit: (next: DisclosureInputs, cleared?: readonly string[]) => void;
  reveal: (key: string) => void;
}) {
  const rule = monthsRuleOf(answer.method);
  const allowed = monthsAllowed(rule, inputs.young);
  const historical = answer.method?.sections.find((x) => x.role === 'historical');
  const setSale = (index: number, value: string) => {
    const sales = [...inputs.sales];
    sales[index] = value;
    commit({ ...inputs, sales }, [`sales-${index + 1}`, 'sales']);
  };
  return (
    <fieldset aria-describedby="dc-sales-rule">
      <legend className="font-semibold">{t.salesLegend}</legend>
      <p id="dc-sales-rule" className="text-sm text-muted">
        {t.salesRule.before(answer.name)}
        {historical && (
          <>
            {' '}
            (
            {historical.url ? (
              <a href={historical.url} {...EXTERNAL_LINK_ATTRS}>
                {historical.citation}
                <span className="sr-only">{t.newTab}</span>
              </a>
            ) : (
              historical.citation
            )}
            )
          </>
        )}
        {t.salesRule.after(rule.min, rule.max)}
      </p>
      <FieldError id="dc-sales" error={shown.sales} errorLabel={t.errorLabel} />
      <div className="mt-2 grid grid-cols-2 items-start gap-3">
        {inputs.sales.map((value, i) => (
          <NumberInput
            key={i}
            id={`dc-sales-${i + 1}`}
            label={t.month(i + 1)}
            value={value}
            error={shown[`sales-${i + 1}`]}
            groupError={i === 0 && shown.sales ? 'dc-sales-error' : undefined}
            onChange={(next) => setSale(i, next)}
            onBlur={() => reveal(`sales-${i + 1}`)}
          />
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        {inputs.sales.length < allowed.max && (
          <button type="button" className="btn-secondary" onClick={() => commit({ ...inputs, sales: [...inputs.sales, ''] })}>
            {t.addMonth}
          </button>
        )}
        {inputs.sales.length > allowed.min && (
          <button type="button" className="btn-secondary" onClick={() => commit({ ...inputs, sales: inputs.sales.slice(0, -1) })}>
            {t.removeMonth}
          </button>
        )}
      </div>
      <Checkbox
        className="mt-3"
        label={t.young(rule.min)}
        checked={inputs.young}
        onChange={(young) => commit({ ...inputs, young, sales: young ? inputs.sales : padSales(inputs, rule.min).sales })}
      />
    </fieldset>
  );
}
