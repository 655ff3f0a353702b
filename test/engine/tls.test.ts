import { existsSync, readFileSync, statSync } from 'node:fs'
import { Agent } from 'node:https'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { X509Certificate } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CertificateStore } from '../../electron/engine/tls'
import { VALIDITY_DAYS } from '../../electron/engine/tls/certificate'
import { rawRequest, startTestEngine, tempDir, type TestEngine } from '../helpers/engine'
import { seedFixtureWorkspace, users } from '../helpers/fixture-workspace'
import { httpsRequest } from '../helpers/https'

const DAY = 86_400_000

function certificateOf(dataDir: string): string {
  return readFileSync(join(dataDir, 'tls', 'localhost.crt'), 'utf8')
}

/** Whether this machine answers on the IPv6 loopback (containers often have none). */
function hasIpv6Loopback(): boolean {
  return Object.values(networkInterfaces()).some((list) => list?.some((i) => i.family === 'IPv6' && i.internal && i.address === '::1'))
}

describe('HTTPS on loopback', () => {
  let t: TestEngine
  let ca: string
  let key: string

  beforeAll(async () => {
    t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), listen: true, tlsPort: 0 })
    ca = certificateOf(t.dir)
    key = t.keyFor(users.member.email)
  })
  afterAll(() => t.close())

  it('serves the same routes on https://localhost:PORT, verified with Folio’s certificate as the only CA', async () => {
    expect(t.engine.tlsUrl).toMatch(/^https:\/\/localhost:\d+$/)
    const answer = await httpsRequest(`${t.engine.tlsUrl}/v2/test`, { ca, headers: { 'x-api-key': key } })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ message: 'Folio engine is reachable; authenticated as mia@firm.test' })
    expect(answer.peer.fingerprint256).toBe(new X509Certificate(ca).fingerprint256)
  })

  it('verifies for 127.0.0.1 and, where the machine has it, ::1', async () => {
    const port = new URL(t.engine.tlsUrl ?? '').port
    expect((await httpsRequest(`https://127.0.0.1:${port}/v2/test`, { ca, headers: { 'x-api-key': key } })).status).toBe(200)
    if (!hasIpv6Loopback()) return console.warn('skipped [::1]: this machine has no IPv6 loopback')
    expect((await httpsRequest(`https://[::1]:${port}/v2/test`, { ca, headers: { 'x-api-key': key } })).status).toBe(200)
  })

  it('makes a self-signed leaf: SAN localhost, 127.0.0.1, ::1; serverAuth only; not a CA; valid at most 825 days', () => {
    const certificate = new X509Certificate(ca)
    expect(certificate.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1')
    expect(certificate.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1'])
    expect(certificate.ca).toBe(false)
    expect(certificate.issuer).toBe(certificate.subject)
    expect(certificate.verify(certificate.publicKey)).toBe(true)
    const days = (Date.parse(certificate.validTo) - Date.parse(certificate.validFrom)) / DAY
    expect(days).toBe(VALIDITY_DAYS)
    expect(days).toBeLessThanOrEqual(825)
    expect(Date.parse(certificate.validFrom)).toBeLessThanOrEqual(Date.now())
  })

  it('keeps the private key in a user-only file in the workspace’s tls folder', () => {
    const pem = join(t.dir, 'tls', 'localhost.pem')
    expect(statSync(pem).mode & 0o777).toBe(0o600)
    expect(statSync(join(t.dir, 'tls')).mode & 0o777).toBe(0o700)
    expect(readFileSync(pem, 'utf8')).toContain('-----BEGIN PRIVATE KEY-----')
    expect(readFileSync(join(t.dir, 'tls', 'localhost.crt'), 'utf8')).not.toContain('PRIVATE KEY')
  })

  it('refuses a handshake from a client that does not trust the certificate', async () => {
    const other = new CertificateStore(tempDir())
    const stranger = (await other.ensure(Date.now())).current.pem
    await expect(httpsRequest(`${t.engine.tlsUrl}/v2/test`, { ca: stranger, headers: { 'x-api-key': key } })).rejects.toThrow(/self[- ]signed|unable to verify/i)
  })

  it('keeps a TLS connection alive across requests, as long as the http port does', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const first = await httpsRequest(`${t.engine.tlsUrl}/v2/test`, { ca, agent, headers: { 'x-api-key': key } })
      const second = await httpsRequest(`${t.engine.tlsUrl}/v2/test`, { ca, agent, headers: { 'x-api-key': key } })
      expect([first.status, second.status]).toEqual([200, 200])
      expect(second.reused).toBe(true)
      expect(first.headers['keep-alive']).toBe('timeout=72')
      expect((await t.http.as(key).send('test')).headers.get('keep-alive')).toBe('timeout=72')
    } finally {
      agent.destroy()
    }
  })

  describe('the Host guard on both ports', () => {
    it('the https port answers its own loopback names only', async () => {
      const port = new URL(t.engine.tlsUrl ?? '').port
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
        expect((await httpsRequest(`${t.engine.tlsUrl}/v2/test`, { ca, headers: { host, 'x-api-key': key } })).status).toBe(200)
      }
      const httpPort = new URL(t.url).port
      for (const host of [`localhost:${httpPort}`, 'attacker.example', `attacker.example:${port}`]) {
        const refused = await httpsRequest(`${t.engine.tlsUrl}/v2/test`, { ca, headers: { host, 'x-api-key': key } })
        expect(refused.status).toBe(403)
        expect(JSON.parse(refused.body)).toEqual({
          error: 'Forbidden',
          message: `Host '${host}' is not allowed: the Folio engine answers only localhost, 127.0.0.1 and [::1] on port ${port}`
        })
      }
    })

    it('the http port refuses the https port’s names', async () => {
      const tlsPort = new URL(t.engine.tlsUrl ?? '').port
      const refused = await rawRequest(t.url, '/v2/test', { host: `localhost:${tlsPort}`, 'x-api-key': key })
      expect(refused.status).toBe(403)
      expect(JSON.parse(refused.body).message).toBe(`Host 'localhost:${tlsPort}' is not allowed: the Folio engine answers only localhost, 127.0.0.1 and [::1] on port ${new URL(t.url).port}`)
    })
  })
})

