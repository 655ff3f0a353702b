import { expect } from 'vitest'
import { seedWorkspaceWithLibrary } from '../helpers/fixture-library'
import { startTestEngine, type TestEngine } from '../helpers/engine'

/** A live engine over the fixture workspace and library. */
export function startLibraryEngine(): Promise<TestEngine> {
  return startTestEngine({ seed: seedWorkspaceWithLibrary })
}

export interface WalkedPage {
  ids: string[]
  pageSize: number
  hasMore: boolean
}

interface PagedBody {
  pagination: { pageSize: number; hasMore: boolean; cursor: string | null }
  [list: string]: unknown
}

/**
 * Follows `cursor` from the first page to the last and returns the ids of every page. Each page
 * must answer 200; the walk stops with a failure rather than loop if a cursor repeats.
 */
export async function walkPages(
  t: TestEngine,
  path: string,
  list: string,
  query: Record<string, string | number> = {},
  key?: string
): Promise<WalkedPage[]> {
  const pages: WalkedPage[] = []
  const seen = new Set<string>()
  let cursor: string | null = null
  do {
    const response: { status: number; body: PagedBody } = await t.get<PagedBody>(path, { query: { ...query, ...(cursor ? { cursor } : {}) }, key })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const rows = response.body[list] as Array<{ id: string }>
    const pagination: PagedBody['pagination'] = response.body.pagination
    pages.push({ ids: rows.map((r) => r.id), pageSize: pagination.pageSize, hasMore: pagination.hasMore })
    cursor = pagination.cursor
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
