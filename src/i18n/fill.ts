const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * A dictionary text with its `{{name}}` placeholders (i18next's syntax) filled in; a name without a value stays as
 * written. The one filler of the browser, so it imports nothing: islands and scripts call it, i18next is build-only.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The names of a text's `{{name}}` placeholders, in order. */
export function placeholderNames(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

const pluralRules: Record<string, Intl.PluralRules> = {};

/**
 * Which plural form of a text (`key_one`, `key_other`) a count takes in the language, as i18next picks them: the
 * language's own rules, so Bengali takes `_one` for 0 as well as for 1.
 */
export function pluralForm(count: number, locale: string): 'one' | 'other' {
  pluralRules[locale] ??= new Intl.PluralRules(locale);
  return pluralRules[locale].select(count) === 'one' ? 'one' : 'other';
}
