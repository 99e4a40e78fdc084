import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { listBuiltPages } from '../support/site.ts';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Astro emits `<!DOCTYPE html>` upper-case and React void elements self-closed; both are valid HTML.
    'doctype-style': 'off',
    'void-style': 'off',
    // Long product names in German legitimately exceed the default title length.
    'long-title': 'off',
    // React 19 serialises booleans as `hidden=""` and keeps camelCase names such as `srcSet`;
    // both are valid HTML (attribute names are case-insensitive), only a style preference.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
  },
});

test('every built page is valid HTML', async () => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  for (const page of listBuiltPages()) {
    const report = await validator.validateFile(page.file);
    if (report.valid) continue;
    for (const result of report.results) {
      for (const message of result.messages.slice(0, 5)) {
        errors.push(
          `${page.urlPath}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        );
      }
    }
  }
  expect(errors.slice(0, 50)).toEqual([]);
});
