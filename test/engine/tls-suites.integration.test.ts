import { spawn, spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TLS12_CIPHERS, TLS13_CIPHERSUITES } from '../../electron/engine/tls/policy'
import { startTestEngine, type TestEngine } from '../helpers/engine'

/**
 * What testssl.sh would probe, asked with `openssl s_client` one suite and one protocol at a time:
 * exactly the allowed suites and protocols complete a handshake, and every other one is refused
 * by the server (not by the client's own configuration, which would prove nothing).
 */
const hasOpenssl = spawnSync('openssl', ['version']).status === 0

interface Handshake {
  ok: boolean
  protocol: string | null
  cipher: string | null
  output: string
}

let port = 0

/** One s_client handshake (asynchronous: the engine answers from this same process). */
function handshake(args: string[]): Promise<Handshake> {
  return new Promise((resolve, reject) => {
    const child = spawn('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-brief', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    const timer = setTimeout(() => child.kill(), 15_000)
    child.once('error', reject)
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({
        ok: code === 0 && /CONNECTION ESTABLISHED/.test(output),
        protocol: /Protocol version: (\S+)/.exec(output)?.[1] ?? null,
        cipher: /Ciphersuite: (\S+)/.exec(output)?.[1] ?? null,
        output
      })
    })
  })
}

/** The client offers the suite (it knows it): a refusal then comes from the server. */
function clientKnows(args: string[]): boolean {
  return spawnSync('openssl', ['ciphers', ...args], { encoding: 'utf8' }).status === 0
}

/** Failed at the handshake, by an alert from the server, rather than before sending anything. */
function refusedByServer(result: Handshake): boolean {
  return !result.ok && /alert|handshake failure|unexpected eof|connection reset|errno=104|write:errno/i.test(result.output) && !/no cipher match|Error with command/i.test(result.output)
}

describe.skipIf(!hasOpenssl)('TLS: 1.2 with AEAD suites and 1.3 only; SNI must name the certificate', () => {
  let t: TestEngine

  beforeAll(async () => {
    t = await startTestEngine({ listen: true, tlsPort: 0 })
    port = Number(new URL(t.engine.tlsUrl ?? '').port)
  })
  afterAll(() => t.close())

  it('accepts each allowed TLS 1.3 suite', async () => {
    for (const suite of TLS13_CIPHERSUITES) {
      const result = await handshake(['-tls1_3', '-ciphersuites', suite, '-servername', 'localhost'])
      expect([suite, result.ok, result.protocol, result.cipher]).toEqual([suite, true, 'TLSv1.3', suite])
    }
  })

  it('accepts each allowed TLS 1.2 suite (ECDHE, AES-GCM or ChaCha20-Poly1305)', async () => {
    for (const cipher of TLS12_CIPHERS) {
      const result = await handshake(['-tls1_2', '-cipher', cipher, '-servername', 'localhost'])
      expect([cipher, result.ok, result.protocol, result.cipher]).toEqual([cipher, true, 'TLSv1.2', cipher])
    }
  })

  it('refuses the TLS 1.3 CCM suites', async () => {
    for (const suite of ['TLS_AES_128_CCM_SHA256', 'TLS_AES_128_CCM_8_SHA256']) {
      expect(clientKnows(['-ciphersuites', suite])).toBe(true)
      const result = await handshake(['-tls1_3', '-ciphersuites', suite, '-servername', 'localhost'])
      expect([suite, refusedByServer(result)]).toEqual([suite, true])
    }
  })

  it('refuses every other TLS 1.2 suite: CBC, CCM and CCM8, static RSA, RSA-signed, SHA-1', async () => {
    const refused = [
      'ECDHE-ECDSA-AES128-SHA256',
      'ECDHE-ECDSA-AES256-SHA384',
      'ECDHE-ECDSA-AES128-SHA',
      'ECDHE-ECDSA-AES256-SHA',
      'ECDHE-ECDSA-AES128-CCM',
      'ECDHE-ECDSA-AES256-CCM',
      'ECDHE-ECDSA-AES128-CCM8',
      'ECDHE-ECDSA-AES256-CCM8',
      'ECDHE-RSA-AES128-GCM-SHA256',
      'AES128-GCM-SHA256',
      'AES256-SHA',
      'DHE-RSA-AES128-GCM-SHA256'
    ]
    for (const cipher of refused) {
      expect([cipher, clientKnows(['-s', '-tls1_2', cipher])]).toEqual([cipher, true])
      const result = await handshake(['-tls1_2', '-cipher', cipher, '-servername', 'localhost'])
      expect([cipher, refusedByServer(result)]).toEqual([cipher, true])
    }
  })

  it('refuses TLS 1.0 and 1.1 even from a client that offers every suite', async () => {
    for (const protocol of ['-tls1', '-tls1_1']) {
      const result = await handshake([protocol, '-cipher', 'ALL@SECLEVEL=0', '-servername', 'localhost'])
      expect([protocol, result.ok, refusedByServer(result)]).toEqual([protocol, false, true])
    }
  })

  it('checks SNI against the certificate’s names: localhost or none is served, any other name is refused at the handshake', async () => {
    expect((await handshake(['-servername', 'localhost'])).ok).toBe(true)
    expect((await handshake(['-servername', 'LOCALHOST'])).ok).toBe(true)
    expect((await handshake(['-noservername'])).ok).toBe(true)
    for (const name of ['evil.example', 'localhost.evil.example', 'folio.test']) {
      const result = await handshake(['-servername', name])
      expect([name, result.ok, refusedByServer(result)]).toEqual([name, false, true])
    }
  })
})
