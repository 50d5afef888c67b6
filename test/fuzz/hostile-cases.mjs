// Fuzz cases of issue 26: sparse, wide, deep and proxied inputs for every public function, each
// run in a child process (test/fuzz/hostile-child.mjs) so that its peak memory can be read. A case
// gets the built package (`lib`: the root entry and `tabletop-rules/node`) and resolves to
// `{ ok, note }`: ok when every call returned a value of the expected kind (a bounded Left, `[]`),
// never threw, never hung. Plain JavaScript: the child runs it against dist/ without a compiler.

const MAX_MESSAGE_LENGTH = 400

/** 2³² − 1 holes: the longest list JavaScript has, costing nothing to make. */
export const sparse = () => new Array(2 ** 32 - 1)
/** 10⁵ wrong entries (about 200 KB as JSON). */
export const wide = (n = 100_000) => Array.from({ length: n }, () => 'x')
/** A list nested `n` deep. */
export const deep = (n = 100_000) => {
  let v = 1
  for (let i = 0; i < n; i++) v = [v]
  return v
}
/** A list whose `length` claims 10⁹ entries (a proxy). */
export const longProxy = () => new Proxy([], { get: (t, k) => (k === 'length' ? 1e9 : Reflect.get(t, k)) })
/** A proxy whose every trap throws. */
export const throwingProxy = () =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error('trap')
      },
      ownKeys: () => {
        throw new Error('trap')
      },
      getPrototypeOf: () => {
        throw new Error('trap')
      }
    }
  )
/** An object that is a new, deeper object at every key read: infinitely deep. */
export const bottomless = () => {
  const make = () => new Proxy({}, { get: () => make(), ownKeys: () => ['a'], getOwnPropertyDescriptor: () => ({ value: make(), enumerable: true, configurable: true, writable: true }) })
  return make()
}
/** An object with a getter that throws. */
export const throwingGetter = () => Object.defineProperty({}, 'moves', { enumerable: true, get: () => { throw new Error('getter') } })

/** The traps {@link manyKeys} ran for one key (get, getOwnPropertyDescriptor, has), in this process. */
let keyTrapCalls = 0
const isManyKey = (k) => typeof k === 'string' && /^k\d+$/.test(k)
/**
 * A proxy with 3 × 10⁵ keys (more than any budget reads), each reading 1; listing them is one
 * `ownKeys` call. Before the follow-up of issue 29, `Object.keys`/`Object.entries` ran a trap for
 * every key, on every call.
 */
export const manyKeys = (n = 300_000) => {
  const names = Array.from({ length: n }, (_, i) => `k${i}`)
  return new Proxy(
    {},
    {
      ownKeys: () => names,
      getOwnPropertyDescriptor: (_t, k) => {
        keyTrapCalls++
        return isManyKey(k) ? { value: 1, enumerable: true, configurable: true, writable: true } : undefined
      },
      has: (_t, k) => {
        keyTrapCalls++
        return isManyKey(k)
      },
      get: (_t, k) => {
        keyTrapCalls++
        return isManyKey(k) ? 1 : undefined
      }
    }
  )
}
/**
 * An object of 20,000 getters, each making a new text of 100 KB: 2 GB if every one is read and
 * kept (as `Object.entries` did, and a copy bounded by its number of values only).
 */
export const manyGetters = (n = 20_000, length = 100_000) => {
  const descriptors = {}
  for (let i = 0; i < n; i++) descriptors[`g${i}`] = { enumerable: true, get: () => 'x'.repeat(length) }
  return Object.defineProperties({}, descriptors)
}

/** Every hostile input, by name. */
// (manyKeys is not among them: listing 3 × 10⁵ key names costs memory at every call, whatever
// reads them — the input's own size; its case below counts the traps run instead.)
export const inputs = { sparse, wide, deep, longProxy, throwingProxy, bottomless, throwingGetter, manyGetters }

/** Checks an Either-returning call: a Left with a code and a bounded message. */
const left = (what, r) => {
  if (r === null || typeof r !== 'object' || r._tag !== 'Left') return `${what}: not a Left (${r?._tag ?? typeof r})`
  const v = r.left
  if (typeof v?.code !== 'string' || typeof v?.message !== 'string' || v.message === '' || v.message.length > MAX_MESSAGE_LENGTH) return `${what}: a Left without a bounded message`
  if (v.details !== undefined && v.details.length > 21) return `${what}: ${v.details.length} details (at most 20 and a count)`
  return undefined
}
/** Checks a call that returns text: a string of at most `max` characters. */
const text = (what, r, max = MAX_MESSAGE_LENGTH) => (typeof r === 'string' && r.length <= max ? undefined : `${what}: not text of at most ${max} characters`)
/** Checks a call that returns a violation: a code and a bounded message. */
const aViolation = (what, v) => (typeof v?.code === 'string' && typeof v?.message === 'string' && v.message.length <= MAX_MESSAGE_LENGTH ? undefined : `${what}: not a bounded violation`)
/** Checks a call that returns a list: `[]`. */
const empty = (what, r) => (Array.isArray(r) && r.length === 0 ? undefined : `${what}: not []`)

