/**
 * English grammar helpers for the English texts of every game (issue 29): the indefinite article
 * and a count with its noun. Other languages have their own rules (`Intl.PluralRules`, cases):
 * these are for English only.
 * @module
 */

/** `word` with its indefinite article: "a red die" but "an orange die" (by the first letter's sound, vowels). */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`

/** A count and its noun in the right number: "1 point", "2 points", "0 points". */
export const countOf = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`
