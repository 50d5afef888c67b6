/**
 * Moves in words.
 * @module
 */
import { CHANCE, type Actor } from '../../core/index.js'
import type { NagarajaMove } from './moves.js'
import type { NagarajaState } from './state.js'
import { componentsOf } from './components/of.js'
import { derive } from './components/derived.js'

/**
 * A stick's throw in words: whose stick, its colour and what its face shows (fate points, a Naga),
 * as the views show it (N8, N26, N35): "seat 1's white stick shows 2 fate points and a Naga".
 */
const stickFace = (s: NagarajaState, face: number): string => {
  const c = componentsOf(s)
  const head = s.queue[0]
  const kind = head?.q === 'guide' ? derive(c).brown : head?.q === 'roll' ? s.players[head.seat]?.sticks[head.stick]?.k : undefined
  const stick = kind === undefined ? undefined : c.sticks[kind]
  const f = stick?.faces[face]
  if (head === undefined || (head.q !== 'guide' && head.q !== 'roll') || stick === undefined || f === undefined) return `a stick shows face ${face}`
  const shows = `${f.fate} fate point${f.fate === 1 ? '' : 's'}${f.naga ? ' and a Naga' : ''}`
  return `seat ${head.seat}'s ${stick.colour} stick shows ${shows}`
}

/** A move described in words for logs and UIs. */
export const describe = (s: NagarajaState, actor: Actor, m: NagarajaMove): string => {
  const c = componentsOf(s)
  const card = (i: number) => {
    const d = c.cards[i]
    return d === undefined ? `card ${i}` : `${d.id} (${d.ability}${d.param > 0 ? `(${d.param})` : ''}, ${d.symbol})`
  }
  const who = actor === CHANCE ? 'chance' : `seat ${actor}`
  switch (m.t) {
    case 'select': return `${who} selects ${card(m.card)}`
    case 'lay': return `${who} lays the selected cards face-down`
    case 'activate': return `${who} spends the Naga on stick ${m.stick} to activate ${card(m.card)}`
    case 'pass': return `${who} passes`
    case 'cancel': return `${who} cancels the activation with a Cancel amulet`
    case 'allow': return `${who} lets the ability apply`
    case 'drawAmulet': return `${who} uses a Draw amulet`
    case 'pickStick': return `${who} chooses stick ${m.stick} of seat ${m.seat}`
    case 'pickRelic': return `${who} peeks at hiding place ${m.place} of temple ${m.temple}`
    case 'swapRelics': return `${who} swaps the relics at hiding places ${m.a} and ${m.b} of temple ${m.temple}`
    case 'rotate': return `${who} rotates the room on space ${m.cell} of temple ${m.temple} by ${m.by * 90}°`
    case 'moveRoom': return `${who} moves the room on space ${m.from} to space ${m.to}`
    case 'swapRooms': return `${who} swaps the rooms on spaces ${m.a} and ${m.b} of temple ${m.temple}`
    case 'trap': return `${who} puts the trap on space ${m.cell} of the opponent's temple`
    case 'take': return `${who} takes ${card(m.card)} from the discard pile`
    case 'give': return `${who} gives ${card(m.card)} to the other player`
    case 'place': return `${who} places the room on space ${m.cell}, turned ${m.rot * 90}°`
    case 'face': return stickFace(s, m.face)
    case 'card': return `the card is ${card(m.card)}`
    case 'room': return `the room is a ${c.rooms[m.kind]?.kind ?? m.kind}`
    case 'relic': {
      const r = c.relics[m.kind]
      return `the relic is ${r === undefined ? m.kind : `${r.cursed ? 'cursed' : 'sacred'} ${r.value}`}`
    }
    case 'amulet': return `the amulet is ${c.amulets[m.kind]?.kind ?? m.kind}`
  }
}
