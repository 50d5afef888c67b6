/**
 * The browser test: serves the built app (`dist/`, from `vite build`), opens it in Debian's
 * Chromium through playwright-core, plays complete seeded games of each game by clicks only
 * (the human seat picks among its legal moves — the move buttons — with a seeded generator and
 * plays the pick by clicking the board where the board offers it, else the button; bots and chance
 * move by themselves), then replays the page's transcript with the library in node and checks that
 * the final scores shown equal `outcome(...).scores`, that the human moves are exactly the ones
 * clicked, and that every bot and chance step is what the library's bot and `resolveChance` give.
 * Rajas is played in each variant (base, Navaratna, Ganga, mixed experience) with most moves made
 * on the board; one game of each title runs in a phone-sized window (390 × 844) where the page
 * must never scroll sideways; bots-only games must equal `playMatch`'s. The `mcts` opponent thinks
 * in a Web Worker: what the page posts to it is recorded (and checked against the seat's view), the
 * main thread's timer must keep firing while it thinks, Undo / a new game abandon its decision.
 * On failure, screenshots are saved in a temp folder and their paths printed.
 *
 * Run: npm test (in examples/web) — or CHROMIUM=/path/to/chromium npm test.
 */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve } from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { isDeepStrictEqual } from 'node:util'
import { CHANCE, logFor, mctsBotFor, nagarajaGreedyBot, rajasGreedyBot, theBorderGreedyBot, pickIndex, playMatch, randomBot, replay, resolveChance, sampler, undoPoint, type Bot, type Sampler, type Game, type ScoredView, type Seat, type Step, type WithRng } from 'tabletop-rules'
import { nagaraja, type NagarajaMove, type NagarajaView } from 'tabletop-rules/nagaraja'
import { theBorder, type BorderMove, type BorderView } from 'tabletop-rules/the-border'
import { rajas, type RajasMove, type RajasView } from 'tabletop-rules/rajas'
import { decide } from '../src/think'

const here = fileURLToPath(new URL('.', import.meta.url))
const appRoot = resolve(here, '..')
const dist = join(appRoot, 'dist')

// --- a tiny static server for dist/ ------------------------------------------------------------
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon'
}

const serve = (root: string): Promise<Server> =>
  new Promise((ok) => {
    const server = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
      const file = normalize(join(root, path === '/' ? 'index.html' : path))
      try {
        if (!file.startsWith(root) || !statSync(file).isFile()) throw new Error('not found')
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        res.end(readFileSync(file))
      } catch {
        res.writeHead(404).end('not found')
      }
    })
    server.listen(0, '127.0.0.1', () => ok(server))
  })

// --- the browser ---------------------------------------------------------------------------------
const chromiumPath = (): string => {
  if (process.env['CHROMIUM'] !== undefined) return process.env['CHROMIUM']
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM=/path/to/chromium)')
  }
}

let server: Server
let baseUrl = ''
let context: BrowserContext
const profile = mkdtempSync(join(tmpdir(), 'web-test-profile-'))
const shots = mkdtempSync(join(tmpdir(), 'web-test-screenshots-'))

before(async () => {
  assert.ok(readdirSync(dist).includes('index.html'), 'dist/index.html is missing: run `vite build` first (npm test does)')
  server = await serve(dist)
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: { width: 1280, height: 1000 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync'
    ]
  })
  // Waits and clicks bounded by a guard against a hang, not by speed: on a busy machine a page
  // can take far longer than playwright's default 30 s to show a bot's move.
  context.setDefaultTimeout(300_000)
})

after(async () => {
  await context?.close()
  await new Promise((ok) => server?.close(ok))
  rmSync(profile, { recursive: true, force: true })
  if (readdirSync(shots).length === 0) rmSync(shots, { recursive: true, force: true })
})

// --- playing through the page ------------------------------------------------------------------
/** An undo clicked during a game: the step count before it and the decision it took back. */
interface Undone {
  readonly steps: number
  readonly move: string
}

interface Played {
  readonly clicked: readonly string[]
  readonly undone: readonly Undone[]
  /** How many of the moves were played by clicks on a board (not on a move button). */
  readonly onBoard: number
  readonly transcript: unknown
  readonly shown: readonly number[]
}

/** A phone-sized window (CSS pixels). */
const PHONE = { width: 390, height: 844 } as const

/**
 * Plays one game by clicks only; the human picks among the legal moves (the move buttons) with a
 * seeded generator, then plays the pick on the board where the board offers it (`data-play`, or a
 * province cell then a rotation for Rajas' `put cell rot`), else with its button. On a phone-sized
 * page, every step is checked for horizontal overflow.
 */
