import { describe, expect, it } from 'vitest'
import { validateGenerateRequest } from '../../../electron/engine/documents/generation/validate'
import { REQUIRED_VALUES, SUPPLY_TEMPLATE_ID, supplyDefinition } from '../../fixtures/templates/supply-definition'

function validate(body: unknown, serviceName = 'Folio') {
  return validateGenerateRequest(body, supplyDefinition, serviceName)
}

function requestWith(values: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { templateId: SUPPLY_TEMPLATE_ID, values: { ...REQUIRED_VALUES, ...values }, ...extra }
}

/** The messages of a request that must fail; fails the test if it passes. */
function messages(body: unknown): string[] {
  const result = validate(body)
  if (result.ok) throw new Error(`expected problems, got ${JSON.stringify(result.request)}`)
  return result.problems.map((problem) => problem.message)
}

function accepted(body: unknown) {
  const result = validate(body)
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.problems)}`)
  return result.request
}

describe('a generate request body', () => {
  it('is accepted with defaults applied: contract name, persist, triggerWorkflows, no reference', () => {
    expect(accepted(requestWith())).toEqual({
      templateId: SUPPLY_TEMPLATE_ID,
      contractName: 'Folio contract',
      values: { governingLaw: 'Scotland', termMonths: 24 },
      options: { persist: true, triggerWorkflows: true, reference: null }
    })
  })

  it('defaults the contract name to the service name followed by "contract"', () => {
    const result = validate(requestWith(), 'Acme CLM')
    expect(result.ok && result.request.contractName).toBe('Acme CLM contract')
  })

  it('must be a JSON object', () => {
    expect(messages([1, 2])).toEqual(['the request body must be a JSON object; got an array'])
    expect(messages(null)).toEqual(['the request body must be a JSON object; got null'])
  })

  it('refuses top-level keys the spec does not declare, naming them', () => {
    expect(messages({ ...requestWith(), note: 'x', value: {} })).toEqual([
      "unknown body field 'note' (allowed: templateId, contractName, values, options)",
      "unknown body field 'value' (allowed: templateId, contractName, values, options)"
    ])
  })
})

describe('templateId', () => {
  it('is required', () => {
    expect(messages({ values: REQUIRED_VALUES })).toEqual(['templateId is required'])
  })

  it('must be 24 hexadecimal characters', () => {
    expect(messages(requestWith({}, { templateId: 'abc' }))).toEqual(['templateId must be 24 hexadecimal characters; got "abc"'])
    expect(messages(requestWith({}, { templateId: 'g'.repeat(24) }))).toEqual([`templateId must be 24 hexadecimal characters; got "${'g'.repeat(24)}"`])
    expect(messages(requestWith({}, { templateId: 42 }))).toEqual(['templateId must be 24 hexadecimal characters; got a number'])
  })

  it('accepts upper-case hex', () => {
    expect(accepted(requestWith({}, { templateId: 'ABCDEF0123456789ABCDEF01' })).templateId).toBe('ABCDEF0123456789ABCDEF01')
  })
})

describe('contractName', () => {
  it('accepts 256 characters and refuses 257', () => {
    expect(accepted(requestWith({}, { contractName: 'n'.repeat(256) })).contractName).toBe('n'.repeat(256))
    expect(messages(requestWith({}, { contractName: 'n'.repeat(257) }))).toEqual(['contractName must be at most 256 characters; got 257'])
  })

  it('counts characters, not UTF-16 units: 256 emoji fit', () => {
    expect(accepted(requestWith({}, { contractName: '📄'.repeat(256) })).contractName).toBe('📄'.repeat(256))
  })

  it('must be a string and not blank', () => {
    expect(messages(requestWith({}, { contractName: 7 }))).toEqual(['contractName must be a string; got a number'])
    expect(messages(requestWith({}, { contractName: '   ' }))).toEqual(['contractName must not be blank'])
  })

  it('takes the default when null', () => {
    expect(accepted(requestWith({}, { contractName: null })).contractName).toBe('Folio contract')
  })
})

describe('values', () => {
  it('must be an object (and then its contents are not examined)', () => {
    expect(messages({ templateId: SUPPLY_TEMPLATE_ID, values: ['Scotland'] })).toEqual([
      'values must be an object keyed by variable, valuemap and party ids; got an array'
    ])
  })

  it('may be omitted when no variable is required', () => {
    const optionalOnly = { ...supplyDefinition, variables: supplyDefinition.variables.filter((variable) => !variable.required) }
    expect(validateGenerateRequest({ templateId: SUPPLY_TEMPLATE_ID }, optionalOnly, 'Folio')).toEqual({
      ok: true,
      request: { templateId: SUPPLY_TEMPLATE_ID, contractName: 'Folio contract', values: {}, options: { persist: true, triggerWorkflows: true, reference: null } }
    })
  })

  it('refuses a key that is not a variable, valuemap or party id, including __proto__', () => {
    expect(messages(requestWith({ governing_law: 'Scotland' }))).toEqual(['values.governing_law is not a variable, valuemap or party of this template'])
    const body: unknown = JSON.parse(`{"templateId":"${SUPPLY_TEMPLATE_ID}","values":{"governingLaw":"Scotland","termMonths":1,"__proto__":{"x":1}}}`)
    expect(messages(body)).toEqual(['values.__proto__ is not a variable, valuemap or party of this template'])
  })

  it('reports a missing required variable, and null counts as omitted', () => {
    expect(messages({ templateId: SUPPLY_TEMPLATE_ID, values: { governingLaw: null } })).toEqual(['values.governingLaw is required', 'values.termMonths is required'])
  })

  it('drops optional values sent as null', () => {
    expect(accepted(requestWith({ notes: null, billing: null, customer: null })).values).toEqual({ governingLaw: 'Scotland', termMonths: 24 })
  })

  it('keeps an empty string as a given value', () => {
    expect(accepted(requestWith({ notes: '' })).values).toEqual({ governingLaw: 'Scotland', termMonths: 24, notes: '' })
  })
})

describe('variables take their declared type without coercion', () => {
  it('a string variable refuses a number', () => {
    expect(messages(requestWith({ governingLaw: 12 }))).toEqual(['values.governingLaw must be a string; got a number'])
  })

  it('a number variable refuses a numeric string', () => {
    expect(messages(requestWith({ termMonths: '24' }))).toEqual(['values.termMonths must be a number; got a string'])
  })

  it('a boolean variable refuses "true" and 1', () => {
    expect(messages(requestWith({ autoRenew: 'true' }))).toEqual(['values.autoRenew must be true or false; got a string'])
    expect(messages(requestWith({ autoRenew: 1 }))).toEqual(['values.autoRenew must be true or false; got a number'])
  })

  it('a conditional variable takes a boolean', () => {
    expect(messages(requestWith({ includeSla: 'yes' }))).toEqual(['values.includeSla switches a block of text and must be true or false; got a string'])
    expect(accepted(requestWith({ includeSla: false })).values['includeSla']).toBe(false)
  })

  it('accepts each type given correctly', () => {
    expect(accepted(requestWith({ termMonths: 1.5, autoRenew: false, notes: 'n' })).values).toEqual({
      governingLaw: 'Scotland',
      termMonths: 1.5,
      autoRenew: false,
      notes: 'n'
    })
  })
})

describe('valuemaps take labels', () => {
  it('a single valuemap takes one known label', () => {
    expect(accepted(requestWith({ billing: 'Quarterly' })).values['billing']).toBe('Quarterly')
    expect(messages(requestWith({ billing: 'Weekly' }))).toEqual(['values.billing "Weekly" is not one of its labels: "Monthly", "Quarterly"'])
    expect(messages(requestWith({ billing: 'quarterly in advance' }))).toEqual([
      'values.billing "quarterly in advance" is not one of its labels: "Monthly", "Quarterly"'
    ])
  })

  it('a single valuemap refuses a list and a non-string', () => {
    expect(messages(requestWith({ billing: ['Monthly'] }))).toEqual(['values.billing takes one label, not a list (it does not allow multiple selection)'])
    expect(messages(requestWith({ billing: 2 }))).toEqual(['values.billing must be one of its labels: "Monthly", "Quarterly"; got a number'])
  })

  it('a multiple valuemap takes a non-empty list of distinct known labels', () => {
    expect(accepted(requestWith({ services: ['Training', 'Hosting'] })).values['services']).toEqual(['Training', 'Hosting'])
    expect(messages(requestWith({ services: 'Hosting' }))).toEqual(['values.services takes a list of labels (it allows multiple selection); got a string'])
    expect(messages(requestWith({ services: [] }))).toEqual(['values.services must list at least one label'])
  })

  it('names each bad item of a multiple valuemap', () => {
    expect(messages(requestWith({ services: ['Hosting', 'Catering', 3, 'Hosting'] }))).toEqual([
      'values.services[1] "Catering" is not one of its labels: "Hosting", "Support", "Training"',
      'values.services[2] must be a label (a string); got a number',
      'values.services[3] repeats the label "Hosting"'
    ])
  })
})

describe('parties take their declared attributes', () => {
  it('an entity party takes its attributes as strings', () => {
    expect(accepted(requestWith({ customer: { name: 'Contoso', address: null } })).values['customer']).toEqual({ name: 'Contoso' })
  })

  it('refuses a party that is not an object', () => {
    expect(messages(requestWith({ customer: 'Contoso' }))).toEqual(["values.customer must be an object of the party's attributes; got a string"])
  })

  it('refuses an undeclared attribute and a non-string attribute', () => {
    expect(messages(requestWith({ customer: { name: 'Contoso', vatNumber: 'GB1', address: 5 } }))).toEqual([
      'values.customer.vatNumber is not an attribute of this party; it takes "name", "address"',
      'values.customer.address must be a string; got a number'
    ])
  })

  it('requires type for a party whose template type is unknown', () => {
    expect(messages(requestWith({ supplier: { name: 'Fabrikam' } }))).toEqual([
      'values.supplier.type is required: the template leaves this party\'s type open, so send "entity" or "individual"'
    ])
    expect(accepted(requestWith({ supplier: { type: 'individual', name: 'Ada Lovelace' } })).values['supplier']).toEqual({
      type: 'individual',
      name: 'Ada Lovelace'
    })
  })

  it('treats a null type like an omitted one', () => {
    expect(accepted(requestWith({ customer: { type: null, name: 'Contoso' } })).values['customer']).toEqual({ name: 'Contoso' })
    expect(messages(requestWith({ supplier: { type: null, name: 'Fabrikam' } }))).toEqual([
      'values.supplier.type is required: the template leaves this party\'s type open, so send "entity" or "individual"'
    ])
  })

  it('refuses a type other than entity or individual', () => {
    expect(messages(requestWith({ supplier: { type: 'company', name: 'Fabrikam' } }))).toEqual([
      'values.supplier.type must be "entity" or "individual"; got "company"'
    ])
  })

  it('refuses type where the template fixes or omits the party type', () => {
    expect(messages(requestWith({ customer: { type: 'entity', name: 'Contoso' } }))).toEqual([
      'values.customer.type is not accepted: the template fixes this party as an entity'
    ])
    expect(messages(requestWith({ witness: { type: 'individual', name: 'W' } }))).toEqual([
      'values.witness.type is not accepted: the template declares no type for this party'
    ])
  })
})

describe('options', () => {
  it('accepts only persist, triggerWorkflows and reference', () => {
    expect(messages(requestWith({}, { options: { persist: false, notify: true } }))).toEqual([
      'options.notify is not accepted; options takes only persist, triggerWorkflows and reference'
    ])
  })

  it('must be an object', () => {
    expect(messages(requestWith({}, { options: 'persist' }))).toEqual(['options must be an object; got a string'])
  })

  it('refuses non-boolean persist and triggerWorkflows', () => {
    expect(messages(requestWith({}, { options: { persist: 'false', triggerWorkflows: 0 } }))).toEqual([
      'options.persist must be true or false; got a string',
      'options.triggerWorkflows must be true or false; got a number'
    ])
  })

  it('defaults triggerWorkflows to persist', () => {
    expect(accepted(requestWith({}, { options: { persist: false } })).options).toEqual({ persist: false, triggerWorkflows: false, reference: null })
    expect(accepted(requestWith({}, { options: { persist: true, triggerWorkflows: false } })).options).toEqual({
      persist: true,
      triggerWorkflows: false,
      reference: null
    })
  })

  it('refuses triggerWorkflows true when persist is false', () => {
    expect(messages(requestWith({}, { options: { persist: false, triggerWorkflows: true } }))).toEqual([
      'options.triggerWorkflows cannot be true when options.persist is false'
    ])
  })

  it('accepts a reference only with persist false', () => {
    expect(accepted(requestWith({}, { options: { persist: false, reference: 'FOL-1' } })).options).toEqual({
      persist: false,
      triggerWorkflows: false,
      reference: 'FOL-1'
    })
    expect(messages(requestWith({}, { options: { reference: 'FOL-1' } }))).toEqual([
      'options.reference is accepted only when options.persist is false (persist defaults to true)'
    ])
    expect(messages(requestWith({}, { options: { persist: true, reference: 'FOL-1' } }))).toEqual([
      'options.reference is accepted only when options.persist is false'
    ])
  })

  it('limits the reference to 128 characters of text', () => {
    expect(accepted(requestWith({}, { options: { persist: false, reference: 'r'.repeat(128) } })).options.reference).toBe('r'.repeat(128))
    expect(messages(requestWith({}, { options: { persist: false, reference: 'r'.repeat(129) } }))).toEqual([
      'options.reference must be at most 128 characters; got 129'
    ])
    expect(messages(requestWith({}, { options: { persist: false, reference: 128 } }))).toEqual(['options.reference must be a string; got a number'])
  })
})

describe('every problem at once', () => {
  it('reports all problems of a request, in body order, not only the first', () => {
    const result = validate({
      templateId: 'nope',
      contractName: 'c'.repeat(300),
      values: { governingLaw: 1, billing: 'Weekly', supplier: { name: 'F' }, colour: 'red' },
      options: { persist: false, triggerWorkflows: true, extra: 1 }
    })
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'templateId', message: 'templateId must be 24 hexadecimal characters; got "nope"' },
        { field: 'contractName', message: 'contractName must be at most 256 characters; got 300' },
        { field: 'values.governingLaw', message: 'values.governingLaw must be a string; got a number' },
        { field: 'values.billing', message: 'values.billing "Weekly" is not one of its labels: "Monthly", "Quarterly"' },
        {
          field: 'values.supplier.type',
          message: 'values.supplier.type is required: the template leaves this party\'s type open, so send "entity" or "individual"'
        },
        { field: 'values.colour', message: 'values.colour is not a variable, valuemap or party of this template' },
        { field: 'values.termMonths', message: 'values.termMonths is required' },
        { field: 'options.extra', message: 'options.extra is not accepted; options takes only persist, triggerWorkflows and reference' },
        { field: 'options.triggerWorkflows', message: 'options.triggerWorkflows cannot be true when options.persist is false' }
      ]
    })
  })
})