/** Runs the checks; the first problem, or ok. */
const verdict = (problems) => {
  const bad = problems.filter((p) => p !== undefined)
  return bad.length === 0 ? { ok: true, note: `${problems.length} calls` } : { ok: false, note: bad.slice(0, 3).join('; ') }
}

/** A game's data for the cases: a transcript, its vector, a state and a view (as JSON), its component set. */
const fixture = async (lib, id) => {
  const game = lib.games[id]
  const played = lib.randomPlayout(game, { players: game.players.min }, 'fuzz26', { maxSteps: 40 })
  const t = played.right.transcript
  const transcript = JSON.parse(JSON.stringify({ ...t, moves: t.moves.map((m) => ({ actor: m.actor, move: game.codecs.move.encode(m.move) })) }))
  const vector = JSON.parse(JSON.stringify(lib.recordVector(game, t).right))
  const state = JSON.parse(JSON.stringify(played.right.state))
  const view = JSON.parse(JSON.stringify(game.view(played.right.state, 0)))
  const sub = await import(new URL(`../../dist/${id}.js`, import.meta.url).href)
  const components = JSON.parse(JSON.stringify(sub.bundledComponents))
  const listKey = Object.entries(components).filter(([, v]) => Array.isArray(v)).sort((a, b) => b[1].length - a[1].length)[0][0]
  const { el } = await import(new URL('../../dist/locales-el.js', import.meta.url).href)
  return { game, transcript, vector, state, view, components, listKey, actors: game.actors(played.right.state), live: played.right.state, el }
}

/** The path of the longest list in a JSON value (a state's deck, boards, stacks …). */
const longestList = (v) => {
  let best = { path: [], n: -1 }
  const walk = (x, path) => {
    if (Array.isArray(x)) {
      if (x.length > best.n) best = { path, n: x.length }
      x.forEach((y, i) => walk(y, [...path, i]))
    } else if (x !== null && typeof x === 'object') for (const [k, y] of Object.entries(x)) walk(y, [...path, k])
  }
  walk(v, [])
  return best.path
}
const setAt = (v, path, x) => {
  if (path.length === 0) return x
  const [k, ...rest] = path
  const copy = Array.isArray(v) ? [...v] : { ...v }
  copy[k] = setAt(v[k], rest, x)
  return copy
}

/** One hostile input `x` against every public function of game `id` that reads untrusted data. */
const everyFunction = (id, kind) => async (lib) => {
  const f = await fixture(lib, id)
  const { game, transcript, vector, state, view } = f
  // One input for every call (no function may mutate it): what a case measures is the functions.
  const input = inputs[kind]()
  const x = () => input
  const p = []
  p.push(left('replay(moves x)', lib.replay(game, { ...transcript, moves: x() })))
  p.push(left('replay(x)', lib.replay(game, x())))
  p.push(left('replay(t, options x)', lib.replay(game, transcript, x())))
  p.push(left('decodeTranscript(moves x)', lib.decodeTranscript(game, { ...transcript, moves: x() })))
  p.push(left('logFor(moves x)', lib.logFor(game, { ...transcript, moves: x() }, 0)))
  p.push(left('undoPoint(moves x)', lib.undoPoint(game, { ...transcript, moves: x() }, 0)))
  p.push(left('undo(moves x)', lib.undo(game, { ...transcript, moves: x() }, 0)))
  p.push(left('verifyVector(steps x)', lib.verifyVector(game, { ...vector, steps: x() })))
  p.push(left('verifyVector(final.legal x)', lib.verifyVector(game, { ...vector, final: { ...vector.final, actors: x() } })))
  p.push(left('verifyVector(x)', lib.verifyVector(game, x())))
  p.push(left('setup(components list x)', game.setup({ players: game.players.min, components: { ...f.components, [f.listKey]: x() } }, 's')))
  p.push(left('setup(config x)', game.setup(x(), 's')))
  p.push(left('setup(options x)', game.setup({ players: game.players.min, options: x() }, 's')))
  p.push(left('decodeState(longest list x)', game.decodeState(setAt(state, longestList(state), x()))))
  p.push(left('decodeState(x)', game.decodeState(x())))
  p.push(left('decodeView(longest list x)', game.decodeView(setAt(view, longestList(view), x()))))
  p.push(left('decodeView(x)', game.decodeView(x())))
  p.push(empty('legalMovesFromView(longest list x)', game.legalMovesFromView(setAt(view, longestList(view), x()), 0)))
  p.push(empty('legalMovesFromView(x)', game.legalMovesFromView(x(), 0)))
  for (const a of f.actors) p.push(left(`apply(actor ${a}, x)`, game.apply(f.live, a, x())))
  p.push(left('parseMove(x)', game.parseMove(x())))
  if (typeof game.formatMove(x()) !== 'string') p.push('formatMove(x) is not text')
  if (typeof lib.canonicalJson(x()) !== 'string') p.push('canonicalJson(x) is not text')
  if (typeof lib.hashValue(x()) !== 'string') p.push('hashValue(x) is not text')
  // A refusal from outside, its params x, said in Greek (the follow-up of issue 29).
  const greek = lib.localize(game, f.el)
  p.push(text('violationText(params x)', greek.violationText({ code: 'C', message: 'm', text: { key: 'core.notYourTurn', params: x() } }, 'el')))
  p.push(text('violationText(text x)', greek.violationText({ code: 'C', message: 'm', text: x() }, 'el')))
  p.push(text('violationText(x)', greek.violationText(x(), 'el')))
  p.push(aViolation('violation(text.params x)', lib.violation('C', 'm', undefined, { key: 'k', params: x() })))
  p.push(text('describeValue(x)', lib.describeValue(x())))
  p.push(left('mergeReports(x)', lib.mergeReports(x())))
  p.push(left('mergeReports([x])', lib.mergeReports([x()])))
  p.push(left('simulate(bots x)', lib.simulate(game, { bots: x(), games: 1 })))
  p.push(left('simulate(config x)', lib.simulate(game, { config: x(), games: 1 })))
  p.push(left('simulateParallel(bots x, 1 worker)', await lib.simulateParallel(game, { bots: x(), games: 1, workers: 1 })))
  p.push(left('simulateParallel(bots x, 2 workers)', await lib.simulateParallel(game, { bots: x(), games: 2, workers: 2 })))
  return verdict(p)
}

