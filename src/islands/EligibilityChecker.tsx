import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { EligibilityCheckerCore } from '@/components/react/eligibility/EligibilityCheckerCore';
import { ELIGIBILITY_TEXT_EN } from '@/lib/i18n/tools/eligibility.en';

/** The eligibility checker in English (the Spanish entry is ./es/EligibilityChecker.tsx). */
export default withErrorBoundary((props: { applyHref: string }) => <EligibilityCheckerCore {...props} text={ELIGIBILITY_TEXT_EN} lang="en" />, ISLAND_ERROR_EN);
