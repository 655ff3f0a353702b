import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'

// One build for the three Electron targets. The main target also emits the headless CLI and the
// worker-thread entries, which run under plain Node and never import 'electron'.
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve('electron/main/index.ts'),
          cli: resolve('electron/cli/index.ts'),
          'extraction-worker': resolve('electron/engine/documents/worker/extraction-worker.ts'),
          'sync-writer': resolve('electron/sync/pull/writer-worker.ts'),
          'checkpoint-worker': resolve('electron/engine/db/checkpoint-worker.ts')
        }
      }
    }
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve('electron/preload/index.ts') },
        // A sandboxed preload cannot be an ES module.
        output: { format: 'cjs', entryFileNames: '[name].cjs' }
      }
    }
  },
  renderer: {
    root: resolve('renderer'),
    // The engine serves the window at every client-side route (/contracts/<id>, ...), so assets
    // must load from the root: electron-vite's production default of './' would resolve them
    // against the route and a deep link would load a blank page.
    plugins: [react(), { name: 'folio-absolute-base', enforce: 'post', config: () => ({ base: '/' }) }],
    build: {
      outDir: resolve('out/renderer'),
      minify: true,
      // The window, and Folio for Word's task pane (served by the engine at /addin/).
      rollupOptions: { input: { index: resolve('renderer/index.html'), addin: resolve('renderer/addin.html') } }
    }
  }
})
