import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { defineGame, CHANCE, type Game } from '../../src/core/index.js'
import { checkOneGame, runHarness } from './harness.js'
import { pig, pigDefinition, pigResample, type PigConfig, type PigMove, type PigState, type PigView } from './pig.js'

const configs = fc.constantFrom<PigConfig>({ players: 2 }, { players: 3 }, { players: 4, hiddenCards: true }, { players: 2, hiddenCards: true })

type Pig = Game<PigConfig, PigState, PigMove, PigView>

describe('the harness', () => {
  it('passes a correct game (pig, with and without hidden cards)', () => {
    runHarness({ game: pig, config: configs, runs: 20, seed: 60, maxSteps: 2000, maxLegalMoves: 6, resampleHidden: pigResample,
      invariants: (s) => (s.scores.every((x) => x >= 0) ? undefined : 'negative score') })
  })

  it('catches a mutating apply', () => {
    const broken: Pig = defineGame({
      ...pigDefinition,
      applyMove: (s, actor, move) => {
        if (move.type === 'hold') (s.scores as number[])[s.turn] = (s.scores[s.turn] ?? 0) + s.turnTotal
        return pigDefinition.applyMove(s, actor, move)
      }
    })
    expect(() => checkOneGame({ game: broken, config: fc.constant({ players: 2 }), runs: 1, maxSteps: 2000, maxLegalMoves: 6 }, { players: 2 }, 's1')).toThrow(/threw|mutated/)
  })

  it('catches a leaking view', () => {
    const broken: Pig = defineGame({ ...pigDefinition, view: (s, viewer) => ({ ...pigDefinition.view(s, viewer), cards: s.cards }) })
    expect(() => checkOneGame({ game: broken, config: fc.constant({ players: 2, hiddenCards: true }), runs: 1, maxSteps: 2000, maxLegalMoves: 6, resampleHidden: pigResample }, { players: 2, hiddenCards: true }, 's2')).toThrow(/leaks hidden information/)
  })

  it('catches a view that shows the generator', () => {
    const broken: Pig = defineGame({ ...pigDefinition, view: (s, viewer) => ({ ...pigDefinition.view(s, viewer), rng: s.rng }) as PigView })
    expect(() => checkOneGame({ game: broken, config: fc.constant({ players: 2 }), runs: 1, maxSteps: 2000, maxLegalMoves: 6 }, { players: 2 }, 's3')).toThrow(/depends on the generator/)
  })

  it('catches a listed move that apply refuses', () => {
    const broken: Pig = defineGame({
      ...pigDefinition,
      legalMoves: (s, actor) => (actor !== CHANCE && s.phase === 'decide' && actor === s.turn ? [{ type: 'roll' }, { type: 'hold' }] : pigDefinition.legalMoves(s, actor))
    })
    expect(() => checkOneGame({ game: broken, config: fc.constant({ players: 2 }), runs: 1, maxSteps: 2000, maxLegalMoves: 6, checkLegalMovesFromView: false }, { players: 2 }, 's4')).toThrow(/was refused/)
  })

  it('catches an unlisted move that apply accepts', () => {
    const broken: Pig = defineGame({ ...pigDefinition, legalMoves: (s, actor) => pigDefinition.legalMoves(s, actor).filter((m) => m.type !== 'hold' || s.turnTotal > 8),
      applyMove: (s, actor, move) => (move.type === 'hold' && actor === s.turn && s.phase === 'decide' ? pigDefinition.applyMove({ ...s, turnTotal: Math.max(1, s.turnTotal) }, actor, move) : pigDefinition.applyMove(s, actor, move)) })
    expect(() => runHarness({ game: broken, config: fc.constant({ players: 2 }), runs: 20, maxSteps: 2000, maxLegalMoves: 6, checkLegalMovesFromView: false })).toThrow(/unlisted move was accepted/)
  })

  it('catches chance probabilities that do not sum to 1', () => {
    const broken: Pig = defineGame({ ...pigDefinition, chanceOutcomes: (s) => pigDefinition.chanceOutcomes(s).map((o) => ({ ...o, p: o.p * 0.9 })) })
    expect(() => checkOneGame({ game: broken, config: fc.constant({ players: 2 }), runs: 1, maxSteps: 2000, maxLegalMoves: 6 }, { players: 2 }, 's5')).toThrow(/sum to/)
  })

  it('catches a game that does not end within its bound', () => {
    expect(() => checkOneGame({ game: pig, config: fc.constant({ players: 2, target: 1000 }), runs: 1, maxSteps: 50, maxLegalMoves: 6 }, { players: 2, target: 1000 }, 's6')).toThrow(/did not end within 50 steps/)
  })

  it('catches a legal-move list over the ceiling', () => {
    expect(() => checkOneGame({ game: pig, config: fc.constant({ players: 2 }), runs: 1, maxSteps: 2000, maxLegalMoves: 1 }, { players: 2 }, 's7')).toThrow(/over the ceiling of 1/)
  })

  it('catches a broken invariant and prints a one-line reproduction', () => {
    let message = ''
    try {
      checkOneGame({ game: pig, config: fc.constant({ players: 3 }), runs: 1, maxSteps: 2000, maxLegalMoves: 6, invariants: (s) => (s.turnTotal > 5 ? 'turn total above 5' : undefined) }, { players: 3 }, 's8')
    } catch (e) {
      message = e instanceof Error ? e.message : ''
    }
    expect(message).toMatch(/^pig: invariant broken: turn total above 5 — reproduce: config=\{"players":3\} seed="s8" step=\d+$/)
  })

  it('plays to the end and replays: the returned state is final', () => {
    const r = checkOneGame({ game: pig, config: fc.constant({ players: 2 }), runs: 1, maxSteps: 2000, maxLegalMoves: 6 }, { players: 2 }, 's9')
    expect(pig.actors(r.state)).toEqual([])
    expect(E.isRight(pig.apply(r.state, 0, { type: 'roll' }))).toBe(false)
  })

  it('catches a spectator view that shows hidden cards', () => {
    const broken: Pig = defineGame({ ...pigDefinition, view: (s, viewer) => ({ ...pigDefinition.view(s, viewer), cards: viewer === 'spectator' ? s.cards : [] }) as PigView })
    expect(() => checkOneGame({ game: broken, config: fc.constant({ players: 2, hiddenCards: true }), runs: 1, maxSteps: 2000, maxLegalMoves: 6, resampleHidden: pigResample }, { players: 2, hiddenCards: true }, 's10')).toThrow(/the view of the spectator leaks hidden information/)
  })

  it('catches legal moves that depend on what the seat may not know', () => {
    // Consistent in itself (apply refuses exactly what legalMoves leaves out), but it reads the
    // opponent's hidden card: only the resampling check can see that.
    const hides = (s: PigState, actor: number | typeof CHANCE): boolean => actor !== CHANCE && s.cards[1 - actor] === 2
    const broken: Pig = defineGame({
      ...pigDefinition,
      legalMoves: (s, actor) => pigDefinition.legalMoves(s, actor).filter((m) => m.type !== 'hold' || !hides(s, actor)),
      applyMove: (s, actor, move) => (move.type === 'hold' && hides(s, actor) ? E.left({ code: 'ILLEGAL_MOVE', message: 'no hold' }) : pigDefinition.applyMove(s, actor, move))
    })
    expect(() => runHarness({ game: broken, config: fc.constant({ players: 2, hiddenCards: true }), runs: 20, maxSteps: 2000, maxLegalMoves: 6, resampleHidden: pigResample, seed: 42, checkLegalMovesFromView: false })).toThrow(/legal moves of seat \d depend on what it may not know/)
  })

  it('catches a listed move with an extra field being accepted', () => {
    const broken: Pig = defineGame({ ...pigDefinition, applyMove: (s, actor, move) => pigDefinition.applyMove(s, actor, 'value' in move ? { type: move.type, value: move.value } as PigMove : { type: move.type } as PigMove) })
    expect(() => checkOneGame({ game: broken, config: fc.constant({ players: 2 }), runs: 1, maxSteps: 2000, maxLegalMoves: 6 }, { players: 2 }, 's11')).toThrow(/a listed move with an extra field was accepted/)
  })

  it('catches a reachable state that decodeState refuses (a checkState too strict, or a state with keys its codec does not name)', () => {
    const strict: Pig = defineGame({ ...pigDefinition, checkState: (s) => (s.turnTotal > 4 ? 'turn total above 4' : undefined) })
    expect(() => runHarness({ game: strict, config: fc.constant({ players: 2 }), runs: 5, seed: 3 })).toThrow(/decodeState refuses a reachable state: .*turn total above 4/)
    const extra: Pig = defineGame({ ...pigDefinition, applyMove: (s, a, m) => E.map((x: PigState) => ({ ...x, note: 'x' }))(pigDefinition.applyMove(s, a, m)) })
    expect(() => checkOneGame({ game: extra, config: fc.constant({ players: 2 }), runs: 1 }, { players: 2 }, 's13')).toThrow(/decodeState refuses a reachable state: .*unknown key 'note'/)
  })

  it('the game played does not depend on checkEvery (the reproduction line replays the same game)', () => {
    const spec = { game: pig, config: fc.constant({ players: 3 }), runs: 1, maxLegalMoves: 6, maxSteps: 2000 }
    const a = checkOneGame({ ...spec, checkEvery: 1 }, { players: 3 }, 's12')
    const b = checkOneGame({ ...spec, checkEvery: 50 }, { players: 3 }, 's12')
    expect(b.steps).toBe(a.steps)
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state))
  })
})

