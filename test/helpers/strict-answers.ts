import type { Transport } from '../../shared/api/client'

const decoder = new TextDecoder()

/**
 * A transport to an engine that holds every answer to one of the two shapes the API has: the
 * operation's answer with status 200, or the spec's error body `{error, message}` and nothing
 * else. So a test's `call` means "answered 200", and a refusal's body is all the engine sent.
 */
export function strictAnswers(transport: Transport): Transport {
  return async (request) => {
    const response = await transport(request)
    const ok = response.status >= 200 && response.status < 300
    if (ok && response.status !== 200) throw new Error(`${request.method} ${request.url} answered ${response.status}: every operation answers 200`)
    if (!ok && !isErrorBody(response.body)) throw new Error(`${request.method} ${request.url} answered ${response.status} with more or less than {error, message}: ${decoder.decode(response.body)}`)
    return response
  }
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
