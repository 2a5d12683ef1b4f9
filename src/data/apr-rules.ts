/** Which states require an APR (and which will), as of the date the reference was compiled, in a page's language. */
import type { Lang } from '@/lib/i18n/lang';
import { getStateLaws } from './state-laws';
import { getStateLawsEs } from './state-laws-es';
import { aprRules, type AprRules } from '@/lib/state-laws/apr-rules';
import { STATE_LAWS_COMPILED } from '@/lib/state-laws/rules';

// As of the compiled date, so a build on any day states the same facts.
export const getAprRules = async (lang: Lang): Promise<AprRules> =>
  aprRules(lang === 'es' ? await getStateLawsEs() : await getStateLaws(), STATE_LAWS_COMPILED, lang);
