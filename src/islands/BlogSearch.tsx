import { useEffect, useMemo, useRef, useState } from 'react';
import { createSearcher, createSuggester, normalizeQuery, resultsAnnouncement, MAX_QUERY_LENGTH, type SiteSuggestion } from '@/lib/content/blog-search';
import { readQueryParam, writeQueryParam } from '@/lib/content/query-param';
import { ROUTES } from '@/lib/site/routes';
import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';

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
  /** Guides, FAQ answers and tools offered when no article matches (built at build time). */
  suggestions?: readonly SiteSuggestion[];
}

function BlogSearch({ articles, suggestions = [] }: Props) {
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useMemo(() => createSearcher(articles), [articles]);
  const query = normalizeQuery(input);
  const results = search(input);
  const suggest = useMemo(() => createSuggester(suggestions), [suggestions]);
  const others = results.length === 0 ? suggest(input) : [];

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
          className="mt-2 min-h-tap w-full rounded-card border border-muted/50 bg-paper px-4 text-base"
        />
      </div>
      <p role="status" className="mt-3 text-sm text-muted" data-results-status>
        {resultsAnnouncement(results.length, query, others.length)}
      </p>
      {results.length === 0 ? (
        <div className="mt-6 rounded-card border border-line bg-wash p-5" data-no-results>
          <p>No article matches that search.</p>
          {others.length > 0 ? (
            <>
              <p className="mt-2">These pages on the site do:</p>
              <ul className="mt-3 space-y-3" data-suggestions>
                {others.map((item) => (
                  <li key={item.id}>
                    <span className="mr-2 rounded-full border border-line px-2 py-0.5 text-sm font-semibold uppercase tracking-wide text-muted">
                      {item.kind}
                    </span>
                    <a href={item.url} className="inline-flex min-h-tap items-center font-semibold">
                      {item.title}
                    </a>
                    <p className="text-sm text-muted">{item.excerpt}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-2">
              Nothing else on the site matches either. Try a shorter word, or browse the <a href={ROUTES.guides}>guides</a> or the <a href={ROUTES.faq}>FAQ</a>.
            </p>
          )}
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
              <h2 className="text-xl font-semibold">
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

export default withErrorBoundary(BlogSearch, ISLAND_ERROR_EN);
