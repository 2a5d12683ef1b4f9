import { memo, useMemo } from 'react';
import { MAX_LABEL_LENGTH, OFFER_FIELD_KEYS, type OfferErrors, type OfferFieldKey, type OfferInputs, type OfferNumberKey } from '@/lib/calculator/offer-input';
import { SCHEDULE_KINDS, type ScheduleKind } from '@/lib/calculator/offer';
import type { Lang } from '@/lib/i18n/lang';
import type { OfferToolsText } from '@/lib/i18n/tools/offer-tools.en';
import { HelpTip } from '@/components/react/help-tip/HelpTip';
import { ChoiceSelect, NumberInput, TextInput } from '@/components/react/kit/fields';

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

/**
 * The fields of one offer, from the tool kit. Every text input is limited to what the parser reads. Memoised,
 * with one pair of handlers per field made once: typing in one offer redraws only the field it changes.
 */
export const OfferFields = memo(function OfferFields({ idPrefix, inputs, errors, onChange, onBlur, text, lang }: OfferFieldsProps) {
  const labels = text.labels;
  const on = useMemo(
    () => Object.fromEntries(OFFER_FIELD_KEYS.map((key) => [key, { change: (value: string) => onChange(key, value), blur: () => onBlur(key) }])),
    [onChange, onBlur],
  ) as Record<OfferFieldKey, { change: (value: string) => void; blur: () => void }>;
  const id = (key: OfferFieldKey) => `${idPrefix}-${key}`;
  // null, not undefined, where a field has no tip: every label of the offer sits in the same centred row (kit FieldLabel).
  const helpTip = (key: OfferFieldKey) => {
    const help = text.help[key];
    return help ? <HelpTip id={`${id(key)}-help`} label={labels[key]} text={help} lang={lang} /> : null;
  };

  // `labelUnit`: the unit goes in the label as well as beside the box (GOV.UK pattern), "Advance amount ($)".
  const field = (key: OfferNumberKey, unit: '$' | '%' | '' = '', label: string = labels[key], labelUnit = false) => (
    <NumberInput
      id={id(key)}
      label={labelUnit && unit ? `${label} (${unit})` : label}
      value={inputs[key]}
      unit={unit}
      error={errors[key]}
      numeric={key === 'discountDay'}
      aside={helpTip(key)}
      onChange={on[key].change}
      onBlur={on[key].blur}
    />
  );

  const debitLabel = inputs.schedule === 'weekly' ? text.weeklyDebit : text.dailyDebit;
  return (
    <div className="space-y-4">
      <TextInput id={id('label')} label={labels.label} value={inputs.label} maxLength={MAX_LABEL_LENGTH} aside={null} onChange={on.label.change} />
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
      <ChoiceSelect<ScheduleKind>
        id={id('schedule')}
        label={labels.schedule}
        value={inputs.schedule as ScheduleKind}
        options={SCHEDULE_KINDS.map((kind) => ({ value: kind, label: text.scheduleLabels[kind] }))}
        aside={helpTip('schedule')}
        onChange={on.schedule.change}
      />
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
});
