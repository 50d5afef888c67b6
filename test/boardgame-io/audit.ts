/**
 * The audit of a finished boardgame.io match: from the server's stored `G` (our seed and every
 * step) it rebuilds our state after each boardgame.io update, then checks every message each
 * client received against what that seat's view shows and hides (DESIGN.md: every channel to a
 * client is a view), and the final outcome against our `replay` of the same moves.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, replay, type Actor, type AnyGame, type Seat, type Step, type WithRng } from '../../src/core/index.js'
import type { ClientG, ServerG } from '../../src/boardgame-io/index.js'
import type { SeatRecord } from './match.js'

/** What the server stored for the match. */
export interface ServerRecord {
  /** The server's final `G`. */
  readonly G: ServerG<unknown, WithRng, unknown>
  /** The server's full log. */
  readonly log: readonly LogEntryLike[]
}

interface LogEntryLike {
  readonly action: { readonly type: string; readonly payload: { readonly type: string; readonly playerID?: string; readonly args: unknown } }
  readonly _stateID: number
  readonly metadata?: unknown
}

interface Transition {
  readonly before: WithRng
  readonly step: Step<unknown>
  readonly after: WithRng
}

const json = (v: unknown): string => JSON.stringify(v)
const same = (a: unknown, b: unknown): boolean => json(a) === json(b)
const isRedacted = (m: unknown): boolean => typeof m === 'object' && m !== null && (m as { redacted?: unknown }).redacted === true
const NUMBER = /-?\d+\.\d+(?:e-?\d+)?/g

/** Our state after each boardgame.io move (index = boardgame.io `_stateID`; 0 = not started) and the steps of that move. */
const rebuild = (game: AnyGame, G: ServerG<unknown, WithRng, unknown>): { states: WithRng[]; moves: Transition[][] } => {
  const started = G.started
  if (started === undefined) throw new Error('the match never started')
  const init = game.setup(G.config, started.seed)
  if (E.isLeft(init)) throw new Error(init.left.message)
  const states: WithRng[] = [init.right]
  const moves: Transition[][] = [[]]
  let current = init.right
  let batch: Transition[] = []
  started.steps.forEach((step, i) => {
    if (step.actor !== CHANCE) {
      states.push(current)
      moves.push(batch)
      batch = []
    }
    const next = game.apply(current, step.actor, step.move)
    if (E.isLeft(next)) throw new Error(`step ${i}: ${next.left.message}`)
    batch.push({ before: current, step, after: next.right })
    current = next.right
  })
  states.push(current)
  moves.push(batch)
  // states[0] is the setup state (its view is what clients see before start); boardgame.io's
  // stateID k >= 1 is the state after the k-th boardgame.io move (1 = start, then one per play).
  return { states, moves }
}