const playByClicks = async (page: Page, query: string, clickSeed: string, phone: boolean, hint: RegExp, undos: number): Promise<Played> => {
  await page.goto(`${baseUrl}?${query}&fast=1`)
  await page.getByTestId('start').click()
  const pick = sampler(clickSeed)
  const clicked: string[] = []
  const undone: Undone[] = []
  let onBoard = 0
  for (let i = 0; ; i++) {
    assert.ok(i < 3000, 'the game did not end within 3000 human moves')
    await page.waitForSelector('[data-testid=final], [data-testid=error], [data-testid=status][data-human-to-act]')
    const now = await page.evaluate(() => {
      // (no named functions in here: tsx would wrap them in a helper the page does not have)
      return {
        error: document.querySelector('[data-testid=error]')?.textContent ?? null,
        over: document.querySelector('[data-testid=final]') !== null,
        step: document.querySelector('[data-testid=status]')?.getAttribute('data-step') ?? '',
        hint: document.querySelector('[data-testid=hint]')?.textContent ?? '',
        moves: Array.from(document.querySelectorAll<HTMLButtonElement>('[data-testid=move]'), (b) => b.dataset['move'] ?? ''),
        onBoard: Array.from(document.querySelectorAll('.table [data-play]'), (e) => (e.checkVisibility() ? (e.getAttribute('data-play') ?? '') : '')),
        cells: Array.from(document.querySelectorAll('.table [data-pick-cell]'), (e) => e.getAttribute('data-pick-cell') ?? ''),
        undo: document.querySelector('[data-testid=undo]') !== null,
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth
      }
    })
    assert.equal(now.error, null, `the page shows an error: ${now.error ?? ''}`)
    if (phone) assert.ok(now.scrollWidth <= now.innerWidth, `step ${now.step}: the page scrolls sideways (${now.scrollWidth} > ${now.innerWidth})`)
    if (now.over) break
    assert.ok(now.moves.length > 0, 'the human acts but no move button is shown')
    assert.match(now.hint, hint, 'the hint does not say what is decided (and which rule applies)')
    // Now and then (up to `undos` times), take the last decision back with the Undo button.
    if (now.undo && undone.length < undos && pick.next() < 0.15) {
      const last = clicked.pop()
      assert.ok(last !== undefined, 'Undo is offered before any decision of yours')
      undone.push({ steps: Number(now.step), move: last })
      await page.getByTestId('undo').click()
      await page.waitForFunction((prev) => document.querySelector('[data-testid=status]')?.getAttribute('data-step') === String(prev - 1), Number(now.step))
      continue
    }
    const move = now.moves[pickIndex(pick.next(), now.moves.length)] as string
    clicked.push(move)
    const put = /^put (\d+) \d+$/.exec(move)
    if (now.onBoard.includes(move)) {
      await page.locator(`.table [data-play="${move}"]`).first().click()
      onBoard++
    } else if (put !== null && now.cells.includes(put[1] as string)) {
      // Rajas: a province cell, then the rotation.
      await page.locator(`.table [data-pick-cell="${put[1] as string}"]`).click()
      await page.locator(`.table [data-play="${move}"]`).click()
      onBoard++
    } else await page.locator(`[data-testid=move][data-move="${move}"]`).click()
    await page.waitForFunction((prev) => document.querySelector('[data-testid=status]')?.getAttribute('data-step') !== prev, now.step)
  }
  const transcript: unknown = JSON.parse((await page.getByTestId('transcript').textContent()) ?? 'null')
  const shown = await page.$$eval('[data-testid=final-score]', (els) =>
    els.map((e) => [Number(e.getAttribute('data-seat')), Number(e.getAttribute('data-score'))] as const).sort((a, b) => a[0] - b[0]).map(([, v]) => v)
  )
  if (phone) {
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth] as const)
    assert.ok(width[0] <= width[1], `the final page scrolls sideways (${width[0]} > ${width[1]})`)
  }
  return { clicked, undone, onBoard, transcript, shown }
}

/** The page's log: each line's step index and text. */
const pageLog = (page: Page): Promise<readonly (readonly [number, string])[]> =>
  page.$$eval('[data-testid=log] li', (els) => els.map((e) => [Number(e.getAttribute('data-index')), e.querySelector('.log-text')?.textContent ?? ''] as const))

/** A plain-JSON copy (what `JSON.stringify` keeps: the page's messages are compared as JSON). */
const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x))

/**
 * Re-drives the transcript with the library: every chance step must be `resolveChance`'s, every
 * bot step the bot's choice with the `${seed}/bots/${seat}` stream (as `playMatch` seeds them).
 * With `posts` (what the page posted to the `mcts` bot's worker, in order), every bot decision
 * among two or more moves must have been posted, with exactly the seat's view, the seat, its legal
 * moves and its stream's state at that point — and nothing else.
 */
