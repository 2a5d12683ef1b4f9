/**
 * The hub's pre-sorted copies (sorting without JavaScript), one per column but the default name order: the
 * paths for both languages' routes, /resources/state-laws/sort/[key] and /es/recursos/leyes-estatales/orden/[key].
 */
import { SORT_KEYS, type SortKey } from './rules';

export type { SortKey };

export const sortPagePaths = () => SORT_KEYS.filter((key) => key !== 'name').map((key) => ({ params: { key } }));
