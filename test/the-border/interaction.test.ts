/**
 * The Border on the table (issue 27): element ids, pick paths of each move kind, the re-roll as a
 * set of dice toggled then confirmed, `why` with rule ids, forced decisions, the change list, and
 * answers that depend on the seat's view alone.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { CHANCE, canonicalJson, pickIndex, resolveChance, sampler, type ElementId, type Seat } from '../../src/core/index.js'
import { theBorder, resampleHidden, type BorderMove, type BorderState, type BorderView } from '../../src/games/the-border/index.js'
import { areaNo, bad, C, colourOf, dice, ok, play, roll, rollAndStop, start, toAction2, withCrossed } from './helpers.js'

const view = (s: BorderState, seat: Seat): BorderView => theBorder.view(s, seat)
const prompt = (s: BorderState, seat: Seat, picks: readonly ElementId[] = []) => ok(theBorder.prompt(view(s, seat), seat, picks))
const targets = (s: BorderState, seat: Seat, picks: readonly ElementId[] = []): readonly string[] => prompt(s, seat, picks).targets.map((t) => t.element)
const why = (s: BorderState, seat: Seat, element: ElementId, picks: readonly ElementId[] = []) => ok(theBorder.why(view(s, seat), seat, element, picks))
const fmt = (m: BorderMove | undefined): string | undefined => (m === undefined ? undefined : theBorder.formatMove(m))

/** Seat 0 (sheet A) deciding after roll 1: the tray in colour order is grey, red, red, blue, green. */
const deciding = (): BorderState => roll(start(), ['red', 'blue', 'red', 'green', 'grey'])

describe('element ids (docs/games/the-border.md, "Elements")', () => {
  it('names the dice, the buttons, the round, the seats, the areas and every box, segment and area of every seat\'s sheet', () => {
    const s = deciding()
    const map = ok(theBorder.elements(view(s, 1)))
    const ids = Object.keys(map)
    for (const id of ['die:0', 'die:4', 'stop', 'reroll', 'done', 'round', 'seat:0', 'seat:3', 'area:0', 'area:8', 'sheet:0:box:0', 'sheet:3:box:85', 'sheet:2:segment:23', 'sheet:1:area:8']) {
      expect(ids).toContain(id)
    }
    expect(ids.filter((id) => /^sheet:2:box:\d+$/.test(id))).toHaveLength(C.boxes.length)
    expect(ids.filter((id) => /^sheet:2:segment:\d+$/.test(id))).toHaveLength(C.sheets[2]?.segments.length as number)
    expect(ids.every((id) => id.length <= 64 && /^[a-z0-9]+(:[a-z0-9]+)*$/.test(id))).toBe(true)
    // facts: the tray in colour order (D3), white boxes crossed from the start (D7), the segments' open boxes (D8)
    expect([0, 1, 2, 3, 4].map((i) => map[`die:${i}`])).toEqual(['grey', 'red', 'red', 'blue', 'green'].map((face) => ({ face, spent: false })))
    expect(map['sheet:0:box:0']).toEqual({ colour: 'white', crossed: true })
    expect(map['sheet:0:box:13']).toEqual({ colour: 'grey', crossed: false })
    expect(map['sheet:0:segment:0']).toEqual({ colour: 'grey', length: 2, open: 2 })
    expect(map['round']).toEqual({ round: 0, active: 0, phase: 'decide', rolls: 1 })
    expect(map['seat:0']).toEqual({ sheet: 'A', active: true, deciding: true, areas: 0 })
    expect(map['area:5']).toEqual({ high: 4, low: 2, taken: false })
    expect(map['sheet:1:area:5']).toEqual({ completed: false, points: 0 })
  })

  it('dice not rolled yet show no face (D17)', () => {
    const map = ok(theBorder.elements(view(start(), 0)))
    expect(map['die:0']).toEqual({ face: 'none', spent: false })
  })
})

