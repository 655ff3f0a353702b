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
          'extraction-worker': resolve('electron/engine/documents/worker/extraction-worker.ts')
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
    plugins: [react()],
    build: {
      outDir: resolve('out/renderer'),
      rollupOptions: { input: resolve('renderer/index.html') }
    }
  }
})
