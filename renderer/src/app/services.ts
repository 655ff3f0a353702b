import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/client'
import type { Services } from './create-services'

export { createServices, type Services } from './create-services'

export const ServicesContext = createContext<Services | null>(null)

export function useServices(): Services {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices needs a ServicesContext provider')
  return services
}

export function useApi(): ApiClient {
  return useServices().api
}

/** Reads a slice of one of the shared stores and re-renders when it changes. */
export function useShared<T, U>(store: StoreApi<T>, selector: (state: T) => U): U {
  return useStore(store, selector)
}
