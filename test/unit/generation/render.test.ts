import PizZip from 'pizzip'
import { describe, expect, it } from 'vitest'
import { renderDocument } from '../../../electron/engine/documents/generation/render'
import type { TemplateValues } from '../../../electron/engine/documents/generation/values'
import type { TemplateDefinition } from '../../../electron/engine/templates/definition'
import { TemplateBodyError } from '../../../electron/engine/templates/problems'
import { buildFixtureBody, buildTextBody } from '../../fixtures/templates/bodies'
import { supplyDefinition } from '../../fixtures/templates/supply-definition'
import { bodyText } from './helpers'

async function render(paragraphs: string[], values: TemplateValues, reference: string | null = null, def: TemplateDefinition = supplyDefinition): Promise<string> {
  return bodyText(renderDocument(await buildTextBody(...paragraphs), def, values, reference))
}

const SLA_BODY = ['Before.', '{{#includeSla}}', 'Service levels apply for {{termMonths}} months.', '{{/includeSla}}', '{{^includeSla}}', 'No service levels apply.', '{{/includeSla}}', 'After.']

describe('omitted values', () => {
  it('print [●] for variables, valuemaps, party attributes and the reference', async () => {
    const text = await render(
      ['Law: {{governingLaw}}. Notes: {{notes}}. Billing: {{billing}}. Customer: {{customer.name}} of {{customer.address}}. Ref: {{__reference}}.'],
      { governingLaw: 'Scotland', customer: { name: 'Contoso' } }
    )
    expect(text).toBe('Law: Scotland. Notes: [●]. Billing: [●]. Customer: Contoso of [●]. Ref: [●].')
  })

  it('print [●] inside a block that is kept', async () => {
    expect(await render(SLA_BODY, { includeSla: true })).toBe('Before. Service levels apply for [●] months. After.')
  })

  it('print [●] for a tag the definition does not declare', async () => {
    expect(await render(['Colour: {{colour}}.'], {})).toBe('Colour: [●].')
  })
})

describe('conditional blocks', () => {
  it('keep the block and drop its inverse when true', async () => {
    expect(await render(SLA_BODY, { includeSla: true, termMonths: 24 })).toBe('Before. Service levels apply for 24 months. After.')
  })

  it('drop the block and keep its inverse when false', async () => {
    expect(await render(SLA_BODY, { includeSla: false, termMonths: 24 })).toBe('Before. No service levels apply. After.')
  })

  it('treat an omitted conditional as false, as Mustache does: the block goes, its inverse stays', async () => {
    expect(await render(SLA_BODY, { termMonths: 24 })).toBe('Before. No service levels apply. After.')
  })

  it('work inside a sentence', async () => {
    expect(await render(['The Supplier{{#includeSla}} meets the service levels and{{/includeSla}} performs the services.'], { includeSla: false })).toBe(
      'The Supplier performs the services.'
    )
  })
})

describe('printed values', () => {
  it('print numbers with thousands separators and booleans as Yes or No', async () => {
    expect(await render(['Fee {{termMonths}}; renews: {{autoRenew}}.'], { termMonths: 150000, autoRenew: true })).toBe('Fee 150,000; renews: Yes.')
    expect(await render(['Fee {{termMonths}}; renews: {{autoRenew}}.'], { termMonths: 1.25, autoRenew: false })).toBe('Fee 1.25; renews: No.')
  })

  it('print a valuemap choice’s text, not its label', async () => {
    expect(await render(['Invoiced {{billing}}.'], { billing: 'Quarterly' })).toBe('Invoiced quarterly in advance.')
  })

  it('join multiple choices as "A", "A and B", "A, B and C" in the order chosen', async () => {
    expect(await render(['Services: {{services}}.'], { services: ['Training'] })).toBe('Services: training.')
    expect(await render(['Services: {{services}}.'], { services: ['Training', 'Hosting'] })).toBe('Services: training and hosting.')
    expect(await render(['Services: {{services}}.'], { services: ['Hosting', 'Support', 'Training'] })).toBe('Services: hosting, support and training.')
  })

  it('iterate multiple choices in a block, one paragraph each', async () => {
    expect(await render(['Services:', '{{#services}}', '- {{.}}', '{{/services}}', 'End.'], { services: ['Hosting', 'Training'] })).toBe(
      'Services: - hosting - training End.'
    )
  })

  it('iterate an omitted multiple valuemap once, over [●]', async () => {
    expect(await render(['Services:', '{{#services}}', '- {{.}}', '{{/services}}', 'Listed: {{services}}.'], {})).toBe('Services: - [●] Listed: [●].')
  })

  it('print text with XML markup literally and never as raw XML', async () => {
    const markup = '<w:r><w:t>INJECTED</w:t></w:r> & "quoted"'
    expect(await render(['Notes: {{notes}}.', 'Raw: {{@notes}}.'], { notes: markup })).toBe(`Notes: ${markup}. Raw: [●].`)
  })

  it('turn a newline in a value into a line break and drop control characters', async () => {
    const docx = renderDocument(await buildTextBody('Address: {{notes}}'), supplyDefinition, { notes: 'Line one\nLine two\u0001' }, null)
    const xml = new PizZip(docx).file('word/document.xml')?.asText() ?? ''
    expect(xml).toContain('<w:t xml:space="preserve">Address: Line one</w:t></w:r><w:r><w:br/></w:r><w:r><w:t xml:space="preserve">Line two</w:t></w:r></w:p>')
    expect(xml.includes('\u0001')).toBe(false)
  })
})