describe('the re-roll: dice toggled, then confirmed (D18, D19)', () => {
  it('offers stop and the five dice; a die picked offers the re-roll; picking it again puts it back', () => {
    const s = deciding()
    expect([...targets(s, 0)].sort()).toEqual(['die:0', 'die:1', 'die:2', 'die:3', 'die:4', 'stop'])
    expect(prompt(s, 0).instruction).toBe('Roll 1 of 3: choose dice to re-roll, then re-roll — or stop')
    const one = prompt(s, 0, ['die:3'])
    expect(one.move).toBeUndefined()
    expect(one.targets).toContainEqual({ element: 'die:3', label: 'die 4, showing blue', picked: true })
    expect(one.targets.map((t) => t.element)).toContain('reroll')
    expect(targets(s, 0, ['die:3', 'die:3'])).not.toContain('reroll')
    expect(fmt(prompt(s, 0, ['die:3', 'reroll']).move)).toBe('reroll blue')
    expect(fmt(prompt(s, 0, ['stop']).move)).toBe('stop')
  })

  it('two red dice: re-rolling either is the same move (two paths); both is another', () => {
    const s = deciding()
    expect(fmt(prompt(s, 0, ['die:1', 'reroll']).move)).toBe('reroll red')
    expect(fmt(prompt(s, 0, ['die:2', 'reroll']).move)).toBe('reroll red')
    expect(fmt(prompt(s, 0, ['die:2', 'die:1', 'reroll']).move)).toBe('reroll red red')
  })

  it('property: any set of dice, picked in any order with any die picked twice in between, names the re-roll of their colours', () => {
    const s = deciding()
    const v = view(s, 0)
    const colours = ['grey', 'red', 'red', 'blue', 'green']
    fc.assert(
      fc.property(fc.shuffledSubarray([0, 1, 2, 3, 4], { minLength: 1 }), fc.integer({ min: 0, max: 4 }), (places, extra) => {
        const picks = [...places.map((i) => `die:${i}`), `die:${extra}`, `die:${extra}`, 'reroll']
        const p = theBorder.prompt(v, 0, picks)
        const expected = ['reroll', ...places.slice().sort((a, b) => a - b).map((i) => colours[i])].join(' ')
        return E.isRight(p) && fmt(p.right.move) === expected
      })
    )
  })

  it('stale or bad picks are values: a die picked then stop, an unknown element, a seat that is not deciding', () => {
    const s = deciding()
    const v = view(s, 0)
    expect(bad(theBorder.prompt(v, 0, ['die:0', 'stop']))).toMatchObject({ code: 'BAD_PICK', rule: 'D18' })
    expect(bad(theBorder.prompt(v, 0, ['die:9'])).message).toMatch(/no element "die:9" \(did you mean "die:0"\?\)/)
    expect(bad(theBorder.prompt(view(s, 1), 1, ['die:0'])).code).toBe('NOT_YOUR_TURN')
    expect(why(s, 0, 'sheet:0:box:13')).toMatchObject({ reason: 'boxes are crossed once you stop rolling', rule: 'D20' })
    expect(why(s, 1, 'sheet:1:box:13')).toMatchObject({ reason: 'seat 0 is still rolling: you cross boxes in Action 2', rule: 'D15' })
    expect(why(s, 1, 'die:0')).toMatchObject({ reason: 'only the active player (seat 0) rolls', rule: 'D18' })
    expect(why(s, 0, 'reroll')).toMatchObject({ reason: 'choose at least one die to re-roll first', rule: 'D18' })
    expect(why(s, 0, 'done')).toMatchObject({ reason: 'stop rolling first', rule: 'D18' })
    expect(why(s, 0, 'sheet:0:area:5')).toMatchObject({ rule: 'D34' })
    expect(prompt(s, 1)).toEqual({ targets: [], forced: false, instruction: 'Waiting for seat 0 to re-roll or stop' })
  })
})

