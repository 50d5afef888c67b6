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
import { refusalCodes, refusedByKind } from './rules/refusals.js'
import type { BorderState } from './state.js'
import type { BorderText } from './text.js'
import type { Say } from '../../core/index.js'

export const theBorderModule = defineGameModule({
  id: 'the-border',
  game: theBorder,
  bots: { greedy: theBorderGreedyBot, mcts: theBorderMctsSpec },
  command: {
    defaultPlayers: 2,
    variants: {},
    // A bundle's catalogue for The Border is a BorderText (src/locales/<tag>/index.ts types it so).
    render: (s, seat, say) => renderSheet(s, seat, say as Say<BorderText> | undefined),
    // The demo's smaller picture: the sheet without its list of areas (the ranking names each area
    // and its points) and without the legend of the letters (printed once, below the sheets).
    renderBrief: (s, seat) => {
      const lines = renderSheet(s, seat).split('\n')
      const legend = lines.findIndex((l) => l.startsWith('letters:'))
      return { picture: lines.slice(0, legend).join('\n'), legend: lines[legend] ?? '' }
    },
    // States count rounds from 0; players count them from 1.
    round: (s) => s.round + 1,
    story: {
      chance: (t) => t.replace(/^a die shows (\w+)$/, '🎲 $1'),
      seat: (t) => t.replace(/^re-rolls (.*)$/, (_, dice: string) => `re-rolls ${dice.replace(/, /g, ' ')}`),
      rollsOpenTurn: true,
      // Briefly: what goes on the sheets (the dice and the rolling are in --verbose).
      brief: {
        chance: (t) => (t.startsWith('🎲') ? '' : t.replace(/^seat \d+ is chosen as the first active player$/, 'rolls first')),
        seat: (t) => (/^(re-rolls |stops rolling$|ends Action \d$)/.test(t) ? '' : t),
        turn: (t) => t.replace(/\bcompletes the /g, 'completes ').replace(/\b(\w+) (\d)-segment\b/g, '$1 $2')
      },
      // The breakdown is by area id ("windmill"); the sheets name the area ("Wind wheel").
      label: (key, s) => ((s as BorderState).components ?? bundledComponents).areas.find((a) => a.id === key)?.name ?? key
    }
  },
  components: componentsSpec(BorderComponentsCodec, bundledComponents, componentProblems),
  fuzz: { options: { ...defaultOptions } },
  // 24 KB: issue 15 (component ranges, consistency checks, the core's exact decoding) added ~6 KB.
  // 28 KB: issue 27's interaction (element ids, pick paths, why, words) added 5.8 KB (20.6 → 26.4).
  // 29 KB: issue 26's view codec and issue 33's refusals (28.2 KB measured).
  // 30 KB: issue 31's sheet bitsets for playout speed (29.3 KB measured after main's English text).
  // 32 KB: issue 29's locales: the core's locale machinery (+1.2 KB in every game entry) and The
  // Border's words as a catalogue with a key and params per refusal (+0.8 KB); no translation ships
  // here (tabletop-rules/locales/<tag>). Measured after both: see npm run size.
  // 33 KB: issue 31 round three's shared, frozen move objects (32.4 KB measured).
  sizeKb: 33,
  rules: { prefixes: { rules: 'D', examples: 'DX', ambiguities: 'DQ' }, count: 45, notRules: [] },
  refusals: { codes: refusalCodes, byKind: refusedByKind }
})
