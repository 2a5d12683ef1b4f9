import { withErrorBoundary } from '@/components/react/ErrorBoundary';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { LienTerminationLetterCore } from '@/components/react/letters/LienTerminationLetterCore';
import { LETTERS_TEXT_ES } from '@/lib/i18n/tools/letters.es';

/** The lien termination demand on the Spanish page: Spanish words around a letter in English. */
export default withErrorBoundary((props: { today: string }) => <LienTerminationLetterCore {...props} text={LETTERS_TEXT_ES} />, ISLAND_ERROR_ES);