const checkDriver = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, config: C, seed: string, moves: readonly Step<M>[], human: Seat | null, bot: Bot<V, M>, posts?: readonly unknown[]): void => {
  const setup = game.setup(config, seed)
  assert.ok(setup._tag === 'Right')
  let state = setup.right
  const streams = new Map<Seat, Sampler>()
  let asked = 0
  moves.forEach((step, i) => {
    if (step.actor === CHANCE) {
      const r = resolveChance(game, state)
      assert.ok(r._tag === 'Right')
      assert.deepEqual(step.move, r.right.steps[0]?.move, `step ${i}: not the chance outcome the state's generator gives`)
    } else if (step.actor !== human) {
      const seat = step.actor
      const stream = streams.get(seat) ?? sampler(`${seed}/bots/${seat}`)
      streams.set(seat, stream)
      const view = game.view(state, seat)
      const legal = game.legalMoves(state, seat)
      if (posts !== undefined && legal.length > 1) {
        const post = posts[asked++] as Record<string, unknown> | undefined
        assert.ok(post !== undefined, `step ${i}: the decision of seat ${seat} was not posted to the worker`)
        assert.deepEqual(Object.keys(post).sort(), ['bot', 'game', 'id', 'legal', 'rng', 'seat', 'view'], `step ${i}: the worker was sent more (or less) than the seat's view, legal moves and stream`)
        assert.deepEqual(post['view'], json(view), `step ${i}: the worker was not sent exactly the view of seat ${seat}`)
        assert.deepEqual(post['legal'], json(legal), `step ${i}: the worker was not sent the legal moves of seat ${seat}`)
        assert.deepEqual([post['seat'], post['game'], post['rng']], [seat, game.id, json(stream.state())], `step ${i}: the worker was sent another seat, game or stream`)
        assert.ok(!isDeepStrictEqual(post['view'], json(state)), `step ${i}: the worker was sent the state`)
      }
      const chosen = bot.choose({ view, seat, legal, rand: stream.next })
      assert.deepEqual(step.move, chosen, `step ${i}: not the move the ${bot.name} bot chooses`)
    }
    const next = game.apply(state, step.actor, step.move)
    assert.ok(next._tag === 'Right', `step ${i} refused`)
    state = next.right
  })
  if (posts !== undefined) assert.equal(asked, posts.length, 'the worker was asked more decisions than the game has')
}

interface Case<C, S extends WithRng, M, V> {
  readonly game: Game<C, S, M, V>
  readonly config: C
  readonly query: string
  readonly seed: string
  readonly human: Seat
  readonly bot: Bot<V, M>
  /** Play in a phone-sized window (390 × 844) and check the page never scrolls sideways. */
  readonly phone?: boolean
  /** At least this many moves must be board clicks (where the game has a board to click). */
  readonly minOnBoard?: number
  /** What every hint must match (default: some words). */
  readonly hint?: RegExp
  /** Take back up to this many decisions with the Undo button during the game (default 0). */
  readonly undos?: number
  /** The bots are `mcts` in a Web Worker: record what the page posts to it and check it (see `checkDriver`). */
  readonly worker?: boolean
}

/**
 * Installed before the page's scripts (as a string: no helpers of the test's compiler): records
 * every message posted to a Web Worker (as JSON) and every worker terminated, and counts the ticks
 * of a 20 ms timer on the main thread (they stop while the main thread is blocked).
 */
const WATCH_WORKERS = `
  window.__posts = []; window.__terminated = 0; window.__ticks = 0; window.__thinks = []; let open = null;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (m, ...rest) { window.__posts.push(JSON.parse(JSON.stringify(m))); return post.call(this, m, ...rest); };
  const terminate = Worker.prototype.terminate;
  Worker.prototype.terminate = function () { window.__terminated++; return terminate.call(this); };
  setInterval(() => {
    window.__ticks++;
    const el = document.querySelector('[data-testid=status][data-thinking]');
    const step = el === null ? null : el.getAttribute('data-step');
    if (open !== null && open.step !== step) { window.__thinks.push({ step: open.step, ms: performance.now() - open.t, ticks: window.__ticks - open.ticks }); open = null; }
    if (open === null && step !== null) open = { step, t: performance.now(), ticks: window.__ticks };
  }, 20);
`

/**
 * `WATCH_WORKERS` also times each bot decision the page shows as thinking (`data-thinking`, per
 * step) by the same timer: its wall time and how many ticks the main thread fired meanwhile.
 */
interface Think {
  readonly step: string
  readonly ms: number
  readonly ticks: number
}

/**
 * The controls for the timing checks: how often the main thread's 20 ms timer fires per 20 ms over
 * `ms` now, while nothing runs (`busy` false) or while a plain Web Worker spins for that time
 * (`busy` true: the same competition for the CPU as a bot thinking in its worker, without the bot).
 * On a busy machine the timer fires less often; the checks compare with these rates, measured in
 * the page in the same run, never with an absolute.
 */
const tickRate = (page: Page, busy: boolean, ms = 1000): Promise<number> =>
  page.evaluate(
    async ({ span, spin }) => {
      const w = window as unknown as { __ticks: number }
      const t0 = performance.now()
      const k0 = w.__ticks
      if (spin) {
        const url = URL.createObjectURL(new Blob([`const end = Date.now() + ${span}; while (Date.now() < end) {} postMessage(0)`], { type: 'text/javascript' }))
        const worker = new Worker(url)
        await new Promise((resolve) => worker.addEventListener('message', resolve, { once: true }))
        worker.terminate()
        URL.revokeObjectURL(url)
      } else await new Promise((resolve) => setTimeout(resolve, span))
      return (w.__ticks - k0) / ((performance.now() - t0) / 20)
    },
    { span: ms, spin: busy }
  )

