import { useEffect, useMemo, useRef, useState } from 'react';
import { MAX_QUERY_LENGTH } from '@/lib/content/blog-search';
import { readQueryParam, writeQueryParam } from '@/lib/content/query-param';
import { createSiteSearcher, type SearchGroup, type SearchIndex, type Snippet } from '@/lib/search/site-search';
import type { SearchText } from '@/lib/i18n/tools/search.en';

export interface SiteSearchProps {
  /** Where the box sits: the desktop header's panel, the phone's navigation sheet, or the search page. */
  placement: 'header' | 'sheet' | 'page';
}

/** What each language's island entry adds: its words, its search page and its index file. */
interface LanguageProps {
  text: SearchText;
  /** The search page: the form's action, so Enter (and the no-script form) leads there with `?q=`. */
  action: string;
  /** This language's index file (SEARCH_INDEX_URL). */
  indexUrl: string;
}

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/** One fetch per page, shared by every box on it (header, sheet, page), started by the first focus. */
let loading: Promise<SearchIndex> | undefined;
function loadIndex(url: string): Promise<SearchIndex> {
  loading ??= fetch(url).then((response) => {
    if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
    return response.json() as Promise<SearchIndex>;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

function Marked({ parts }: { parts: readonly Snippet[] }) {
  return parts.map((part, index) => (part.hit ? <mark key={index}>{part.text}</mark> : part.text));
}

/**
 * The site search box and its results. Its server HTML is a plain GET form to the search page, so it works
 * before hydration and with no script at all; the island hydrates on the reader's first touch
 * (`client:interaction`) and fetches the index only when the box gets focus, never on page load. On the
 * search page it also reads `?q=` and keeps it up to date, so a search can be shared.
 */
export function SiteSearchCore({ placement, action, indexUrl, text }: SiteSearchProps & LanguageProps) {
  // One box per placement on a page, and each island is its own React root: the placement names its ids.
  const id = `site-search-${placement}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [index, setIndex] = useState<SearchIndex>();
  const search = useMemo(() => (index ? createSiteSearcher(index.docs) : undefined), [index]);
  const groups: SearchGroup[] = search ? search(input) : [];
  const count = groups.reduce((sum, group) => sum + group.hits.length, 0);
  const query = input.trim();

  const start = () => {
    if (status === 'loading' || status === 'ready') return;
    setStatus('loading');
    loadIndex(indexUrl).then(
      (loaded) => {
        setIndex(loaded);
        setStatus('ready');
      },
      () => setStatus('failed'),
    );
  };

  useEffect(() => {
    const box = inputRef.current;
    // Keep what was typed before hydration; on the search page, take ?q= from the address.
    const typed = box?.value ?? '';
    const initial = typed || (placement === 'page' ? readQueryParam() : '');
    if (initial) setInput(initial);
    // Words typed before hydration go into the search page's address too, as typing after it does.
    if (typed && placement === 'page') writeQueryParam(typed);
    // The focus that hydrated the island came before React listened for it.
    if (initial || (box && document.activeElement === box)) start();
    // Runs once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onPage = placement === 'page';
  const Heading = onPage ? 'h2' : 'h3';
  const message =
    status === 'failed' ? text.failed : !query ? '' : status !== 'ready' ? text.loading : count === 0 ? text.none(query) : text.found(count, query);

  // The server HTML is the form alone (it is in every page's header and sheet, so every byte counts); the
  // live region and the results exist once the island has hydrated, which is before the reader types.
  return (
    <div className="site-search">
      {onPage && (
        <label htmlFor={id} className="block font-semibold">
          {text.label}
        </label>
      )}
      <form
        role="search"
        action={action}
        className={`flex gap-2 ${onPage ? 'mt-2' : ''}`}
        onSubmit={(event) => {
          // On the search page the results are already below the box; elsewhere, Enter opens the search page.
          if (onPage && status === 'ready') event.preventDefault();
        }}
      >
        <input
          id={id}
          ref={inputRef}
          type="search"
          name="q"
          value={input}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          // The header's box is in a popover: opening it focuses the box (and a focus is what loads the index).
          autoFocus={placement === 'header'}
          aria-label={onPage ? undefined : text.label}
          placeholder={onPage ? text.placeholder : undefined}
          aria-describedby={status === 'idle' ? undefined : `${id}-status`}
          onFocus={start}
          onChange={(event) => {
            setInput(event.target.value);
            if (onPage) writeQueryParam(event.target.value);
          }}
          className="min-h-tap w-full min-w-0 rounded-card border border-muted/50 px-3"
        />
        <button type="submit" className="btn-secondary px-4">
          {text.submit}
        </button>
      </form>
      {status !== 'idle' && (
        <p id={`${id}-status`} role="status" className={message ? 'mt-3 text-sm text-muted' : 'sr-only'}>
          {message}
        </p>
      )}
      {groups.length > 0 && (
        <div className="mt-2 space-y-4" data-search-results>
          {groups.map((group) => (
            <section key={group.kind} data-kind={group.kind}>
              <Heading className="text-sm font-semibold text-muted">{text.kinds[group.kind]}</Heading>
              <ul className="mt-1 space-y-2">
                {group.hits.map((hit) => (
                  <li key={`${hit.doc.u} ${hit.doc.t}`}>
                    <a href={hit.doc.u} className="inline-flex min-h-tap items-center font-semibold">
                      {hit.doc.t}
                    </a>
                    <p className="text-sm text-muted">
                      <Marked parts={hit.snippet} />
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
