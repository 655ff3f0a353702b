import type { AnyRoute } from '../route'
import { contractRoutes } from './contracts'
import { generalRoutes } from './general'

export const allRoutes: AnyRoute[] = [...generalRoutes, ...contractRoutes]