/** What `WATCH_WORKERS` recorded so far. */
const watched = (page: Page): Promise<{ readonly posts: readonly Record<string, unknown>[]; readonly terminated: number; readonly ticks: number; readonly answered: number }> =>
  page.evaluate(() => {
    const w = window as unknown as { __posts: Record<string, unknown>[]; __terminated: number; __ticks: number }
    const answered = Number(document.querySelector('[data-testid=status]')?.getAttribute('data-worker-decisions') ?? 0)
    return { posts: w.__posts, terminated: w.__terminated, ticks: w.__ticks, answered }
  })

const runCase = async <C, S extends WithRng, M, V>(c: Case<C, S, M, V>): Promise<readonly Record<string, unknown>[]> => {
  const page = await context.newPage()
  if (c.worker === true) await page.addInitScript(WATCH_WORKERS)
  if (c.phone === true) await page.setViewportSize(PHONE)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  const started = Date.now()
  try {
    const played = await playByClicks(page, `${c.query}&seed=${encodeURIComponent(c.seed)}&human=${c.human}`, `${c.seed}/clicks`, c.phone === true, c.hint ?? /\w+/, c.undos ?? 0)
    assert.deepEqual(errors, [], 'the page logged errors')
    const state = replay(c.game, played.transcript)
    assert.ok(state._tag === 'Right', `the page's transcript does not replay: ${state._tag === 'Left' ? state.left.message : ''}`)
    const outcome = c.game.outcome(state.right)
    assert.ok(outcome !== undefined, 'the replayed game is not over')
    assert.deepEqual(played.shown, [...outcome.scores], 'the final scores shown differ from the library outcome')
    const tr = played.transcript as { seed: string; config: unknown; moves: Step<M>[] }
    assert.equal(tr.seed, c.seed)
    assert.deepEqual(tr.config, c.config, 'the page played another config')
    assert.ok(played.onBoard >= (c.minOnBoard ?? 0), `only ${played.onBoard} of ${played.clicked.length} moves were board clicks`)
    assert.deepEqual(
      tr.moves.filter((m) => m.actor === c.human).map((m) => c.game.formatMove(m.move)),
      played.clicked,
      'the human moves in the transcript are not the ones clicked'
    )
    const seen = c.worker === true ? await watched(page) : undefined
    checkDriver(c.game, c.config, c.seed, tr.moves, c.human, c.bot, seen?.posts)
    if (seen !== undefined) {
      assert.ok(seen.posts.length >= 5, `only ${seen.posts.length} decisions were posted to the worker`)
      assert.equal(seen.answered, seen.posts.length, 'the page did not play every answer of the worker')
    }
    // The log is the human seat's (`logFor`), never the transcript in words.
    const log = logFor(c.game, played.transcript, c.human)
    assert.ok(log._tag === 'Right')
    assert.deepEqual(await pageLog(page), log.right.map((e) => [e.index, e.text]), "the page's log is not logFor(game, transcript, human)")
    // The live scores shown are those of the human's view.
    const live = await page.$$eval('[data-testid=scores] .score', (els) => els.map((e) => Number(/(-?\d+)$/.exec(e.textContent ?? '')?.[1])))
    assert.deepEqual(live, [...(c.game.view(state.right, c.human) as unknown as ScoredView).scores], 'the scores shown are not those of your view')
    // Each undo took back a decision the library lets the human take back (`undoPoint`).
    assert.equal(played.undone.length, c.undos ?? 0, 'fewer undos than asked (was the Undo button never offered?)')
    for (const u of played.undone) {
      const parsed = c.game.parseMove(u.move)
      assert.ok(parsed._tag === 'Right')
      const before = { ...tr, moves: [...tr.moves.slice(0, u.steps - 1), { actor: c.human, move: parsed.right }] }
      const point = undoPoint(c.game, before, c.human)
      assert.ok(point._tag === 'Right' && point.right < u.steps, `the page undid "${u.move}" at step ${u.steps}, which undoPoint does not allow`)
    }
    console.log(`# ${c.game.id}${c.phone === true ? ' (phone)' : ''} ${c.query}: ${played.clicked.length} moves (${played.onBoard} on the board, ${played.undone.length} undone), ${tr.moves.length} steps${seen === undefined ? '' : ` (${seen.posts.length} decided in the worker)`}, scores ${outcome.scores.join(' - ')} (${outcome.reason}) in ${Date.now() - started} ms`)
    return seen?.posts ?? []
  } catch (e) {
    const file = join(shots, `${c.game.id}-${c.seed}-failure.png`)
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined)
    console.error(`# screenshot of the failure: ${file}`)
    throw e
  } finally {
    await page.close()
  }
}

