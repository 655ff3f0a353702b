import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A preload for `node --require` that refuses every thread of a process the network (worker
 * threads inherit it): any attempt fails, and is written to the file FOLIO_NETWORK_LOG names.
 * Written into `dir` as plain CommonJS, which is what --require loads.
 */
export function writeNetworkGuard(dir: string): string {
  const path = join(dir, 'refuse-network.cjs')
  writeFileSync(path, NETWORK_GUARD)
  return path
}

const NETWORK_GUARD = `'use strict'
const dns = require('node:dns')
const fs = require('node:fs')
const net = require('node:net')

function refuse(what) {
  if (process.env.FOLIO_NETWORK_LOG) fs.appendFileSync(process.env.FOLIO_NETWORK_LOG, \`\${what}\n\`)
  const error = new Error(\`network access is refused in this test (\${what})\`)
  error.code = 'ENETUNREACH'
  return error
}

net.Socket.prototype.connect = function connect(...args) {
  // net.connect hands over its arguments normalised, as one array.
  const [target] = Array.isArray(args[0]) ? args[0] : args
  const where = typeof target === 'object' && target !== null ? \`\${target.host ?? target.path ?? 'localhost'}:\${target.port ?? ''}\` : String(target)
  throw refuse(\`connect \${where}\`)
}
dns.lookup = function lookup(host, ...rest) {
  const callback = rest[rest.length - 1]
  process.nextTick(() => callback(refuse(\`dns \${host}\`)))
}
dns.promises.lookup = async (host) => {
  throw refuse(\`dns \${host}\`)
}
globalThis.fetch = async (input) => {
  throw refuse(\`fetch \${String(input)}\`)
}
`
