/**
 * The Radix Tooltip behind <HelpTip>. Loaded with import() on a reader's first hover, focus or tap,
 * so its ~20 KB gzipped never counts against a page's first load. Fully controlled: <HelpTip> owns
 * `open`, because Radix Tooltip on its own closes on pointerdown and click and never opens on touch.
 */
import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

export interface RadixTipProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: string;
  /** The trigger button, rendered by <HelpTip> so its handlers and ref stay the same. */
  children: ReactElement;
  /** Where the tip is rendered: the page's <main>, so it stays inside a landmark. */
  container?: HTMLElement | null;
}

export function RadixTip({ open, onOpenChange, text, children, container }: RadixTipProps) {
  return (
    // No hover delay, and no hoverable content: the tip closes as soon as the pointer leaves the icon.
    <Tooltip.Provider delayDuration={0} disableHoverableContent>
      <Tooltip.Root open={open} onOpenChange={onOpenChange}>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal container={container}>
          <Tooltip.Content
            side="top"
            align="end"
            sideOffset={2}
            collisionPadding={8}
            data-help-tip
            className="z-50 w-64 max-w-[calc(100vw-16px)] rounded-card bg-ink px-3 py-2 text-sm leading-snug text-white shadow-lg"
          >
            {text}
            <Tooltip.Arrow className="fill-ink" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
