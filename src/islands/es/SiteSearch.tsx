import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { SiteSearchCore, type SiteSearchProps } from '@/components/react/site-search/SiteSearchCore';
import { SEARCH_INDEX_URL } from '@/lib/site/routes';
import { ES_ROUTES } from '@/lib/i18n/pages';
import { SEARCH_TEXT_ES } from '@/lib/i18n/tools/search.es';

/** The Spanish site search: the English one's core with the Spanish catalog. */
export default withErrorBoundary(
  (props: SiteSearchProps) => <SiteSearchCore {...props} text={SEARCH_TEXT_ES} action={ES_ROUTES.search} indexUrl={SEARCH_INDEX_URL.es} />,
  ISLAND_ERROR_ES,
);
