/**
 * Pig as a game module: the game and everything the rest of the package needs of it.
 * @module
 */
// The bots' own modules, never `src/bots/index.ts` (it reads the list of game modules: a cycle).
import type { Bot } from '../../bots/bot.js'
import { withOwnRng } from '../../bots/determinize.js'
import type { MctsSpec } from '../../bots/mcts.js'
import { componentsSpec, defineGameModule } from '../game-module.js'
import { bundledComponents } from './components/bundled.js'
import { PigComponentsCodec } from './components/types.js'
import { componentProblems } from './components/validate.js'
import { pig } from './game.js'
import type { PigMove } from './moves.js'
import { defaultOptions } from './options.js'
import { renderScores } from './render.js'
import type { PigConfig } from './setup.js'
import type { PigState } from './state.js'
import type { PigView } from './view.js'

/** Greedy: holds at 20 points in a turn, or when holding wins. */
const greedy: Bot<PigView, PigMove> = {
  name: 'greedy',
  choose: ({ view, seat, legal }) => {
    const hold = legal.find((m) => m.t === 'hold')
    const wins = (view.banked[seat] ?? 0) + view.turnTotal >= view.options.target
    return hold !== undefined && (view.turnTotal >= 20 || wins) ? hold : (legal[0] as PigMove)
  }
}

const mcts: MctsSpec<PigConfig, PigState, PigMove, PigView> = {
  game: pig,
  stateFromView: (v, _seat, rand) => {
    const { scores: _scores, scoreBreakdown: _breakdown, ...state } = withOwnRng(v, rand)
    void _scores
    void _breakdown
    return state
  },
  scale: 20,
  rolloutDecisions: 10
}

export const pigModule = defineGameModule({
  id: 'pig',
  game: pig,
  bots: { greedy, mcts },
  command: { defaultPlayers: 2, variants: {}, render: renderScores, round: (s) => s.round, story: {} },
  components: componentsSpec(PigComponentsCodec, bundledComponents, componentProblems),
  fuzz: { options: defaultOptions },
  sizeKb: 8,
  rules: { prefixes: { rules: 'P', examples: 'PX', ambiguities: 'PQ' }, count: 6, notRules: [] },
  // Every code the rules refuse a move with (docs/refusals.md); Pig has one: a move the pending decision does not list (P4).
  refusals: { codes: ['ILLEGAL_MOVE'], byKind: [] }
})
