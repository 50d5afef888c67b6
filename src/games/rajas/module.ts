/**
 * Rajas of the Ganges as a game module: the game and everything the rest of the package needs of it.
 * @module
 */
import { componentsSpec, defineGameModule } from '../game-module.js'
import { rajasGreedyBot, rajasMctsSpec } from '../../bots/rajas.js'
import { rajas } from './game.js'
import { renderProvince } from './render.js'
import { bundledComponents } from './components/bundled.js'
import { RajasComponentsCodec } from './components/types.js'
import { componentProblems } from './components/validate.js'
import { defaultOptions } from './options.js'
import { refusalCodes, refusedByKind } from './rules/refusals.js'
import type { RajasText } from './text.js'
import type { Say } from '../../core/index.js'

/** `experience` for the mixed-experience variant: seat 0 experienced, the rest beginners (R148). */
const mixedExperience = (players: number): readonly string[] => Array.from({ length: players }, (_, i) => (i === 0 ? 'experienced' : 'beginner'))

export const rajasModule = defineGameModule({
  id: 'rajas',
  game: rajas,
  bots: { greedy: rajasGreedyBot, mcts: rajasMctsSpec },
  command: {
    defaultPlayers: 2,
    // `config.variant` of each `--variant` name (R133–R149).
    variants: {
      navaratna: () => ({ variant: { navaratna: true } }),
      ganga: () => ({ variant: { ganga: true } }),
      'navaratna+ganga': () => ({ variant: { navaratna: true, ganga: true } }),
      mixed: (players: number) => ({ variant: { experience: mixedExperience(players) } }),
      'mixed+ganga': (players: number) => ({ variant: { experience: mixedExperience(players), ganga: true } })
    },
    // A bundle's catalogue for Rajas is a RajasText (src/locales/<tag>/index.ts types it so).
    render: (s, seat, say) => renderProvince(s, seat, say as Say<RajasText> | undefined),
    round: (s) => s.round,
    story: {
      chance: (t) =>
        t
          .replace(/^tile (\d+) is revealed on stack (\d+)$/, 'tile revealed: $1 on stack $2')
          .replace(/^an? (\w+) die is rolled: (\d+)$/, '🎲 $1 $2')
          .replace(/^the re-rolled die shows (\d+)$/, '🎲 $1')
    }
  },
  components: componentsSpec(RajasComponentsCodec, bundledComponents, componentProblems),
  fuzz: { options: defaultOptions },
  // 40 KB: issue 15's component ranges and consistency checks and the core's exact decoding.
  // 49 KB: issue 27's interaction (element ids of ~30 kinds, pick paths, the reasons of illegal
  // clicks, every label and instruction in words) added 12.5 KB (35.3 → 47.8 KB measured). 51 KB:
  // issue 26's view codec and issue 33's refusals (49.5 KB measured). 53 KB: issue 29's locales
  // (52.8 KB measured): the core's locale machinery (+1.2 KB in every game entry) and Rajas's words
  // as a catalogue, refusals as keys and params (+1.9 KB, mostly property names esbuild keeps);
  // no translation ships here. 55 KB: issue 31 round two (moves checked by their own rule, the
  // placement masks) and the hostile-key budgets in the move guard (53.8 KB measured).
  sizeKb: 56,
  // R0 is no rule of Rajas: a hiding place of Nagaraja's temples (N3) has that name.
  rules: { prefixes: { rules: 'R', examples: 'EX', ambiguities: 'A' }, count: 149, notRules: ['R0'] },
  refusals: { codes: refusalCodes, byKind: refusedByKind }
})
