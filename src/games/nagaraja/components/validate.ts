/**
 * Structural checks of a component set (section 14 of the spec, the component research, and the
 * constraints implied by the worked examples NX1–NX4). One message per broken constraint.
 * @module
 */
import * as E from 'fp-ts/Either'
import { decodeWith, violation, ViolationCode, type RuleViolation } from '../../../core/index.js'
import { ABILITIES, type AbilitySpec } from '../rules/abilities.js'
import { NagarajaComponentsCodec, type NagarajaComponents, type StickFace, type Ability, type Arrows, type CardSymbol } from './types.js'

const mapAbilities = <T>(f: (a: AbilitySpec) => T): Record<Ability, T> => {
  const out = {} as Record<Ability, T>
  for (const [name, spec] of Object.entries(ABILITIES) as [Ability, AbilitySpec][]) out[name] = f(spec)
  return out
}

/** The symbol each ability belongs to (spec section 10; component research 3.2), from the ability table. */
export const ABILITY_SYMBOL: Readonly<Record<Ability, CardSymbol>> = mapAbilities((a) => a.symbol)

/** The arrows each ability's text allows (N49–N60, NQ18), from the ability table. */
export const ABILITY_ARROWS: Readonly<Record<Ability, readonly Arrows[]>> = mapAbilities((a) => a.arrows)

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0

/** Multisets of `n` faces (with repetition) of a stick kind. */
const throws = (faces: readonly StickFace[], n: number): StickFace[][] => {
  if (n === 0) return [[]]
  const out: StickFace[][] = []
  for (const rest of throws(faces, n - 1)) for (const f of faces) out.push([...rest, f])
  return out
}
const fateOf = (fs: readonly StickFace[]): number => fs.reduce((a, f) => a + f.fate, 0)
const nagaOf = (fs: readonly StickFace[]): number => fs.filter((f) => f.naga).length

/**
 * The documented range of every numeric field of a component set (docs/games/nagaraja.md,
 * "Component data"), derived from the physical game: counts within the box (N3–N10), values within
 * what the rulebook prints or what a stick face or a card's top row can show. Inclusive.
 */
export const COMPONENT_RANGES = {
  /** N3: 9 room spaces in a grid. */
  gridSide: { min: 1, max: 9 },
  /** N8: fate points on one face of a stick (the reconstruction shows at most 4). */
  faceFate: { min: 0, max: 6 },
  /** N9 item 1: sticks of one colour on a card's stick set (known cards show at most 4 in all, NX1, NX2). */
  cardSticks: { min: 0, max: 5 },
  /** N9 item 1: sticks on a card's stick set, all colours. */
  cardSticksTotal: { min: 1, max: 5 },
  /** N61: the VP printed on a VP amulet (NX4 shows 2; relics are worth 3 to 6). */
  amuletValue: { min: 1, max: 5 },
  /** Length of a card id or a room or amulet kind (characters). */
  idLength: { min: 1, max: 24 },
  /** Length of the set's name. */
  nameLength: { min: 1, max: 80 },
  /** Length of the set's note. */
  noteLength: { min: 0, max: 2000 }
} as const

/** The range problems of a set whose array sizes are checked, one message per field (naming its path and range). */
const rangeProblems = (c: NagarajaComponents): string[] => {
  const p: string[] = []
  const whole = (path: string, v: number, r: { readonly min: number; readonly max: number }): void => {
    if (!(Number.isInteger(v) && v >= r.min && v <= r.max)) p.push(`${path} is ${String(v)}; it must be a whole number from ${r.min} to ${r.max}`)
  }
  const text = (path: string, v: string, r: { readonly min: number; readonly max: number }): void => {
    if (v.length < r.min || v.length > r.max) p.push(`${path} has ${v.length} characters; it must have ${r.min} to ${r.max}`)
  }
  const R = COMPONENT_RANGES
  text('name', c.name, R.nameLength)
  text('note', c.note, R.noteLength)
  whole('temple.rows', c.temple.rows, R.gridSide)
  whole('temple.cols', c.temple.cols, R.gridSide)
  c.sticks.forEach((k, i) => k.faces.forEach((f, j) => whole(`sticks[${i}].faces[${j}].fate`, f.fate, R.faceFate)))
  c.cards.forEach((card, i) => {
    text(`cards[${i}].id`, card.id, R.idLength)
    for (const col of ['brown', 'white', 'green'] as const) whole(`cards[${i}].sticks.${col}`, card.sticks[col], R.cardSticks)
    whole(`cards[${i}].sticks (all colours)`, card.sticks.brown + card.sticks.white + card.sticks.green, R.cardSticksTotal)
  })
  c.rooms.forEach((r, i) => text(`rooms[${i}].kind`, r.kind, R.idLength))
  c.amulets.forEach((a, i) => {
    text(`amulets[${i}].kind`, a.kind, R.idLength)
    if (a.effect === 'vp') whole(`amulets[${i}].value`, a.value, R.amuletValue)
  })
  return p
}


