import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { LienTerminationLetterCore } from '@/components/react/letters/LienTerminationLetterCore';
import { LETTERS_TEXT_EN } from '@/lib/i18n/tools/letters.en';

/** The lien termination demand in English. */
export default withErrorBoundary((props: { today: string }) => <LienTerminationLetterCore {...props} text={LETTERS_TEXT_EN} />, ISLAND_ERROR_EN);
