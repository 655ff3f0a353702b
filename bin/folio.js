#!/usr/bin/env node
// The folio command: runs the built CLI (npm install builds it through the prepare script).
import { existsSync } from 'node:fs'

const entry = new URL('../out/main/cli.js', import.meta.url)
if (!existsSync(entry)) {
  console.error('folio: Folio is not built yet. Run `npm run build` (npm install does this for you).')
  process.exit(1)
}
await import(entry.href)