/** Watches a game of bots only: the page's transcript must be exactly `playMatch`'s. */
const watchCase = async <C, S extends WithRng, M, V>(c: Omit<Case<C, S, M, V>, 'human'>): Promise<void> => {
  const page = await context.newPage()
  if (c.worker === true) await page.addInitScript(WATCH_WORKERS)
  try {
    await page.goto(`${baseUrl}?${c.query}&seed=${encodeURIComponent(c.seed)}&human=none&fast=1`)
    await page.getByTestId('start').click()
    await page.getByTestId('final').waitFor()
    const shown: unknown = JSON.parse((await page.getByTestId('transcript').textContent()) ?? 'null')
    const players = c.game.players.max === c.game.players.min ? c.game.players.min : Number(new URLSearchParams(c.query).get('players'))
    const match = playMatch(c.game, c.config, c.seed, Array.from({ length: players }, () => c.bot))
    assert.ok(match._tag === 'Right')
    assert.deepEqual(shown, JSON.parse(JSON.stringify(match.right.transcript)))
    if (c.worker === true) {
      const seen = await watched(page)
      checkDriver(c.game, c.config, c.seed, match.right.transcript.moves, null, c.bot, seen.posts)
      assert.ok(seen.posts.length >= 5 && seen.answered === seen.posts.length, `the worker answered ${seen.answered} of ${seen.posts.length} decisions`)
    }
  } catch (e) {
    const file = join(shots, `${c.game.id}-${c.seed}-watch-failure.png`)
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined)
    console.error(`# screenshot of the failure: ${file}`)
    throw e
  } finally {
    await page.close()
  }
}

// --- the tests -----------------------------------------------------------------------------------
/** Each test's time limit: a guard against a hung page, not a speed check (a whole game takes 1–20 s on an idle machine, far more on a busy one). */
const LIMIT = 900_000
const nagarajaRandom: Bot<NagarajaView, NagarajaMove> = randomBot
const borderRandom: Bot<BorderView, BorderMove> = randomBot

test('the app imports only the public entries of tabletop-rules', { timeout: LIMIT }, () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []))
  const all = files(join(appRoot, 'src'))
  assert.ok(all.some((f) => f.includes('rajas')), 'the Rajas files are missing')
  for (const f of all) {
    const text = readFileSync(f, 'utf8')
    for (const [, spec] of text.matchAll(/\bfrom\s+'([^']+)'|\bimport\s+'([^']+)'/g)) {
      if (spec === undefined) continue
      assert.ok(spec.startsWith('./') || spec.startsWith('../') || spec === 'tabletop-rules' || /^tabletop-rules\/[a-z-]+$/.test(spec), `${f} imports ${spec}`)
    }
  }
})

test('Nagaraja: a complete seeded game by clicks against the greedy bot', { timeout: LIMIT }, async () => {
  await runCase({ game: nagaraja, config: { players: 2 }, query: 'game=nagaraja&bots=greedy', seed: 'web-test-1', human: 0, bot: nagarajaGreedyBot, undos: 1 })
})

test('Nagaraja on a phone (390 × 844): the human as seat 1, no sideways scrolling', { timeout: LIMIT }, async () => {
  await runCase({ game: nagaraja, config: { players: 2 }, query: 'game=nagaraja&bots=greedy', seed: 'web-test-2', human: 1, bot: nagarajaGreedyBot, phone: true })
})

test('Nagaraja: watching two random bots gives the same game as playMatch', { timeout: LIMIT }, async () => {
  await watchCase({ game: nagaraja, config: { players: 2 }, query: 'game=nagaraja&bots=random', seed: 'web-watch', bot: nagarajaRandom })
})

test('The Border: a complete seeded 3-player game by clicks against the greedy bots', { timeout: LIMIT }, async () => {
  await runCase({ game: theBorder, config: { players: 3 }, query: 'game=the-border&players=3&bots=greedy', seed: 'web-border-1', human: 1, bot: theBorderGreedyBot, minOnBoard: 1, undos: 1 })
})

test('The Border on a phone (390 × 844): a 2-player game by clicks, no sideways scrolling', { timeout: LIMIT }, async () => {
  await runCase({ game: theBorder, config: { players: 2 }, query: 'game=the-border&players=2&bots=greedy', seed: 'web-border-phone', human: 0, bot: theBorderGreedyBot, phone: true, minOnBoard: 1 })
})

test("The Border: the log never shows another passive player's pending crossings (seed shots, 3 players)", { timeout: LIMIT }, async () => {
  const page = await context.newPage()
  try {
    await page.goto(`${baseUrl}?game=the-border&players=3&seed=shots&human=0&bots=greedy&fast=1`)
    await page.getByTestId('start').click()
    await page.waitForSelector('[data-testid=status][data-human-to-act]')
    // Seat 0 decides its Action 2 crossings while seat 1 has already decided its own (step 13): the
    // log says only that seat 1 decided, not which box (it used to read "seat 1 crosses box 13").
    const lines = await pageLog(page)
    const line13 = lines.find(([i]) => i === 12)?.[1] ?? ''
    assert.ok(line13.startsWith('seat 1 '), `log line 13 is not seat 1's step: ${line13}`)
    assert.doesNotMatch(line13, /box \d/, `log line 13 names seat 1's pending crossing: ${line13}`)
    assert.ok(lines.every(([, text]) => !/seat [12] crosses box \d/.test(text)), 'the log names a pending crossing of another seat')
  } catch (e) {
    const file = join(shots, 'the-border-shots-log-failure.png')
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined)
    console.error(`# screenshot of the failure: ${file}`)
    throw e
  } finally {
    await page.close()
  }
})

