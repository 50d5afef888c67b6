/**
 * The Border on the table (issue 27; docs/games/the-border.md, "Elements"): the element ids, how
 * each legal move is picked, and the words. Computed from a seat's view alone.
 *
 * - the re-roll is a set: toggle dice (`die:0`…`die:4`), then `reroll`. The rules do not tell dice
 *   of one colour apart (a move names colours), so dice are places in the tray, sorted in colour
 *   order; a re-roll of one of two red dice is one move with two paths;
 * - Action 1: a segment to complete is picked by the segment or by any of its open boxes;
 * - Action 2: a box of the seat's own sheet; `stop` and `done` are buttons.
 * @module
 */
import type { ElementFacts, ElementId, ElementMap, Interaction, PickPath, Reason, Say, Seat } from '../../core/index.js'
import type { BorderText } from './text.js'
import { boardOf, type BorderIndex } from './components/derived.js'
import type { BorderMove } from './moves.js'
import { segmentBlockOf } from './rules/action1.js'
import { crossBlockOf, type CrossBlock } from './rules/action2.js'
import { decideMoves, MAX_ROLLS } from './rules/rolling.js'
import { viewAsState, type BorderView } from './view.js'

// ---------------------------------------------------------------------------------------------
// Element ids
// ---------------------------------------------------------------------------------------------

/** An element id read back. */
type Parsed =
  | { readonly kind: 'die'; readonly i: number }
  | { readonly kind: 'box' | 'segment' | 'sheetArea'; readonly seat: Seat; readonly n: number }
  | { readonly kind: 'area' | 'seat'; readonly n: number }
  | { readonly kind: 'stop' | 'reroll' | 'done' | 'round' }

/**
 * The element ids of one component set, built once per set (4 seats at most, D2), with what
 * `prompt` asks on every call made cheap (issue 27, item 6): each id read back, a one-step path per
 * box and segment, and the boxes' labels per seat and sheet.
 */
interface Ids {
  readonly die: readonly string[]
  readonly box: readonly (readonly string[])[]
  readonly segment: readonly (readonly string[])[]
  readonly sheetArea: readonly (readonly string[])[]
  readonly area: readonly string[]
  readonly seat: readonly string[]
  readonly parsed: ReadonlyMap<ElementId, Parsed>
  readonly boxPath: readonly (readonly (readonly PickPath[])[])[]
  readonly segmentPath: readonly (readonly PickPath[])[]
  /** English box labels by seat and sheet, filled on first use. */
  readonly boxLabels: readonly (readonly string[] | undefined)[][]
}
const SEATS = [0, 1, 2, 3] as const
const IDS = new WeakMap<BorderIndex, Ids>()
const idsOf = (ix: BorderIndex): Ids => {
  const hit = IDS.get(ix)
  if (hit !== undefined) return hit
  const c = ix.components
  const segments = Math.max(0, ...ix.sheets.map((sh) => sh.segments.length))
  const box = SEATS.map((s) => c.boxes.map((_, b) => `sheet:${s}:box:${b}`))
  const segment = SEATS.map((s) => Array.from({ length: segments }, (_, k) => `sheet:${s}:segment:${k}`))
  const sheetArea = SEATS.map((s) => c.areas.map((_, a) => `sheet:${s}:area:${a}`))
  const die = Array.from({ length: c.dice.count }, (_, i) => `die:${i}`)
  const area = c.areas.map((_, a) => `area:${a}`)
  const seat = SEATS.map((s) => `seat:${s}`)
  const parsed = new Map<ElementId, Parsed>()
  for (const kind of ['stop', 'reroll', 'done', 'round'] as const) parsed.set(kind, { kind })
  die.forEach((id, i) => parsed.set(id, { kind: 'die', i }))
  area.forEach((id, n) => parsed.set(id, { kind: 'area', n }))
  seat.forEach((id, n) => parsed.set(id, { kind: 'seat', n }))
  for (const s of SEATS) {
    box[s]?.forEach((id, n) => parsed.set(id, { kind: 'box', seat: s, n }))
    segment[s]?.forEach((id, n) => parsed.set(id, { kind: 'segment', seat: s, n }))
    sheetArea[s]?.forEach((id, n) => parsed.set(id, { kind: 'sheetArea', seat: s, n }))
  }
  const made: Ids = {
    die,
    box,
    segment,
    sheetArea,
    area,
    seat,
    parsed,
    boxPath: box.map((ids) => ids.map((id) => [{ steps: [id] }])),
    segmentPath: segment.map((ids) => ids.map((id) => ({ steps: [id] }))),
    boxLabels: SEATS.map(() => [])
  }
  IDS.set(ix, made)
  return made
}

