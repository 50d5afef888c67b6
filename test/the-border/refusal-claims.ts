/**
 * What each refusal code of The Border asserts about the state, checked from the state and the
 * component data directly (issue 33: the refusal names the rule that actually forbids the move).
 */
import type { RuleViolation } from '../../src/core/index.js'
import type { Claims } from '../support/refusals.js'
import { boardOf } from '../../src/games/the-border/components/derived.js'
import type { BorderMove, BorderState } from '../../src/games/the-border/index.js'

type Claim = (s: BorderState, actor: unknown, m: BorderMove, v: RuleViolation) => string | undefined

const isCrossed = (s: BorderState, seat: number, box: number): boolean => s.boards[seat]?.crossed.charAt(box) === '1'
const faceOf = (s: BorderState, seat: number, box: number): number => boardOf(s).sheets[s.sheetOf[seat] ?? 0]?.faceOf[box] ?? -1

const claims: Readonly<Record<string, Claim>> = {
  // D18: the rolling is over for this round, by three rolls or by a stop
  NO_ROLLS_LEFT: (s, _a, m) => (s.rolls >= 3 && (m.t === 'reroll' || m.t === 'stop') ? undefined : `rolls ${s.rolls}`),
  ROLLING_STOPPED: (s, _a, m) => (s.rolls < 3 && s.phase === 'action1' && (m.t === 'reroll' || m.t === 'stop') ? undefined : `rolls ${s.rolls}, phase ${s.phase}`),
  WRONG_PHASE: (s, _a, m, v) => {
    // the rule of the pending step: deciding to stop or re-roll (D18), Action 1 (D21), Action 2 (D27)
    const rule = { decide: 'D18', action1: 'D21', action2: 'D27' }[s.phase as 'decide']
    if (v.rule !== rule) return `phase ${s.phase} cites ${v.rule ?? '-'}`
    return m.t === 'reroll' || m.t === 'stop' ? (s.phase === 'action2' ? undefined : 'a rolling move outside Action 2') : undefined
  },
  CHANCE_ONLY: (_s, _a, m) => (m.t === 'first' || m.t === 'roll' ? undefined : `${m.t} is a seat's move`),
  NOT_AN_OUTCOME: (s) => (s.phase === 'first' || s.phase === 'roll' ? undefined : `phase ${s.phase}`),
  DIE_NOT_SHOWING: (s, _a, m) => {
    if (m.t !== 'reroll') return m.t
    const ix = boardOf(s)
    return ix.faces.some((c, f) => m.dice.filter((d) => d === c).length > (s.dice[f] ?? 0)) ? undefined : 'every die named shows'
  },
  EMPTY_REROLL: (_s, _a, m) => (m.t === 'reroll' && m.dice.length === 0 ? undefined : 'dice named'),
  SEGMENT_COMPLETE: (s, _a, m) => {
    if (m.t !== 'complete') return m.t
    const ix = boardOf(s)
    const seg = ix.sheets[s.sheetOf[s.active] ?? 0]?.segments.find((g) => ix.faces[g.face] === m.colour && g.boxes.length === m.length)
    return seg !== undefined && seg.boxes.every((b) => isCrossed(s, s.active, b)) ? undefined : 'open boxes left'
  },
  CANNOT_COMPLETE: (s, _a, m) => {
    if (m.t !== 'complete') return m.t
    const ix = boardOf(s)
    const seg = ix.sheets[s.sheetOf[s.active] ?? 0]?.segments.find((g) => ix.faces[g.face] === m.colour && g.boxes.length === m.length)
    if (seg === undefined) return 'no such segment'
    const open = seg.boxes.filter((b) => !isCrossed(s, s.active, b)).length
    const free = (s.dice[seg.face] ?? 0) - (s.spent[seg.face] ?? 0)
    return open > free ? undefined : `${open} open, ${free} dice`
  },
  ALREADY_CROSSED: (s, a, m) => (m.t === 'cross' && isCrossed(s, a as number, m.box) ? undefined : 'not crossed'),
  WHITE_BOX: (s, a, m) => (m.t === 'cross' && faceOf(s, a as number, m.box) < 0 && m.box >= 0 && m.box < boardOf(s).neighbours.length ? undefined : 'coloured'),
  NO_SUCH_BOX: (s, _a, m) => (m.t === 'cross' && !(m.box >= 0 && m.box < boardOf(s).neighbours.length) ? undefined : 'the box exists'),
  DIE_LIMIT: (s, a) => ((s.a2.used[a as number] ?? []).reduce((x, n) => x + n, 0) >= s.a2.limit ? undefined : 'under the limit'),
  NO_DIE_LEFT: (s, a) => ((s.a2.used[a as number] ?? []).reduce((x, n) => x + n, 0) >= s.a2.limit ? undefined : 'under the limit'),
  DIE_NOT_AVAILABLE: (s, a, m) => {
    if (m.t !== 'cross') return m.t
    const f = faceOf(s, a as number, m.box)
    return (s.a2.pool[f] ?? 0) === 0 || (s.a2.used[a as number]?.[f] ?? 0) >= (s.a2.pool[f] ?? 0) ? undefined : 'a die of its colour is free'
  },
  NOT_ADJACENT: (s, a, m) => {
    if (m.t !== 'cross') return m.t
    const fresh = s.a2.fresh[a as number] ?? []
    const touching = (boardOf(s).neighbours[m.box] ?? []).some((j) => isCrossed(s, a as number, j) && (s.options.passiveChaining || !fresh.includes(j)))
    return touching ? 'it touches a crossed box' : undefined
  }
}

/** The claims of The Border's refusal codes (types erased for the generic hunt). */
export const borderClaims = claims as unknown as Claims
