/**
 * Moves described in words for logs and UIs, using the state they are played in.
 * @module
 */
import { CHANCE, withArticle, type Actor } from '../../core/index.js'
import type { RajasMove } from './moves.js'
import { boardSide, comps, dieColour, dieValue } from './rules/common.js'
import { chamberOf } from './rules/palace.js'
import type { RajasState } from './state.js'

const BUILDINGS = ['temple', 'palace', 'fort', 'mill']
const GOODS = ['silk', 'tea', 'spice']

/** A move in words, e.g. "seat 0 places a worker on the quarry (space 0, 1 money)". */
export const describeMove = (s: RajasState, actor: Actor, move: RajasMove): string => {
  const who = actor === CHANCE ? 'chance' : `seat ${actor}`
  const c = comps(s).c
  const colour = (k: number): string => c.diceColours[k] ?? `colour ${k}`
  const p = actor === CHANCE ? undefined : s.p[actor]
  const dieName = (i: number): string => {
    const d = p?.dice[i]
    return d === undefined ? `die ${i}` : `the ${colour(dieColour(d))} ${dieValue(d)}`
  }
  const head = s.tasks[0]
  switch (move.t) {
    case 'space': {
      const sp = boardSide(s).spaces[move.i]
      const what =
        sp === undefined
          ? 'an unknown space'
          : sp.kind === 'chamber'
            ? `the ${chamberOf(sp.value ?? 0)?.name ?? 'unknown'} chamber`
            : sp.kind === 'garden' || sp.kind === 'balcony'
              ? `the ${colour(sp.colour ?? 0)} ${sp.kind}`
              : `the ${sp.kind === 'various' ? 'different-goods market' : sp.kind === 'same' ? 'same-goods market' : sp.kind}`
      return `${who} places a worker on ${what} (space ${move.i}${sp?.money ? `, ${sp.money} money` : ''})`
    }
    case 'pay':
      return `${who} pays ${dieName(move.die)}${move.flip ? ', flipped with 1 karma' : ''}`
    case 'stack': {
      const t = c.tiles[s.tops[move.i] ?? -1]
      return `${who} takes the top tile of stack ${move.i}${t === undefined ? '' : ` (${colour(t.colour)} ${t.cost})`}`
    }
    case 'cover':
      return `${who} has the architect cover the tile on cell ${move.cell}`
    case 'put':
      return `${who} places the tile on cell ${move.cell}, turned ${move.rot * 90}°`
    case 'take':
      return `${who} takes ${withArticle(`${colour(move.c)} die`)}`
    case 'discard':
      return `${who} returns ${dieName(move.die)} to make room`
    case 'stop':
      return head?.k === 'place' ? `${who} passes for the rest of the round` : `${who} takes only the dice that fit`
    case 'upgrade':
      return `${who} upgrades the ${BUILDINGS[move.b] ?? 'building'}`
    case 'yes':
      return `${who} takes the bonus (${head?.k === 'opt' ? head.r.k : ''})`
    case 'no':
      return head?.k === 'inc' ? `${who} declines the income tile` : `${who} declines the bonus (${head?.k === 'opt' ? head.r.k : ''})`
    case 'river':
      return `${who} moves the boat ${move.n} unoccupied space${move.n === 1 ? '' : 's'}`
    case 'chamber':
      return `${who} performs the ${chamberOf(move.v)?.name ?? 'unknown chamber'} action for free`
    case 'good':
      return `${who} chooses ${GOODS[move.g] ?? 'goods'}`
    case 'market':
      return `${who} scores market ${move.m} of the tile on cell ${move.cell}`
    case 'done':
      return `${who} is done`
    case 'reroll':
      return `${who} re-rolls ${dieName(move.die)}`
    case 'order':
      return `${who} resolves effect group ${move.i} first`
    case 'flip':
      return `${who} flips ${dieName(move.die)} with 1 karma`
    case 'income': {
      const t = c.incomeTiles[move.id]
      return `${who} puts the ${t?.colour ?? ''} income tile ${move.id} (${t?.reward.k ?? ''}) on border space ${move.slot}`
    }
    case 'roll':
      if (head?.k === 'groll') return `the Ganga die shows ${move.v}: count ${move.v} river spaces on from space ${head.n}`
      return head?.k === 'roll' ? `${withArticle(`${colour(head.c)} die`)} is rolled: ${move.v}` : `the re-rolled die shows ${move.v}`
    case 'draw':
      if (head?.k === 'gdraw') return `river tile ${move.id} is placed on river space ${head.i}`
      if (head?.k === 'brown') return `seat ${head.s} draws brown income tile ${move.id}`
      return head?.k === 'tile' ? `tile ${move.id} is revealed on stack ${head.i}` : `white income tile ${move.id} is drawn`
    case 'first':
      return `seat ${move.seat} becomes first player (tie broken at random)`
  }
}
