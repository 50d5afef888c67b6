/**
 * The Border as a game module: the game and everything the rest of the package needs of it.
 * @module
 */
import { componentsSpec, defineGameModule } from '../game-module.js'
import { theBorderGreedyBot, theBorderMctsSpec } from '../../bots/the-border.js'
import { theBorder } from './game.js'
import { renderSheet } from './render.js'
import { bundledComponents } from './components/bundled.js'
import { BorderComponentsCodec } from './components/types.js'
import { componentProblems } from './components/validate.js'
import { defaultOptions } from './options.js'

export const theBorderModule = defineGameModule({
  id: 'the-border',
  game: theBorder,
  bots: { greedy: theBorderGreedyBot, mcts: theBorderMctsSpec },
  command: {
    defaultPlayers: 2,
    variants: {},
    render: renderSheet,
    round: (s) => s.round,
    story: {
      chance: (t) => t.replace(/^a die shows (\w+)$/, '🎲 $1'),
      seat: (t) => t.replace(/^re-rolls (.*)$/, (_, dice: string) => `re-rolls ${dice.replace(/, /g, ' ')}`),
      rollsOpenTurn: true
    }
  },
  components: componentsSpec(BorderComponentsCodec, bundledComponents, componentProblems),
  fuzz: { options: { ...defaultOptions } },
  // 24 KB: issue 15 (component ranges, consistency checks, the core's exact decoding) added ~6 KB.
  sizeKb: 24,
  rules: { prefixes: { rules: 'D', examples: 'DX', ambiguities: 'DQ' }, count: 45, notRules: [] }
})
