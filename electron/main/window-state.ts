import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

export interface WindowState {
  width: number
  height: number
  /** Absent on first run: the system centres the window. */
  x?: number
  y?: number
  maximized: boolean
}

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1320, height: 860, maximized: false }
const MIN_WIDTH = 720
const MIN_HEIGHT = 480

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * The size and place the window had when last closed. A position that no longer falls on any
 * display (a monitor unplugged since) is dropped, so the window never opens off-screen.
 */
export function loadWindowState(file: string, workAreas: readonly Bounds[]): WindowState {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return DEFAULT_WINDOW_STATE
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_WINDOW_STATE
  const width = 'width' in raw && isNumber(raw.width) ? Math.max(MIN_WIDTH, raw.width) : DEFAULT_WINDOW_STATE.width
  const height = 'height' in raw && isNumber(raw.height) ? Math.max(MIN_HEIGHT, raw.height) : DEFAULT_WINDOW_STATE.height
  const maximized = 'maximized' in raw && raw.maximized === true
  const x = 'x' in raw && isNumber(raw.x) ? raw.x : undefined
  const y = 'y' in raw && isNumber(raw.y) ? raw.y : undefined
  if (x === undefined || y === undefined) return { width, height, maximized }
  const visible = workAreas.some((area) => x + 80 > area.x && x < area.x + area.width - 80 && y >= area.y - 10 && y < area.y + area.height - 40)
  return visible ? { width, height, x, y, maximized } : { width, height, maximized }
}

export function saveWindowState(file: string, bounds: Bounds, maximized: boolean): void {
  try {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify({ ...bounds, maximized }))
  } catch {
    // Losing the window size is not worth interrupting the lawyer for.
  }
}

export const WINDOW_LIMITS = { minWidth: MIN_WIDTH, minHeight: MIN_HEIGHT }
