import { describe, expect, it } from 'vitest';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { builtPages } from '../support/dist';

/**
 * Rules turned off in .htmlvalidate.json, and why (JSON allows no comments):
 * - no-inline-style: React and the MDX components set style attributes; the CSP allows inline styles.
 * - attribute-boolean-style, attribute-empty-style, void-style, no-trailing-whitespace: formatting only.
 * - attr-case: React's server renderer writes some attributes in camelCase (maxLength); HTML ignores case.
 * - meta-refresh: the 404 page's 3-second refresh is the no-JavaScript fallback, on purpose not instant.
 * - element-permitted-content: Astro places a <style> for <astro-island> inside the first island's parent.
 * - long-title: titles are checked by the content schema (60 characters) instead.
 * - no-redundant-role, prefer-native-element: explicit roles kept for older screen readers (role="search").
 */
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe('html-validate', () => {
  it('finds no errors on any built page', async () => {
    const errors: string[] = [];
    for (const page of builtPages()) {
      const report = await validator.validateString(page.html, page.file);
      for (const result of report.results) {
        for (const message of result.messages) {
          if (message.severity === 2) errors.push(`${page.path}: ${message.ruleId} ${message.message} (${message.selector ?? ''})`);
        }
      }
    }
    expect(errors.slice(0, 30)).toEqual([]);
  });
});