const GAMES = ['the-border', 'nagaraja', 'rajas']

/** The cases, by id. */
export const cases = [
  // The control: importing the package, nothing else (peak memory of every case is compared with it).
  { id: 'baseline', run: async (lib) => ({ ok: typeof lib.replay === 'function', note: 'imported' }) },
  ...GAMES.flatMap((id) => Object.keys(inputs).map((kind) => ({ id: `${id}: ${kind} input to every function`, run: everyFunction(id, kind) }))),
  // The findings of the issue, one by one.
  {
    id: 'replay with 10⁶ wrong steps (was 12–34 s and 0.5–1.2 GB)',
    run: async (lib) => {
      const f = await fixture(lib, 'nagaraja')
      return verdict([left('replay', lib.replay(f.game, { ...f.transcript, moves: wide(1_000_000) })), left('undoPoint', lib.undoPoint(f.game, { ...f.transcript, moves: wide(1_000_000) }, 0))])
    }
  },
  {
    id: 'legalMovesFromView with one number raised (The Border dice[2] = 10⁹, Nagaraja temple.rows = 10⁹)',
    run: async (lib) => {
      const b = lib.games['the-border']
      let s = b.setup({ players: 2 }, 'raised').right
      while (s.phase !== 'decide') {
        const a = b.actors(s)[0]
        s = b.apply(s, a, a === 'chance' ? b.chanceOutcomes(s)[0].move : b.legalMoves(s, a)[0]).right
      }
      const bv = JSON.parse(JSON.stringify(b.view(s, s.active)))
      bv.dice[2] = 1e9
      const n = await fixture(lib, 'nagaraja')
      const nv = { ...n.view, components: { ...n.view.components, temple: { ...n.view.components.temple, rows: 1e9 } } }
      const r = await fixture(lib, 'rajas')
      const rv = { ...r.view, p: r.view.p.map((pl) => ({ ...pl, money: 1e9, dice: [...pl.dice, ...Array.from({ length: 1000 }, () => 16)] })) }
      return verdict([empty('the-border', b.legalMovesFromView(bv, s.active)), empty('nagaraja', n.game.legalMovesFromView(nv, 0)), empty('rajas', r.game.legalMovesFromView(rv, 0))])
    }
  },
  {
    id: 'legalMovesFromView and decodeView of null, undefined, 42, {}, [], "x" and { actors: null, end: null, viewer: 0 }',
    run: async (lib) => {
      const p = []
      for (const g of Object.values(lib.games)) {
        for (const v of [null, undefined, 42, {}, [], 'x', { actors: null, end: null, viewer: 0 }]) {
          p.push(empty(`${g.id} legalMovesFromView(${JSON.stringify(v)})`, g.legalMovesFromView(v, 0)))
          p.push(left(`${g.id} decodeView(${JSON.stringify(v)})`, g.decodeView(v)))
        }
      }
      return verdict(p)
    }
  },
  {
    id: 'simulate and simulateParallel: bots [undefined], holes, a proxy of length 10⁹; players ≠ config.players',
    run: async (lib) => {
      const n = lib.games['nagaraja']
      const b = lib.games['the-border']
      const code = (r) => (r._tag === 'Left' ? r.left.code : 'Right')
      const p = []
      for (const workers of [1, 2]) {
        for (const bots of [[undefined], [, 'random'], longProxy()]) p.push(code(await lib.simulateParallel(n, { workers, bots, games: 2 })) === 'BAD_CONFIG' ? undefined : `workers ${workers}: bots not BAD_CONFIG`)
        p.push(code(await lib.simulateParallel(b, { workers, players: 2, config: { players: 3 }, games: 2 })) === 'BAD_CONFIG' ? undefined : `workers ${workers}: players 2 with config.players 3 not BAD_CONFIG`)
      }
      p.push(code(lib.simulate(b, { players: 2, config: { players: 3 }, games: 1 })) === 'BAD_CONFIG' ? undefined : 'simulate: players mismatch not BAD_CONFIG')
      return verdict(p)
    }
  },
  {
    id: 'replay options: a throwing getter, a throwing proxy, an unknown option',
    run: async (lib) => {
      const f = await fixture(lib, 'the-border')
      const getter = Object.defineProperty({}, 'to', { enumerable: true, get: () => { throw new Error('getter') } })
      return verdict([left('getter', lib.replay(f.game, f.transcript, getter)), left('proxy', lib.replay(f.game, f.transcript, throwingProxy())), left('unknown option', lib.replay(f.game, f.transcript, { too: 3 }))])
    }
  },
  {
    id: 'verifyVector refuses legal moves listed for a seat that is not acting',
    run: async (lib) => {
      const f = await fixture(lib, 'the-border')
      const steps = f.vector.steps.map((s, i) => (i === 0 ? { ...s, legal: { ...s.legal, 1: ['done'] } } : s))
      const r = lib.verifyVector(f.game, { ...f.vector, steps })
      return { ok: r._tag === 'Left' && r.left.code === 'VECTOR_MISMATCH' && /not acting/.test(r.left.message), note: r._tag === 'Left' ? r.left.message : 'Right' }
    }
  },
  {
    id: 'a proxy with 3 × 10⁵ keys: every reader of keys runs a few traps, not one per key (follow-up of issue 29)',
    // The input's own cost: every reader must list the names once (JavaScript cannot list keys a
    // few at a time), and the engine copies and de-duplicates the proxy's 3 × 10⁵ names at each
    // listing — about 120 MB of peak memory over the control on a clean clone, whatever the library
    // does. Fewer keys would not do: 10⁵ is within the decoders' value budget (MAX_INPUT_VALUES), so
    // they rightly read every key. This case's check is the trap count; the allowance covers the listing.
    allowanceMb: 192,
    run: async (lib) => {
      const p = []
      // One game's functions (the core's are shared): each listing of the names is a copy of them.
      for (const id of ['rajas']) {
        const f = await fixture(lib, id)
        const greek = lib.localize(f.game, f.el)
        const input = manyKeys()
        const before = keyTrapCalls
        greek.violationText({ code: 'C', message: 'm', text: { key: 'core.notYourTurn', params: input } }, 'el')
        lib.violation('C', 'm', undefined, { key: 'k', params: input })
        lib.describeValue(input)
        lib.canonicalJson(input)
        lib.hashValue(input)
        f.game.decodeView(input)
        f.game.decodeState(input)
        f.game.legalMovesFromView(input, 0)
        f.game.formatMove(input)
        for (const a of f.actors) f.game.apply(f.live, a, input)
        const calls = keyTrapCalls - before
        p.push(calls <= 200 ? undefined : `${id}: ${calls} trap calls`)
      }
      return verdict(p)
    }
  },
  {
    id: 'decodeWith keeps 20 findings of 10⁵ wrong entries, and counts the rest',
    run: async (lib) => {
      const g = lib.games['rajas']
      const r = g.setup({ players: 2, components: { ...(await fixture(lib, 'rajas')).components, tiles: Array.from({ length: 40_000 }, () => ({ id: 'x' })) } }, 's')
      const ok = r._tag === 'Left' && r.left.details !== undefined && r.left.details.length === 21 && /^and \d+ more findings$/.test(r.left.details[20] ?? '')
      return { ok, note: r._tag === 'Left' ? `${r.left.details?.length} details: ${r.left.details?.at(-1)}` : 'Right' }
    }
  }
]