describe('Action 1: a segment is completed by picking it or one of its open boxes (D20–D25)', () => {
  // sheet A: grey 2-segment [13, 17] (segment 0); grey 3-segment [69, 76, 75] (segment 1)
  const action1 = (): BorderState => rollAndStop(start(), ['grey', 'grey', 'red', 'blue', 'green'])

  it('offers the segment, its open boxes and done; each names the completion', () => {
    const s = action1()
    expect(s.phase).toBe('action1')
    expect(targets(s, 0)).toEqual(['sheet:0:segment:0', 'sheet:0:box:13', 'sheet:0:box:17', 'done'])
    for (const pick of ['sheet:0:segment:0', 'sheet:0:box:13', 'sheet:0:box:17']) expect(fmt(prompt(s, 0, [pick]).move)).toBe('complete grey 2')
    expect(fmt(prompt(s, 0, ['done']).move)).toBe('done')
    expect(prompt(s, 0).targets[0]?.label).toBe("seat 0's grey segment of 2 boxes (2 open)")
  })

  it('a partly crossed segment: only its open boxes (D23)', () => {
    const s = rollAndStop(withCrossed(start(), 0, [69]), ['grey', 'grey', 'red', 'blue', 'green'])
    expect(targets(s, 0)).toEqual(['sheet:0:segment:0', 'sheet:0:box:13', 'sheet:0:box:17', 'sheet:0:segment:1', 'sheet:0:box:76', 'sheet:0:box:75', 'done'])
    expect(why(s, 0, 'sheet:0:box:69')).toEqual({ element: 'sheet:0:box:69', pickable: false, reason: 'this box is crossed already: pick an open box of its segment', rule: 'D21' })
  })

  it('why: too few dice (D21), no die of the colour left (D21), a white box (D7), another seat\'s sheet (D20), rolling is over (D18)', () => {
    const s = action1()
    expect(why(s, 0, 'sheet:0:segment:1')).toMatchObject({ pickable: false, reason: 'completing this segment needs 3 grey dice; only 2 are unused', rule: 'D21' })
    expect(why(s, 0, 'sheet:0:box:24')).toMatchObject({ reason: 'completing this segment needs 2 red dice; only 1 is unused', rule: 'D21' })
    expect(why(s, 0, 'sheet:0:box:19')).toMatchObject({ reason: 'completing this segment needs 2 yellow dice; no yellow die is unused', rule: 'D21' })
    expect(why(s, 0, 'sheet:0:box:0')).toMatchObject({ rule: 'D7' })
    expect(why(s, 0, 'sheet:1:box:13')).toMatchObject({ reason: "this is seat 1's sheet: you cross boxes on your own sheet only", rule: 'D20' })
    expect(why(s, 0, 'reroll')).toMatchObject({ reason: 'you stopped rolling', rule: 'D18' })
    expect(why(s, 0, 'die:0')).toMatchObject({ rule: 'D20' })
    expect(why(s, 1, 'sheet:1:box:13')).toMatchObject({ rule: 'D20' })
    // a click on an illegal box is refused with the same reason
    expect(bad(theBorder.prompt(view(s, 0), 0, ['sheet:0:box:24']))).toMatchObject({ code: 'BAD_PICK', rule: 'D21' })
  })

  it('after the third roll the re-roll is refused: three rolls at most (D18)', () => {
    const first = roll(start(), ['red', 'blue', 'red', 'green', 'orange'])
    const second = roll(play(first, [0, { t: 'reroll', dice: ['red', 'red', 'blue', 'orange', 'green'] }]), ['red', 'blue', 'red', 'green', 'orange'])
    const third = roll(play(second, [0, { t: 'reroll', dice: ['red', 'red', 'blue', 'orange', 'green'] }]), ['grey', 'grey', 'red', 'blue', 'green'])
    expect(third.phase).toBe('action1')
    expect(why(third, 0, 'reroll')).toMatchObject({ reason: '3 rolls have been made: the result is final', rule: 'D18' })
    expect(why(third, 0, 'stop')).toMatchObject({ rule: 'D18' })
  })

  it('a used die is used (D24)', () => {
    const s = play(action1(), [0, { t: 'complete', colour: 'grey', length: 2 }])
    // grey 2 used two dice; the red 2-segment [24, 20] cannot be completed with one red: Action 2
    expect(s.phase).toBe('action2')
    const map = ok(theBorder.elements(view(s, 0)))
    expect([map['die:0'], map['die:1'], map['die:2']]).toEqual([{ face: 'grey', spent: true }, { face: 'grey', spent: true }, { face: 'red', spent: false }])
  })
})

