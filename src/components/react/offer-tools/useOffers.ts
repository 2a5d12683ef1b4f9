import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fillCounterpart, validateOffer, type OfferErrors, type OfferFieldKey, type OfferInputs } from '@/lib/calculator/offer-input';
import { offersFromQuery, queryFromOffers } from '@/lib/calculator/offer-query';
import { computeOffer } from '@/lib/calculator/offer';
import type { Lang } from '@/lib/i18n/lang';
import type { OfferToolsText } from '@/lib/i18n/tools/offer-tools.en';
import type { OfferFieldsProps } from './OfferFields';
import { writeToolQuery } from '@/lib/site/tool-address';

/**
 * The offers on a page, kept in the address. The first render uses `defaults` (as the server did), so
 * hydration changes nothing; a shared link's scenario is read after that, and its mistakes shown at once.
 */
export function useOffers(defaults: readonly OfferInputs[], max: number, text: OfferToolsText, lang: Lang) {
  const t = text.input;
  const fill = (o: OfferInputs) => fillCounterpart(o, t);
  const [offers, setOffers] = useState<OfferInputs[]>(() => defaults.map(fill));
  const [shown, setShown] = useState<OfferErrors[]>(() => defaults.map(() => ({})));

  useEffect(() => {
    if (!window.location.search) return;
    // A shared link's figures go on into the language links too.
    writeToolQuery(window.location.search);
    const fromQuery = offersFromQuery(window.location.search, defaults, t, max).map(fill);
    // After hydration on purpose: the server rendered the defaults, and the first client render must match.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffers(fromQuery);
    setShown(fromQuery.map((o, i) => validateOffer(o, i, t).errors));
    // Read once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const checked = useMemo(() => offers.map((o, i) => validateOffer(o, i, t)), [offers, t]);
  // The results follow the fields a paint later on a slow phone: a keystroke paints its field first.
  // One deferred value for both, so the results and the offers they belong to always match (an offer removed,
  // a link with fewer offers).
  const settled = useDeferredValue(useMemo(() => ({ offers, checked }), [offers, checked]));
  const results = useMemo(() => settled.checked.map((c) => (c.offer ? computeOffer(c.offer) : undefined)), [settled]);

  // The address follows the offers in the deferred render, with the results (as in the kit's useQueryForm):
  // a keystroke paints its field first. Only once the reader changes something: loading never writes it.
  const changed = useRef(false);
  useLayoutEffect(() => {
    if (changed.current) writeToolQuery(queryFromOffers(settled.offers, t));
  }, [settled, t]);

  const commit = (next: OfferInputs[], nextShown: OfferErrors[]) => {
    changed.current = true;
    setOffers(next);
    setShown(nextShown);
  };

  const update = (index: number, key: OfferFieldKey, value: string) => {
    const next = offers.map((o, i) => {
      if (i !== index) return o;
      const changed: OfferInputs = { ...o, [key]: value };
      // Typing a factor or a payback makes it the one that counts; the other is filled from it.
      if (key === 'factor') changed.costBy = 'factor';
      if (key === 'payback') changed.costBy = 'payback';
      return key === 'label' ? changed : fill(changed);
    });
    const counterpart: OfferFieldKey | undefined =
      key === 'factor' ? 'payback' : key === 'payback' ? 'factor' : key === 'advance' ? (offers[index]!.costBy === 'factor' ? 'payback' : 'factor') : undefined;
    commit(
      next,
      shown.map((errs, i) => {
        if (i !== index) return errs;
        const rest: OfferErrors = { ...errs };
        delete rest[key];
        if (counterpart) delete rest[counterpart];
        return rest;
      }),
    );
  };

  const reveal = (index: number, key: OfferFieldKey) => {
    const error = checked[index]?.errors[key];
    setShown((prev) => prev.map((errs, i) => (i === index && error ? { ...errs, [key]: error } : errs)));
  };

  const revealAll = () => setShown(checked.map((c) => c.errors));

  // Handlers made once per offer that call this render's update and reveal: the memoised fields skip a
  // render while the reader types elsewhere.
  const latest = useRef({ update, reveal });
  useLayoutEffect(() => {
    latest.current = { update, reveal };
  });
  const [handlers] = useState(() =>
    Array.from({ length: max }, (_, index) => ({
      onChange: (key: OfferFieldKey, value: string) => latest.current.update(index, key, value),
      onBlur: (key: OfferFieldKey) => latest.current.reveal(index, key),
    })),
  );

  /** Everything <OfferFields> needs for offer `index`, wired to this state. */
  const fieldsFor = (index: number): OfferFieldsProps => ({
    idPrefix: `offer-${index + 1}`,
    inputs: offers[index]!,
    errors: shown[index] ?? {},
    ...handlers[index]!,
    text,
    lang,
  });

  return { offers, shown, checked, results, resultOffers: settled.offers, revealAll, commit, fieldsFor };
}