describe('renewal of the certificate', () => {
  it('makes a renewal 30 days before expiry and keeps serving the old certificate until the renewal is trusted', async () => {
    const dir = tempDir()
    const store = new CertificateStore(dir)
    // A certificate made VALIDITY_DAYS - 20 days ago: valid for 20 more days, inside the renewal window.
    const madeAt = Date.now() - (VALIDITY_DAYS - 20) * DAY
    const old = (await store.ensure(madeAt)).current
    expect(existsSync(join(dir, 'tls', 'renewal.pem'))).toBe(false)

    const t = await startTestEngine({ dataDir: dir, listen: true, tlsPort: 0 })
    try {
      const status = await t.call('getTlsStatus')
      expect(status.certificate?.fingerprint).toBe(old.fingerprint)
      const renewal = new X509Certificate(readFileSync(join(dir, 'tls', 'renewal.crt'), 'utf8'))
      expect(status.renewal).toMatchObject({ fingerprint: renewal.fingerprint256, file: join(dir, 'tls', 'renewal.crt') })
      expect(statSync(join(dir, 'tls', 'renewal.pem')).mode & 0o777).toBe(0o600)
      // Still the old one on the wire: clients that trust it keep working.
      const served = await httpsRequest(`${t.engine.tlsUrl}/v2/test`, { ca: old.pem })
      expect(served.peer.fingerprint256).toBe(old.fingerprint)

      // Trusting promotes the renewal (here: `folio addin trust` is simulated by its last step);
      // the engine picks the new certificate up on its next look and serves it to new connections.
      new CertificateStore(dir).promoteRenewal()
      await t.engine.ctx.tls?.refresh()
      const after = await httpsRequest(`${t.engine.tlsUrl}/v2/test`, { ca: renewal.toString() })
      expect(after.peer.fingerprint256).toBe(renewal.fingerprint256)
    } finally {
      await t.close()
    }
  })

  it('replaces an expired certificate with its renewal, and makes a new one when there is none', async () => {
    const dir = tempDir()
    const store = new CertificateStore(dir)
    const t0 = Date.UTC(2030, 0, 1)
    const first = (await store.ensure(t0)).current
    const withRenewal = await store.ensure(first.notAfter - 10 * DAY)
    expect(withRenewal.current.fingerprint).toBe(first.fingerprint)
    const renewal = withRenewal.renewal
    if (!renewal) throw new Error('no renewal was made inside the 30-day window')
    expect(renewal.notBefore).toBe(first.notAfter - 10 * DAY - 3_600_000)

    const afterExpiry = await store.ensure(first.notAfter + DAY)
    expect(afterExpiry.current.fingerprint).toBe(renewal.fingerprint)
    expect(afterExpiry.renewal).toBeNull()

    const longAfter = await store.ensure(renewal.notAfter + DAY)
    expect(longAfter.current.fingerprint).not.toBe(renewal.fingerprint)
    expect(longAfter.current.notBefore).toBe(renewal.notAfter + DAY - 3_600_000)
  })

  it('is made once and reused across starts', async () => {
    const dir = tempDir()
    const first = await new CertificateStore(dir).ensure(Date.now())
    const second = await new CertificateStore(dir).ensure(Date.now() + DAY)
    expect(second.current.fingerprint).toBe(first.current.fingerprint)
    expect(second.renewal).toBeNull()
  })
})
