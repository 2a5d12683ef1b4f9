import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { StackedAdvancesCore, type StackedProps } from '@/components/react/paying/StackedAdvancesCore';
import { STACKED_TEXT_ES } from '@/lib/i18n/tools/stacked.es';

/** The stacked-advances check in Spanish. */
export default withErrorBoundary((props: StackedProps) => <StackedAdvancesCore {...props} text={STACKED_TEXT_ES} />, ISLAND_ERROR_ES);
