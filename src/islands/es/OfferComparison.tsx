import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { OfferComparisonCore, type OfferComparisonProps } from '@/components/react/offer-tools/OfferComparisonCore';
import { COMPARE_TEXT_ES } from '@/lib/i18n/tools/compare-offers.es';

/** The Spanish offer comparison: the English one's core with the Spanish catalog. */
export default withErrorBoundary((props: OfferComparisonProps) => <OfferComparisonCore {...props} text={COMPARE_TEXT_ES} lang="es" />, ISLAND_ERROR_ES);
