import type { Transport } from '../../shared/api/client'
import { operations } from '../../shared/api/operations'

const decoder = new TextDecoder()

/**
 * A transport to an engine that holds every answer to one of the two shapes the API has: the
 * operation's answer with its declared success status (200 unless the operation names another),
 * or the spec's error body `{error, message}` and nothing else. So a test's `call` means
 * "answered as declared", and a refusal's body is all the engine sent.
 */
export function strictAnswers(transport: Transport): Transport {
  return async (request) => {
    const response = await transport(request)
    const ok = response.status >= 200 && response.status < 300
    const declared = successStatusOf(request.operation)
    if (ok && response.status !== declared) throw new Error(`${request.method} ${request.url} answered ${response.status}: ${request.operation} answers ${declared}`)
    if (!ok && !isErrorBody(response.body)) throw new Error(`${request.method} ${request.url} answered ${response.status} with more or less than {error, message}: ${decoder.decode(response.body)}`)
    return response
  }
}

function successStatusOf(name: keyof typeof operations): number {
  const operation = operations[name]
  return 'status' in operation ? operation.status : 200
}

function isErrorBody(bytes: Uint8Array): boolean {
  let parsed: unknown
  try {
    parsed = JSON.parse(decoder.decode(bytes))
  } catch {
    return false
  }
  return (
    typeof parsed === 'object' && parsed !== null &&
    Object.keys(parsed).sort().join() === 'error,message' &&
    'error' in parsed && typeof parsed.error === 'string' &&
    'message' in parsed && typeof parsed.message === 'string'
  )
}
