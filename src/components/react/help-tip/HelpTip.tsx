/**
 * A help icon with a tooltip. The server renders a plain button described (aria-describedby) by
 * visually hidden help text, so screen readers have the text before and without hydration. The Radix
 * Tooltip that shows it on screen is loaded on the first hover, focus or tap (./RadixTip.tsx), which
 * keeps Radix out of the page's first-load JavaScript.
 *
 * Opens on hover, keyboard focus, click and tap; closes on mouse leave, blur, Escape and an outside tap;
 * a second tap on the icon closes it on touch screens.
 */
import { useLayoutEffect, useRef, useState, type ComponentType, type PointerEvent } from 'react';
import type { RadixTipProps } from './RadixTip';
import type { Lang } from '@/lib/i18n/lang';

type Tip = ComponentType<RadixTipProps>;
let loading: Promise<Tip> | undefined;
/** One import for every help tip on the page. */
const loadTip = (): Promise<Tip> => (loading ??= import('./RadixTip').then((m) => m.RadixTip));

interface HelpTipProps {
  /** Id of the hidden help text, unique on the page. */
  id: string;
  /** What the tip is about: the button is named "About {label}" ("{label}: más información" in Spanish). */
  label: string;
  text: string;
  lang?: Lang;
}

// Spanish puts the field's name first: "Acerca de Monto del adelanto" reads as a stray title (issue 43).
const ABOUT: Readonly<Record<Lang, (label: string) => string>> = { en: (label) => `About ${label}`, es: (label) => `${label}: más información` };

export function HelpTip({ id, label, text, lang = 'en' }: HelpTipProps) {
  const [LoadedTip, setLoadedTip] = useState<Tip | null>(null);
  const [open, setOpen] = useState(false);
  // Where Radix portals the tip: found once, when it loads (refs are not read while rendering).
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);
  // Between pointerdown and pointerup, the click decides: Radix's own close-on-press is ignored.
  const pressing = useRef(false);
  const lastPress = useRef<{ touch: boolean; wasOpen: boolean } | null>(null);

  const load = () => {
    if (LoadedTip) return;
    loadTip().then(
      (tip) => {
        // Mounting Radix replaces the button element; give focus back if the reader was on it.
        refocus.current = document.activeElement === button.current;
        setContainer(wrapper.current?.closest('main') ?? null);
        setLoadedTip(() => tip);
      },
      // Offline or blocked: the plain button and its described text still work.
      () => undefined,
    );
  };

  useLayoutEffect(() => {
    if (LoadedTip && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [LoadedTip]);

  const onPointerDown = (event: PointerEvent) => {
    pressing.current = true;
    lastPress.current = { touch: event.pointerType === 'touch', wasOpen: open };
    const release = () => (pressing.current = false);
    window.addEventListener('pointerup', release, { once: true });
    window.addEventListener('pointercancel', release, { once: true });
    load();
  };

  const trigger = (
    <button
      ref={button}
      type="button"
      aria-describedby={id}
      onPointerDown={onPointerDown}
      onClick={(event) => {
        // preventDefault stops Radix's close-on-click; a tap toggles, a mouse click or Enter opens.
        event.preventDefault();
        const press = lastPress.current;
        lastPress.current = null;
        setOpen(press?.touch ? !press.wasOpen : true);
      }}
      onFocus={() => {
        load();
        setOpen(true);
      }}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      className="inline-flex min-h-tap min-w-tap items-center justify-center rounded-full text-muted hover:text-accent"
    >
      <span className="sr-only">{ABOUT[lang](label)}</span>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6">
        <circle cx="10" cy="10" r="8" />
        <path d="M8 7.5a2 2 0 1 1 2.8 1.8c-.5.2-.8.7-.8 1.2v.5M10 14h.01" strokeLinecap="round" />
      </svg>
    </button>
  );

  return (
    <span
      ref={wrapper}
      className="relative inline-flex"
      // On this wrapper, not the button, so hover survives the button being replaced when Radix loads.
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        load();
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setOpen(false);
      }}
    >
      {LoadedTip ? (
        <LoadedTip open={open} onOpenChange={(next) => (next || !pressing.current) && setOpen(next)} text={text} container={container}>
          {trigger}
        </LoadedTip>
      ) : (
        trigger
      )}
      <span id={id} className="sr-only">
        {text}
      </span>
    </span>
  );
}
