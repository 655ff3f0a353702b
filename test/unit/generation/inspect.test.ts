import { describe, expect, it } from 'vitest'
import { compareTagsWithDefinition } from '../../../electron/engine/templates/compare'
import { inspectTemplateBody } from '../../../electron/engine/templates/inspect'
import { TemplateBodyError } from '../../../electron/engine/templates/problems'
import { buildFixtureBody, buildTextBody } from '../../fixtures/templates/bodies'
import { supplyDefinition } from '../../fixtures/templates/supply-definition'

function bodyProblems(run: () => unknown): string[] {
  try {
    run()
  } catch (error) {
    if (error instanceof TemplateBodyError) return error.problems.map((problem) => problem.message)
    throw error
  }
  throw new Error('expected a TemplateBodyError')
}

describe('inspectTemplateBody', () => {
  it('lists tags in document order, main text before header and footer, with blocks recognised', async () => {
    const body = await buildFixtureBody({
      header: ['Ref. {{__reference}}'],
      footer: ['{{customer.name}}'],
      paragraphs: [['Law: {{governingLaw}}'], ['{{#includeSla}}'], ['{{ termMonths }} months'], ['{{/includeSla}}'], ['{{^services}}None{{/services}}']]
    })
    expect(inspectTemplateBody(body, 'double')).toEqual([
      { kind: 'value', name: 'governingLaw', file: 'word/document.xml' },
      { kind: 'open', name: 'includeSla', file: 'word/document.xml' },
      { kind: 'value', name: 'termMonths', file: 'word/document.xml' },
      { kind: 'close', name: 'includeSla', file: 'word/document.xml' },
      { kind: 'inverse', name: 'services', file: 'word/document.xml' },
      { kind: 'close', name: 'services', file: 'word/document.xml' },
      { kind: 'value', name: '__reference', file: 'word/header1.xml' },
      { kind: 'value', name: 'customer.name', file: 'word/footer1.xml' }
    ])
  })

  it('reads a tag split across runs as one tag', async () => {
    const body = await buildFixtureBody({ paragraphs: [['{', '{gover', { text: 'ningLaw', bold: true }, '}}']] })
    expect(inspectTemplateBody(body, 'double')).toEqual([{ kind: 'value', name: 'governingLaw', file: 'word/document.xml' }])
  })

  it('recognises {IF x} and {END-IF} in single-brace templates; the closer takes the block’s name', async () => {
    const body = await buildTextBody('{IF has_pilot}Pilot: {pilot_period}{END-IF}', '{#a}{/a}')
    expect(inspectTemplateBody(body, 'single')).toEqual([
      { kind: 'open', name: 'has_pilot', file: 'word/document.xml' },
      { kind: 'value', name: 'pilot_period', file: 'word/document.xml' },
      { kind: 'close', name: 'has_pilot', file: 'word/document.xml' },
      { kind: 'open', name: 'a', file: 'word/document.xml' },
      { kind: 'close', name: 'a', file: 'word/document.xml' }
    ])
  })

  it('leaves single braces alone in a double-brace template', async () => {
    expect(inspectTemplateBody(await buildTextBody('A set {1, 2} and {{x}}'), 'double')).toEqual([{ kind: 'value', name: 'x', file: 'word/document.xml' }])
  })

  it('refuses a body with unbalanced blocks, listing every problem', async () => {
    const body = await buildTextBody('{{#includeSla}}', 'text', '{{/services}}', '{{/notes}}')
    expect(bodyProblems(() => inspectTemplateBody(body, 'double'))).toEqual([
      'word/document.xml: the block {{#includeSla}} is closed by {{/services}}',
      'word/document.xml: the closing tag {{/notes}} has no block to close'
    ])
  })

  it('refuses an unclosed block', async () => {
    const body = await buildTextBody('{{#includeSla}}', 'Service levels apply.')
    expect(bodyProblems(() => inspectTemplateBody(body, 'double'))).toEqual(['word/document.xml: the block {{#includeSla}} is never closed'])
  })

  it('refuses a tag without its closing or opening delimiter', async () => {
    const unclosed = await buildTextBody('Dear {{name', 'Yours faithfully')
    expect(bodyProblems(() => inspectTemplateBody(unclosed, 'double'))).toEqual(['word/document.xml: a tag beginning "{{nameYours faithfully" has no closing "}}"'])
    const unopened = await buildTextBody('Dear name}},')
    expect(bodyProblems(() => inspectTemplateBody(unopened, 'double'))).toEqual(['word/document.xml: a tag ending "name}}" has no opening "{{"'])
  })

  it('refuses bytes that are not a .docx', () => {
    expect(bodyProblems(() => inspectTemplateBody(new Uint8Array([1, 2, 3]), 'double'))).toEqual([
      'the template body is not a .docx file (it cannot be read as a zip archive)'
    ])
  })
})

describe('compareTagsWithDefinition', () => {
  it('reports undeclared tags once each, and declared fields and party attributes the body never uses', async () => {
    const body = await buildTextBody(
      '{{governingLaw}} {{colour}} {{customer.name}} {{customer.vatNumber}} {{colour}}',
      '{{#includeSla}}{{termMonths}}{{/includeSla}}',
      '{{#supplier}}{{name}}{{/supplier}} {{#supplier.isEntity}}company{{/supplier.isEntity}} {{__reference}}'
    )
    expect(compareTagsWithDefinition(inspectTemplateBody(body, 'double'), supplyDefinition)).toEqual({
      undeclaredTags: ['colour', 'customer.vatNumber'],
      unusedFields: ['notes', 'autoRenew', 'billing', 'services', 'customer.address', 'supplier.address', 'witness']
    })
  })

  it('accepts the flat party tags of a single-brace template', async () => {
    const def = { ...supplyDefinition, tagStyle: 'single' as const }
    const body = await buildTextBody('{governingLaw} {termMonths} {notes} {autoRenew} {includeSla} {billing} {services}', '{customer_name} {customer_address_display} {supplier_name} {supplier_address} {witness_name}')
    expect(compareTagsWithDefinition(inspectTemplateBody(body, 'single'), def)).toEqual({ undeclaredTags: [], unusedFields: [] })
  })
})
