import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { CashRunwayCore, type CashRunwayProps } from '@/components/react/cash-runway/CashRunwayCore';
import { CASH_RUNWAY_TEXT_ES } from '@/lib/i18n/tools/cash-runway.es';

/** The 13-week cash forecast in Spanish. */
export default withErrorBoundary((props: CashRunwayProps) => <CashRunwayCore {...props} text={CASH_RUNWAY_TEXT_ES} />, ISLAND_ERROR_ES);
