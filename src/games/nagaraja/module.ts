/**
 * Nagaraja as a game module: the game and everything the rest of the package needs of it.
 * @module
 */
import { componentsSpec, defineGameModule } from '../game-module.js'
import { nagarajaGreedyBot, nagarajaMctsSpec } from '../../bots/nagaraja.js'
import { nagaraja } from './game.js'
import { renderTemple } from './render.js'
import { bundledComponents } from './components/bundled.js'
import { NagarajaComponentsCodec } from './components/types.js'
import { componentProblems } from './components/validate.js'
import { defaultOptions } from './options.js'
import { refusalCodes, refusedByKind } from './rules/refusals.js'

export const nagarajaModule = defineGameModule({
  id: 'nagaraja',
  game: nagaraja,
  bots: { greedy: nagarajaGreedyBot, mcts: nagarajaMctsSpec },
  command: {
    defaultPlayers: 2,
    variants: {},
    render: (s, seat) => renderTemple(s, seat, 'spectator'),
    // States count rounds from 0; players count them from 1.
    round: (s) => s.round + 1,
    story: { chance: (t) => t.replace(/^seat \d+'s (\w+) stick shows (.*)$/, '$1 stick: $2') }
  },
  components: componentsSpec(NagarajaComponentsCodec, bundledComponents, componentProblems),
  fuzz: { options: defaultOptions },
  // 30 KB: issue 15's component ranges, consistency checks (checkState) and the core's exact
  // decoding added ~8 KB; issue 16's redaction ~1 KB. 37 KB: issue 27's interaction (element ids,
  // pick paths, why with rule ids, every word) added 7.6 KB (28.3 → 35.9 KB measured). 41 KB:
  // issue 26's view codec, issue 33's refusals and the prompt's parsed-id table (39.7 KB measured).
  // 43 KB: issue 29's locales (42.2 KB measured): the core's locale machinery (+1.2 KB in every
  // game entry, 41.0 KB measured before Nagaraja's words moved) and Nagaraja's words as a catalogue
  // with a key and params per refusal (+1.2 KB); no translation ships here (tabletop-rules/locales/<tag>).
  // 44 KB: issue 31 round two (shared moves, patch helpers) and the hostile-key budgets in the move
  // guard (43.1 KB measured). 45 KB: issue 31 round four (the draw sampler, shared ability
  // choices, the context check: 44.1 KB measured).
  sizeKb: 45,
  rules: { prefixes: { rules: 'N', examples: 'NX', ambiguities: 'NQ' }, count: 68, notRules: [] },
  refusals: { codes: refusalCodes, byKind: refusedByKind }
})