/** The label of each box of `seat`'s sheet (its colour is the sheet's). */
const boxLabelsOf = (ix: BorderIndex, v: BorderView, seat: Seat, say: Say<BorderText>): readonly string[] => {
  const english = say.locale === 'en'
  const bySheet = idsOf(ix).boxLabels[seat]
  const sheetNo = v.sheetOf[seat] ?? -1
  const hit = english ? bySheet?.[sheetNo] : undefined
  if (hit !== undefined || bySheet === undefined) return hit ?? []
  const t = say.text
  const faceOf = ix.sheets[sheetNo]?.faceOf ?? []
  const made = faceOf.map((f, b) => t.prompt.box(seat, b, f < 0 ? 'white' : (ix.faces[f] as string)))
  // The English labels are kept (a UI asks on every hover); other locales are made on demand.
  if (english && sheetNo >= 0 && sheetNo < ix.sheets.length) bySheet[sheetNo] = made
  return made
}

/** The tray: the face index shown at each die place, in colour order; -1 for a die not rolled yet. */
const trayOf = (ix: BorderIndex, v: BorderView): readonly number[] => {
  const out: number[] = []
  for (const f of ix.facesInColourOrder) for (let n = 0; n < (v.dice[f] ?? 0); n++) out.push(f)
  while (out.length < ix.components.dice.count) out.push(-1)
  return out
}

/** Whether the die at each place of the tray was used in Action 1 (the first ones of each colour, D20). */
const spentOf = (v: BorderView, tray: readonly number[]): readonly boolean[] => {
  const left = v.spent.slice()
  return tray.map((f) => {
    if (f < 0 || (left[f] ?? 0) === 0) return false
    left[f] = (left[f] as number) - 1
    return true
  })
}

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

const STOP_PATHS: readonly PickPath[] = [{ steps: ['stop'] }]
const DONE_PATHS: readonly PickPath[] = [{ steps: ['done'] }]

/**
 * Every re-roll of a tray as pick paths, by the move's dice (`'red red blue'`): each non-empty set
 * of places is one path of the move naming its colours (D18, D19). Per component set and dice
 * counts, built once (the re-roll lists are memoised the same way, `decideMoves`).
 */
const REROLL_PATHS = new WeakMap<BorderIndex, Map<string, ReadonlyMap<string, readonly PickPath[]>>>()
const rerollPaths = (ix: BorderIndex, v: BorderView): ReadonlyMap<string, readonly PickPath[]> => {
  const key = v.dice.join(',')
  const memo = REROLL_PATHS.get(ix) ?? new Map<string, ReadonlyMap<string, readonly PickPath[]>>()
  if (!REROLL_PATHS.has(ix)) REROLL_PATHS.set(ix, memo)
  const hit = memo.get(key)
  if (hit !== undefined) return hit
  const tray = trayOf(ix, v)
  const ids = idsOf(ix).die
  const made = new Map<string, PickPath[]>()
  for (let mask = 1; mask < 1 << tray.length; mask++) {
    const places = tray.flatMap((_f, i) => ((mask & (1 << i)) !== 0 ? [i] : []))
    if (places.some((i) => (tray[i] as number) < 0)) continue
    const dice = places.map((i) => ix.faces[tray[i] as number]).join(' ')
    const list = made.get(dice) ?? []
    if (!made.has(dice)) made.set(dice, list)
    list.push({ steps: [], set: { elements: places.map((i) => ids[i] as string), confirm: 'reroll' } })
  }
  memo.set(key, made)
  // The listed re-rolls of these dice are shared objects (`decideMoves` memoises them per dice
  // counts, so each belongs to one tray): their paths are found by the move itself from now on.
  for (const m of decideMoves(ix, v.dice)) if (m.t === 'reroll') REROLL_OF_MOVE.set(m, made.get(m.dice.join(' ')) ?? [])
  return made
}
const REROLL_OF_MOVE = new WeakMap<BorderMove, readonly PickPath[]>()

