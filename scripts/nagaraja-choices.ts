/**
 * Nagaraja reconstruction choices for the end-reason study (issue 33, docs/end-reasons.md): each is
 * the bundled component set with one group of reconstructed data replaced by other values the known
 * facts allow (shared research: sacred relics 3–5 VP, cursed 6; one VP amulet worth 2, the
 * prototype's "secrets" 1–2; card stick sets unknown but for the NX1–NX3 cards). They are passed as
 * `config.components`, the way a user passes a component file (`--components file.json`). None of
 * them changes the bundled set: the page proposes, the bundled reconstruction stays.
 *
 * The trap reading of NQ12 is a rules reading, not component data: the study measures it on the same
 * games (scripts/end-reasons.ts, `trapFills`).
 */
import { bundledComponents, type CardDef, type NagarajaComponents, type NagarajaState, type RelicKind } from '../src/games/nagaraja/index.js'

/** One reconstruction choice: a name, what it changes, why the facts allow it, the component set. */
export interface NagarajaChoice {
  /** Short name (the page's row label). */
  readonly name: string
  /** What differs from the bundled set. */
  readonly change: string
  /** The facts that allow it. */
  readonly evidence: string
  /** The component set, as `config.components` takes it. */
  readonly components: NagarajaComponents
}

const sacred = (values: readonly number[]): RelicKind[] => {
  const counts = new Map<number, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts].map(([value, count]) => ({ cursed: false, value, count, provenance: 'reconstructed' as const }))
}

const withSacred = (c: NagarajaComponents, values: readonly number[]): NagarajaComponents => ({
  ...c,
  relics: [...sacred(values), ...c.relics.filter((r) => r.cursed)]
})

const withVpAmulets = (c: NagarajaComponents, low: number, high: number): NagarajaComponents => ({
  ...c,
  amulets: c.amulets.map((a) => (a.effect !== 'vp' ? a : { ...a, kind: `vp${a.value === 1 ? low : high}`, value: a.value === 1 ? low : high, provenance: 'reconstructed' as const }))
})

/**
 * Fate-heavy card sticks: brown and green swapped on every reconstructed card (totals kept), so
 * fewer Nagas are thrown and fewer abilities are activated. The cards the examples fix keep their
 * sticks: RE10 (NX1), CA09 (review photo), the 3-white cards (NX2, Claire) and one same-symbol pair
 * throwing 3 brown + 1 white + 1 green together (NX2, Marianne: ST03 1-0-2 and ST04 2-0-0 in the
 * bundled set, kept as they are).
 */
const FIXED = new Set(['RE10', 'CA09', 'ST03', 'ST04'])
const fateHeavy = (x: CardDef): CardDef =>
  FIXED.has(x.id) || (x.sticks.white === 3 && x.sticks.brown === 0 && x.sticks.green === 0)
    ? x
    : { ...x, sticks: { brown: x.sticks.green, white: x.sticks.white, green: x.sticks.brown } }

const withCardSticks = (c: NagarajaComponents): NagarajaComponents => ({ ...c, cards: c.cards.map(fateHeavy) })

const named = (c: NagarajaComponents, name: string): NagarajaComponents => ({
  ...c,
  name: `nagaraja-reconstruction-1/${name}`,
  note: `${c.note} Study variant '${name}' (scripts/nagaraja-choices.ts).`
})

const B = bundledComponents

/** The choices, the bundled set first. */
export const nagarajaChoices: readonly NagarajaChoice[] = [
  {
    name: 'bundled',
    change: 'none: sacred 3,3,4,4,5,5 (24 VP); VP amulets 1 and 2 (3 each); the bundled card sticks',
    evidence: 'the bundled reconstruction (docs/component-data.md)',
    components: B
  },
  {
    name: 'sacred-3',
    change: 'sacred relics 3,3,3,3,3,3 (18 VP)',
    evidence: 'the low end of "3 to 5 VP" (N4)',
    components: named(withSacred(B, [3, 3, 3, 3, 3, 3]), 'sacred-3')
  },
  {
    name: 'sacred-5',
    change: 'sacred relics 5,5,5,5,5,5 (30 VP)',
    evidence: 'the high end of "3 to 5 VP" (N4)',
    components: named(withSacred(B, [5, 5, 5, 5, 5, 5]), 'sacred-5')
  },
  {
    name: 'amulets-2-3',
    change: 'VP amulets 2 and 3 (3 each) instead of 1 and 2',
    evidence: 'NX4 shows a 2-VP amulet; the 1–2 of the 2018 prototype need not hold for the print',
    components: named(withVpAmulets(B, 2, 3), 'amulets-2-3')
  },
  {
    name: 'sticks-fate',
    change: 'card sticks fate-heavy: brown and green swapped on every reconstructed card (fewer Nagas, fewer abilities)',
    evidence: 'the stick set of 44 of the 48 cards is unknown; the NX1–NX3 and review cards keep theirs',
    components: named(withCardSticks(B), 'sticks-fate')
  },
  {
    name: 'sacred-5+amulets-2-3',
    change: 'sacred 5,5,5,5,5,5 and VP amulets 2 and 3',
    evidence: 'both of the above',
    components: named(withVpAmulets(withSacred(B, [5, 5, 5, 5, 5, 5]), 2, 3), 'sacred-5+amulets-2-3')
  }
]

/**
 * The other trap reading (NQ10, NQ12: the trap fills its space): a temple holding the trap and a
 * room on every other space is full, and the game would end there as with the ninth room (N66).
 */
export const trapFull = (s: NagarajaState): boolean => s.temples.some((t) => t.trap >= 0 && t.cells.every((c, i) => i === t.trap || c !== null))