describe('Action 2: a passive seat crosses a box of its own sheet (D27–D33)', () => {
  // all five dice left (D28c); sheet B (seat 1): blue box 1 and green box 13 touch white box 0;
  // grey box 84 and orange box 72 touch white box 85
  const action2 = (): BorderState => toAction2(start(), ['grey', 'green', 'blue', 'orange', 'red'])

  it('offers the boxes next to a crossed box with a die left, and done; a box names its crossing', () => {
    const s = action2()
    expect(s.phase).toBe('action2')
    expect(targets(s, 1)).toEqual(['sheet:1:box:1', 'sheet:1:box:13', 'sheet:1:box:72', 'sheet:1:box:84', 'done'])
    expect(fmt(prompt(s, 1, ['sheet:1:box:13']).move)).toBe('cross 13')
    expect(prompt(s, 1).instruction).toBe('Cross a box next to a crossed box (5 dice left) — or done')
    expect(prompt(s, 1).targets[0]?.label).toBe("box 1 (blue) on seat 1's sheet")
    expect(prompt(s, 0).instruction).toBe('Waiting for seats 1, 2 and 3 to cross boxes (Action 2)')
  })

  it('why: not next to a crossed box (D31), no die of its colour (D28), the die used already (D30), crossed (D30), white (D7), another sheet (D27), the active player (D27)', () => {
    const s = action2()
    expect([colourOf(1, 2), colourOf(1, 14)]).toEqual(['blue', 'yellow'])
    expect(why(s, 1, 'sheet:1:box:2')).toEqual({ element: 'sheet:1:box:2', pickable: false, reason: 'this box touches no crossed box', rule: 'D31' })
    expect(why(s, 1, 'sheet:1:box:14')).toMatchObject({ reason: 'no yellow die is available in this Action 2', rule: 'D28' })
    expect(why(s, 1, 'sheet:1:box:0')).toMatchObject({ rule: 'D7' })
    expect(why(s, 1, 'sheet:2:box:1')).toMatchObject({ reason: "this is seat 2's sheet: you cross boxes on your own sheet only", rule: 'D27' })
    expect(why(s, 0, 'sheet:0:box:1')).toMatchObject({ reason: 'the active player takes no part in Action 2', rule: 'D27' })
    expect(why(s, 1, 'sheet:1:segment:12')).toMatchObject({ rule: 'D30' })
    const crossed = play(s, [1, { t: 'cross', box: 1 }])
    // box 2 now touches crossed box 1, but the one blue die is used (D30)
    expect(why(crossed, 1, 'sheet:1:box:2')).toMatchObject({ reason: 'you have used the available blue dice: each die once', rule: 'D30' })
    expect(why(crossed, 1, 'sheet:1:box:1')).toMatchObject({ reason: 'this box is crossed already', rule: 'D30' })
    expect(bad(theBorder.prompt(view(crossed, 1), 1, ['sheet:1:box:2']))).toMatchObject({ code: 'BAD_PICK', rule: 'D30' })
  })

  it('all five dice used in Action 1: one die per passive seat (D28b); a seat with nothing left to cross and only done is forced (issue 26)', () => {
    // sheet A: grey 2 [13, 17] and red 3 [54, 53, 64] use all five dice
    const a1 = rollAndStop(start(), ['grey', 'grey', 'red', 'red', 'red'])
    const s = play(a1, [0, { t: 'complete', colour: 'grey', length: 2 }], [0, { t: 'complete', colour: 'red', length: 3 }])
    expect(s.phase).toBe('action2')
    const one = play(s, [1, { t: 'cross', box: 84 }])
    // D33 (rules 3.0.0, issue 26): seat 1 stays in Action 2 and ends it with its own done
    expect(view(one, 1).a2.waiting[1]).toBe(true)
    const p = ok(theBorder.prompt(view(one, 1), 1, []))
    expect(p).toMatchObject({ forced: true, instruction: 'You can cross nothing more: done', targets: [{ element: 'done', label: 'End your Action 2', picked: false }] })
    expect(fmt(p.move)).toBe('done')
    expect(ok(theBorder.why(view(one, 1), 1, 'sheet:1:box:83'))).toMatchObject({ reason: 'the active player used all the dice, so you may use only one of them', rule: 'D28' })
    // after its done it has finished (D16)
    expect(why(play(one, [1, { t: 'done' }]), 1, 'sheet:1:box:83')).toMatchObject({ reason: 'you have finished this Action 2', rule: 'D16' })
  })
})

/** Random playouts: every state met, with the seats that act in it. */
const playouts = (games: number, seed: string): readonly BorderState[] => {
  const out: BorderState[] = []
  for (let g = 0; g < games; g++) {
    const rand = sampler(`${seed}-${g}`)
    let s = ok(theBorder.setup({ players: 2 + (g % 3) }, `${seed}-${g}`))
    for (let i = 0; i < 3000 && theBorder.actors(s).length > 0; i++) {
      out.push(s)
      const actors = theBorder.actors(s)
      const actor = actors[pickIndex(rand.next(), actors.length)] ?? CHANCE
      if (actor === CHANCE) {
        s = ok(resolveChance(theBorder, s)).state
        continue
      }
      const legal = theBorder.legalMoves(s, actor)
      s = ok(theBorder.apply(s, actor, legal[pickIndex(rand.next(), legal.length)] as BorderMove))
    }
  }
  return out
}

