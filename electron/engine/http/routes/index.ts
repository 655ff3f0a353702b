import type { AnyRoute } from '../route'
import { clauseRoutes } from './clauses'
import { contractRoutes } from './contracts'
import { contractWriteRoutes } from './contract-writes'
import { documentRoutes } from './documents'
import { generationRoutes } from './generation'
import { matchingRoutes } from './matching'
import { emailRoutes } from './emails'
import { generalRoutes } from './general'
import { libraryRoutes } from './library'
import { partyRoutes } from './parties'
import { playbookRoutes } from './playbooks'

export const allRoutes: AnyRoute[] = [...generalRoutes, ...contractRoutes, ...contractWriteRoutes, ...documentRoutes, ...generationRoutes, ...matchingRoutes, ...partyRoutes, ...libraryRoutes, ...playbookRoutes, ...clauseRoutes, ...emailRoutes]
