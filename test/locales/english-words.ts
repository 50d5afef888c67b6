/**
 * The English words left in a text once notation is set aside (issue 29): the check of every
 * locale test, in a file of its own with no imports, so that the browser example's test
 * (examples/web/test) uses the same check without compiling the library's sources.
 */

/**
 * Notation, not words: quoted move notation and element ids ("…", '…'), element ids and other
 * `a:b` tokens, rule ids (D31, DX2, DQ14, D28b, R12, NX5, EX14).
 */
export const NOTATION: readonly RegExp[] = [/"[^"]*"/g, /'[^']*'/g, /\b[\w-]+(?::[\w-]+)+\b/g, /\b(?:[A-Z]{1,2}[XQ]?)\d+[a-z]?\b/g]

/**
 * The English words of `text` once notation is set aside, minus `allowed` (proper names and the
 * like: keep that list small and explicit). Single letters are not words (the board's colour
 * letters). For a locale in another script (Greek, Russian) every Latin-letter word is English;
 * for Polish, give `vocabulary`: the English words of the same game (`vocabularyOf` its English
 * texts), and only those count (Polish is written in Latin letters too).
 */
export const englishWords = (text: string, allowed: readonly string[] = [], vocabulary?: ReadonlySet<string>): string[] => {
  const plain = NOTATION.reduce((t, re) => t.replace(re, ' '), text)
  return (plain.match(/\p{L}{2,}/gu) ?? [])
    .filter((w) => (vocabulary === undefined ? /^[A-Za-z]+$/.test(w) : vocabulary.has(w.toLowerCase())))
    .filter((w) => !allowed.includes(w))
}