describe('forced decisions', () => {
  it('a decision is forced iff it has one legal move, and then names it with no pick; only a passive seat\'s done can be', () => {
    let decisions = 0
    let forced = 0
    for (const s of playouts(4, 'forced')) {
      for (const seat of theBorder.actors(s)) {
        if (seat === CHANCE) continue
        const legal = theBorder.legalMoves(s, seat)
        const p = prompt(s, seat)
        decisions++
        expect(p.forced).toBe(legal.length === 1)
        if (p.forced) {
          forced++
          expect(canonicalJson(p.move)).toBe(canonicalJson(legal[0]))
          expect([s.phase, fmt(p.move)]).toEqual(['action2', 'done'])
        }
      }
    }
    expect(decisions).toBeGreaterThan(300)
    // stop/re-roll (D18) and complete/done (D25: Action 1 only when a segment can be completed)
    // offer two moves or more; so does cross/done while the flow finishes a passive seat that can
    // cross nothing (DQ16) — issue 26 lets that seat end with its own done, a forced decision
    expect(forced).toBeLessThan(decisions)
  })
})

describe('changes: what a seat saw change', () => {
  it('a die shown by chance: the tray (in colour order) and the phase change, and nobody acted', () => {
    const before = roll(start(), ['red', 'blue', 'red', 'green'])
    const after = roll(before, ['grey'])
    expect(ok(theBorder.changes(view(before, 1), view(after, 1), 1))).toEqual([
      { kind: 'element', element: 'die:0', before: { face: 'red', spent: false }, after: { face: 'grey', spent: false } },
      { kind: 'element', element: 'die:2', before: { face: 'blue', spent: false }, after: { face: 'red', spent: false } },
      { kind: 'element', element: 'die:3', before: { face: 'green', spent: false }, after: { face: 'blue', spent: false } },
      { kind: 'element', element: 'die:4', before: { face: 'none', spent: false }, after: { face: 'green', spent: false } },
      { kind: 'element', element: 'round', before: { round: 0, active: 0, phase: 'roll', rolls: 1 }, after: { round: 0, active: 0, phase: 'decide', rolls: 1 } },
      { kind: 'element', element: 'seat:0', before: { sheet: 'A', active: true, deciding: false, areas: 0 }, after: { sheet: 'A', active: true, deciding: true, areas: 0 } }
    ])
  })

  it('a re-roll: the active seat acted, its dice are rolling, the roll count rose', () => {
    const s = deciding()
    const after = play(s, [0, { t: 'reroll', dice: ['red', 'red'] }])
    const changes = ok(theBorder.changes(view(s, 2), view(after, 2), 2))
    expect(changes[0]).toEqual({ kind: 'acted', seat: 0 })
    expect(changes).toContainEqual({ kind: 'element', element: 'die:4', before: { face: 'green', spent: false }, after: { face: 'none', spent: false } })
    expect(changes).toContainEqual({ kind: 'element', element: 'round', before: { round: 0, active: 0, phase: 'decide', rolls: 1 }, after: { round: 0, active: 0, phase: 'roll', rolls: 2 } })
  })

  it('a segment completed: boxes crossed, the segment closed, dice used', () => {
    const s = rollAndStop(start(), ['grey', 'grey', 'red', 'blue', 'orange'])
    const after = play(s, [0, { t: 'complete', colour: 'grey', length: 2 }])
    const changes = ok(theBorder.changes(view(s, 1), view(after, 1), 1))
    expect(changes[0]).toEqual({ kind: 'acted', seat: 0 })
    expect(changes).toContainEqual({ kind: 'element', element: 'sheet:0:box:13', before: { colour: 'grey', crossed: false }, after: { colour: 'grey', crossed: true } })
    expect(changes).toContainEqual({ kind: 'element', element: 'sheet:0:segment:0', before: { colour: 'grey', length: 2, open: 2 }, after: { colour: 'grey', length: 2, open: 0 } })
    expect(changes).toContainEqual({ kind: 'element', element: 'die:0', before: { face: 'grey', spent: false }, after: { face: 'grey', spent: true } })
  })

  it('a crossing in Action 2: the crosser sees it; another passive seat sees nothing until it is announced (D33, D35) — then the area, the points and who moved', () => {
    // 3 players; seat 1 (sheet B) has the Well's ring crossed but for box 69 (blue)
    const well = C.areas[areaNo('well')]?.ring ?? []
    const s = toAction2(withCrossed(start({ players: 3 }), 1, well.filter((b) => b !== 69)), dice(['blue', 2], ['green', 1], ['grey', 1], ['orange', 1]))
    const first = play(s, [1, { t: 'cross', box: 13 }])
    expect(ok(theBorder.changes(view(s, 1), view(first, 1), 1))).toEqual([
      { kind: 'acted', seat: 1 },
      { kind: 'element', element: 'sheet:1:box:13', before: { colour: 'green', crossed: false }, after: { colour: 'green', crossed: true } },
      { kind: 'element', element: 'sheet:1:segment:20', before: { colour: 'green', length: 2, open: 2 }, after: { colour: 'green', length: 2, open: 1 } }
    ])
    expect(ok(theBorder.changes(view(s, 2), view(first, 2), 2))).toEqual([])
    const second = play(first, [1, { t: 'cross', box: 69 }])
    const seen = ok(theBorder.changes(view(first, 2), view(second, 2), 2))
    expect(seen[0]).toEqual({ kind: 'acted', seat: 1 })
    expect(seen).toContainEqual({ kind: 'element', element: 'sheet:1:box:69', before: { colour: 'blue', crossed: false }, after: { colour: 'blue', crossed: true } })
    expect(seen).toContainEqual({ kind: 'element', element: `sheet:1:area:${areaNo('well')}`, before: { completed: false, points: 0 }, after: { completed: true, points: 4 } })
    expect(seen).toContainEqual({ kind: 'element', element: `area:${areaNo('well')}`, before: { high: 4, low: 2, taken: false }, after: { high: 4, low: 2, taken: true } })
    expect(seen[seen.length - 1]).toEqual({ kind: 'score', seat: 1, before: 0, after: 4, delta: 4 })
    // box 13 stays secret (D33): only the announced ring shows (D35)
    expect(seen.some((c) => c.kind === 'element' && c.element === 'sheet:1:box:13')).toBe(false)
  })

  it('a passive seat\'s done: it acted and is no longer deciding', () => {
    const s = toAction2(start(), ['grey', 'green', 'blue', 'orange', 'red'])
    const after = play(s, [2, { t: 'done' }])
    expect(ok(theBorder.changes(view(s, 1), view(after, 1), 1))).toEqual([
      { kind: 'acted', seat: 2 },
      { kind: 'element', element: 'seat:2', before: { sheet: 'C', active: false, deciding: true, areas: 0 }, after: { sheet: 'C', active: false, deciding: false, areas: 0 } }
    ])
  })
})