/** The sizes of the lists of a set (N3–N10), checked before anything else reads them. */
const sizeProblems = (c: NagarajaComponents): string[] => {
  const p: string[] = []
  const size = (path: string, n: number, max: number): void => {
    if (n > max) p.push(`${path} has ${n} entries; it may have at most ${max}`)
  }
  // upper bounds only (the exact counts of N3–N10 are structural checks below, with their rule ids)
  size('temple.entrances', c.temple.entrances.length, 12)
  size('temple.hidingPlaces', c.temple.hidingPlaces.length, 12)
  size('sticks', c.sticks.length, 3)
  c.sticks.forEach((k, i) => size(`sticks[${i}].faces`, k.faces.length, 6))
  size('cards', c.cards.length, 48)
  size('rooms', c.rooms.length, 17)
  c.rooms.forEach((r, i) => size(`rooms[${i}].networks`, r.networks.length, 5))
  size('amulets', c.amulets.length, 12)
  size('relics', c.relics.length, 9)
  return p
}

/**
 * Every broken constraint of a decoded component set, one message each (empty when valid): the
 * list sizes first, then the range of every numeric field, then the structural checks (each stage
 * runs only when the previous one passed, so no check ever reads an unbounded input).
 */
export const componentProblems = (c: NagarajaComponents): string[] => {
  const sizes = sizeProblems(c)
  if (sizes.length > 0) return sizes
  const p: string[] = rangeProblems(c)
  // Temple geometry (N3, NQ1)
  const { rows, cols } = c.temple
  if (!isCount(rows) || !isCount(cols) || rows * cols !== 9) p.push(`temple: the room grid must have 9 spaces (N3), got ${rows}x${cols}`)
  const edgeKeys = new Set<string>()
  const edgeOk = (e: { row: number; col: number; side: string }): boolean =>
    isCount(e.row) && isCount(e.col) && e.row < rows && e.col < cols &&
    ((e.side === 'N' && e.row === 0) || (e.side === 'S' && e.row === rows - 1) || (e.side === 'W' && e.col === 0) || (e.side === 'E' && e.col === cols - 1))
  for (const [what, list] of [['entrance', c.temple.entrances], ['hiding place', c.temple.hidingPlaces]] as const) {
    for (const e of list) {
      const key = `${e.row},${e.col},${e.side}`
      if (!edgeOk(e)) p.push(`temple: ${what} at row ${e.row} col ${e.col} side ${e.side} is not on the outer edge of the grid`)
      else if (edgeKeys.has(key)) p.push(`temple: two edge positions share row ${e.row} col ${e.col} side ${e.side}`)
      edgeKeys.add(key)
    }
  }
  if (c.temple.entrances.length !== 3) p.push(`temple: there must be 3 entrances (N3), got ${c.temple.entrances.length}`)
  if (c.temple.hidingPlaces.length !== 9) p.push(`temple: there must be 9 hiding places (N3), got ${c.temple.hidingPlaces.length}`)
  // Relics (N4)
  const sacred = c.relics.filter((r) => !r.cursed)
  const cursed = c.relics.filter((r) => r.cursed)
  const nSacred = sacred.reduce((a, r) => a + r.count, 0)
  const nCursed = cursed.reduce((a, r) => a + r.count, 0)
  if (c.relics.some((r) => !isCount(r.count) || r.count === 0)) p.push('relics: every relic kind needs a positive whole count')
  if (nSacred !== 6) p.push(`relics: each temple has 6 sacred relics (N4), got ${nSacred}`)
  if (nCursed !== 3) p.push(`relics: each temple has 3 cursed relics (N4), got ${nCursed}`)
  for (const r of sacred) if (!(Number.isInteger(r.value) && r.value >= 3 && r.value <= 5)) p.push(`relics: a sacred relic is worth 3 to 5 VP (N4), got ${r.value}`)
  for (const r of cursed) if (r.value !== 6) p.push(`relics: a cursed relic is worth 6 VP (N4), got ${r.value}`)
  const relicKeys = new Set(c.relics.map((r) => `${r.cursed}:${r.value}`))
  if (relicKeys.size !== c.relics.length) p.push('relics: two relic kinds have the same curse and value; merge them')
  // Sticks (N8)
  const colours = c.sticks.map((s) => s.colour)
  for (const col of ['brown', 'white', 'green'] as const) {
    const n = colours.filter((x) => x === col).length
    if (n !== 1) p.push(`sticks: there must be exactly one ${col} stick kind (N8), got ${n}`)
  }
  const nSticks = c.sticks.reduce((a, s) => a + s.count, 0)
  if (c.sticks.some((s) => !isCount(s.count))) p.push('sticks: counts must be whole numbers')
  if (nSticks !== 36) p.push(`sticks: there are 36 fate sticks (N8), got ${nSticks}`)
  for (const s of c.sticks) {
    if (s.faces.length !== 4) p.push(`sticks: a ${s.colour} stick must have 4 faces (N8), got ${s.faces.length}`)
    for (const f of s.faces) {
      if (f.naga && f.fate !== 0) p.push(`sticks: a ${s.colour} face shows a Naga and ${f.fate} fate points; a face shows one or the other`)
    }
  }
  const kind = (col: string) => c.sticks.find((s) => s.colour === col)
  const brown = kind('brown')
  const white = kind('white')
  const green = kind('green')
  if (brown !== undefined && white !== undefined && green !== undefined && p.length === 0) {
    // NX2: 3 white sticks -> 5 fate points and 1 Naga
    if (!throws(white.faces, 3).some((fs) => fateOf(fs) === 5 && nagaOf(fs) === 1)) p.push('sticks: no throw of 3 white sticks gives 5 fate points and 1 Naga (NX2)')
    // NX2/NX3: 3 brown + 1 white + 1 green -> 11 FP, 1 Naga; two brown show 7 FP together, the rest 4
    const ok = throws(brown.faces, 3).some((b) =>
      throws(white.faces, 1).some((w) =>
        throws(green.faces, 1).some((g) => {
          const all = [...b, ...w, ...g]
          if (fateOf(all) !== 11 || nagaOf(all) !== 1) return false
          return [[0, 1], [0, 2], [1, 2]].some(([i, j]) => (b[i as number]?.fate ?? 0) + (b[j as number]?.fate ?? 0) === 7)
        })
      )
    )
    if (!ok) p.push('sticks: no throw of 3 brown + 1 white + 1 green gives 11 fate points and 1 Naga with two brown sticks showing 7 (NX2, NX3)')
    const avg = (s: { faces: readonly StickFace[] }) => fateOf(s.faces)
    if (!(avg(brown) >= avg(white) && avg(white) >= avg(green))) p.push('sticks: brown must carry the most fate points and green the fewest (N8)')
    if (!(nagaOf(brown.faces) <= nagaOf(white.faces) && nagaOf(white.faces) <= nagaOf(green.faces))) p.push('sticks: green must carry the most Nagas and brown the fewest (N8)')
  }
  // Cards (N9)
  if (c.cards.length !== 48) p.push(`cards: there are 48 cards (N9), got ${c.cards.length}`)
  const ids = new Set<string>()
  for (const card of c.cards) {
    if (ids.has(card.id)) p.push(`cards: the id ${card.id} is used twice`)
    ids.add(card.id)
    if (ABILITY_SYMBOL[card.ability] !== card.symbol) p.push(`cards: ${card.id} has ${card.ability} under the ${card.symbol} symbol; it belongs to ${ABILITY_SYMBOL[card.ability]} (section 10)`)
    if (!ABILITY_ARROWS[card.ability].includes(card.arrows)) p.push(`cards: ${card.id} has ${card.arrows} arrows, which ${card.ability} does not allow (${ABILITY_ARROWS[card.ability].join(', ')})`)
    const want = ABILITIES[card.ability].params
    if (!(Number.isInteger(card.param) && card.param >= want.min && card.param <= want.max)) p.push(`cards: ${card.id} has parameter ${card.param}, not allowed for ${card.ability}`)
    const s = card.sticks
    if (![s.brown, s.white, s.green].every(isCount) || s.brown + s.white + s.green === 0) p.push(`cards: ${card.id} must throw at least one stick, with whole counts`)
  }
  for (const a of Object.keys(ABILITY_SYMBOL)) if (!c.cards.some((x) => x.ability === a)) p.push(`cards: no card has the ability ${a} (N49–N60)`)
  const has = (b: number, w: number, g: number, pred: (x: NagarajaComponents['cards'][number]) => boolean) =>
    c.cards.some((x) => x.sticks.brown === b && x.sticks.white === w && x.sticks.green === g && pred(x))
  if (!has(0, 1, 3, (x) => x.ability === 'SWAP_RELICS' && x.arrows !== 'self')) p.push('cards: the NX1 card (3 green + 1 white, SWAP_RELICS on the opponent) is missing')
  if (!has(1, 0, 2, (x) => x.ability === 'RANDOM_DISCARD')) p.push('cards: the known card (1 brown + 2 green, RANDOM_DISCARD) is missing')
  if (!has(0, 3, 0, () => true)) p.push('cards: no card throws 3 white sticks (NX2, Claire)')
  if (!c.cards.some((x) => x.ability === 'DISCARD_STICKS' && x.param === 2)) p.push('cards: no DISCARD_STICKS(2) card (NX3)')
  const pair = c.cards.some((x, i) =>
    c.cards.some((y, j) => j > i && x.symbol === y.symbol && x.sticks.brown + y.sticks.brown === 3 && x.sticks.white + y.sticks.white === 1 && x.sticks.green + y.sticks.green === 1)
  )
  if (!pair) p.push('cards: no two cards of one symbol together throw 3 brown + 1 white + 1 green (NX2, Marianne)')
  // Rooms (N5)
  const nRooms = c.rooms.reduce((a, r) => a + r.count, 0)
  if (nRooms !== 17) p.push(`rooms: there are 17 room tiles (N5), got ${nRooms}`)
  // N5: 6 types; one entry per corridor layout, so tiles of one type that differ in their corridors
  // are entries sharing a `kind` name (no rule reads the type itself).
  const kinds = new Set(c.rooms.map((r) => r.kind)).size
  if (kinds !== 6) p.push(`rooms: there are 6 room types (N5), got ${kinds} distinct kind names`)
  let specials = 0
  for (const r of c.rooms) {
    if (!isCount(r.count) || r.count === 0) p.push(`rooms: ${r.kind} needs a positive whole count`)
    const seen = new Set<string>()
    for (const n of r.networks) {
      if (!/^[NESWC]{2,5}$/.test(n)) p.push(`rooms: ${r.kind} has a network "${n}" that is not 2 or more of the ports N E S W C`)
      for (const ch of n) {
        if (seen.has(ch)) p.push(`rooms: ${r.kind} uses the port ${ch} twice`)
        seen.add(ch)
      }
    }
    if (r.networks.some((n) => n.includes('C'))) specials += r.count
  }
  // Amulets (N7)
  const nAmulets = c.amulets.reduce((a, x) => a + x.count, 0)
  if (nAmulets !== 12) p.push(`amulets: there are 12 amulets (N7), got ${nAmulets}`)
  if (c.amulets.length !== 4 || c.amulets.some((x) => x.count !== 3)) p.push('amulets: there are 4 kinds of 3 amulets (N7)')
  for (const e of ['vp', 'draw', 'cancel'] as const) if (!c.amulets.some((x) => x.effect === e)) p.push(`amulets: no ${e} amulet kind (N61–N63)`)
  if (!c.amulets.some((x) => x.effect === 'vp' && x.value === 2)) p.push('amulets: no VP amulet worth 2 (NX4)')
  for (const x of c.amulets) if (x.effect === 'vp' ? !(isCount(x.value) && x.value > 0) : x.value !== 0) p.push(`amulets: ${x.kind} has value ${x.value}; VP amulets need a positive value, others 0`)
  if (specials > nAmulets) p.push(`rooms: ${specials} rooms have a special location but there are only ${nAmulets} amulets`)
  return p
}

/** How many findings a refusal message lists. */
const MAX_LISTED = 3

/** Decodes and checks a component set: the set, or `BAD_COMPONENTS` naming every broken constraint. */
export const validateComponents = (input: unknown): E.Either<RuleViolation, NagarajaComponents> => {
  const decoded = decodeWith(NagarajaComponentsCodec, input, ViolationCode.BAD_COMPONENTS, 'the Nagaraja component set')
  if (E.isLeft(decoded)) return decoded
  const problems = componentProblems(decoded.right)
  if (problems.length === 0) return E.right(decoded.right)
  // A short message: the first few findings (`componentProblems` lists them all).
  const shown = problems.slice(0, MAX_LISTED).map((x) => (x.length > 200 ? `${x.slice(0, 197)}...` : x))
  const more = problems.length > MAX_LISTED ? `; and ${problems.length - MAX_LISTED} more` : ''
  return E.left(violation(ViolationCode.BAD_COMPONENTS, `the Nagaraja component set is invalid: ${shown.join('; ')}${more}`))
}
