import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DOMParser, type Document } from '@xmldom/xmldom'
import { describe, expect, it, vi } from 'vitest'
import { validateXML, type XMLValidationResult } from 'xmllint-wasm'
import { ADDIN_ID, addinOrigin, buildAddinManifest, manifestVersion } from '../../../electron/engine/addin/manifest'
import { addinManifest, tlsPortFrom } from '../../../electron/cli/commands/addin-manifest'
import { DEFAULT_TLS_PORT } from '../../../electron/engine/tls/port'
import { UsageError } from '../../../electron/cli/args'
import { version } from '../../../package.json'

const SCHEMAS = fileURLToPath(new URL('../../fixtures/office-manifest-schemas/', import.meta.url))
const ICONS = fileURLToPath(new URL('../../../renderer/public/addin/icons/', import.meta.url))
const MAIN_SCHEMA = 'OfficeAppManifestV1_1.xsd'
const IMPORTED = ['OfficeAppBasicTypesV1_0.xsd', 'TaskPaneAppVersionOverridesV1_0.xsd', 'MailAppVersionOverridesV1_0.xsd', 'MailAppVersionOverridesV1_1.xsd', 'ContentAppVersionOverridesV1_0.xsd']

const schemaFile = (fileName: string) => ({ fileName, contents: readFileSync(join(SCHEMAS, fileName), 'utf8') })

/** libxml2 against Microsoft's OfficeApp schemas (test/fixtures/office-manifest-schemas/SOURCE.md). */
function validate(manifest: string): Promise<XMLValidationResult> {
  return validateXML({ xml: [{ fileName: 'folio-for-word.xml', contents: manifest }], schema: [schemaFile(MAIN_SCHEMA)], preload: IMPORTED.map(schemaFile) })
}

const OFFICE = 'http://schemas.microsoft.com/office/appforoffice/1.1'
const OVERRIDES = 'http://schemas.microsoft.com/office/taskpaneappversionoverrides'
const BASIC = 'http://schemas.microsoft.com/office/officeappbasictypes/1.0'
const XSI = 'http://www.w3.org/2001/XMLSchema-instance'

function parse(manifest: string): Document {
  return new DOMParser().parseFromString(manifest, 'application/xml')
}
const all = (doc: Document, ns: string, name: string) => [...doc.getElementsByTagNameNS(ns, name)]
const defaultValue = (doc: Document, ns: string, name: string) => all(doc, ns, name).map((e) => e.getAttribute('DefaultValue'))

