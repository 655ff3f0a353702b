import PizZip from 'pizzip'
import { beforeAll, describe, expect, it } from 'vitest'
import { compareTagsWithDefinition } from '../../../electron/engine/templates/compare'
import { checkDefinition } from '../../../electron/engine/templates/definition-checks'
import { inspectTemplateBody, type TagUse } from '../../../electron/engine/templates/inspect'
import { CONSULTING_AGREEMENT_ID } from '../../../resources/demo/templates/consulting-agreement'
import { demoTemplates } from '../../../resources/demo/templates/index'
import { MASTER_SERVICES_AGREEMENT_ID } from '../../../resources/demo/templates/master-services-agreement'
import { MUTUAL_NDA_ID } from '../../../resources/demo/templates/mutual-nda'

const templates = demoTemplates()
const bodies = new Map<string, Uint8Array>()
const tags = new Map<string, TagUse[]>()

beforeAll(async () => {
  for (const template of templates) {
    const body = await template.buildBody()
    bodies.set(template.id, body)
    tags.set(template.id, inspectTemplateBody(body, template.definition.tagStyle))
  }
})

describe('the demo templates', () => {
  it('have fixed, distinct 24-hex ids', () => {
    expect(templates.map((template) => template.id)).toEqual([MUTUAL_NDA_ID, MASTER_SERVICES_AGREEMENT_ID, CONSULTING_AGREEMENT_ID])
    expect(templates.every((template) => /^[0-9a-f]{24}$/.test(template.id))).toBe(true)
    expect(new Set(templates.map((template) => template.id)).size).toBe(3)
  })

  it('build the same bytes every time', async () => {
    for (const template of templates) {
      const again = await template.buildBody()
      expect(Buffer.from(again).equals(Buffer.from(bodies.get(template.id) ?? new Uint8Array()))).toBe(true)
    }
  })

  it('have sound definitions whose fields match their bodies’ tags exactly', () => {
    for (const template of templates) {
      expect({ id: template.id, problems: checkDefinition(template.definition) }).toEqual({ id: template.id, problems: [] })
      expect({ id: template.id, ...compareTagsWithDefinition(tags.get(template.id) ?? [], template.definition) }).toEqual({
        id: template.id,
        undeclaredTags: [],
        unusedFields: []
      })
    }
  })

  it('between them exercise every template feature', () => {
    const definitions = templates.map((template) => template.definition)
    const variables = definitions.flatMap((def) => def.variables)
    const allTags = templates.flatMap((template) => tags.get(template.id) ?? [])
    const features = {
      requiredString: variables.some((v) => v.valueType === 'string' && v.required),
      optionalString: variables.some((v) => v.valueType === 'string' && !v.required),
      requiredNumber: variables.some((v) => v.valueType === 'number' && v.required),
      optionalNumber: variables.some((v) => v.valueType === 'number' && !v.required),
      requiredBoolean: variables.some((v) => v.valueType === 'boolean' && v.required),
      optionalBoolean: variables.some((v) => v.valueType === 'boolean' && !v.required && !v.conditional),
      conditional: variables.some((v) => v.conditional),
      inverseBlock: allTags.some((tag) => tag.kind === 'inverse'),
      singleValuemap: definitions.some((def) => def.valuemaps.some((vm) => !vm.allowMultipleSelection)),
      multipleValuemapPrinted: allTags.some((tag) => tag.kind === 'value' && tag.name === 'services'),
      multipleValuemapIterated: allTags.some((tag) => tag.kind === 'open' && tag.name === 'services'),
      partyTypes: [...new Set(definitions.flatMap((def) => def.parties.map((party) => party.type)))].sort(),
      reference: allTags.some((tag) => tag.name === '__reference'),
      referenceInHeader: allTags.some((tag) => tag.name === '__reference' && tag.file.startsWith('word/header'))
    }
    expect(features).toEqual({
      requiredString: true,
      optionalString: true,
      requiredNumber: true,
      optionalNumber: true,
      requiredBoolean: true,
      optionalBoolean: true,
      conditional: true,
      inverseBlock: true,
      singleValuemap: true,
      multipleValuemapPrinted: true,
      multipleValuemapIterated: true,
      partyTypes: ['entity', 'individual', 'unknown'],
      reference: true,
      referenceInHeader: true
    })
  })

  it('include a tag split across Word runs, which still reads as one tag', () => {
    const xml = new PizZip(bodies.get(MUTUAL_NDA_ID) ?? new Uint8Array()).file('word/document.xml')?.asText() ?? ''
    expect(xml.includes('{{effectiveDate}}')).toBe(false)
    expect(xml).toContain('<w:t xml:space="preserve">{{effective</w:t>')
    expect(tags.get(MUTUAL_NDA_ID)?.filter((tag) => tag.name === 'effectiveDate')).toEqual([{ kind: 'value', name: 'effectiveDate', file: 'word/document.xml' }])
  })
})
