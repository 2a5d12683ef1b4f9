import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { RepaymentScheduleCore, type RepaymentScheduleProps } from '@/components/react/offer-tools/RepaymentScheduleCore';
import { SCHEDULE_TEXT_EN } from '@/lib/i18n/tools/repayment-schedule.en';

/** The English repayment schedule (Spanish: ./es/RepaymentSchedule.tsx). */
export default withErrorBoundary((props: RepaymentScheduleProps) => <RepaymentScheduleCore {...props} text={SCHEDULE_TEXT_EN} lang="en" />, ISLAND_ERROR_EN);
