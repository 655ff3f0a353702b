/**
 * The engine reports every problem of a request in one 400 `message`, joined with '; ', each
 * naming its field. A form splits it back so each problem shows beside its own field.
 */
export interface FieldProblem {
  /** The field the problem names, or null when it names none the form knows. */
  field: string | null
  message: string
}

/** Splits at '; ' only where the next problem starts, so a '; ' inside a quoted label stays put. */
function split(message: string, starts: RegExp): string[] {
  const pieces: string[] = []
  let rest = message
  for (;;) {
    let cut = -1
    let from = 0
    while ((from = rest.indexOf('; ', from)) !== -1) {
      if (starts.test(rest.slice(from + 2))) {
        cut = from
        break
      }
      from += 2
    }
    if (cut === -1) break
    pieces.push(rest.slice(0, cut))
    rest = rest.slice(cut + 2)
  }
  pieces.push(rest)
  return pieces.map((piece) => piece.trim()).filter(Boolean)
}

const PROPERTY_START = /^(?:unknown property '|property '|properties |body field 'properties)/i

/** PUT /v2/contracts/{id}/properties: "property 'x' expects …", "unknown property 'y' …". */
export function propertyProblems(message: string): FieldProblem[] {
  return split(message, PROPERTY_START).map((piece) => {
    const named = /^(?:unknown )?property '([^']+)'/i.exec(piece) ?? /^body field 'properties\.([^']+)'/i.exec(piece)
    return { field: named?.[1] ?? null, message: piece }
  })
}

const GENERATE_START = /^(?:values[.\s[]|values$|options\.|options |contractName |templateId |body field '|unknown body field ')/i

/**
 * POST /v2/contracts/generate: "values.x is required", "values.p.email is not an attribute…",
 * "values.m[1] … is not one of its labels", "contractName must …", and the schema's "body field
 * 'contractName' must …". The field is the dotted path, without list indexes.
 */
export function generationProblems(message: string): FieldProblem[] {
  return split(message, GENERATE_START).map((piece) => {
    const quoted = /^(?:unknown )?body field '([^']+)'/i.exec(piece)
    const leading = /^((?:values|options)(?:\.[^\s.[]+)*|contractName|templateId)(?:\[\d+\])?(?=[\s.[]|$)/.exec(piece)
    const field = quoted?.[1] ?? leading?.[1] ?? null
    return { field, message: piece }
  })
}

/**
 * Assigns problems to the fields a form shows: each to the most specific known field it falls
 * under (`values.party.email` → `values.party` when only the party is shown), the rest to `null`.
 */
export function assignProblems(problems: readonly FieldProblem[], knownFields: ReadonlySet<string>): Map<string | null, string[]> {
  const byField = new Map<string | null, string[]>()
  for (const problem of problems) {
    let field = problem.field
    while (field !== null && !knownFields.has(field)) {
      const dot = field.lastIndexOf('.')
      field = dot > 0 ? field.slice(0, dot) : null
    }
    const list = byField.get(field) ?? []
    list.push(problem.message)
    byField.set(field, list)
  }
  return byField
}

/**
 * PUT /local/settings/key-term-properties: "properties.noticePeriod: 'x' is a list property; …",
 * each naming its term; the schema's own refusals ("body field 'properties.x' …") name it quoted.
 */
export function keyTermPropertyProblems(message: string): FieldProblem[] {
  return split(message, /^(?:properties\.|body field 'properties\.)/i).map((piece) => {
    const named = /^properties\.([A-Za-z]+)\b/.exec(piece) ?? /^body field 'properties\.([A-Za-z]+)'/i.exec(piece)
    return { field: named?.[1] ?? null, message: piece }
  })
}
