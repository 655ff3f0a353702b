import { describe, expect, it } from 'vitest'
import { assignProblems, generationProblems, propertyProblems } from '../../../renderer/src/api/field-problems'

describe('splitting the engine’s 400 message by field', () => {
  it('each property problem goes to the property it names', () => {
    const message =
      "property 'payment_terms_days' expects a number or a numeric string, got \"soon\"; unknown property 'colour' (see GET /v2/properties for the catalogue); property 'courts' holds \"Delaware Court of Chancery\", which 'governing_law' = \"Germany\" does not allow: set or clear 'courts' in the same request"
    expect(propertyProblems(message)).toEqual([
      { field: 'payment_terms_days', message: "property 'payment_terms_days' expects a number or a numeric string, got \"soon\"" },
      { field: 'colour', message: "unknown property 'colour' (see GET /v2/properties for the catalogue)" },
      {
        field: 'courts',
        message: "property 'courts' holds \"Delaware Court of Chancery\", which 'governing_law' = \"Germany\" does not allow: set or clear 'courts' in the same request"
      }
    ])
  })

  it('a "; " inside a quoted choice does not split a problem', () => {
    const message = `property 'risk_flags' does not offer "a; b" (choices: 'Exclusivity'); property 'po_number' expects a string, got 12`
    expect(propertyProblems(message).map((p) => p.field)).toEqual(['risk_flags', 'po_number'])
  })

  it('generation problems name dotted paths, indexes dropped', () => {
    const message =
      'values.effectiveDate is required; values.insurance[1] "Travel" is not one of its labels: "Professional indemnity", "Public liability", "Cyber"; values.counterparty.type is required: the template leaves this party\'s type open, so send "entity" or "individual"; contractName must be at most 256 characters; got 300'
    expect(generationProblems(message).map((p) => p.field)).toEqual(['values.effectiveDate', 'values.insurance', 'values.counterparty.type', 'contractName'])
  })

  it('the schema’s "body field" messages are read too', () => {
    expect(generationProblems("Body field 'contractName' must be at most 256 characters")).toEqual([
      { field: 'contractName', message: "Body field 'contractName' must be at most 256 characters" }
    ])
  })

  it('a problem lands on the closest field the form shows, or in the general list', () => {
    const problems = [
      { field: 'values.company.fax', message: 'values.company.fax is not an attribute of this party' },
      { field: 'values.dailyRate', message: 'values.dailyRate must be a number; got a string' },
      { field: null, message: 'the request body must be a JSON object' }
    ]
    const assigned = assignProblems(problems, new Set(['values.company', 'values.dailyRate']))
    expect([...assigned]).toEqual([
      ['values.company', ['values.company.fax is not an attribute of this party']],
      ['values.dailyRate', ['values.dailyRate must be a number; got a string']],
      [null, ['the request body must be a JSON object']]
    ])
  })
})
