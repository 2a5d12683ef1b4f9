import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { CashRunwayCore, type CashRunwayProps } from '@/components/react/cash-runway/CashRunwayCore';
import { CASH_RUNWAY_TEXT_EN } from '@/lib/i18n/tools/cash-runway.en';

/** What only a chosen file shows, in this language: loaded with the file. */
const fileWords = () => import('@/lib/i18n/tools/cash-runway-file.en').then((m) => m.CASH_RUNWAY_FILE_TEXT_EN);

/** The 13-week cash forecast in English (the Spanish entry is ./es/CashRunway.tsx). */
export default withErrorBoundary((props: CashRunwayProps) => <CashRunwayCore {...props} text={CASH_RUNWAY_TEXT_EN} fileWords={fileWords} />, ISLAND_ERROR_EN);
