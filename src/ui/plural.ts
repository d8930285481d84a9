/**
 * A text with a count in it, in each form a language's plural rules name: English has `one` and `other`, Russian
 * `one`, `few`, `many` and `other`, Japanese `other` only (the words tables' `PluralForms`, src/i18n/words/en.ts).
 */
export type CountForms = { readonly other: string } & {
  readonly [K in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};

/** The form `language`'s rules choose for `count` ("1 contact", "2 contacts"); `other` when the table lacks it. */
export function plural(forms: CountForms, count: number, language: string): string {
  return forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
}
