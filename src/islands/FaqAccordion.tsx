import { useEffect, useState } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { withErrorBoundary } from './ErrorBoundary';

interface Item {
  question: string;
  answer: string;
}

interface Props {
  items: readonly Item[];
  /** `single`: one answer open at a time (guides, articles). `multiple`: several may be open (landing pages, /faq). */
  mode: 'single' | 'multiple';
  /** Unique per page: groups the native details elements and prefixes ids. */
  name: string;
}

const itemClass = 'border-b border-line';
const triggerClass =
  'flex min-h-[44px] w-full cursor-pointer items-center justify-between gap-4 py-3 text-left font-semibold text-ink hover:text-accent';
const chevron = (
  <svg aria-hidden="true" width="14" height="14" viewBox="0 0 12 12" className="faq-chevron shrink-0 transition-transform">
    <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
  </svg>
);

/**
 * Server HTML is a list of native <details>: every question and answer is in the page, and it works
 * with no script at all. When the island hydrates (as it scrolls into view) the same list becomes a
 * Radix accordion, which adds arrow-key movement between questions and the single/multiple rule.
 */
function FaqAccordion({ items, mode, name }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  if (!enhanced) {
    return (
      <div data-faq={mode}>
        {items.map((item, index) => (
          <details key={index} className={`${itemClass} group`} {...(mode === 'single' ? { name } : {})}>
            <summary className={`${triggerClass} list-none [&::-webkit-details-marker]:hidden`}>
              {item.question}
              {chevron}
            </summary>
            <p className="pb-4 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    );
  }

  const content = items.map((item, index) => (
    <Accordion.Item key={index} value={`${name}-${index}`} className={itemClass}>
      <Accordion.Header asChild>
        <h3 className="font-sans text-base">
          <Accordion.Trigger className={`${triggerClass} group`}>
            {item.question}
            {chevron}
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Accordion.Content>
        <p className="pb-4 text-muted">{item.answer}</p>
      </Accordion.Content>
    </Accordion.Item>
  ));

  return mode === 'single' ? (
    <Accordion.Root type="single" collapsible data-faq={mode} data-enhanced="">
      {content}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="multiple" data-faq={mode} data-enhanced="">
      {content}
    </Accordion.Root>
  );
}

export default withErrorBoundary(FaqAccordion);
