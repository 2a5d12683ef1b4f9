import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { ErrorBoundary } from '@/components/react/ErrorBoundary';
import type { Lang } from '@/lib/i18n/lang';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { Chevron } from '@/components/react/Chevron';
import { answerParagraphs } from '@/lib/content/text';

interface Item {
  question: string;
  answer: string;
}

interface Props {
  /** The entries, from the collection: what the accordion renders once it takes over. */
  items: readonly Item[];
  /** `single`: one answer open at a time (guides, articles). `multiple`: several may be open (landing pages, /faq). */
  mode: 'single' | 'multiple';
  /** Unique per page: prefixes the accordion's item values. */
  name: string;
  /** The server-rendered native <details> list (components/Faq.astro). */
  children?: ReactNode;
}

/** The one island that serves both languages' pages (guides, landing pages, /faq), so it carries both error texts. */
const ISLAND_ERROR = { en: ISLAND_ERROR_EN, es: ISLAND_ERROR_ES } as const;

const itemClass = 'border-b border-line';
const triggerClass = 'flex min-h-tap w-full cursor-pointer items-center justify-between gap-4 py-3 text-left font-semibold text-ink hover:text-accent';
const chevron = <Chevron size={14} className="faq-chevron shrink-0 transition-transform" />;

/**
 * The server HTML is the native list passed in as children: it works with no script. The island hydrates
 * only on the reader's first interaction (`client:interaction`); it then renders the entries it was given
 * as props as a Radix accordion (arrow keys between questions, single or multiple open), keeping open
 * exactly the answers the reader had open in the native list (the only thing read from the page).
 */
function FaqAccordion({ items, mode, name, children }: Props) {
  const nativeList = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<string[] | null>(null);
  useEffect(() => {
    const details = Array.from(nativeList.current?.querySelectorAll('details') ?? []);
    setOpen(details.flatMap((d, index) => (d.open ? [`${name}-${index}`] : [])));
  }, [name]);

  if (open === null) {
    return (
      <div data-faq={mode} ref={nativeList}>
        {children}
      </div>
    );
  }

  const content = items.map((item, index) => (
    <Accordion.Item key={index} value={`${name}-${index}`} className={itemClass}>
      <Accordion.Header asChild>
        <h3 className="text-base">
          <Accordion.Trigger className={`${triggerClass} group`}>
            {item.question}
            {chevron}
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Accordion.Content>
        {answerParagraphs(item.answer).map((paragraph, i) => (
          <p key={i} className="pb-4 text-muted">
            {paragraph}
          </p>
        ))}
      </Accordion.Content>
    </Accordion.Item>
  ));

  return mode === 'single' ? (
    <Accordion.Root type="single" collapsible defaultValue={open[0]} data-faq={mode} data-enhanced="">
      {content}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="multiple" defaultValue={open} data-faq={mode} data-enhanced="">
      {content}
    </Accordion.Root>
  );
}

export default function BoundedFaqAccordion({ lang = 'en', ...props }: Props & { lang?: Lang }) {
  return (
    <ErrorBoundary text={ISLAND_ERROR[lang]}>
      <FaqAccordion {...props} />
    </ErrorBoundary>
  );
}