test('The Border: watching two random bots gives the same game as playMatch', { timeout: LIMIT }, async () => {
  await watchCase({ game: theBorder, config: { players: 2 }, query: 'game=the-border&players=2&bots=random', seed: 'web-border-2', bot: borderRandom })
})

test('The Border: watching four greedy bots gives the same game as playMatch', { timeout: LIMIT }, async () => {
  await watchCase({ game: theBorder, config: { players: 4 }, query: 'game=the-border&players=4&bots=greedy', seed: 'web-border-watch', bot: theBorderGreedyBot })
})

// --- Rajas of the Ganges -------------------------------------------------------------------------
const rajasRandom: Bot<RajasView, RajasMove> = randomBot
/** A Rajas hint names the rule (R…, or a reading A…) and where to click. */
const RAJAS_HINT = /\((R|A)\d+.*\) — (click|choose) /

test('Rajas, base game: a complete seeded 2-player game by board clicks against the greedy bot', { timeout: LIMIT }, async () => {
  await runCase({ game: rajas, config: { players: 2 }, query: 'game=rajas&players=2&variant=base&bots=greedy', seed: 'web-rajas-base', human: 0, bot: rajasGreedyBot, minOnBoard: 20, hint: RAJAS_HINT, undos: 3 })
})

test('Rajas, Navaratna: a 3-player game by board clicks, the human as seat 1', { timeout: LIMIT }, async () => {
  await runCase({ game: rajas, config: { players: 3, variant: { navaratna: true } }, query: 'game=rajas&players=3&variant=navaratna&bots=greedy', seed: 'web-rajas-nav', human: 1, bot: rajasGreedyBot, minOnBoard: 20, hint: RAJAS_HINT, undos: 1 })
})

test('Rajas, Ganga on a phone (390 × 844): a 2-player game by board clicks, no sideways scrolling', { timeout: LIMIT }, async () => {
  await runCase({ game: rajas, config: { players: 2, variant: { ganga: true } }, query: 'game=rajas&players=2&variant=ganga&bots=greedy', seed: 'web-rajas-ganga', human: 1, bot: rajasGreedyBot, phone: true, minOnBoard: 20, hint: RAJAS_HINT })
})

test('Rajas, mixed experience: a 4-player game by board clicks, the human experienced against beginner bots', { timeout: LIMIT }, async () => {
  await runCase({
    game: rajas,
    config: { players: 4, variant: { experience: ['experienced', 'beginner', 'beginner', 'beginner'] } },
    query: 'game=rajas&players=4&variant=mixed&bots=greedy',
    seed: 'web-rajas-mixed',
    human: 0,
    bot: rajasGreedyBot,
    minOnBoard: 20,
    hint: RAJAS_HINT
  })
})

test('Rajas: watching four random bots (Navaratna + Ganga) gives the same game as playMatch', { timeout: LIMIT }, async () => {
  await watchCase({ game: rajas, config: { players: 4, variant: { navaratna: true, ganga: true } }, query: 'game=rajas&players=4&variant=navaratna%2Bganga&bots=random', seed: 'web-rajas-watch', bot: rajasRandom })
})

test('Rajas: watching two greedy bots gives the same game as playMatch', { timeout: LIMIT }, async () => {
  await watchCase({ game: rajas, config: { players: 2 }, query: 'game=rajas&players=2&variant=base&bots=greedy', seed: 'web-rajas-watch-2', bot: rajasGreedyBot })
})

// --- mcts in a Web Worker ------------------------------------------------------------------------
/** The library's `mcts` bot for a name such as `mcts:30` (an iteration budget: deterministic). */
const mcts = <V, M>(gameId: string, name: string): Bot<V, M> => {
  const made = mctsBotFor(gameId, name)
  assert.ok(made !== undefined, `no bot ${name} for ${gameId}`)
  return made as unknown as Bot<V, M>
}

test('Nagaraja: a complete game by clicks against mcts:30 thinking in a Web Worker that is sent only the seat view', { timeout: LIMIT }, async () => {
  const posts = await runCase({ game: nagaraja, config: { players: 2 }, query: 'game=nagaraja&bots=mcts:30', seed: 'web-mcts-1', human: 0, bot: mcts<NagarajaView, NagarajaMove>('nagaraja', 'mcts:30'), undos: 1, worker: true })
  // checkDriver compared every message with the seat's view; here, concretely: the human's hand
  // (hidden from the bot, N-rules on hands) was never posted, the bot's own hand always was.
  for (const p of posts) {
    const hands = (p['view'] as NagarajaView).hands
    assert.ok(hands[0] === null && Array.isArray(hands[1]), 'a message to the worker shows the human hand')
  }
})

test('Nagaraja: two mcts:10 bots give the same game in the Web Worker, in the page (worker=0) and in playMatch', { timeout: LIMIT }, async () => {
  const bot = mcts<NagarajaView, NagarajaMove>('nagaraja', 'mcts:10')
  await watchCase({ game: nagaraja, config: { players: 2 }, query: 'game=nagaraja&bots=mcts:10', seed: 'web-mcts-watch', bot, worker: true })
  await watchCase({ game: nagaraja, config: { players: 2 }, query: 'game=nagaraja&bots=mcts:10&worker=0', seed: 'web-mcts-watch', bot })
})

