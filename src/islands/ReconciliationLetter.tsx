import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { ReconciliationLetterCore, type ReconciliationProps } from '@/components/react/paying/ReconciliationLetterCore';
import { RECONCILIATION_TEXT_EN } from '@/lib/i18n/tools/reconciliation.en';

/** The reconciliation letter in English (the Spanish entry is ./es/ReconciliationLetter.tsx). */
export default withErrorBoundary((props: ReconciliationProps) => <ReconciliationLetterCore {...props} text={RECONCILIATION_TEXT_EN} />, ISLAND_ERROR_EN);
