/**
 * How each legal move of Rajas is picked on the board (issue 27): the element ids a seat clicks, in
 * order. One click for most decisions — an action space, a die, a top tile, a cell, a supply
 * colour, an upgrade cube, a river space, a chamber, a market, a button — and two for a tile's
 * placement (the cell, then the rotation, R55, R56) and for a Navaratna income tile (the tile in
 * the display, then the border space, R141). Karma flips start at the seat's karma cube: a die paid
 * flipped is the karma cube then the die (R44, R45); under option karmaTiming `anyTimeInTurn` (A4)
 * the karma cube and a die are followed by `flip` (only flip it) or `pay` (flip it and pay it)
 * where both are possible, which keeps every path from being the start of another.
 * @module
 */
import type { ElementId, PickPath, Seat } from '../../core/index.js'
import { BUTTON, id, namesOf } from './elements.js'
import type { Move } from './moves.js'
import { boardSide, comps } from './rules/common.js'
import { boatTarget } from './rules/river.js'
import type { State } from './state.js'
import { stateOfView, type View } from './view.js'

const states = new WeakMap<object, State>()

/** The state a view shows (cached per view object: a path asks it for each river move). */
export const stateOf = (v: View): State => {
  const hit = states.get(v)
  if (hit !== undefined) return hit
  const s = stateOfView(v)
  states.set(v, s)
  return s
}

const one = (...steps: ElementId[]): readonly PickPath[] => [{ steps }]

/** Paths are read-only values: the one-click paths asked for most often are made once (speed only). */
const BUTTON_PATHS: Readonly<Record<string, readonly PickPath[]>> = Object.fromEntries(Object.values(BUTTON).map((b) => [b, one(b)]))
const DIE_PATHS: readonly (readonly (readonly PickPath[])[])[] = [0, 1, 2, 3].map((seat) => Array.from({ length: 10 }, (_, k) => one(id.die(seat, k))))
const spacePaths = new WeakMap<readonly ElementId[], readonly (readonly PickPath[])[]>()
const spacePath = (v: View, i: number): readonly PickPath[] => {
  const ids = namesOf(v).spaces
  let paths = spacePaths.get(ids)
  if (paths === undefined) {
    paths = ids.map((x) => one(x))
    spacePaths.set(ids, paths)
  }
  return paths[i] ?? one(`space:${i}`)
}
const button = (b: string): readonly PickPath[] => BUTTON_PATHS[b] ?? one(b)
const dieOf = (seat: Seat, k: number): readonly PickPath[] => DIE_PATHS[seat]?.[k] ?? one(id.die(seat, k))

/** The first chamber space of value v (R78): the chamber a river palace reward names (R100). */
const chamberSpace = (v: View, value: number): ElementId => {
  const j = boardSide(v).spaces.findIndex((sp) => sp.kind === 'chamber' && sp.value === value)
  return namesOf(v).spaces[j] ?? `space:chamber:${value}`
}

/**
 * The display's income tiles interchangeable with tile `tile` (same colour and reward): the rules
 * list one of them (the lowest id, R143), and clicking any of them picks it.
 */
const sameIncomeTiles = (v: View, tile: number): readonly number[] => {
  const tiles = comps(v).c.incomeTiles
  const t = tiles[tile]
  if (t === undefined) return [tile]
  const key = `${t.colour}|${JSON.stringify(t.reward)}`
  const same = (v.display ?? []).filter((x) => {
    const o = tiles[x]
    return o !== undefined && `${o.colour}|${JSON.stringify(o.reward)}` === key
  })
  return same.includes(tile) ? same : [tile, ...same]
}

/** The ways to pick a legal move of `seat` (see the module comment). */
export const pathsOf = (v: View, seat: Seat, move: Move): readonly PickPath[] => {
  const head = v.tasks[0]
  const anyTime = v.options.karmaTiming === 'anyTimeInTurn'
  switch (move.t) {
    case 'space':
      return spacePath(v, move.i) // R26
    case 'stop':
      return button(head?.k === 'place' ? BUTTON.pass : BUTTON.stop) // A2; R40
    case 'pay':
      // R44, R45: a die paid flipped is the karma cube, then the die.
      if (!move.flip) return dieOf(seat, move.die)
      return anyTime ? one(id.karma(seat), id.die(seat, move.die), BUTTON.pay) : one(id.karma(seat), id.die(seat, move.die))
    case 'flip':
      return one(id.karma(seat), id.die(seat, move.die), BUTTON.flip) // A4
    case 'stack':
      return one(id.tile(v.tops[move.i] ?? -1)) // R49: the top tile of the stack
    case 'cover':
      return one(id.cell(seat, move.cell)) // R86
    case 'put':
      // R55, R56: the cell, then the rotation; the architect's cell is already chosen (R86).
      return head?.k === 'put' && head.cell >= 0 ? one(id.rotation(move.rot)) : one(id.cell(seat, move.cell), id.rotation(move.rot))
    case 'take':
      return one(id.supply(namesOf(v), move.c)) // R41
    case 'discard':
      return dieOf(seat, move.die) // R40
    case 'upgrade':
      return one(id.upgrade(seat, move.b)) // R68
    case 'yes':
      return button(BUTTON.accept) // R118–R120
    case 'no':
      return button(BUTTON.decline) // R120, R143
    case 'river':
      return one(id.river(boatTarget(stateOf(v), seat, move.n))) // R90, R91: the space where the boat stops
    case 'chamber':
      return one(chamberSpace(v, move.v)) // R100
    case 'good':
      return one(id.goods(move.g)) // R75
    case 'market':
      return one(id.market(seat, move.cell, move.m)) // R74, R75
    case 'done':
      return button(BUTTON.done)
    case 'reroll':
      return dieOf(seat, move.die) // R79
    case 'order':
      return one(id.effect(move.i)) // A6
    case 'income':
      // R136: the drawn brown tile goes on a brown space; R141, R142: a display tile, then its space.
      if (head?.k === 'inc' && head.m === 'setup') return one(id.income(seat, move.slot))
      return sameIncomeTiles(v, move.id).map((tile) => ({ steps: [id.incomeTile(tile), id.income(seat, move.slot)] }))
    default:
      return [] // chance outcomes are never a seat's move
  }
}