/** Checks everything each client received; returns the problems found (empty when clean). */
export const audit = (game: AnyGame, server: ServerRecord, seats: readonly SeatRecord[], rand: () => number): string[] => {
  const problems: string[] = []
  const report = (p: string): void => {
    if (problems.length < 20) problems.push(p)
  }
  const G = server.G
  const started = G.started
  if (started === undefined) return ['the match never started']
  const { states, moves } = rebuild(game, G)
  const stateAt = (k: number): WithRng | undefined => states[k]
  const secretNumbers = new Set<string>()
  for (const s of states) for (const v of Object.values(s.rng)) secretNumbers.add(String(v))
  const seed = started.seed

  const checkG = (seat: Seat, k: number, got: ClientG<unknown, unknown>, ctx: { activePlayers: unknown; gameover?: unknown }): void => {
    const where = `seat ${seat}, stateID ${k}`
    const keys = Object.keys(got).sort().join(',')
    if (k === 0) {
      if (got.started || got.legalMoves.length > 0 || got.recent.length > 0) report(`${where}: unstarted G shows moves`)
      if (!same(got.view, game.view(states[0] as WithRng, seat))) report(`${where}: unstarted view differs from the setup view`)
      return
    }
    const S = stateAt(k)
    if (S === undefined) return report(`${where}: no such state`)
    const allowed = ['actors', 'game', 'legalMoves', 'recent', 'started', 'tabletopRules', 'view', 'viewer', ...(game.outcome(S) === undefined ? [] : ['outcome'])]
    if (keys !== allowed.sort().join(',')) report(`${where}: G has keys ${keys}`)
    if (!same(got.view, game.view(S, seat))) report(`${where}: the view is not the game's view`)
    const actors = game.actors(S).filter((a): a is Seat => a !== CHANCE)
    if (!same(got.actors, actors)) report(`${where}: actors ${json(got.actors)} != ${json(actors)}`)
    const legal = actors.includes(seat) ? game.legalMoves(S, seat) : []
    if (!same(got.legalMoves, legal)) report(`${where}: legal moves differ from the game's`)
    if (!same(got.outcome, game.outcome(S))) report(`${where}: outcome differs`)
    // Non-interference: the same message follows from any state this seat cannot tell apart.
    const R = game.resampleHidden(S, seat, rand)
    if (!same(game.view(R, seat), got.view)) report(`${where}: the view changes with what it hides`)
    if (!same(game.actors(R).filter((a) => a !== CHANCE), actors)) report(`${where}: actors change with hidden things`)
    if (actors.includes(seat) && !same(game.legalMoves(R, seat), got.legalMoves)) report(`${where}: legal moves change with hidden things`)
    // Who may act (boardgame.io's ctx) is our actors; gameover is our outcome.
    const over = game.outcome(S)
    if (!same(ctx.gameover, over)) report(`${where}: ctx.gameover differs from the outcome`)
    if (over === undefined) {
      const active = Object.keys((ctx.activePlayers ?? {}) as object).sort()
      if (!same(active, actors.map(String).sort())) report(`${where}: ctx.activePlayers ${json(active)} != actors`)
    }
    // The last steps, as this seat may know them.
    const batch = moves[k] ?? []
    if (got.recent.length !== batch.length) report(`${where}: ${got.recent.length} recent steps, expected ${batch.length}`)
    got.recent.forEach((seen, i) => {
      const t = batch[i]
      if (t === undefined) return
      const expected =
        game.redactMove !== undefined
          ? game.redactMove(t.before, t.step.actor, t.step.move, seat)
          : t.step.actor === seat
            ? t.step.move
            : undefined
      if (expected === undefined ? !isRedacted(seen.move) : !same(seen.move, expected)) report(`${where}: recent step ${i} shows more than redactMove allows`)
      const revealed = game.revealed?.(t.before, t.step.actor, t.step.move, t.after, seat) ?? []
      if (!same(seen.revealed, revealed)) report(`${where}: recent step ${i} reveals ${json(seen.revealed)}`)
    })
  }

  const checkLog = (seat: Seat, entries: readonly LogEntryLike[] | undefined): void => {
    for (const e of entries ?? []) {
      const where = `seat ${seat}, log entry at stateID ${e._stateID}`
      if (e.metadata !== undefined) report(`${where}: carries metadata`)
      const p = e.action.payload
      if (p.type !== 'play' || p.playerID === String(seat) || p.args === null) continue
      // Another seat's move with its argument visible: the game must show that move to this seat.
      const t = (moves[e._stateID + 1] ?? [])[0]
      if (t === undefined) {
        report(`${where}: no such move`)
        continue
      }
      const shown = game.redactMove?.(t.before, t.step.actor, t.step.move, seat)
      if (shown === undefined || isRedacted(shown)) report(`${where}: the argument of seat ${p.playerID}'s move reached seat ${seat}`)
      else if (!same(p.args, [t.step.move])) report(`${where}: the argument is not the move played`)
    }
  }

  const checkState = (seat: Seat, state: unknown): void => {
    const s = state as { G: ClientG<unknown, unknown>; ctx: { activePlayers: unknown; gameover?: unknown }; _stateID: number }
    if (s.G.tabletopRules !== 'view') return report(`seat ${seat}: received a G that is not a view`)
    checkG(seat, s._stateID, s.G, s.ctx)
  }

  for (const r of seats) {
    for (const m of r.received) {
      const raw = json(m.args)
      if (raw.includes(seed)) report(`seat ${r.seat}: a ${m.type} message carries the seed`)
      for (const n of raw.match(NUMBER) ?? []) if (secretNumbers.has(n)) report(`seat ${r.seat}: a ${m.type} message carries the generator (${n})`)
      if (m.type === 'sync') {
        const info = m.args[1] as { state: unknown; log?: LogEntryLike[]; initialState: { G: Record<string, unknown> } }
        checkState(r.seat, info.state)
        checkLog(r.seat, info.log)
        // boardgame.io 0.50 sends the initial state unfiltered: it must hold nothing but public data.
        const initialKeys = Object.keys(info.initialState.G).sort().join(',')
        if (initialKeys !== 'config,game,rulesVersion,tabletopRules') report(`seat ${r.seat}: initial state G has keys ${initialKeys}`)
      } else if (m.type === 'update') {
        checkState(r.seat, m.args[1])
        checkLog(r.seat, m.args[2] as LogEntryLike[] | undefined)
      } else if (m.type === 'patch') {
        report(`seat ${r.seat}: received a patch (deltaState is off)`)
      }
    }
  }

  // The outcome every client saw is our replay's outcome of the same moves.
  const transcript = { game: game.id, rulesVersion: game.rulesVersion, config: G.config, seed, moves: started.steps }
  const replayed = replay(game, transcript)
  if (E.isLeft(replayed)) return [...problems, `replay failed: ${replayed.left.message}`]
  const outcome = game.outcome(replayed.right)
  if (outcome === undefined) report('the replayed game is not over')
  for (const r of seats) {
    if (!same(r.gameover, outcome)) report(`seat ${r.seat}: gameover differs from the replay's outcome`)
    if (!same(r.finalG.outcome, outcome)) report(`seat ${r.seat}: final G outcome differs from the replay's outcome`)
  }
  // The server's log of seat moves is the transcript's seat steps, each one sent by that seat's client.
  const logged = server.log.filter((e) => e.action.payload.type === 'play').map((e) => ({ actor: Number(e.action.payload.playerID) as Actor, move: (e.action.payload.args as unknown[])[0] }))
  const seatSteps = started.steps.filter((s) => s.actor !== CHANCE)
  if (!same(logged, seatSteps)) report("the server's log of moves differs from the transcript's seat steps")
  for (const l of logged) {
    const client = seats.find((r) => r.seat === l.actor)
    if (client === undefined) continue // a seat played by boardgame.io's own bot
    const sent = client.sent
    if (!sent.some((m) => same(m, l.move))) report(`seat ${String(l.actor)} never sent ${json(l.move)}`)
  }
  return problems
}
