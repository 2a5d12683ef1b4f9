import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { PayoffLetterRequestCore } from '@/components/react/letters/PayoffLetterRequestCore';
import { LETTERS_TEXT_EN } from '@/lib/i18n/tools/letters.en';

/** The payoff letter request in English. */
export default withErrorBoundary((props: { today: string }) => <PayoffLetterRequestCore {...props} text={LETTERS_TEXT_EN} />, ISLAND_ERROR_EN);
