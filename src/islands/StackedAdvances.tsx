import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { StackedAdvancesCore, type StackedProps } from '@/components/react/paying/StackedAdvancesCore';
import { STACKED_TEXT_EN } from '@/lib/i18n/tools/stacked.en';

/** The stacked-advances check in English (the Spanish entry is ./es/StackedAdvances.tsx). */
export default withErrorBoundary((props: StackedProps) => <StackedAdvancesCore {...props} text={STACKED_TEXT_EN} />, ISLAND_ERROR_EN);