test('mcts:400ms thinks in a Web Worker: the main thread keeps running, the log opens, Undo and a new game abandon its decision', { timeout: LIMIT }, async () => {
  const page = await context.newPage()
  await page.addInitScript(WATCH_WORKERS)
  try {
    await page.goto(`${baseUrl}?game=the-border&players=2&seed=web-think-3&human=0&bots=mcts:400ms&fast=1`)
    await page.getByTestId('start').click()
    const pick = sampler('web-think/clicks')
    const read = (): Promise<{ error: string | null; step: string; human: boolean; thinking: boolean; undo: boolean; moves: string[]; logOpen: boolean }> =>
      page.evaluate(() => {
        const status = document.querySelector('[data-testid=status]')
        return {
          error: document.querySelector('[data-testid=error]')?.textContent ?? null,
          step: status?.getAttribute('data-step') ?? '',
          human: status?.hasAttribute('data-human-to-act') ?? false,
          thinking: status?.hasAttribute('data-thinking') ?? false,
          undo: document.querySelector('[data-testid=undo]') !== null,
          moves: Array.from(document.querySelectorAll<HTMLButtonElement>('[data-testid=move]'), (b) => b.dataset['move'] ?? ''),
          logOpen: document.querySelector<HTMLDetailsElement>('details[data-testid=log]')?.open ?? false
        }
      })
    const thinks = (): Promise<Think[]> => page.evaluate(() => (window as unknown as { __thinks: Think[] }).__thinks)
    const waitTurn = (): Promise<unknown> => page.waitForSelector('[data-testid=error], [data-testid=final], [data-testid=status][data-human-to-act], [data-testid=status][data-thinking]')
    const humanTurn = (): Promise<unknown> => page.waitForSelector('[data-testid=error], [data-testid=status][data-human-to-act]')
    await humanTurn()
    const first = await read()
    // The control, at the human's turn (no bot thinks): the timer's rate on this machine now while
    // another thread of the page is busy (a spinning Web Worker), as it is while a bot thinks in its worker.
    const control = await tickRate(page, true)
    let toggled = false
    let last = ''
    for (let i = 0; ; i++) {
      assert.ok(i < 100, 'no bot decision could be undone within 100 turns')
      await waitTurn()
      const now = await read()
      assert.equal(now.error, null, `the page shows an error: ${now.error ?? ''}`)
      if (now.thinking && !toggled) {
        // While the bot thinks, the human can open and close the log (the page answers clicks).
        await page.locator('[data-testid=log] summary').click()
        assert.equal((await read()).logOpen, !now.logOpen, 'the log did not fold or unfold while the bot was thinking')
        toggled = true
        continue
      }
      // (after a few whole decisions in the worker, timed below)
      if (now.thinking && now.undo && (await thinks()).filter((t) => t.ms >= 300).length >= 3) {
        // Undo while the bot thinks about its reply: the decision is abandoned (the worker is
        // terminated), the human decides again, and the bot's answer is never played.
        const before = await watched(page)
        // Clicked in the page, in one task with the check that the bot still thinks (its answer may come any moment).
        const clicked = await page.evaluate(() => {
          const undo = document.querySelector<HTMLButtonElement>('[data-testid=status][data-thinking] ~ .waiting [data-testid=undo]')
          undo?.click()
          return undo !== null
        })
        if (!clicked) continue
        const abandoned = before.posts[before.posts.length - 1]
        const back = await read()
        assert.deepEqual([back.step, back.human, back.thinking], [String(Number(now.step) - 1), true, false], 'Undo did not take the decision back at once')
        await page.waitForTimeout(700)
        const later = await read()
        assert.deepEqual([later.step, later.human, later.error], [back.step, true, null], "the abandoned decision's answer was played after the Undo")
        assert.ok((await watched(page)).terminated > before.terminated, 'the worker thinking about the abandoned decision was not terminated')
        // The same decision again: the bot is asked the same question with the same stream (the
        // abandoned search drew nothing from it).
        await page.locator(`[data-testid=move][data-move="${last}"]`).click()
        await page.waitForSelector('[data-testid=status][data-thinking]')
        const again = await watched(page)
        const repeated = again.posts[again.posts.length - 1]
        assert.ok(abandoned !== undefined && repeated !== undefined && repeated['id'] !== abandoned['id'])
        assert.deepEqual({ ...repeated, id: 0 }, { ...abandoned, id: 0 }, 'the decision asked again differs from the abandoned one')
        // A new game while the bot thinks: the old decision is abandoned, the new game starts clean.
        await page.getByTestId('start').click()
        await humanTurn()
        await page.waitForTimeout(700)
        const fresh = await read()
        assert.deepEqual([fresh.step, fresh.human, fresh.error], [first.step, true, null], 'the new game did not start clean (a stale answer was played?)')
        assert.ok((await watched(page)).terminated > again.terminated, 'the worker of the old game was not terminated')
        break
      }
      if (now.human) {
        last = now.moves[pickIndex(pick.next(), now.moves.length)] as string
        await page.locator(`[data-testid=move][data-move="${last}"]`).click()
        await page.waitForFunction((prev) => document.querySelector('[data-testid=status]')?.getAttribute('data-step') !== prev, now.step)
      } else await page.waitForFunction((prev) => document.querySelector('[data-testid=status]')?.getAttribute('data-step') !== prev, now.step)
    }
    // Responsiveness: during each decision the worker took (≥ 300 ms each), the main thread's
    // 20 ms timer kept firing (it would stall if the search ran in the page) — at least a third as
    // often as while a plain worker spins (the control above, measured on this machine in this run).
    const long = (await thinks()).filter((t) => t.ms >= 300)
    assert.ok(long.length >= 3, `only ${long.length} bot decisions of 300 ms or more were seen`)
    for (const t of long) {
      const rate = t.ticks / (t.ms / 20)
      assert.ok(rate >= control / 3, `the main thread stalled while the bot thought at step ${t.step}: ${rate.toFixed(2)} ticks per 20 ms, ${control.toFixed(2)} while a plain worker spins`)
    }
    // The other side: the same bots thinking in the page (worker=0) stall the timer (under a third
    // of the idle rate, measured again just before), so the measure can fail.
    await page.goto(`${baseUrl}?game=the-border&players=2&seed=web-think-3&human=none&bots=mcts:300ms&fast=1&worker=0`)
    const idleAgain = await tickRate(page, false)
    const { started, inPage } = await page.evaluate(async () => {
      const w = window as unknown as { __ticks: number }
      const t0 = performance.now()
      const k0 = w.__ticks
      const start = document.querySelector<HTMLButtonElement>('[data-testid=start]')
      start?.click()
      await new Promise((resolve) => setTimeout(resolve, 1500))
      return { started: start !== null, inPage: (w.__ticks - k0) / ((performance.now() - t0) / 20) }
    })
    assert.ok(started, 'the page has no start button')
    assert.ok(inPage < idleAgain / 3, `the timer kept firing (${inPage.toFixed(2)} per 20 ms, ${idleAgain.toFixed(2)} when idle) while mcts thought in the page: the measure cannot tell`)
    console.log(`# mcts:400ms in a worker: ${long.length} decisions of 300 ms or more, main-thread ticks per 20 ms: ${long.map((t) => (t.ticks / (t.ms / 20)).toFixed(2)).join(' ')} (a spinning worker: ${control.toFixed(2)}); in the page: ${inPage.toFixed(2)} (idle: ${idleAgain.toFixed(2)})`)
  } catch (e) {
    const file = join(shots, 'the-border-web-think-failure.png')
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined)
    console.error(`# screenshot of the failure: ${file}`)
    throw e
  } finally {
    await page.close()
  }
})

