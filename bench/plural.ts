/**
 * `node --import tsx bench/plural.ts [calls]`: the cost of `plural()` (src/core/locale.ts) per call,
 * with its `Intl.PluralRules` kept per locale, against making one per call (what it did before):
 * the same selects, on the sources, in one process. A tiny measurement, not a test; each variant
 * runs three times, interleaved, and the best run is reported (a shared machine slows some runs).
 */
import { plural, type Locale, type PluralForms } from '../src/core/locale.js'

const calls = Number(process.argv[2] ?? 200_000)
const locales: readonly Locale[] = ['en', 'el', 'pl', 'ru']
const forms: PluralForms = { one: 'one', few: 'few', many: 'many', other: 'other' }

/** `plural` as it was: a new `Intl.PluralRules` at every call. */
const uncached = (locale: Locale, n: number, f: PluralForms): string => {
  switch (new Intl.PluralRules(locale).select(n)) {
    case 'one':
      return f.one
    case 'few':
      return f.few ?? f.other
    case 'many':
      return f.many ?? f.other
    default:
      return f.other
  }
}

/** Nanoseconds per call of `f` over `n` calls (every locale, numbers 0–99). */
const time = (f: (locale: Locale, n: number, forms: PluralForms) => string, n: number): number => {
  let sink = 0
  const start = process.hrtime.bigint()
  for (let i = 0; i < n; i++) sink += f(locales[i & 3] as Locale, i % 100, forms).length
  const ns = Number(process.hrtime.bigint() - start)
  if (sink < 0) console.log(sink)
  return ns / n
}

// Both give the same words.
for (const l of locales) for (let k = 0; k < 100; k++) if (plural(l, k, forms) !== uncached(l, k, forms)) throw new Error(`differ at ${l} ${k}`)
time(plural, 10_000) // warm up
time(uncached, 1_000)
const best = { cached: Infinity, uncached: Infinity }
for (let run = 0; run < 3; run++) {
  best.uncached = Math.min(best.uncached, time(uncached, Math.max(1, Math.floor(calls / 20))))
  best.cached = Math.min(best.cached, time(plural, calls))
}
console.log(`plural(): ${best.cached.toFixed(0)} ns a call with the rules kept per locale; ${best.uncached.toFixed(0)} ns making them at each call (${(best.uncached / best.cached).toFixed(0)}×)`)
