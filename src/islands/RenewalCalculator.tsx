import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { RenewalCalculatorCore } from '@/components/react/paying/RenewalCalculatorCore';
import { RENEWAL_UI_EN } from '@/lib/i18n/tools/renewal.en';

/** The renewal calculator in English (the Spanish entry is ./es/RenewalCalculator.tsx). */
export default withErrorBoundary(() => <RenewalCalculatorCore text={RENEWAL_UI_EN} />, ISLAND_ERROR_EN);
