/// <reference types="node" />
import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'

const ENTRY = fileURLToPath(new URL('../../fakes/word/browser.ts', import.meta.url))
let bundle: Promise<string> | null = null

function isChunk(output: Rollup.OutputChunk | Rollup.OutputAsset): output is Rollup.OutputChunk {
  return output.type === 'chunk'
}

/** The fake Word model bundled as one classic script (built once per test process). */
function fakeOfficeBundle(): Promise<string> {
  bundle ??= build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry: ENTRY, formats: ['iife'], name: 'FolioFakeWord' } }
  }).then((result) => {
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []))
    const chunk = outputs.find(isChunk)
    if (!chunk) throw new Error('The fake Word model did not bundle')
    return chunk.code
  })
  return bundle
}

/**
 * What to answer the Office.js request with: the fake Word model, seeded with a document. `seed`
 * is the fake's FakeWordOptions (test/fakes/word), which the page script reads.
 */
export async function fakeOfficeScript(seed: { paragraphs: readonly unknown[]; author?: string; wordApi?: string; partitionKey?: string; platform?: string }): Promise<string> {
  return `window.__folioFakeWordSeed = ${JSON.stringify(seed)};\n${await fakeOfficeBundle()}`
}