/** The ways to pick one legal move of `seat` (see the module comment). */
const paths = (v: BorderView, seat: Seat, move: BorderMove): readonly PickPath[] => {
  const ix = boardOf(v)
  switch (move.t) {
    case 'stop':
      return STOP_PATHS
    case 'done':
      return DONE_PATHS
    case 'reroll':
      return REROLL_OF_MOVE.get(move) ?? rerollPaths(ix, v).get(move.dice.join(' ')) ?? []
    case 'complete': {
      const sh = ix.sheets[v.sheetOf[seat] as number]
      const k = sh?.byKey.get(`${move.colour}/${move.length}`)
      const seg = k === undefined ? undefined : sh?.segments[k]
      const sheet = v.boards[seat]
      if (k === undefined || seg === undefined || sheet === undefined) return []
      const ids = idsOf(ix)
      const out: PickPath[] = [ids.segmentPath[seat]?.[k] as PickPath]
      for (const b of seg.boxes) if (sheet.crossed.charCodeAt(b) !== 49) out.push(ids.boxPath[seat]?.[b]?.[0] as PickPath)
      return out
    }
    case 'cross':
      return idsOf(ix).boxPath[seat]?.[move.box] ?? []
    case 'first':
    case 'roll':
      return [] // chance's moves: never a seat's
  }
}

// ---------------------------------------------------------------------------------------------
// Instructions, labels, elements
// ---------------------------------------------------------------------------------------------

const sum = (xs: readonly number[]): number => xs.reduce((a, n) => a + n, 0)
const waitingSeats = (v: BorderView): readonly Seat[] => v.a2.waiting.flatMap((w, i) => (w ? [i] : []))

const instruction = (v: BorderView, seat: Seat, legal: readonly BorderMove[], say: Say<BorderText>): string => {
  const t = say.text.prompt
  if (legal.length === 0) {
    switch (v.phase) {
      case 'first':
        return t.waitFirst
      case 'roll':
        return t.waitRoll(v.active)
      case 'decide':
        return t.waitDecide(v.active)
      case 'action1':
        return t.waitAction1(v.active)
      case 'action2':
        return t.waitAction2(waitingSeats(v))
      case 'over':
        return t.over
    }
  }
  if (v.phase === 'decide') return t.reroll(v.rolls, MAX_ROLLS)
  if (v.phase === 'action1') return t.complete(sum(v.dice) - sum(v.spent))
  if (legal.length === 1) return t.crossNothing
  return t.cross(v.a2.limit - sum(v.a2.used[seat] ?? []))
}

const DIE_LABELS = new WeakMap<object, readonly string[]>()
/** The label of each die of the tray (once per view object in English; made on demand in other locales). */
const dieLabelsOf = (ix: BorderIndex, v: BorderView, say: Say<BorderText>): readonly string[] => {
  const english = say.locale === 'en'
  const hit = english ? DIE_LABELS.get(v) : undefined
  if (hit !== undefined) return hit
  const tray = trayOf(ix, v)
  const spent = spentOf(v, tray)
  const t = say.text
  const made = tray.map((f, i) => (f < 0 ? t.prompt.dieRolling(i) : t.prompt.die(i, ix.faces[f] as string, spent[i] === true)))
  if (english) DIE_LABELS.set(v, made)
  return made
}

const label = (v: BorderView, element: ElementId, say: Say<BorderText>): string => {
  const ix = boardOf(v)
  const p = idsOf(ix).parsed.get(element)
  if (p === undefined) return element
  const t = say.text.prompt
  const areaName = (n: number): string => {
    const area = ix.components.areas[n]
    return area === undefined ? element : say.text.area(area.id, area.name)
  }
  switch (p.kind) {
    case 'die':
      return dieLabelsOf(ix, v, say)[p.i] ?? element
    case 'stop':
      return t.stop
    case 'reroll':
      return t.rerollButton
    case 'done':
      return v.phase === 'action1' ? t.done1 : v.phase === 'action2' ? t.done2 : t.done
    case 'round':
      return t.round(v.round)
    case 'seat':
      return t.seat(p.n)
    case 'area': {
      const area = ix.components.areas[p.n]
      return area === undefined ? element : t.area(areaName(p.n), area.high, area.low)
    }
    case 'sheetArea':
      return t.sheetArea(p.seat, areaName(p.n))
    case 'box':
      return boxLabelsOf(ix, v, p.seat, say)[p.n] ?? element
    case 'segment': {
      const seg = ix.sheets[v.sheetOf[p.seat] as number]?.segments[p.n]
      const sheet = v.boards[p.seat]
      if (seg === undefined || sheet === undefined) return element
      return t.segment(p.seat, seg.colour, seg.boxes.length, seg.boxes.filter((b) => sheet.crossed.charCodeAt(b) !== 49).length)
    }
  }
}

/** Whether `seat` has a decision pending in the view. */
const deciding = (v: BorderView, seat: Seat): boolean =>
  v.phase === 'decide' || v.phase === 'action1' ? seat === v.active : v.phase === 'action2' && v.a2.waiting[seat] === true

