import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { RenewalCalculatorCore } from '@/components/react/paying/RenewalCalculatorCore';
import { RENEWAL_UI_ES } from '@/lib/i18n/tools/renewal.es';

/** The renewal calculator in Spanish. */
export default withErrorBoundary(() => <RenewalCalculatorCore text={RENEWAL_UI_ES} />, 'es');
