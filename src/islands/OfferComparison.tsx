import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { OfferComparisonCore, type OfferComparisonProps } from '@/components/react/offer-tools/OfferComparisonCore';
import { COMPARE_TEXT_EN } from '@/lib/i18n/tools/compare-offers.en';

/** The English offer comparison (Spanish: ./es/OfferComparison.tsx). */
export default withErrorBoundary((props: OfferComparisonProps) => <OfferComparisonCore {...props} text={COMPARE_TEXT_EN} lang="en" />, ISLAND_ERROR_EN);
