/**
 * Runs one game in the page: chance and bots move by themselves, the human seat is prompted with
 * one button per legal move. The page keeps the full state (it is the "server"), but draws only
 * `view(state, human)`, logs each step as the library's `logEntry` for the human seat (what
 * `logFor(game, transcript, human)` gives), shows the scores the human's view carries, and offers
 * the library's information-safe `undo` of the human's own trailing decisions. The `mcts` bot
 * thinks in a Web Worker (`thinker.ts`), so the page stays responsive while it searches.
 */
import { CHANCE, logEntry, pickIndex, resolveChance, sampler, undo, type Bot, type LogEntry, type RngState, type Sampler, type Seat, type Step, type Transcript, type WithRng } from 'tabletop-rules'
import type { GameAdapter, Viewer } from './adapter'
import { button, h } from './dom'
import { isMctsName } from './think'
import { pageThinker, workerThinker, type Thinker } from './thinker'

/** How a game is started. */
export interface MatchSettings {
  readonly seed: string
  readonly players: number
  /** The variant id (see `GameAdapter.variants`), or ''. */
  readonly variant: string
  /** The human seat, or null to watch the bots play. */
  readonly human: Seat | null
  /** The bots: `greedy`, `random`, or an `mcts` name (`mcts:500ms`, `mcts:200`…, see `isMctsName`). */
  readonly bots: string
  /** No delays between automatic steps (tests). */
  readonly fast: boolean
  /** Whether the `mcts` bot thinks in a Web Worker (default) or in the page (`?worker=0`: the page freezes while it thinks). */
  readonly worker: boolean
}

const CHANCE_DELAY = 120
const BOT_DELAY = 350

/**
 * Starts a game in `root`; returns a function that stops it. Bots get the same generator streams as
 * the library's `playMatch` (`${seed}/bots/${seat}`, and `${seed}/bots/order` for the order of
 * simultaneous moves), and chance is sampled from the state's own generator, so the transcript is
 * reproducible — and a game of bots only is exactly `playMatch`'s. The `mcts` bot gets the same
 * stream, handed over to its worker as the stream's state and continued from the state it answers
 * with (see `think.ts`), so with an iteration budget (`mcts:200`) the game is the same in the
 * worker, in the page and in `playMatch`; a time budget (`mcts:500ms`) searches as far as the
 * machine gets, so its games depend on the machine.
 */
