/** The letters the help center lists first, by their key in ROUTES: one list for /help and its pages. */
import type { RouteKey } from '../site/routes';

export const HELP_LETTER_KEYS = ['reconciliationLetter', 'payoffLetterRequest', 'lienTerminationLetter'] as const satisfies readonly RouteKey[];