const ELEMENTS = new WeakMap<object, ElementMap>()
/** Every element the view shows, with its facts (docs/games/the-border.md, "Elements"); once per view object. */
const elements = (v: BorderView): ElementMap => {
  const hit = ELEMENTS.get(v)
  if (hit !== undefined) return hit
  const ix = boardOf(v)
  const ids = idsOf(ix)
  const c = ix.components
  const out: Record<ElementId, ElementFacts> = {}
  const tray = trayOf(ix, v)
  const spent = spentOf(v, tray)
  tray.forEach((f, i) => {
    out[ids.die[i] as string] = { face: f < 0 ? 'none' : (ix.faces[f] as string), spent: spent[i] === true }
  })
  out.stop = {}
  out.reroll = {}
  out.done = {}
  out.round = { round: v.round, active: v.active, phase: v.phase, rolls: v.rolls }
  c.areas.forEach((area, a) => {
    out[ids.area[a] as string] = { high: area.high, low: area.low, taken: v.boards.some((b) => (b.completed[a] ?? -1) >= 0) }
  })
  v.boards.forEach((sheet, seat) => {
    const sh = ix.sheets[v.sheetOf[seat] as number]
    if (sh === undefined) return
    out[ids.seat[seat] as string] = {
      sheet: c.sheets[v.sheetOf[seat] as number]?.id ?? '',
      active: seat === v.active,
      deciding: deciding(v, seat),
      areas: sheet.completed.filter((x) => x >= 0).length
    }
    const boxIds = ids.box[seat] as readonly string[]
    for (let b = 0; b < sh.faceOf.length; b++) {
      const f = sh.faceOf[b] as number
      out[boxIds[b] as string] = { colour: f < 0 ? 'white' : (ix.faces[f] as string), crossed: sheet.crossed.charCodeAt(b) === 49 }
    }
    sh.segments.forEach((seg, k) => {
      let open = 0
      for (const b of seg.boxes) if (sheet.crossed.charCodeAt(b) !== 49) open++
      out[ids.segment[seat]?.[k] as string] = { colour: seg.colour, length: seg.boxes.length, open }
    })
    const points = v.scoreBreakdown[seat] ?? {}
    c.areas.forEach((area, a) => {
      out[ids.sheetArea[seat]?.[a] as string] = { completed: (sheet.completed[a] ?? -1) >= 0, points: points[area.id] ?? 0 }
    })
  })
  ELEMENTS.set(v, out)
  return out
}

// ---------------------------------------------------------------------------------------------
// Why not
// ---------------------------------------------------------------------------------------------

const because = (reason: string, rule?: string): Reason => (rule === undefined ? { reason } : { reason, rule })

/** Why a passive seat may not cross its box now (Action 2, D7, D28, D30, D31). */
const crossReason = (v: BorderView, block: CrossBlock, colour: string, say: Say<BorderText>): Reason | undefined => {
  const w = say.text.why
  switch (block) {
    case 'noSuchBox':
      return undefined
    case 'white':
      return because(w.white, 'D7')
    case 'crossed':
      return because(w.crossed, 'D30')
    case 'limit':
      return v.a2.limit === 1 && sum(v.a2.pool) > 1 ? because(w.limitOne, 'D28') : because(w.limit(v.a2.limit), 'D30')
    case 'noDie':
      return because(w.noDie(colour), 'D28')
    case 'dieUsed':
      return because(w.dieUsedUp(colour), 'D30')
    case 'notAdjacent':
      return because(v.options.passiveChaining ? w.notAdjacent : w.notAdjacentNoChain, 'D31')
  }
}

/** Why the active player may not pick a box or segment of its sheet in Action 1 (D7, D21). */
const action1Reason = (v: BorderView, seat: Seat, p: { readonly kind: 'box' | 'segment'; readonly n: number }, say: Say<BorderText>): Reason | undefined => {
  const w = say.text.why
  const ix = boardOf(v)
  const sh = ix.sheets[v.sheetOf[seat] as number]
  if (sh === undefined) return undefined
  if (p.kind === 'box' && (sh.faceOf[p.n] ?? -1) < 0) return because(w.white, 'D7')
  const k = p.kind === 'segment' ? p.n : (sh.segmentOf[p.n] ?? -1)
  if (k < 0) return because(w.noSegment, 'D8')
  const seg = sh.segments[k]
  const status = segmentBlockOf(ix, viewAsState(v), k)
  if (seg === undefined || status === undefined) return undefined
  if (status.block === 'complete') return because(w.segmentDone, 'D21')
  if (p.kind === 'box' && v.boards[seat]?.crossed.charCodeAt(p.n) === 49) return because(w.crossedPickOpen, 'D21')
  if (status.block === 'fewDice') return because(w.fewDice(seg.colour, status.open, status.free), 'D21')
  return undefined
}

