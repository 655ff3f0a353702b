import type { NewUser } from '../../../electron/engine/db/writers'
import type { DemoCalendar } from '../calendar'
import { demoId } from '../random'

/** The legal team of Harbourline Group, the company whose contracts the demo shows. */
export const DEMO_GROUPS = {
  commercial: { id: demoId('group', 'commercial'), name: 'Commercial Legal' },
  employment: { id: demoId('group', 'employment'), name: 'Employment & HR' },
  procurement: { id: demoId('group', 'procurement'), name: 'Procurement' }
} as const

export type DemoGroupKey = keyof typeof DEMO_GROUPS

interface DemoUser {
  key: string
  email: string
  name: string
  role: NewUser['role']
  groups: DemoGroupKey[]
  canChangeStatus?: boolean
  /** What the user is for in the demo: whose contracts they own, and which API rule they show. */
  note: string
}

const USERS: DemoUser[] = [
  { key: 'amelia', email: 'amelia.hart@harbourline.example', name: 'Amelia Hart', role: 'admin', groups: [], note: 'General Counsel; the window acts as her' },
  { key: 'daniel', email: 'daniel.okafor@harbourline.example', name: 'Daniel Okafor', role: 'member', groups: ['commercial'], note: 'senior commercial counsel' },
  { key: 'priya', email: 'priya.raman@harbourline.example', name: 'Priya Raman', role: 'member', groups: ['commercial', 'employment'], note: 'in two groups: sees both books' },
  { key: 'tomas', email: 'tomas.silva@harbourline.example', name: 'Tomás Silva', role: 'member', groups: ['employment'], note: 'employment counsel' },
  { key: 'hannah', email: 'hannah.berg@harbourline.example', name: 'Hannah Berg', role: 'member', groups: ['procurement'], note: 'procurement counsel' },
  {
    key: 'marcus',
    email: 'marcus.lee@harbourline.example',
    name: 'Marcus Lee',
    role: 'member',
    groups: ['commercial'],
    canChangeStatus: false,
    note: 'paralegal: edits properties, may not change a status'
  },
  { key: 'sofia', email: 'sofia.rossi@harbourline.example', name: 'Sofia Rossi', role: 'lite', groups: ['commercial'], note: 'sales: requests contracts, reads her own' },
  // One directory import created two accounts whose emails differ only by case: the owner filter
  // must call that email ambiguous rather than guess.
  { key: 'james', email: 'J.Walsh@harbourline.example', name: 'James Walsh', role: 'member', groups: ['procurement'], note: 'finance business partner' },
  { key: 'julia', email: 'j.walsh@harbourline.example', name: 'Julia Walsh', role: 'member', groups: ['commercial'], note: 'contract manager' },
  { key: 'oliver', email: 'oliver.grant@harbourline.example', name: 'Oliver Grant', role: 'member', groups: [], note: 'operations director; owns contracts outside any group' }
]

export type DemoUserKey = 'amelia' | 'daniel' | 'priya' | 'tomas' | 'hannah' | 'marcus' | 'sofia' | 'james' | 'julia' | 'oliver'

export function demoUserId(key: DemoUserKey): string {
  return demoId('user', key)
}

export const DEMO_ADMIN_ID = demoUserId('amelia')

export function demoGroupRecords(calendar: DemoCalendar): Array<{ id: string; name: string; createdAt: number }> {
  return Object.values(DEMO_GROUPS).map((g, i) => ({ ...g, createdAt: calendar.pastInstant(1200 - i, 540) }))
}

export function demoUsers(calendar: DemoCalendar): NewUser[] {
  return USERS.map((u, i) => ({
    id: demoId('user', u.key),
    email: u.email,
    name: u.name,
    role: u.role,
    canChangeStatus: u.canChangeStatus ?? true,
    groupIds: u.groups.map((g) => DEMO_GROUPS[g].id),
    createdAt: calendar.pastInstant(1190 - i * 37, 600 + i * 7)
  }))
}

/**
 * Who owns a group's contracts, busiest first; the owner draw is skewed towards the front.
 * Members outside the group never own its contracts, or they could not read them.
 */
export const GROUP_OWNERS: Record<DemoGroupKey, DemoUserKey[]> = {
  commercial: ['daniel', 'julia', 'priya', 'marcus'],
  employment: ['tomas', 'priya'],
  procurement: ['hannah', 'james']
}

/** Owners of contracts kept outside any group. */
export const UNGROUPED_OWNERS: DemoUserKey[] = ['amelia', 'oliver']

/** Business people who ask the legal team for contracts (the `requester`). */
export const REQUESTERS: DemoUserKey[] = ['sofia', 'oliver', 'james', 'amelia']
