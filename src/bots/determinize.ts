/**
 * From a seat's view to a full state consistent with it: what a bot that searches needs before it
 * can call `game.resampleHidden` (which takes a state). Built from the view alone, with the bot's
 * own generator; the real hidden information is never read. The generic part lives here; a game
 * whose view leaves out more than the generator builds its state in its own bot module
 * (`nagarajaStateFromView` in `nagaraja.ts`).
 * @module
 */
import { seedRng, type RngState } from '../core/index.js'

/** A placeholder generator: `resampleHidden` replaces it with one drawn from the bot's own stream. */
const placeholderRng = (rand: () => number): RngState => seedRng(`determinize:${rand()}`)

/**
 * For games whose view is the state without its generator (Rajas; The Border, whose view also rolls
 * back the other passive seats' pending Action 2 choices, which leaves a state where they have not
 * chosen yet): the view plus a generator of the bot's own.
 */
export const withOwnRng = <V extends object>(view: V, rand: () => number): V & { readonly rng: RngState } => ({ ...view, rng: placeholderRng(rand) })
