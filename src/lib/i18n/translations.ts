/**
 * The staleness rule for translations: a translation names its English original and the original's
 * `updatedDate` it was made from (`translatedFrom`). When the original has been reviewed since (its
 * updatedDate moved), the translation is stale and must be checked and re-dated. Pure: the build test
 * (tests/build/i18n.test.ts) feeds it the content files.
 */

export interface TranslationRecord {
  /** How the error names the file, e.g. content/guides/es/prestamos-sba.mdx. */
  file: string;
  /** The original's key, e.g. guides/sba-loans (FAQ: faq/<file name>). */
  original: string;
  /** YYYY-MM-DD. */
  translatedFrom: string;
}

/** One message per translation whose original is missing or has been reviewed since it was translated. */
export function staleTranslations(translations: readonly TranslationRecord[], originals: ReadonlyMap<string, string>): string[] {
  return translations.flatMap(({ file, original, translatedFrom }) => {
    const updated = originals.get(original);
    if (updated === undefined) return [`${file}: its original ${original} does not exist.`];
    if (updated !== translatedFrom) {
      return [
        `${file}: translated from the ${translatedFrom} version of ${original}, which was reviewed again on ${updated}. Update the translation, then set translatedFrom: ${updated}.`,
      ];
    }
    return [];
  });
}
