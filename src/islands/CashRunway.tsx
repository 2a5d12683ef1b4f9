import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { CashRunwayCore, type CashRunwayProps } from '@/components/react/cash-runway/CashRunwayCore';
import { CASH_RUNWAY_TEXT_EN } from '@/lib/i18n/tools/cash-runway.en';

/** The 13-week cash forecast in English (the Spanish entry is ./es/CashRunway.tsx). */
export default withErrorBoundary((props: CashRunwayProps) => <CashRunwayCore {...props} text={CASH_RUNWAY_TEXT_EN} />, ISLAND_ERROR_EN);
