import { defineConfig } from 'vite'

// Relative asset paths, so the built `dist/` can be served from any folder; the `mcts` bot's Web
// Worker is built as an ES module (it is started with `{ type: 'module' }`).
export default defineConfig({
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  worker: { format: 'es' }
})
