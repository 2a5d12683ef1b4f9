import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { RenewalCalculatorCore } from '@/components/react/paying/RenewalCalculatorCore';
import { RENEWAL_UI_ES } from '@/lib/i18n/tools/renewal.es';

/** The renewal calculator in Spanish. */
export default withErrorBoundary(() => <RenewalCalculatorCore text={RENEWAL_UI_ES} />, ISLAND_ERROR_ES);