const whyNot = (v: BorderView, seat: Seat, element: ElementId, picks: readonly ElementId[], say: Say<BorderText>): Reason | undefined => {
  const w = say.text.why
  const p = idsOf(boardOf(v)).parsed.get(element)
  if (p === undefined) return undefined
  if (v.phase === 'over') return because(w.gameOver, 'D41')
  if (v.phase === 'first') return because(w.choosingFirst, 'D13')
  if (v.phase === 'roll') return because(w.rolling, 'D17')
  const active = seat === v.active
  if ((p.kind === 'box' || p.kind === 'segment' || p.kind === 'sheetArea') && p.seat !== seat) return because(w.notYourSheet(p.seat), active ? 'D20' : 'D27')
  if (p.kind === 'sheetArea' || p.kind === 'area') return because(w.areaByBoxes, 'D34')
  if (p.kind === 'seat' || p.kind === 'round') return undefined
  if (v.phase === 'decide') {
    if (!active) return p.kind === 'box' || p.kind === 'segment' ? because(w.stillRolling(v.active), 'D15') : because(w.onlyActiveRolls(v.active), 'D18')
    if (p.kind === 'box' || p.kind === 'segment') return because(w.rollFirst, 'D20')
    if (p.kind === 'done') return because(w.stopFirst, 'D18')
    if (p.kind === 'stop' && picks.length > 0) return because(w.unpickToStop, 'D18')
    if (p.kind === 'reroll') return because(w.pickDiceFirst, 'D18')
    return undefined
  }
  const rollingOver = (): Reason => (v.rolls >= MAX_ROLLS ? because(w.rollsUsed(MAX_ROLLS), 'D18') : because(w.stopped, 'D18'))
  if (v.phase === 'action1') {
    if (!active) return because(w.onlyActiveAction1(v.active), 'D20')
    if (p.kind === 'stop' || p.kind === 'reroll') return rollingOver()
    if (p.kind === 'die') {
      const tray = trayOf(boardOf(v), v)
      return spentOf(v, tray)[p.i] === true ? because(w.dieUsed, 'D24') : because(w.diceBySegments, 'D20')
    }
    if (p.kind === 'box' || p.kind === 'segment') return action1Reason(v, seat, { kind: p.kind, n: p.n }, say)
    return undefined
  }
  // Action 2
  if (active) return because(w.activeSitsOut, 'D27')
  if (v.a2.waiting[seat] !== true) return because(w.finished, 'D16')
  if (p.kind === 'stop' || p.kind === 'reroll') return rollingOver()
  if (p.kind === 'die') return because(w.diceByBoxes, 'D30')
  if (p.kind === 'segment') return because(w.singleBoxes, 'D30')
  if (p.kind === 'box') {
    const ix = boardOf(v)
    const block = crossBlockOf(ix, viewAsState(v), seat, p.n)
    const f = ix.sheets[v.sheetOf[seat] as number]?.faceOf[p.n] ?? -1
    return block === undefined ? undefined : crossReason(v, block, f < 0 ? 'white' : (ix.faces[f] as string), say)
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Who moved
// ---------------------------------------------------------------------------------------------

const sameCounts = (a: readonly number[] | undefined, b: readonly number[] | undefined): boolean =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((n, i) => n === b[i])

/**
 * The seats that moved between two views, as far as they tell: the active player after a decision
 * of the rolling or of Action 1 (D18, D20–D25); a passive seat whose visible Action 2 changed —
 * its shown crossings or dice, or its end of Action 2 (D27–D33). Another seat's secret crossing
 * shows nothing (D33), so it is not told.
 */
const acted = (before: BorderView, after: BorderView): readonly Seat[] => {
  const sameRound = before.round === after.round && after.phase !== 'over'
  const out: Seat[] = []
  if (before.phase === 'decide' || before.phase === 'action1') {
    if (!sameRound || before.phase !== after.phase || before.rolls !== after.rolls || !sameCounts(before.spent, after.spent)) out.push(before.active)
  } else if (before.phase === 'action2') {
    before.a2.waiting.forEach((w, seat) => {
      if (!w) return
      const moved =
        !sameRound ||
        after.phase !== 'action2' ||
        after.a2.waiting[seat] !== true ||
        !sameCounts(before.a2.used[seat], after.a2.used[seat]) ||
        before.boards[seat]?.crossed !== after.boards[seat]?.crossed
      if (moved) out.push(seat)
    })
  }
  return out
}

/** The Border's side of the interaction model (issue 27). */
export const borderInteraction: Interaction<BorderView, BorderMove, BorderText> = {
  paths,
  instruction,
  label,
  whyNot,
  elements,
  acted
}
