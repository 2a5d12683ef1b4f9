import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { PayoffLetterRequestCore } from '@/components/react/letters/PayoffLetterRequestCore';
import { LETTERS_TEXT_ES } from '@/lib/i18n/tools/letters.es';

/** The payoff letter request on the Spanish page: Spanish words around a letter in English. */
export default withErrorBoundary((props: { today: string }) => <PayoffLetterRequestCore {...props} text={LETTERS_TEXT_ES} />, ISLAND_ERROR_ES);