export const startMatch = <C, S extends WithRng, M, V>(a: GameAdapter<C, S, M, V>, o: MatchSettings, root: HTMLElement): (() => void) => {
  const { game } = a
  const setup = game.setup(a.config(o.players, o.variant), o.seed)
  if (setup._tag === 'Left') {
    root.replaceChildren(h('p', { class: 'error', 'data-testid': 'error' }, setup.left.message))
    return () => undefined
  }
  let state: S = setup.right
  const steps: Step<M>[] = []
  /** The state before each step (so an undo goes back without replaying). */
  const history: S[] = []
  /** Each step as the viewer may know it (`logEntry`, redacted by the game where it hides something). */
  const log: LogEntry<M>[] = []
  let note = ''
  const viewer: Viewer = o.human ?? 'spectator'
  const mcts = isMctsName(o.bots)
  const bot: Bot<V, M> | undefined = mcts ? undefined : a.bot(o.bots === 'random' ? 'random' : 'greedy')
  const botName = bot?.name ?? o.bots.trim()
  const streams = new Map<Seat, Sampler>()
  const stream = (seat: Seat): Sampler => {
    const made = streams.get(seat) ?? sampler(`${o.seed}/bots/${seat}`)
    streams.set(seat, made)
    return made
  }
  let order = sampler(`${o.seed}/bots/order`)
  const names = Array.from({ length: o.players }, (_, i) => (i === o.human ? `Seat ${i} (you)` : `Seat ${i} (${botName} bot)`))
  /** Where `mcts` thinks (made at its first decision). */
  let thinker: Thinker | undefined
  /** The bot decision being thought about, if any, with the order stream before it was drawn (restored if the decision is abandoned). */
  let thinking: { readonly seat: Seat; readonly orderBefore: RngState } | undefined
  /** How many decisions the worker answered in this game (shown as `data-worker-decisions`). */
  let workerDecisions = 0
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let error = ''

  const record = (step: Step<M>, next: S): void => {
    log.push(logEntry(game, state, step.actor, step.move, next, viewer, steps.length))
    history.push(state)
    steps.push(step)
    state = next
  }

  const transcript = (): Transcript<C, M> => ({ game: game.id, rulesVersion: game.rulesVersion, config: a.config(o.players, o.variant), seed: o.seed, moves: steps })

  /**
   * Whether the human may take back its last step: its own decision that revealed nothing to it
   * (what the library's `undoPoint` asks of each step, here for the last one only, from the states
   * the page keeps — `undo` itself decides when the button is pressed).
   */
  const canUndo = (): boolean => {
    const k = steps.length - 1
    const last = steps[k]
    const before = history[k]
    return (
      o.human !== null && last !== undefined && before !== undefined && last.actor === o.human && game.revealed !== undefined && game.revealed(before, o.human, last.move, state, o.human).length === 0
    )
  }

  /** Takes back the human's last decision with the library's `undo`. */
  const undoLast = (): void => {
    if (stopped || o.human === null) return
    const abandoned = thinking
    if (abandoned !== undefined) {
      // The bot was thinking about its reply: abandon it (its answer is never applied), and put
      // the order stream back as it was, so the game goes on as if the decision never started.
      thinker?.cancel()
      thinking = undefined
      order = sampler(abandoned.orderBefore)
    }
    const r = undo(game, transcript(), o.human)
    if (r._tag === 'Left') {
      note = r.left.message
      if (abandoned !== undefined) return run()
    } else {
      const n = r.right.moves.length
      state = history[n] ?? state
      steps.length = n
      history.length = n
      log.length = n
      note = ''
    }
    render()
  }

  const apply = (step: Step<M>): boolean => {
    const next = game.apply(state, step.actor, step.move)
    if (next._tag === 'Left') {
      error = `step ${steps.length}: ${next.left.message}`
      return false
    }
    record(step, next.right)
    return true
  }

  /**
   * Asks `mcts` for the move of `seat` (in its worker); the answer, unless abandoned first, is
   * played and the game goes on. The seat's stream continues from the state the answer returns.
   */
  const think = (seat: Seat, view: V, legal: readonly M[], orderBefore: RngState): void => {
    thinker ??= o.worker && typeof Worker !== 'undefined' ? workerThinker() : pageThinker()
    const where = thinker.where
    thinking = { seat, orderBefore }
    thinker.ask({ game: game.id, bot: o.bots, view, seat, legal, rng: stream(seat).state() }, (answer) => {
      thinking = undefined
      if (stopped) return
      const move = 'error' in answer ? undefined : legal[answer.index]
      if ('error' in answer || move === undefined) {
        error = 'error' in answer ? answer.error : `the bot answered with no legal move`
        return render()
      }
      streams.set(seat, sampler(answer.rng))
      if (where === 'worker') workerDecisions++
      if (!apply({ actor: seat, move })) return render()
      if (o.fast) return run()
      render()
      timer = setTimeout(run, BOT_DELAY)
    })
  }

  /** One automatic step (chance or a bot): `done` when the human must act, the game is over, or on error; `thinking` while `mcts` decides. */
  const autoStep = (): { readonly kind: 'done' } | { readonly kind: 'thinking' } | { readonly kind: 'next'; readonly delay: number } => {
    const actors = game.actors(state)
    if (actors.length === 0 || error !== '') return { kind: 'done' }
    if (actors[0] === CHANCE) {
      const r = resolveChance(game, state)
      if (r._tag === 'Left') {
        error = r.left.message
        return { kind: 'done' }
      }
      for (const st of r.right.steps) record(st, r.right.state)
      return { kind: 'next', delay: CHANCE_DELAY }
    }
    // Bots act before the human; among several bots acting at once, the order is drawn from
    // its own stream, as `playMatch` does (it cannot change a simultaneous decision).
    const bots = actors.filter((x): x is Seat => x !== CHANCE && x !== o.human)
    const orderBefore = order.state()
    const seat = bots.length > 1 ? bots[pickIndex(order.next(), bots.length)] : bots[0]
    if (seat === undefined) return { kind: 'done' }
    const view = game.view(state, seat)
    const legal = a.legalFromView(view, seat)
    if (bot === undefined) {
      // `mcts`: a forced move needs no search (the bot would return it without a draw).
      if (legal.length > 1) {
        think(seat, view, legal, orderBefore)
        return { kind: 'thinking' }
      }
      const forced = legal[0]
      if (forced === undefined) {
        error = `step ${steps.length}: seat ${seat} has no legal move`
        return { kind: 'done' }
      }
      return apply({ actor: seat, move: forced }) ? { kind: 'next', delay: BOT_DELAY } : { kind: 'done' }
    }
    const move = bot.choose({ view, seat, legal, rand: stream(seat).next })
    return apply({ actor: seat, move }) ? { kind: 'next', delay: BOT_DELAY } : { kind: 'done' }
  }

  const run = (): void => {
    if (stopped) return
    if (o.fast) {
      let r = autoStep()
      while (r.kind === 'next') r = autoStep()
      render()
      return
    }
    const r = autoStep()
    render()
    if (r.kind === 'next') timer = setTimeout(run, r.delay)
  }

  const humanMove = (move: M): void => {
    if (stopped || o.human === null || thinking !== undefined) return
    note = ''
    if (apply({ actor: o.human, move })) run()
    else render()
  }

  const render = (): void => {
    const view = game.view(state, viewer)
    const actors = game.actors(state)
    const over = actors.length === 0
    const humanToAct = !over && thinking === undefined && o.human !== null && actors.includes(o.human) && actors[0] !== CHANCE
    // The scores as the viewer can count them: those its view carries (every view does), else the adapter's.
    const carried = (view as { readonly scores?: unknown }).scores
    const scores: readonly number[] = Array.isArray(carried) ? (carried as number[]) : a.scores(view)
    const panels: Node[] = []
    panels.push(
      h(
        'p',
        {
          class: 'status',
          'data-testid': 'status',
          'data-step': steps.length,
          'data-over': over,
          'data-human-to-act': humanToAct,
          'data-thinking': thinking?.seat,
          'data-worker-decisions': workerDecisions
        },
        `${a.title}, seed "${o.seed}" — step ${steps.length}. `,
        over ? 'The game is over.' : humanToAct ? 'Your move.' : thinking !== undefined ? h('span', { class: 'thinking' }, `${names[thinking.seat] ?? ''} is thinking…`) : 'The others are playing…'
      ),
      h(
        'p',
        { class: 'scores', 'data-testid': 'scores' },
        'Scores (as you can count them): ',
        ...scores.map((v, i) => h('span', { class: 'score', 'data-seat': i }, `${names[i] ?? i}: ${v}`))
      )
    )
    if (error !== '') panels.push(h('p', { class: 'error', 'data-testid': 'error' }, error))
    // While the bot thinks about its reply, your last decision can still be taken back.
    if (thinking !== undefined && canUndo()) panels.push(h('section', { class: 'prompt waiting' }, undoButton()))
    const legal = humanToAct && o.human !== null ? a.legalFromView(view, o.human) : []
    if (humanToAct && o.human !== null) {
      const human = o.human
      panels.push(
        h(
          'section',
          { class: 'prompt', 'data-testid': 'prompt' },
          h('h2', { 'data-testid': 'hint' }, a.prompt(view, human)),
          canUndo() ? undoButton() : null,
          note === '' ? null : h('p', { class: 'note' }, note),
          h(
            'div',
            { class: 'moves' },
            ...legal.map((m, i) =>
              button(game.describeMove(state, human, m).replace(/^seat \d+ /, ''), { 'data-testid': 'move', 'data-index': i, 'data-move': game.formatMove(m) }, () =>
                humanMove(m)
              )
            )
          )
        )
      )
    }
    if (over) panels.push(finalPanel())
    panels.push(h('div', { class: 'table' }, a.board(view, { names, viewer, scores, legal, play: humanMove }), logPanel()))
    if (over) panels.push(transcriptPanel())
    root.replaceChildren(...panels)
    const list = root.querySelector('.log ol')
    if (list !== null) list.scrollTop = list.scrollHeight
  }

  const undoButton = (): Node =>
    button('↶ Undo your last decision', { 'data-testid': 'undo', class: 'undo', title: 'take back your own last decision (never a die, a draw or anything it showed you)' }, undoLast)

  const finalPanel = (): Node => {
    const out = game.outcome(state)
    if (out === undefined) return h('p', {}, 'no outcome')
    return h(
      'section',
      { class: 'final', 'data-testid': 'final' },
      h('h2', {}, out.winners.length === 1 ? `${names[out.winners[0] as number]} wins` : `A tie between ${out.winners.map((w) => names[w]).join(' and ')}`),
      h('p', { 'data-testid': 'reason' }, out.reason),
      h(
        'ol',
        { class: 'ranking' },
        ...out.ranking.map((group) =>
          h('li', {}, ...group.map((seat) => h('span', { class: 'final-score', 'data-testid': 'final-score', 'data-seat': seat, 'data-score': out.scores[seat] }, `${names[seat]}: ${out.scores[seat]} `)))
        )
      )
    )
  }

  /** The log folds away (closed at first on a narrow screen); its open state survives re-renders. */
  let logOpen = typeof window === 'undefined' || window.innerWidth > 800
  const logPanel = (): Node => {
    const panel = h(
      'details',
      { class: 'log', 'data-testid': 'log', open: logOpen },
      h('summary', {}, `Log (${log.length})`),
      h(
        'ol',
        {},
        ...log.map((e) =>
          h(
            'li',
            { value: e.index + 1, class: e.actor === viewer ? 'own' : e.redacted ? 'redacted' : '', 'data-index': e.index },
            h('span', { class: 'log-text' }, e.text),
            ...e.revealed.map((r) => h('span', { class: 'log-revealed' }, ` — ${r}`))
          )
        )
      )
    )
    panel.addEventListener('toggle', () => {
      logOpen = panel.open
    })
    return panel
  }

  /** The transcript (it names every hidden card, so it is shown only once the game is over). */
  const transcriptPanel = (): Node =>
    h(
      'details',
      { class: 'transcript' },
      h('summary', {}, 'Transcript (JSON, replays with the library)'),
      h('pre', { 'data-testid': 'transcript' }, JSON.stringify(transcript()))
    )

  run()
  return () => {
    stopped = true
    if (timer !== undefined) clearTimeout(timer)
    thinker?.close()
  }
}
