import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { RepaymentScheduleCore, type RepaymentScheduleProps } from '@/components/react/offer-tools/RepaymentScheduleCore';
import { SCHEDULE_TEXT_ES } from '@/lib/i18n/tools/repayment-schedule.es';

/** The Spanish repayment schedule: the English one's core with the Spanish catalog. */
export default withErrorBoundary((props: RepaymentScheduleProps) => <RepaymentScheduleCore {...props} text={SCHEDULE_TEXT_ES} lang="es" />, ISLAND_ERROR_ES);
