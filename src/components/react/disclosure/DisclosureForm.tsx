import type { SubmitEvent } from 'react';
import type { DisclosureField, DisclosureInputs, PaymentKind } from '@/lib/calculator/disclosure';
import { labelOf } from '@/lib/calculator/disclosure-form';
import type { FormErrors } from '@/lib/paying/form';
import type { StateAnswer as Answer } from '@/lib/state-laws/disclosure-check';
import type { DisclosureText } from '@/lib/i18n/tools/disclosure.en';
import { ErrorSummary, keepFocus, type SummaryError } from '@/components/react/kit/ErrorSummary';
import { Checkbox, ChoiceSelect, NumberInput, TextInput } from '@/components/react/kit/fields';
import { SalesMonths } from './SalesMonths';
import { StateAnswer } from './StateAnswer';

/** Short figures get short boxes, so a phone shows what the field expects. */
const WIDTH: Partial<Record<DisclosureField, string>> = { after: 'w-full max-w-[8rem]', date: 'w-full max-w-[12rem]' };

export interface DisclosureFormProps {
  inputs: DisclosureInputs;
  shown: FormErrors;
  /** Every state and DC, the checkable ones first. */
  answers: readonly Answer[];
  /** The chosen state's answer, once one is chosen. */
  answer: Answer | undefined;
  summary: SummaryError[];
  focusToken: number;
  calculatorHref: string;
  t: DisclosureText;
  commit: (next: DisclosureInputs, cleared?: readonly string[]) => void;
  reveal: (key: string) => void;
  chooseState: (slug: string) => void;
  onSubmit: (event: SubmitEvent) => void;
}

/** The disclosure as printed: the state first, then (for a state we can check) its figures. */
export function DisclosureForm({
  inputs,
  shown,
  answers,
  answer,
  summary,
  focusToken,
  calculatorHref,
  t,
  commit,
  reveal,
  chooseState,
  onSubmit,
}: DisclosureFormProps) {
  const field = (key: DisclosureField) => {
    const { label, hint } = labelOf(key, inputs.kind, t);
    const common = {
      id: `dc-${key}`,
      name: key,
      label,
      hint,
      value: inputs[key],
      error: shown[key],
      errorLabel: t.errorLabel,
      onChange: (value: string) => commit({ ...inputs, [key]: value }, [key]),
      onBlur: () => reveal(key),
    };
    return key === 'date' ? (
      <TextInput key={key} {...common} type="date" width={WIDTH.date} />
    ) : (
      <NumberInput key={key} {...common} numeric={key === 'after'} width={WIDTH[key] ?? 'w-full max-w-[14rem]'} />
    );
  };
  const group = (check: boolean) => answers.filter((a) => (a.kind === 'check') === check).map((a) => ({ value: a.slug, label: a.name }));

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="dc-form-title" className="card h-fit space-y-5 print:hidden">
      <h2 id="dc-form-title" className="text-xl font-semibold">
        {t.formTitle}
      </h2>
      <ErrorSummary id="dc-errors" errors={summary} focusToken={focusToken} lang={t.lang} />
      <ChoiceSelect
        id="dc-state"
        label={t.stateLabel}
        hint={t.stateHint}
        value={inputs.state}
        none={t.optionChoose}
        options={[]}
        groups={[
          { label: t.groupCheckable, options: group(true) },
          { label: t.groupOthers, options: group(false) },
        ]}
        error={shown.state}
        errorLabel={t.errorLabel}
        onChange={chooseState}
      />

      {answer && answer.kind !== 'check' && <StateAnswer answer={answer} calculatorHref={calculatorHref} t={t} />}

      {answer?.kind === 'check' && (
        <>
          {(['funding', 'fees', 'payback'] as const).map(field)}
          <fieldset>
            <legend className="font-semibold">{t.howYouRepay}</legend>
            <div className="mt-1 space-y-1">
              {(Object.keys(t.kinds) as PaymentKind[]).map((kind) => (
                <label key={kind} className="flex min-h-tap items-center gap-3">
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    checked={inputs.kind === kind}
                    onChange={() => commit({ ...inputs, kind })}
                    className="h-5 w-5"
                  />
                  {t.kinds[kind]}
                </label>
              ))}
            </div>
          </fieldset>
          {field(inputs.kind === 'percent' ? 'percent' : 'fixed')}
          <Checkbox
            label={t.changes[inputs.kind === 'percent' ? 'percent' : 'fixed']}
            checked={inputs.changes}
            onChange={(changes) => commit({ ...inputs, changes })}
          />
          {inputs.changes && (['later', 'after'] as const).map(field)}
          {field('apr')}
          {field('date')}
          {inputs.kind === 'percent' && <SalesMonths inputs={inputs} shown={shown} answer={answer} t={t} commit={commit} reveal={reveal} />}
        </>
      )}
      {/* Always there but for a state we cannot check, so the form can be sent before a state is chosen (the summary then asks for one). */}
      {(!answer || answer.kind === 'check') && (
        <button type="submit" onMouseDown={keepFocus} className="btn-primary w-full">
          {t.submit}
        </button>
      )}
    </form>
  );
}