describe('the Folio for Word manifest', () => {
  const manifest = buildAddinManifest({ tlsPort: 48621, appVersion: '0.1.0' })

  it('is valid against the OfficeApp XML schemas', async () => {
    const result = await validate(manifest)
    expect(result.errors).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('fails that validation when an element the schema requires is missing or out of order (the check is real)', async () => {
    const withoutId = await validate(manifest.replace(/<Id>[^<]*<\/Id>/, ''))
    expect(withoutId.valid).toBe(false)
    expect(withoutId.errors[0]?.message).toContain('Expected is ( {http://schemas.microsoft.com/office/appforoffice/1.1}Id )')
    const iconBeforeLabel = await validate(manifest.replace('<Label resid="Folio.Group.Label"/>', ''))
    expect(iconBeforeLabel.valid).toBe(false)
  })

  it('is a task pane add-in for Word that needs WordApi 1.3 and reads and writes the document', () => {
    const doc = parse(manifest)
    expect(doc.documentElement?.getAttributeNS(XSI, 'type')).toBe('TaskPaneApp')
    expect(all(doc, OFFICE, 'Id').map((e) => e.textContent)).toEqual([ADDIN_ID])
    expect(all(doc, OFFICE, 'Version').map((e) => e.textContent)).toEqual(['0.1.0.0'])
    expect(all(doc, OFFICE, 'Host').map((e) => e.getAttribute('Name'))).toEqual(['Document'])
    expect(all(doc, OFFICE, 'Set').map((e) => [e.getAttribute('Name'), e.getAttribute('MinVersion')])).toEqual([['WordApi', '1.3']])
    expect(all(doc, OFFICE, 'Permissions').map((e) => e.textContent)).toEqual(['ReadWriteDocument'])
    expect(defaultValue(doc, OFFICE, 'DisplayName')).toEqual(['Folio for Word'])
  })

  it('opens the pane the engine serves on its https port, from a button on the Home tab', () => {
    const doc = parse(manifest)
    expect(defaultValue(doc, OFFICE, 'SourceLocation')).toEqual(['https://localhost:48621/addin/'])
    expect(all(doc, OFFICE, 'AppDomain')).toEqual([])
    expect(all(doc, OVERRIDES, 'OfficeTab').map((e) => e.getAttribute('id'))).toEqual(['TabHome'])
    const buttons = all(doc, OVERRIDES, 'Control')
    expect(buttons.map((e) => [e.getAttributeNS(XSI, 'type'), e.getAttribute('id')])).toEqual([['Button', 'Folio.OpenPane']])
    const action = all(doc, OVERRIDES, 'Action')[0]
    expect(action?.getAttributeNS(XSI, 'type')).toBe('ShowTaskpane')
    const urls = new Map(all(doc, BASIC, 'Url').map((e) => [e.getAttribute('id'), e.getAttribute('DefaultValue')]))
    const resid = action?.getElementsByTagNameNS(OVERRIDES, 'SourceLocation')[0]?.getAttribute('resid') ?? ''
    expect(urls.get(resid)).toBe('https://localhost:48621/addin/')
  })

  it('names icons the engine serves, each of which exists in the pane’s build at the size its name says', () => {
    const doc = parse(manifest)
    const iconUrls = [...defaultValue(doc, OFFICE, 'IconUrl'), ...defaultValue(doc, OFFICE, 'HighResolutionIconUrl'), ...all(doc, BASIC, 'Image').map((e) => e.getAttribute('DefaultValue')).filter((v) => v !== null)]
    expect(iconUrls).toEqual([
      'https://localhost:48621/addin/icons/icon-32.png',
      'https://localhost:48621/addin/icons/icon-64.png',
      'https://localhost:48621/addin/icons/icon-16.png',
      'https://localhost:48621/addin/icons/icon-32.png',
      'https://localhost:48621/addin/icons/icon-80.png'
    ])
    for (const url of iconUrls) {
      const name = url?.split('/').pop() ?? ''
      const png = readFileSync(join(ICONS, name))
      const size = Number(/icon-(\d+)\.png/.exec(name)?.[1])
      // PNG: width and height are the big-endian words at 16 and 20 of the IHDR chunk.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size])
    }
    // Every resource a ribbon element refers to is declared.
    const declared = new Set(all(doc, BASIC, 'Image').map((e) => e.getAttribute('id')))
    const referenced = [...doc.getElementsByTagNameNS(BASIC, 'Image')].filter((e) => e.hasAttribute('resid')).map((e) => e.getAttribute('resid'))
    expect(referenced.length).toBe(6)
    expect(referenced.every((id) => declared.has(id))).toBe(true)
  })

  it('keeps its id whatever the port, so a manifest for another port replaces the first', () => {
    const other = parse(buildAddinManifest({ tlsPort: 50000, appVersion: '0.1.0' }))
    expect(all(other, OFFICE, 'Id').map((e) => e.textContent)).toEqual([ADDIN_ID])
    expect(defaultValue(other, OFFICE, 'SourceLocation')).toEqual(['https://localhost:50000/addin/'])
  })

  it('writes versions and ports only in the forms Office accepts', () => {
    expect(manifestVersion('0.1.0')).toBe('0.1.0.0')
    expect(manifestVersion('2.10.3-beta.1')).toBe('2.10.3.0')
    expect(() => manifestVersion('next')).toThrow(RangeError)
    expect(() => manifestVersion('123456.0.0')).toThrow(RangeError)
    expect(addinOrigin(443)).toBe('https://localhost:443')
    expect(() => addinOrigin(0)).toThrow(RangeError)
    expect(() => addinOrigin(65536)).toThrow(RangeError)
    expect(() => addinOrigin(1.5)).toThrow(RangeError)
  })
})

describe('folio addin manifest', () => {
  it('takes the port from --tls-port, else FOLIO_TLS_PORT, else 48621, and refuses anything but a port', () => {
    expect(tlsPortFrom('50001', { FOLIO_TLS_PORT: '50002' }, 'u')).toBe(50001)
    expect(tlsPortFrom(undefined, { FOLIO_TLS_PORT: '50002' }, 'u')).toBe(50002)
    expect(tlsPortFrom(undefined, {}, 'u')).toBe(DEFAULT_TLS_PORT)
    expect(DEFAULT_TLS_PORT).toBe(48621)
    expect(() => tlsPortFrom('0', {}, 'u')).toThrow(new UsageError("--tls-port must be a port number from 1 to 65535, got '0'\nusage: u"))
    expect(() => tlsPortFrom(undefined, { FOLIO_TLS_PORT: 'https' }, 'u')).toThrow(UsageError)
    expect(() => tlsPortFrom('4862x', {}, 'u')).toThrow(UsageError)
  })

  it('prints the manifest, or writes it to --out and says where', async () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const dir = mkdtempSync(join(tmpdir(), 'folio-manifest-'))
    try {
      await addinManifest({ 'tls-port': '50003' }, [], {})
      expect(stdout.mock.calls.map((call) => String(call[0])).join('')).toBe(buildAddinManifest({ tlsPort: 50003, appVersion: version }))
      const out = join(dir, 'folio.xml')
      await addinManifest({ out, data: dir }, [], { FOLIO_TLS_PORT: '50004' })
      expect(existsSync(out)).toBe(true)
      expect(readFileSync(out, 'utf8')).toBe(buildAddinManifest({ tlsPort: 50004, appVersion: version }))
      expect(stderr.mock.calls).toEqual([[`Wrote the Folio for Word manifest for https://localhost:50004/addin/ to ${out}`]])
      await expect(addinManifest({}, ['extra'], {})).rejects.toThrow(UsageError)
    } finally {
      stdout.mockRestore()
      stderr.mockRestore()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
