import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'
import type { HtmlTagDescriptor, Plugin } from 'vite'

/**
 * The window's entry only starts the opening screen's requests, then imports the script that
 * renders it (renderer/src/app/window.tsx). That script and the chunks it imports are named in
 * index.html as modulepreloads, so the browser downloads and compiles them while the entry runs,
 * rather than after.
 */
function preloadWindowScript(): Plugin {
  return {
    name: 'folio-preload-window-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle
        if (!bundle || !context.filename.endsWith('index.html')) return []
        const window = Object.values(bundle).find((output) => output.type === 'chunk' && output.isDynamicEntry && output.moduleIds.some((id) => id.endsWith('/renderer/src/app/window.tsx')))
        if (!window || window.type !== 'chunk') throw new Error('The window script (renderer/src/app/window.tsx) is not a chunk of its own')
        const scripts = new Set<string>()
        const styles = new Set<string>()
        const visit = (fileName: string) => {
          const chunk = bundle[fileName]
          if (scripts.has(fileName) || !chunk || chunk.type !== 'chunk') return
          scripts.add(fileName)
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css))
          chunk.imports.forEach(visit)
        }
        visit(window.fileName)
        // The entry and the chunks it imports are in the page already.
        const missing = (file: string) => !html.includes(`"/${file}"`)
        const link = (rel: string, file: string): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel, crossorigin: true, href: `/${file}` }, injectTo: 'head' })
        return [...[...scripts].filter(missing).map((file) => link('modulepreload', file)), ...[...styles].filter(missing).map((file) => link('stylesheet', file))]
      }
    }
  }
}

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
    plugins: [react(), { name: 'folio-absolute-base', enforce: 'post', config: () => ({ base: '/' }) }, preloadWindowScript()],
    build: {
      outDir: resolve('out/renderer'),
      minify: true,
      // The window, and Folio for Word's task pane (served by the engine at /addin/).
      rollupOptions: { input: { index: resolve('renderer/index.html'), addin: resolve('renderer/addin.html') } }
    }
  }
})