test('a failing mcts worker is shown as an error message, not a hang', { timeout: LIMIT }, async () => {
  const page = await context.newPage()
  try {
    await page.route('**/mcts-worker-*.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("no search today")' }))
    await page.goto(`${baseUrl}?game=the-border&players=2&seed=web-fail&human=none&bots=mcts:20&fast=1`)
    await page.getByTestId('start').click()
    const error = await page.getByTestId('error').textContent({ timeout: 15_000 })
    assert.match(error ?? '', /worker failed.*no search today/)
    assert.equal(await page.getByTestId('status').getAttribute('data-thinking'), null, 'the page still says the bot is thinking')
  } finally {
    await page.close()
  }
})

test("decide (the worker's answer) is the library bot's choice with the handed-over stream, and errors are values", { timeout: LIMIT }, () => {
  const setup = theBorder.setup({ players: 2 }, 'decide')
  assert.ok(setup._tag === 'Right')
  let state = setup.right
  while (theBorder.actors(state)[0] === CHANCE) {
    const r = resolveChance(theBorder, state)
    assert.ok(r._tag === 'Right')
    state = r.right.state
  }
  const seat = theBorder.actors(state)[0] as Seat
  const view = json(theBorder.view(state, seat)) as BorderView
  const legal = json(theBorder.legalMoves(state, seat)) as BorderMove[]
  const stream = sampler('decide/bots/0')
  const rng = stream.state()
  const answer = decide({ id: 7, game: 'the-border', bot: 'mcts:20', view, seat, legal, rng })
  assert.ok('index' in answer, `decide failed: ${'error' in answer ? answer.error : ''}`)
  const chosen = mcts<BorderView, BorderMove>('the-border', 'mcts:20').choose({ view, seat, legal, rand: stream.next })
  assert.deepEqual([answer.id, legal[answer.index], answer.rng], [7, chosen, stream.state()], 'not the library bot with the same stream, or not the stream after its draws')
  assert.notDeepEqual(answer.rng, rng, 'the bot drew nothing from its stream')
  for (const [bot, game, moves] of [['mcts:0', 'the-border', legal], ['greedy', 'the-border', legal], ['mcts:20', 'chess', legal], ['mcts:20', 'the-border', []]] as const) {
    const bad = decide({ id: 8, game, bot, view, seat, legal: moves, rng })
    assert.ok('error' in bad && bad.id === 8, `decide accepted ${bot} for ${game} with ${moves.length} moves`)
  }
})
