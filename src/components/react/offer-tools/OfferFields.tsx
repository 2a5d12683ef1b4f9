import type { ReactNode } from 'react';
import { FIELD_MAX_LENGTH } from '@/lib/calculator/fields';
import { MAX_LABEL_LENGTH, type OfferErrors, type OfferFieldKey, type OfferInputs } from '@/lib/calculator/offer-input';
import { SCHEDULE_KINDS, type ScheduleKind } from '@/lib/calculator/offer';
import type { Lang } from '@/lib/i18n/lang';
import type { OfferToolsText } from '@/lib/i18n/tools/offer-tools.en';
import { HelpTip } from '@/components/react/help-tip/HelpTip';

export interface OfferFieldsProps {
  /** Prefix for element ids, unique per offer on the page. */
  idPrefix: string;
  inputs: OfferInputs;
  errors: OfferErrors;
  onChange: (key: OfferFieldKey, value: string) => void;
  onBlur: (key: OfferFieldKey) => void;
  text: OfferToolsText;
  lang: Lang;
}

const inputClass = (error: boolean, left: boolean, right: boolean) =>
  `min-h-tap w-full rounded-card border bg-paper py-2 text-base tabular-nums ${left ? 'pl-7' : 'pl-3'} ${right ? 'pr-8' : 'pr-3'} ${error ? 'border-warn' : 'border-muted/50'}`;

/** The fields of one offer. Every text input is limited to what the parser reads. */
export function OfferFields({ idPrefix, inputs, errors, onChange, onBlur, text, lang }: OfferFieldsProps) {
  const labels = text.labels;
  const id = (key: OfferFieldKey) => `${idPrefix}-${key}`;

  // `labelUnit`: the unit goes in the label as well as beside the box (GOV.UK pattern), "Advance amount ($)".
  const field = (key: OfferFieldKey, unit: '$' | '%' | '' = '', label: ReactNode = labels[key], labelUnit = false) => {
    const error = errors[key];
    const help = text.help[key];
    return (
      <div>
        <div className="flex min-h-tap items-center justify-between gap-2">
          <label htmlFor={id(key)} className="font-semibold">
            {label}
            {labelUnit && unit ? ` (${unit})` : ''}
          </label>
          {help && <HelpTip id={`${id(key)}-help`} label={labels[key]} text={help} lang={lang} />}
        </div>
        <div className="relative">
          {unit === '$' && (
            <span aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted">
              $
            </span>
          )}
          <input
            id={id(key)}
            type="text"
            inputMode={key === 'discountDay' ? 'numeric' : 'decimal'}
            autoComplete="off"
            maxLength={FIELD_MAX_LENGTH}
            value={inputs[key]}
            onChange={(e) => onChange(key, e.target.value)}
            onBlur={() => onBlur(key)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id(key)}-error` : undefined}
            className={inputClass(!!error, unit === '$', unit === '%')}
          />
          {unit === '%' && (
            <span aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-muted">
              %
            </span>
          )}
        </div>
        {error && (
          <p id={`${id(key)}-error`} className="mt-1 text-sm font-semibold text-warn">
            {error}
          </p>
        )}
      </div>
    );
  };

  const debitLabel = inputs.schedule === 'weekly' ? text.weeklyDebit : text.dailyDebit;
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={id('label')} className="flex min-h-tap items-center font-semibold">
          {labels.label}
        </label>
        <input
          id={id('label')}
          type="text"
          autoComplete="off"
          maxLength={MAX_LABEL_LENGTH}
          value={inputs.label}
          onChange={(e) => onChange('label', e.target.value)}
          className="min-h-tap w-full rounded-card border border-muted/50 bg-paper px-3 py-2 text-base"
        />
      </div>
      {field('advance', '$', labels.advance, true)}
      <div className="grid grid-cols-2 items-start gap-3">
        {field('factor')}
        {field('payback', '$', labels.payback, true)}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3">
        {field('fee', inputs.feeKind === 'percent' ? '%' : '$')}
        <div className={errors.fee ? 'self-start pt-tap' : ''}>
          <label htmlFor={id('feeKind')} className="sr-only">
            {labels.feeKind}
          </label>
          <select
            id={id('feeKind')}
            value={inputs.feeKind}
            onChange={(e) => onChange('feeKind', e.target.value)}
            className="min-h-tap rounded-card border border-muted/50 bg-paper px-2 py-2"
          >
            <option value="usd">{text.feeKinds.usd}</option>
            <option value="percent">{text.feeKinds.percent}</option>
          </select>
        </div>
      </div>
      <div>
        <div className="flex min-h-tap items-center justify-between gap-2">
          <label htmlFor={id('schedule')} className="font-semibold">
            {labels.schedule}
          </label>
          <HelpTip id={`${id('schedule')}-help`} label={labels.schedule} text={text.help.schedule!} lang={lang} />
        </div>
        <select
          id={id('schedule')}
          value={inputs.schedule}
          onChange={(e) => onChange('schedule', e.target.value as ScheduleKind)}
          className="min-h-tap w-full rounded-card border border-muted/50 bg-paper px-3 py-2 text-base"
        >
          {SCHEDULE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {text.scheduleLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      {inputs.schedule === 'percent' ? (
        <>
          {field('holdback', '%', labels.holdback, true)}
          {field('revenue', '$', labels.revenue, true)}
        </>
      ) : (
        field('debit', '$', debitLabel, true)
      )}
      {field('discount', '%')}
      {field('discountDay')}
    </div>
  );
}