describe('parties', () => {
  const SUPPLIER = ['{{#supplier.isEntity}}{{supplier.name}}, a company{{/supplier.isEntity}}{{#supplier.isIndividual}}{{supplier.name}}, an individual{{/supplier.isIndividual}} ({{supplier.type}}).']

  it('choose the entity or individual wording from the type sent for an unknown-type party', async () => {
    expect(await render(SUPPLIER, { supplier: { type: 'entity', name: 'Fabrikam Ltd' } })).toBe('Fabrikam Ltd, a company (entity).')
    expect(await render(SUPPLIER, { supplier: { type: 'individual', name: 'Ada Lovelace' } })).toBe('Ada Lovelace, an individual (individual).')
  })

  it('drop both wordings of an omitted unknown-type party and print its type as [●]', async () => {
    expect(await render(SUPPLIER, {})).toBe('([●]).')
  })

  it('know the type of an omitted party the template fixes', async () => {
    expect(await render(['{{#customer.isEntity}}The Customer is a company called {{customer.name}}.{{/customer.isEntity}}'], {})).toBe(
      'The Customer is a company called [●].'
    )
  })

  it('resolve bare attribute names inside a block over the party', async () => {
    expect(await render(['{{#customer}}{{name}} of {{address}}{{/customer}}.'], { customer: { name: 'Contoso' } })).toBe('Contoso of [●].')
  })
})

describe('tags split across Word runs', () => {
  it('render a value tag and a block tag whose characters are spread over differently formatted runs', async () => {
    const body = await buildFixtureBody({
      paragraphs: [
        ['Governed by the law of ', '{', '{gov', { text: 'erning', bold: true }, 'Law}', '}', '.'],
        ['{{#incl', { text: 'udeSla}}', italics: true }],
        ['Service levels apply.'],
        ['{{/', 'includeSla}}'],
        ['Term: ', { text: '{{term', underline: {} }, 'Months}} months.']
      ]
    })
    const text = await bodyText(renderDocument(body, supplyDefinition, { governingLaw: 'Scotland', includeSla: true, termMonths: 6 }, null))
    expect(text).toBe('Governed by the law of Scotland. Service levels apply. Term: 6 months.')
  })
})

describe('imported templates with single-brace tags', () => {
  const imported: TemplateDefinition = {
    name: 'Imported',
    description: '',
    version: '1',
    variables: [{ id: 'has_pilot', question: null, valueType: 'boolean', required: false, default: null, conditional: true }],
    valuemaps: [],
    parties: [{ id: 'party_1', label: 'Party 1', type: 'unknown', attributes: ['name', 'title'] }],
    effectiveDateVariable: null,
    tagStyle: 'single'
  }
  const BODY = ['Name: {party_1_name}. Title: {party_1_title_display}. Type: {party_1_type}.', '{IF has_pilot}', 'Pilot terms apply.', '{END-IF}', 'End.']

  it('print party attributes flat and switch {IF x}…{END-IF} blocks', async () => {
    expect(await render(BODY, { has_pilot: true, party_1: { type: 'entity', name: 'Acme Inc.', title: 'CEO' } }, null, imported)).toBe(
      'Name: Acme Inc.. Title: CEO. Type: entity. Pilot terms apply. End.'
    )
  })

  it('print a missing _display attribute as nothing for an individual and as [●] for an entity', async () => {
    expect(await render(BODY, { party_1: { type: 'individual', name: 'Ada Lovelace' } }, null, imported)).toBe('Name: Ada Lovelace. Title: . Type: individual. End.')
    expect(await render(BODY, { party_1: { type: 'entity', name: 'Acme Inc.' } }, null, imported)).toBe('Name: Acme Inc.. Title: [●]. Type: entity. End.')
  })
})

describe('bodies that cannot be rendered', () => {
  it('refuse bytes that are not a .docx', async () => {
    expect(() => renderDocument(new TextEncoder().encode('not a zip'), supplyDefinition, {}, null)).toThrow(
      new TemplateBodyError([{ field: 'body', message: 'the template body is not a .docx file (it cannot be read as a zip archive)' }])
    )
  })

  it('refuse a body with an unclosed block, naming the file and the tag', async () => {
    const body = await buildTextBody('{{#includeSla}}', 'Service levels apply.')
    expect(() => renderDocument(body, supplyDefinition, {}, null)).toThrow('The template body has 1 problem: word/document.xml: the block {{#includeSla}} is never closed')
  })
})
