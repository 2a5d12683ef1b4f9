import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { RepaymentScheduleCore, type RepaymentScheduleProps } from '@/components/react/offer-tools/RepaymentScheduleCore';
import { SCHEDULE_TEXT_EN } from '@/lib/i18n/tools/repayment-schedule.en';

/** The English repayment schedule (Spanish: ./es/RepaymentSchedule.tsx). */
export default withErrorBoundary((props: RepaymentScheduleProps) => <RepaymentScheduleCore {...props} text={SCHEDULE_TEXT_EN} lang="en" />);
