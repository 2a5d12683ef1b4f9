import { useEffect, useMemo, useRef, useState } from 'react';
import { cleanQueryParam, createSearcher, normalizeQuery, resultsAnnouncement, MAX_QUERY_LENGTH } from '../lib/blog-search';
import { withErrorBoundary } from './ErrorBoundary';

export interface ArticleCard {
  id: string;
  url: string;
  title: string;
  excerpt: string;
  tags: readonly string[];
  date: string;
  dateLabel: string;
  minutes: number;
}

interface Props {
  articles: readonly ArticleCard[];
}

function readQueryParam(): string {
  try {
    return cleanQueryParam(new URLSearchParams(window.location.search).get('q'));
  } catch {
    return '';
  }
}

/** Keeps the search in `?q=` so it can be shared, without adding history entries as the reader types. */
function writeQueryParam(value: string) {
  const url = new URL(window.location.href);
  if (value.trim()) url.searchParams.set('q', value);
  else url.searchParams.delete('q');
  window.history.replaceState(window.history.state, '', url);
}

function BlogSearch({ articles }: Props) {
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useMemo(() => createSearcher(articles), [articles]);
  const query = normalizeQuery(input);
  const results = search(input);

  useEffect(() => {
    // Keep what a fast reader typed before the island hydrated; otherwise take ?q= from the address.
    const initial = inputRef.current?.value || readQueryParam();
    if (initial) {
      setInput(initial);
      writeQueryParam(initial);
    }
  }, []);

  return (
    <div>
      <div role="search" className="max-w-xl">
        <label htmlFor="blog-search" className="block font-semibold">
          Search articles
        </label>
        <input
          id="blog-search"
          ref={inputRef}
          type="search"
          name="q"
          value={input}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          placeholder="e.g. APR, renewal, reconciliation"
          onChange={(event) => {
            setInput(event.target.value);
            writeQueryParam(event.target.value);
          }}
          className="mt-2 min-h-[44px] w-full rounded-card border border-muted/50 bg-paper px-4 text-base"
        />
      </div>
      <p role="status" className="mt-3 text-sm text-muted" data-results-status>
        {resultsAnnouncement(results.length, query)}
      </p>
      {results.length === 0 ? (
        <div className="mt-6 rounded-card border border-line bg-wash p-5">
          <p>No article matches that search. Try a shorter word, or browse every article.</p>
          <button
            type="button"
            className="btn-secondary mt-3"
            onClick={() => {
              setInput('');
              writeQueryParam('');
            }}
          >
            Show all articles
          </button>
        </div>
      ) : (
        <ul className="mt-6 grid gap-5 md:grid-cols-2" data-article-list>
          {results.map((article) => (
            <li key={article.id} className="card flex flex-col">
              <h2 className="text-xl font-bold">
                <a href={article.url} className="text-ink no-underline hover:text-accent hover:underline">
                  {article.title}
                </a>
              </h2>
              <p className="mt-2 flex-1 text-muted">{article.excerpt}</p>
              <p className="mt-3 text-sm text-muted">
                <time dateTime={article.date}>{article.dateLabel}</time> · {article.minutes} min read
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default withErrorBoundary(BlogSearch);
