/**
 * The hub's words by language. Apart from ./hub-text.ts (English and the `HubText` type) so that Spanish
 * (./labels-es.ts), which is typed by `HubText`, and English import nothing from each other in a circle.
 */
import type { Lang } from '../i18n/lang';
import { HUB_TEXT_EN, type HubText } from './hub-text';
import { HUB_TEXT_ES } from './labels-es';

export const HUB_TEXT: Readonly<Record<Lang, HubText>> = { en: HUB_TEXT_EN, es: HUB_TEXT_ES };
