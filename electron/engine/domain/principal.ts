export type UserRole = 'admin' | 'member' | 'lite'

/** The user a key acts for, with what the access rules need. */
export interface Principal {
  id: string
  email: string
  name: string
  role: UserRole
  canChangeStatus: boolean
  groupIds: string[]
}

export type KeyKind = 'api-key' | 'session'

export interface AuthContext {
  user: Principal
  keyId: string
  kind: KeyKind
  scopes: ReadonlySet<string>
}

/** Scopes a key can carry. Reads need none beyond a valid key; writes need `contracts:write`. */
export const KNOWN_SCOPES = ['contracts:write'] as const
export type Scope = (typeof KNOWN_SCOPES)[number]
