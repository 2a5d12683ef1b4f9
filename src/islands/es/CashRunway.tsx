import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { CashRunwayCore, type CashRunwayProps } from '@/components/react/cash-runway/CashRunwayCore';
import { CASH_RUNWAY_TEXT_ES } from '@/lib/i18n/tools/cash-runway.es';

/** What only a chosen file shows, in this language: loaded with the file. */
const fileWords = () => import('@/lib/i18n/tools/cash-runway-file.es').then((m) => m.CASH_RUNWAY_FILE_TEXT_ES);

/** The 13-week cash forecast in Spanish. */
export default withErrorBoundary((props: CashRunwayProps) => <CashRunwayCore {...props} text={CASH_RUNWAY_TEXT_ES} fileWords={fileWords} />, ISLAND_ERROR_ES);