describe('prompt and changes read the view alone', () => {
  it('equal views (after resampleHidden) give equal prompts, whys and change lists', () => {
    const rand = sampler('resample')
    let compared = 0
    const states = playouts(2, 'resample')
    states.forEach((s, i) => {
      // every 3rd step (bounded work)
      if (i % 3 !== 0) return
      const prev = states[i - 1]
      for (let seat = 0; seat < s.players; seat++) {
        const other = resampleHidden(s, seat, () => rand.next())
        const v = view(s, seat)
        const w = view(other, seat)
        if (canonicalJson(v) !== canonicalJson(w)) continue
        compared++
        expect(canonicalJson(theBorder.prompt(w, seat, []))).toBe(canonicalJson(theBorder.prompt(v, seat, [])))
        expect(canonicalJson(theBorder.why(w, seat, `sheet:${seat}:box:2`))).toBe(canonicalJson(theBorder.why(v, seat, `sheet:${seat}:box:2`)))
        if (prev !== undefined && prev.players === s.players) {
          const before = view(prev, seat)
          expect(canonicalJson(theBorder.changes(before, w, seat))).toBe(canonicalJson(theBorder.changes(before, v, seat)))
        }
      }
    })
    expect(compared).toBeGreaterThan(200)
  })

  it('a hostile view is a value, never a throw', () => {
    const hostile = new Proxy({ scores: [] }, { get: () => { throw new Error('boom') } })
    expect(E.isLeft(theBorder.prompt(hostile as unknown as BorderView, 0, []))).toBe(true)
    expect(E.isLeft(theBorder.elements({ scores: [] } as unknown as BorderView))).toBe(true)
    expect(E.isLeft(theBorder.why(view(deciding(), 0), 0, 'x'.repeat(65)))).toBe(true)
  })
})
