/**
 * What the refusal codes of Nagaraja assert about the state, checked from the state directly
 * (issue 33): a step that is over for the round comes earlier in the round (N29) than the pending
 * one, a step not yet pending does not; the things a move names are as the refusal says.
 */
import type { RuleViolation } from '../../src/core/index.js'
import { bundledComponents, type NagarajaMove, type NagarajaState } from '../../src/games/nagaraja/index.js'
import type { Claims } from '../support/refusals.js'

type Claim = (s: NagarajaState, actor: unknown, m: NagarajaMove, v: RuleViolation) => string | undefined

/** The place of each step a seat decides in, in the round's order (N29). */
const ORDER: Readonly<Record<string, number>> = { call: 1, clash: 2, respond: 2, ability: 2, place: 3, give: 4 }
/** The step each kind of seat move belongs to. */
const STEP_OF: Readonly<Record<string, string>> = {
  select: 'call',
  lay: 'call',
  activate: 'clash',
  pass: 'clash',
  cancel: 'respond',
  allow: 'respond',
  pickStick: 'ability',
  pickRelic: 'ability',
  swapRelics: 'ability',
  rotate: 'ability',
  moveRoom: 'ability',
  swapRooms: 'ability',
  trap: 'ability',
  take: 'ability',
  place: 'place',
  give: 'give'
}
const CHANCE_KINDS = ['face', 'card', 'room', 'relic', 'amulet']

const earlier = (s: NagarajaState, m: NagarajaMove): boolean => (ORDER[STEP_OF[m.t] ?? ''] ?? 0) < (ORDER[s.phase.p] ?? 0)
const cards = (s: NagarajaState) => (s.components ?? bundledComponents).cards

const claims: Readonly<Record<string, Claim>> = {
  STEP_OVER: (s, _a, m) => (earlier(s, m) ? undefined : `${m.t} is not of an earlier step than ${s.phase.p}`),
  WRONG_STEP: (s, _a, m) => (earlier(s, m) ? `${m.t} belongs to an earlier step than ${s.phase.p}` : STEP_OF[m.t] === s.phase.p ? `${m.t} belongs to the pending step` : undefined),
  CHANCE_ONLY: (_s, _a, m) => (CHANCE_KINDS.includes(m.t) ? undefined : `${m.t} is a seat move`),
  NOT_IN_HAND: (s, a, m) => ((m.t === 'select' || m.t === 'activate') && !(s.players[a as number]?.hand ?? []).includes(m.card) ? undefined : 'the card is in hand'),
  NOT_A_NAGA: (s, a, m) => {
    if (m.t !== 'activate') return m.t
    const st = s.players[a as number]?.sticks[m.stick]
    const c = s.components ?? bundledComponents
    return st !== undefined && c.sticks[st.k]?.faces[st.f]?.naga !== true ? undefined : 'the stick shows a Naga, or there is none'
  },
  NO_SUCH_STICK: (s, a, m) => {
    const seat = m.t === 'pickStick' ? m.seat : (a as number)
    const stick = m.t === 'pickStick' || m.t === 'activate' ? m.stick : -1
    return s.players[seat]?.sticks[stick] === undefined ? undefined : 'the stick is in play'
  },
  MIXED_SYMBOLS: (s, _a, m) => {
    if (m.t !== 'select' || s.phase.p !== 'call') return m.t
    const first = s.phase.picks[0]
    return first !== undefined && cards(s)[first]?.symbol !== cards(s)[m.card]?.symbol ? undefined : 'one symbol'
  },
  SPACE_OCCUPIED: (s, a, m) => {
    const temple = m.t === 'trap' ? 1 - (a as number) : (a as number)
    const cell = m.t === 'place' || m.t === 'trap' ? m.cell : m.t === 'moveRoom' ? m.to : -1
    return (s.temples[temple]?.cells[cell] ?? null) !== null ? undefined : 'the space holds no room'
  },
  TRAP_SPACE: (s, a, m) => {
    const temple = m.t === 'trap' ? 1 - (a as number) : (a as number)
    const cell = m.t === 'place' || m.t === 'trap' ? m.cell : m.t === 'moveRoom' ? m.to : -1
    return s.temples[temple]?.trap === cell ? undefined : 'the trap is elsewhere'
  }
}

/** The claims of Nagaraja's refusal codes (types erased for the generic hunt). */
export const nagarajaClaims = claims as unknown as Claims
