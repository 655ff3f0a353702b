import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromApiTemplate, toApiTemplate, type TemplateDefinition } from '../../../electron/engine/templates/definition'
import { parseTemplateManifest } from '../../../electron/engine/templates/manifest'
import { TemplateManifestError } from '../../../electron/engine/templates/problems'
import { repoRoot } from './helpers'

const fixture = (name: string): string => readFileSync(path.join(repoRoot, 'test', 'fixtures', 'templates', name), 'utf8')

function manifestProblems(text: string): string[] {
  try {
    parseTemplateManifest(text)
  } catch (error) {
    if (error instanceof TemplateManifestError) return error.problems.map((problem) => problem.message)
    throw error
  }
  throw new Error('expected a TemplateManifestError')
}

const SUPPLY: TemplateDefinition = {
  name: 'Supply Agreement',
  description: 'Framework agreement for the supply of goods.',
  version: '2.0',
  variables: [
    { id: 'startDate', question: 'Start date', valueType: 'string', required: true, default: null, conditional: false },
    { id: 'termMonths', question: 'Term in months', valueType: 'number', required: false, default: 12, conditional: false },
    { id: 'includeWarranty', question: 'Include the extended warranty?', valueType: 'boolean', required: false, default: false, conditional: true }
  ],
  valuemaps: [
    {
      id: 'incoterm',
      question: 'Delivery terms',
      allowMultipleSelection: false,
      options: [
        { label: 'EXW', text: 'Ex Works (Incoterms 2020)' },
        { label: 'DAP', text: 'Delivered at Place (Incoterms 2020)' }
      ]
    },
    {
      id: 'regions',
      question: 'Regions supplied',
      allowMultipleSelection: true,
      options: [
        { label: 'Europe', text: 'Europe' },
        { label: 'Americas', text: 'Americas' },
        { label: 'Asia-Pacific', text: 'Asia-Pacific' }
      ]
    }
  ],
  parties: [
    { id: 'buyer', label: 'Buyer', type: 'entity', attributes: ['name', 'address'] },
    { id: 'seller', label: 'Seller', type: 'unknown', attributes: ['name', 'address', 'email'] }
  ],
  effectiveDateVariable: 'startDate',
  tagStyle: 'double'
}

describe('parseTemplateManifest', () => {
  it('reads a YAML manifest, applying defaults (string type, boolean for a conditional, a bare option printing itself)', () => {
    expect(parseTemplateManifest(fixture('supply-manifest.yaml'))).toEqual(SUPPLY)
  })

  it('reads the same manifest written as JSON', () => {
    expect(parseTemplateManifest(fixture('supply-manifest.json'))).toEqual(SUPPLY)
  })

  it('fills every optional field of a minimal manifest', () => {
    expect(parseTemplateManifest('name: Letter of Intent\nvariables:\n  - id: buyer_name\n')).toEqual({
      name: 'Letter of Intent',
      description: '',
      version: '1',
      variables: [{ id: 'buyer_name', question: null, valueType: 'string', required: false, default: null, conditional: false }],
      valuemaps: [],
      parties: [],
      effectiveDateVariable: null,
      tagStyle: 'double'
    })
  })

  it('lists every problem of a broken manifest at once: shape first, then the definition’s rules', () => {
    expect(manifestProblems(fixture('broken-manifest.yaml'))).toEqual([
      'colour is not a manifest field; expected one of "name", "description", "version", "variables", "valuemaps", "parties", "effectiveDateVariable", "tagStyle"',
      'name must be a non-empty string; got a blank string',
      'version must be a string (quote it, as "1.0"); got a number',
      'valuemaps[1].options is required: the list of choices',
      'parties[0].type must be one of "entity", "individual", "unknown"; got "company"',
      'variables[0].id "start date" must start with a letter or "_" and hold only letters, digits, "_" and "-"',
      'variables[1].default must be a finite number or null',
      'variables[2].valueType must be "boolean" for a conditional variable; got "string"',
      'variables[3].id "termMonths" is already used by variables[1].id; variables, valuemaps and parties share one values map',
      'valuemaps[0].options[1].label repeats the label "EXW"',
      'valuemaps[1].options must list at least one choice',
      'parties[0].attributes[1] "type" is reserved; a party already has "type", "isEntity", "isIndividual"',
      'effectiveDateVariable "termMonths" must name a string variable holding a date'
    ])
  })

  it('refuses text that is neither JSON nor YAML, naming the line', () => {
    expect(manifestProblems('name: Supply\nname: Again\n')).toEqual(['the manifest is not valid JSON or YAML: Map keys must be unique at line 2, column 1'])
  })

  it('refuses a manifest that is not a mapping', () => {
    expect(manifestProblems('- name: Supply\n')).toEqual(['the manifest must be a mapping of name, variables, valuemaps and parties; got an array'])
  })

  it('refuses ids reserved by Folio and flat party tags that would clash in a single-brace template', () => {
    expect(
      manifestProblems(
        JSON.stringify({
          name: 'Clash',
          tagStyle: 'single',
          variables: [{ id: '__reference' }, { id: 'party_1_name' }],
          parties: [{ id: 'party_1', attributes: ['name'] }]
        })
      )
    ).toEqual([
      'variables[0].id "__reference" is reserved: ids starting with "__" belong to Folio',
      'parties[0] would print {party_1_name}, which variables[1].id already names'
    ])
  })

  it('has its message carry the count and every problem, for the engine’s 400', () => {
    expect(() => parseTemplateManifest('name: X\ntagStyle: triple\n')).toThrow(
      'The template manifest has 1 problem: tagStyle must be one of "double", "single"; got "triple"'
    )
  })
})

describe('the API view of a definition', () => {
  it('toApiTemplate publishes valuemap labels as choices and leaves out Folio’s own fields', () => {
    const template = toApiTemplate('64b7f0c2a1d3e4f5a6b7c8d9', '2026-01-02T03:04:05.000Z', SUPPLY)
    expect(template.valuemaps).toEqual([
      { id: 'incoterm', question: 'Delivery terms', allowMultipleSelection: false, choices: ['EXW', 'DAP'] },
      { id: 'regions', question: 'Regions supplied', allowMultipleSelection: true, choices: ['Europe', 'Americas', 'Asia-Pacific'] }
    ])
    expect(Object.keys(template)).toEqual(['id', 'name', 'description', 'version', 'createdAt', 'variables', 'valuemaps', 'parties'])
  })

  it('fromApiTemplate makes each pulled choice print its own label', () => {
    const pulled = fromApiTemplate(toApiTemplate('64b7f0c2a1d3e4f5a6b7c8d9', '2026-01-02T03:04:05.000Z', SUPPLY))
    expect(pulled.valuemaps[0]?.options).toEqual([
      { label: 'EXW', text: 'EXW' },
      { label: 'DAP', text: 'DAP' }
    ])
    expect(pulled.effectiveDateVariable).toBe(null)
    expect(pulled.tagStyle).toBe('double')
  })
})
