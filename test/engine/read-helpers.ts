import { expect } from 'vitest'
import { seedWorkspaceWithLibrary } from '../helpers/fixture-library'
import { startTestEngine, type TestApi, type TestEngine } from '../helpers/engine'

/** An engine over the fixture workspace and library. */
export function startLibraryEngine(): Promise<TestEngine> {
  return startTestEngine({ seed: seedWorkspaceWithLibrary })
}

export interface WalkedPage {
  ids: string[]
  pageSize: number
  hasMore: boolean
}

interface Paged {
  pagination: { pageSize: number; hasMore: boolean; cursor: string | null }
}

/**
 * Follows `cursor` from the first page to the last and returns the ids of every page; `page`
 * fetches one page (a refusal fails the walk). The walk stops with a failure rather than loop if a
 * cursor repeats.
 */
export async function walkPages<P extends Paged>(page: (cursor: string | undefined) => Promise<P>, rows: (page: P) => Array<{ id: string }>): Promise<WalkedPage[]> {
  const pages: WalkedPage[] = []
  const seen = new Set<string>()
  let cursor: string | null = null
  do {
    const body: P = await page(cursor ?? undefined)
    pages.push({ ids: rows(body).map((r) => r.id), pageSize: body.pagination.pageSize, hasMore: body.pagination.hasMore })
    cursor = body.pagination.cursor
    if (cursor !== null) {
      expect(seen.has(cursor)).toBe(false)
      seen.add(cursor)
    }
    expect(pages.length).toBeLessThan(100)
  } while (cursor !== null)
  return pages
}

export function badRequest(message: string) {
  return { error: 'Bad Request', message }
}

export function notFound(message: string) {
  return { error: 'Not Found', message }
}

/** Sends one request to an operation at /v1 and at /v2: the spec says both answer the same. */
export async function expectSameInBothVersions(t: TestEngine, what: string, read: (api: TestApi) => Promise<{ status: number; body: unknown }>): Promise<void> {
  const [v1, v2] = await Promise.all([read(t.v1), read(t)])
  expect(v1.status, what).toBe(v2.status)
  expect(v1.body, what).toEqual(v2.body)
}