describe('the harness: every channel (issue 26)', () => {
  it('catches who acts after a hidden step depending on what was hidden (the same log entry, other actors)', () => {
    // The last card dealt face down decides who starts: the seat with the highest card. Every deal
    // is logged alike ("a card is dealt face down"), but `actors` (and the turn in the view) tell.
    const broken: Pig = defineGame({
      ...pigDefinition,
      applyMove: (s, actor, move) => {
        const r = pigDefinition.applyMove(s, actor, move)
        if (E.isLeft(r) || move.type !== 'card' || r.right.phase !== 'decide') return r
        const best = r.right.cards.reduce<number>((b, c, i) => ((c ?? 0) > (r.right.cards[b] ?? 0) ? i : b), 0)
        return E.right({ ...r.right, turn: best })
      }
    })
    expect(() => checkOneGame({ game: broken, config: fc.constant({ players: 2, hiddenCards: true }), runs: 1, maxSteps: 2000, maxLegalMoves: 6, resampleHidden: pigResample }, { players: 2, hiddenCards: true }, 'a1')).toThrow(
      /the actors leak hidden information to (seat \d|the spectator) at chance's step/
    )
  })

  it('catches a view that decodeView refuses (a view codec or checkView too strict)', () => {
    const broken: Pig = defineGame({ ...pigDefinition, checkView: (v) => (v.turnTotal > 0 ? 'no turn total' : undefined) })
    expect(() => checkOneGame({ game: broken, config: fc.constant({ players: 2 }), runs: 1, maxSteps: 2000, maxLegalMoves: 6 }, { players: 2 }, 'a2')).toThrow(/decodeView refuses the view of|legalMovesFromView/)
  })
})

