import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { SiteSearchCore, type SiteSearchProps } from '@/components/react/site-search/SiteSearchCore';
import { ROUTES, SEARCH_INDEX_URL } from '@/lib/site/routes';
import { SEARCH_TEXT_EN } from '@/lib/i18n/tools/search.en';

/** The English site search: the shared core with the English catalog. */
export default withErrorBoundary(
  (props: SiteSearchProps) => <SiteSearchCore {...props} text={SEARCH_TEXT_EN} action={ROUTES.search} indexUrl={SEARCH_INDEX_URL.en} />,
  ISLAND_ERROR_EN,
);
