import { defineConfig } from 'vite'

// Relative asset paths, so the built `dist/` can be served from any folder.
export default defineConfig({
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1000 }
})
