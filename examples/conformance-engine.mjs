#!/usr/bin/env node
/**
 * A reference engine for `tabletop-rules conform`: it speaks the JSON-lines protocol of
 * docs/conformance.md on stdin/stdout by wrapping this library. Use it as a template for the
 * adapter of your own engine (replace the calls into `tabletop-rules` with calls into yours).
 *
 *   npx tabletop-rules conform the-border --engine "node examples/conformance-engine.mjs"
 *
 * For testing `conform` itself it can lie once, chosen by the environment variable CONFORM_LIE
 * (or the first argument) as `<kind>@<step>`: at the position after <step> moves of every game,
 *   drop-legal   leave the last legal move of the first acting actor out of `legal`
 *   score        report seat 0's score one too high
 *   extra-actor  report one actor too many
 *   bad-json     answer the query with a line that is not JSON
 *   crash        exit with code 3 instead of answering
 *   hang         never answer
 * e.g. CONFORM_LIE=score@12 node examples/conformance-engine.mjs
 *
 * CONFORM_LEVEL=1 makes it behave like an engine of conformance level 1: it declines starts from a
 * state (`unsupported`), so `conform` skips the vectors that start from a position.
 */
import { createInterface } from 'node:readline'
import { games } from 'tabletop-rules'

const [lieKind, lieStepText] = (process.env.CONFORM_LIE ?? process.argv[2] ?? '').split('@')
const lieStep = lieStepText === undefined ? -1 : Number(lieStepText)

/** The game being played, its state, and how many moves were applied since `start`. */
let game
let state
let applied = 0

const send = (value) => process.stdout.write(`${JSON.stringify(value)}\n`)

/** The actor as the protocol writes it: a seat number or "chance". */
const actorOf = (a) => (a === 'chance' ? 'chance' : Number(a))

const handlers = {
  start(req) {
    game = games[req.game]
    if (game === undefined) return { ok: false, error: `unknown game ${req.game}` }
    if (req.rulesVersion !== game.rulesVersion) return { ok: false, unsupported: true, error: `this engine implements rules version ${game.rulesVersion}` }
    if (req.state !== undefined && process.env.CONFORM_LEVEL === '1') return { ok: false, unsupported: true, error: 'level 1: this engine starts games from setup only' }
    const r = req.state !== undefined ? game.decodeState(req.state) : (() => {
      const config = game.codecs.config.decode(req.config)
      return config._tag === 'Left' ? { _tag: 'Left', left: { message: 'bad config' } } : game.setup(config.right, req.seed)
    })()
    if (r._tag === 'Left') return { ok: false, error: r.left.message }
    state = r.right
    applied = 0
    return { ok: true }
  },

  apply(req) {
    if (state === undefined) return { ok: false, error: 'no game started' }
    const move = game.parseMove(req.move)
    if (move._tag === 'Left') return { ok: false, error: move.left.message }
    const next = game.apply(state, actorOf(req.actor), move.right)
    if (next._tag === 'Left') return { ok: false, error: next.left.message }
    state = next.right
    applied++
    return { ok: true }
  },

  query() {
    if (state === undefined) return { ok: false, error: 'no game started' }
    const actors = [...game.actors(state)]
    const legal = {}
    let chance
    for (const a of actors) {
      if (a === 'chance') {
        const outcomes = game.chanceOutcomes(state)
        legal.chance = outcomes.map((o) => game.formatMove(o.move))
        chance = Object.fromEntries(outcomes.map((o) => [game.formatMove(o.move), o.p]))
      } else {
        legal[String(a)] = game.legalMoves(state, a).map((m) => game.formatMove(m))
      }
    }
    const scores = [...game.scores(state)]
    const o = game.outcome(state)
    const answer = { ok: true, actors, legal, scores, ...(chance === undefined ? {} : { chance }), ...(o === undefined ? {} : { outcome: { scores: o.scores, ranking: o.ranking } }) }
    return applied === lieStep ? lie(answer) : answer
  },

  quit() {
    setImmediate(() => process.exit(0))
    return { ok: true }
  }
}

/** The planted lie (tests of `conform`): one wrong answer. */
const lie = (answer) => {
  switch (lieKind) {
    case 'drop-legal': {
      const first = String(answer.actors[0])
      const list = answer.legal[first] ?? []
      return { ...answer, legal: { ...answer.legal, [first]: list.slice(0, -1) } }
    }
    case 'score':
      return { ...answer, scores: answer.scores.map((s, i) => (i === 0 ? s + 1 : s)) }
    case 'extra-actor': {
      const seats = answer.scores.length
      const spare = [...Array(seats).keys()].find((s) => !answer.actors.includes(s))
      return { ...answer, actors: [...answer.actors, spare ?? 'chance'] }
    }
    case 'bad-json':
      return 'this is not JSON'
    case 'crash':
      process.exit(3)
      break
    case 'hang':
      return undefined
    default:
      return answer
  }
}

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === '') return
  let req
  try {
    req = JSON.parse(line)
  } catch {
    send({ id: null, ok: false, error: 'the request is not JSON' })
    return
  }
  const handler = handlers[req.type]
  const answer = handler === undefined ? { ok: false, error: `unknown request type ${req.type}` } : handler(req)
  if (answer === undefined) return // the planted "hang"
  if (typeof answer === 'string') process.stdout.write(`${answer}\n`) // the planted "bad-json"
  else send({ id: req.id, ...answer })
})
