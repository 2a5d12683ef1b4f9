import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { EligibilityCheckerCore } from '@/components/react/eligibility/EligibilityCheckerCore';
import { ELIGIBILITY_TEXT_ES } from '@/lib/i18n/tools/eligibility.es';

/** The eligibility checker in Spanish. */
export default withErrorBoundary((props: { applyHref: string }) => <EligibilityCheckerCore {...props} text={ELIGIBILITY_TEXT_ES} lang="es" />, ISLAND_ERROR_ES);