describe('the harness: logs and per-seat scores (issue 16)', () => {
  const hidden = { players: 2, hiddenCards: true } as const
  const run = (game: Pig, seed: string): void => {
    checkOneGame({ game, config: fc.constant(hidden), runs: 1, resampleHidden: pigResample }, hidden, seed)
  }

  it('passes pig with hidden cards: redacted deals, cards revealed at the end, scores counting known cards', () => {
    for (const seed of ['l1', 'l2', 'l3']) run(pig, seed)
  })

  it('catches a log that names another seat\'s hidden card (no redaction)', () => {
    const leaky: Pig = defineGame({ ...pigDefinition, redactMove: (_b, _a, m) => m })
    expect(() => run(leaky, 'l4')).toThrow(/the log of (seat \d|the spectator) leaks hidden information at chance's step/)
  })

  it('catches a redacted form whose text names the hidden card', () => {
    const leaky: Pig = defineGame({
      ...pigDefinition,
      redactMove: (b, a, m, v, say) => {
        const r = pigDefinition.redactMove?.(b, a, m, v, say) ?? m
        return 'redacted' in r && m.type === 'card' ? { ...r, text: `${r.text} (a ${m.value})` } : r
      }
    })
    expect(() => run(leaky, 'l5')).toThrow(/the log of (seat \d|the spectator) leaks hidden information/)
  })

  it('catches a spectator log that shows a card dealt to a seat', () => {
    const leaky: Pig = defineGame({ ...pigDefinition, redactMove: (b, a, m, v, say) => (v === 'spectator' ? m : (pigDefinition.redactMove?.(b, a, m, v, say) ?? m)) })
    expect(() => run(leaky, 'l6')).toThrow(/the log of the spectator leaks hidden information/)
  })

  it('catches a revealed text that says more than the next view shows', () => {
    const leaky: Pig = defineGame({ ...pigDefinition, revealed: (_b, a, m, after, v, say) => (a === CHANCE && m.type === 'die' ? [`cards: ${after.cards.join(',')}`] : (pigDefinition.revealed?.(_b, a, m, after, v, say) ?? [])) })
    expect(() => run(leaky, 'l7')).toThrow(/the log of (seat \d|the spectator) leaks hidden information/)
  })

  it('catches a move text that reads a hidden hand', () => {
    const leaky: Pig = defineGame({ ...pigDefinition, describeMove: (s, a, m, say) => `${pigDefinition.describeMove(s, a, m, say)} (cards ${s.cards.join(',')})` })
    expect(() => run(leaky, 'l8')).toThrow(/the log of (seat \d|the spectator) leaks hidden information/)
  })

  it('catches legalMovesFromView that differs from legalMoves', () => {
    const wrong: Pig = defineGame({ ...pigDefinition, legalMovesFromView: (v, seat) => (v.phase === 'decide' && v.turn === seat ? [{ type: 'roll' }] : []) })
    expect(() => run(wrong, 'l10')).toThrow(/legalMovesFromView\(view, \d\) differs from legalMoves\(state, \d\)/)
  })

  it('catches per-seat scores that count another seat\'s hidden card', () => {
    const leaky: Pig = defineGame({ ...pigDefinition, view: (s, v) => ({ ...pigDefinition.view(s, v), scores: s.scores.map((x, i) => x + (s.cards[i] ?? 0)) }) })
    expect(() => run(leaky, 'l9')).toThrow(/the scores in the view of (seat \d|the spectator) leak hidden information/)
  })
})
