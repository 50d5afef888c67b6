/**
 * Runs one game in the page: chance and bots move by themselves, the human seat is prompted with
 * one button per legal move. The page keeps the full state (it is the "server"), but draws only
 * `view(state, human)`, logs each step as the library's `logEntry` for the human seat (what
 * `logFor(game, transcript, human)` gives), shows the scores the human's view carries, and offers
 * the library's information-safe `undo` of the human's own trailing decisions.
 */
import { CHANCE, logEntry, pickIndex, resolveChance, sampler, undo, type Bot, type LogEntry, type Sampler, type Seat, type Step, type Transcript, type WithRng } from 'tabletop-rules'
import type { BotKind, GameAdapter, Viewer } from './adapter'
import { button, h } from './dom'

/** How a game is started. */
export interface MatchSettings {
  readonly seed: string
  readonly players: number
  /** The variant id (see `GameAdapter.variants`), or ''. */
  readonly variant: string
  /** The human seat, or null to watch the bots play. */
  readonly human: Seat | null
  readonly bots: BotKind
  /** No delays between automatic steps (tests). */
  readonly fast: boolean
}

const CHANCE_DELAY = 120
const BOT_DELAY = 350

/**
 * Starts a game in `root`; returns a function that stops it. Bots get the same generator streams as
 * the library's `playMatch` (`${seed}/bots/${seat}`, and `${seed}/bots/order` for the order of
 * simultaneous moves), and chance is sampled from the state's own generator, so the transcript is
 * reproducible — and a game of bots only is exactly `playMatch`'s.
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
  const bot: Bot<V, M> = a.bot(o.bots)
  const streams = new Map<Seat, Sampler>()
  const stream = (seat: Seat): Sampler => {
    const made = streams.get(seat) ?? sampler(`${o.seed}/bots/${seat}`)
    streams.set(seat, made)
    return made
  }
  const order = sampler(`${o.seed}/bots/order`)
  const names = Array.from({ length: o.players }, (_, i) => (i === o.human ? `Seat ${i} (you)` : `Seat ${i} (${bot.name} bot)`))
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
    const r = undo(game, transcript(), o.human)
    if (r._tag === 'Left') note = r.left.message
    else {
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

  /** One automatic step (chance or a bot); `done` when the human must act, the game is over, or on error. */
  const autoStep = (): { done: boolean; delay: number } => {
    const actors = game.actors(state)
    if (actors.length === 0 || error !== '') return { done: true, delay: 0 }
    if (actors[0] === CHANCE) {
      const r = resolveChance(game, state)
      if (r._tag === 'Left') {
        error = r.left.message
        return { done: true, delay: 0 }
      }
      for (const st of r.right.steps) record(st, r.right.state)
      return { done: false, delay: CHANCE_DELAY }
    }
    // Bots act before the human; among several bots acting at once, the order is drawn from
    // its own stream, as `playMatch` does (it cannot change a simultaneous decision).
    const bots = actors.filter((x): x is Seat => x !== CHANCE && x !== o.human)
    const seat = bots.length > 1 ? bots[pickIndex(order.next(), bots.length)] : bots[0]
    if (seat === undefined) return { done: true, delay: 0 }
    const view = game.view(state, seat)
    const legal = a.legalFromView(view, seat)
    const move = bot.choose({ view, seat, legal, rand: stream(seat).next })
    return { done: !apply({ actor: seat, move }), delay: BOT_DELAY }
  }

  const run = (): void => {
    if (stopped) return
    if (o.fast) {
      while (!autoStep().done);
      render()
      return
    }
    const r = autoStep()
    render()
    if (!r.done) timer = setTimeout(run, r.delay)
  }

  const humanMove = (move: M): void => {
    if (stopped || o.human === null) return
    note = ''
    if (apply({ actor: o.human, move })) run()
    else render()
  }

  const render = (): void => {
    const view = game.view(state, viewer)
    const actors = game.actors(state)
    const over = actors.length === 0
    const humanToAct = !over && o.human !== null && actors.includes(o.human) && actors[0] !== CHANCE
    // The scores as the viewer can count them: those its view carries (every view does), else the adapter's.
    const carried = (view as { readonly scores?: unknown }).scores
    const scores: readonly number[] = Array.isArray(carried) ? (carried as number[]) : a.scores(view)
    const panels: Node[] = []
    panels.push(
      h(
        'p',
        { class: 'status', 'data-testid': 'status', 'data-step': steps.length, 'data-over': over, 'data-human-to-act': humanToAct },
        `${a.title}, seed "${o.seed}" — step ${steps.length}. `,
        over ? 'The game is over.' : humanToAct ? 'Your move.' : 'The others are playing…'
      ),
      h(
        'p',
        { class: 'scores', 'data-testid': 'scores' },
        'Scores (as you can count them): ',
        ...scores.map((v, i) => h('span', { class: 'score', 'data-seat': i }, `${names[i] ?? i}: ${v}`))
      )
    )
    if (error !== '') panels.push(h('p', { class: 'error', 'data-testid': 'error' }, error))
    const legal = humanToAct && o.human !== null ? a.legalFromView(view, o.human) : []
    if (humanToAct && o.human !== null) {
      const human = o.human
      panels.push(
        h(
          'section',
          { class: 'prompt', 'data-testid': 'prompt' },
          h('h2', { 'data-testid': 'hint' }, a.prompt(view, human)),
          canUndo() ? button('↶ Undo your last decision', { 'data-testid': 'undo', class: 'undo', title: 'take back your own last decision (never a die, a draw or anything it showed you)' }, undoLast) : null,
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
  }
}
