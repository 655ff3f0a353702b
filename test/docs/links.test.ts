import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../helpers/folio-serve'

/** The README and every page under docs/: what a reader follows from the front door. */
function documentationFiles(): string[] {
  const docs = join(repoRoot, 'docs')
  const pages = existsSync(docs) ? readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).map((name) => join(docs, name)) : []
  return [join(repoRoot, 'README.md'), ...pages]
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-')
}

function anchorsIn(file: string): Set<string> {
  const anchors = new Set<string>()
  let fenced = false
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced
    const heading = fenced ? null : /^#{1,6} (.+)$/.exec(line)
    if (heading?.[1]) anchors.add(anchorOf(heading[1]))
  }
  return anchors
}

/** Links and images written [text](target), outside code; absolute URLs are left to the reader. */
function relativeLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '').filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

describe('the documentation', () => {
  it('has no dead relative link: every file and every heading a link names exists', () => {
    const dead: string[] = []
    for (const file of documentationFiles()) {
      for (const link of relativeLinks(file)) {
        const [path = '', anchor] = link.split('#')
        const target = path === '' ? file : resolve(dirname(file), decodeURIComponent(path))
        const where = `${relative(repoRoot, file)} → ${link}`
        if (!existsSync(target)) dead.push(`${where}: no such file`)
        else if (anchor !== undefined && target.endsWith('.md') && !anchorsIn(target).has(anchor)) dead.push(`${where}: no such heading`)
      }
    }
    expect(dead).toEqual([])
  })

  it('keeps the README a front door: at most 20 KB, linking every page under docs/', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(20_000)
    const linked = new Set(relativeLinks(join(repoRoot, 'README.md')).map((link) => link.split('#')[0]))
    const pages = documentationFiles().slice(1).map((file) => relative(repoRoot, file))
    expect(pages.filter((page) => !linked.has(page))).toEqual([])
  })
})
