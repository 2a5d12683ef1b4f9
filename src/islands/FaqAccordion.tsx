import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { Chevron } from '@/components/react/Chevron';

interface Item {
  question: string;
  answer: string;
}

interface Props {
  /** `single`: one answer open at a time (guides, articles). `multiple`: several may be open (landing pages, /faq). */
  mode: 'single' | 'multiple';
  /** Unique per page: prefixes the accordion's item values. */
  name: string;
  /** The server-rendered native <details> list (components/Faq.astro). */
  children?: ReactNode;
}

const itemClass = 'border-b border-line';
const triggerClass = 'flex min-h-tap w-full cursor-pointer items-center justify-between gap-4 py-3 text-left font-semibold text-ink hover:text-accent';
const chevron = <Chevron size={14} className="faq-chevron shrink-0 transition-transform" />;

interface Enhanced {
  items: Item[];
  open: string[];
}

/**
 * The server HTML is the native list passed in as children: every question and answer is in the page
 * once, and it works with no script. The island hydrates only on the reader's first interaction
 * (`client:interaction`); it then reads the questions, answers and which answers are open from that
 * list, and renders the same list as a Radix accordion (arrow keys between questions, single or
 * multiple open) with exactly those answers still open.
 */
function FaqAccordion({ mode, name, children }: Props) {
  const nativeList = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);
  useEffect(() => {
    const details = Array.from(nativeList.current?.querySelectorAll('details') ?? []);
    setEnhanced({
      items: details.map((d) => ({
        question: d.querySelector('summary')?.textContent?.trim() ?? '',
        answer: d.querySelector('p')?.textContent ?? '',
      })),
      open: details.flatMap((d, index) => (d.open ? [`${name}-${index}`] : [])),
    });
  }, [name]);

  if (enhanced === null) {
    return (
      <div data-faq={mode} ref={nativeList}>
        {children}
      </div>
    );
  }

  const content = enhanced.items.map((item, index) => (
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
    <Accordion.Root type="single" collapsible defaultValue={enhanced.open[0]} data-faq={mode} data-enhanced="">
      {content}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="multiple" defaultValue={enhanced.open} data-faq={mode} data-enhanced="">
      {content}
    </Accordion.Root>
  );
}

export default withErrorBoundary(FaqAccordion);
