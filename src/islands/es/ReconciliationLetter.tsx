import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { ReconciliationLetterCore, type ReconciliationProps } from '@/components/react/paying/ReconciliationLetterCore';
import { RECONCILIATION_TEXT_ES } from '@/lib/i18n/tools/reconciliation.es';

/** The reconciliation letter in Spanish; the reader may draft the letter in Spanish or English. */
export default withErrorBoundary((props: ReconciliationProps) => <ReconciliationLetterCore {...props} text={RECONCILIATION_TEXT_ES} />, ISLAND_ERROR_ES);
