// Written by `npm run manifest` from the game ids of src/games/manifest.ts: do not edit.
/**
 * The game modules of the package, in manifest order, and each game value under its export name
 * (the root entry re-exports them). The compiler checks the list against the manifest's ids.
 * @module
 */
import { eraseModule, type AnyGameModule } from './game-module.js'
import type { gameIds } from './manifest.js'
import { theBorderModule } from './the-border/module.js'
import { nagarajaModule } from './nagaraja/module.js'
import { rajasModule } from './rajas/module.js'

export { theBorder } from './the-border/index.js'
export { nagaraja } from './nagaraja/index.js'
export { rajas } from './rajas/index.js'

/** Every game module, in manifest order (types erased). */
export const gameModules: readonly AnyGameModule[] = [eraseModule(theBorderModule), eraseModule(nagarajaModule), eraseModule(rajasModule)]

// The compiler checks the modules against the manifest: the same ids, in the same order.
void ([theBorderModule.id, nagarajaModule.id, rajasModule.id] as const satisfies typeof gameIds)
