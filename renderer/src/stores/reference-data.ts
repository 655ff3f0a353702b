import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/client'
import { describeError } from '../api/errors'
import type { ContractStatus } from '../../../shared/api/general'
import type { Category, PropertyDefinition } from '../../../shared/api/library'
import type { PartyAttribute } from '../../../shared/api/parties'
import type { Playbook } from '../../../shared/api/playbooks'
import type { Template } from '../../../shared/api/templates'

export type Resource<T> =
  | { status: 'idle'; data: null; error: null }
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: string }

const idle = { status: 'idle', data: null, error: null } as const

/** The workspace's catalogues, loaded once when a screen first needs them. */
export interface ReferenceData {
  statuses: ContractStatus[]
  categories: Category[]
  properties: PropertyDefinition[]
  partyAttributes: PartyAttribute[]
  playbooks: Playbook[]
  templates: Template[]
}
export type ReferenceKind = keyof ReferenceData

type Resources = { [K in ReferenceKind]: Resource<ReferenceData[K]> }

export type ReferenceState = Resources & {
  ensure(kind: ReferenceKind): void
  reload(kind: ReferenceKind): void
}
export type ReferenceStore = StoreApi<ReferenceState>

type Loaders = { [K in ReferenceKind]: () => Promise<ReferenceData[K]> }

function loaders(api: ApiClient): Loaders {
  return {
    statuses: async () => (await api.call('listContractStatuses')).statuses,
    categories: async () => (await api.call('listCategories')).categories,
    properties: async () => (await api.call('listProperties')).properties,
    partyAttributes: async () => (await api.call('listPartyAttributes')).partyAttributes,
    templates: () => api.call('listTemplates'),
    playbooks: async () => {
      const playbooks: Playbook[] = []
      let cursor: string | undefined
      do {
        const page = await api.call('listPlaybooks', { query: { pagesize: 200, order: 'asc', cursor } })
        playbooks.push(...page.playbooks)
        cursor = page.pagination.hasMore && page.pagination.cursor ? page.pagination.cursor : undefined
      } while (cursor)
      return playbooks
    }
  }
}

function resourceOf<K extends ReferenceKind>(resources: Resources, kind: K): Resources[K] {
  return resources[kind]
}

export function createReferenceStore(api: ApiClient): ReferenceStore {
  return createStore<ReferenceState>()((set, get) => {
    const load = loaders(api)
    const put = <K extends ReferenceKind>(kind: K, resource: Resource<ReferenceData[K]>) => {
      const patch: Partial<ReferenceState> = {}
      Object.assign(patch, { [kind]: resource })
      set(patch)
    }
    const fetchKind = <K extends ReferenceKind>(kind: K) => {
      const previous = resourceOf(get(), kind).data
      put(kind, { status: 'loading', data: previous, error: null })
      load[kind]().then(
        (data) => put(kind, { status: 'ready', data, error: null }),
        (error: unknown) => put(kind, { status: 'error', data: previous, error: describeError(error) })
      )
    }
    return {
      statuses: idle,
      categories: idle,
      properties: idle,
      partyAttributes: idle,
      playbooks: idle,
      templates: idle,
      ensure: (kind) => {
        const status = get()[kind].status
        if (status === 'idle' || status === 'error') fetchKind(kind)
      },
      reload: fetchKind
    }
  })
}
