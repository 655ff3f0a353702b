import { Link, Navigate, useRouteError, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router'
import { EmptyState, ErrorState } from '../components/state-views'
import { describeError } from '../api/errors'
import { ContractsPage } from '../features/contracts/ContractsPage'
import type { Services } from './create-services'
import { prefetchContract } from './prefetch'
import { screens } from './screens'
import { Shell } from './Shell'

function RouteError() {
  const error = useRouteError()
  return (
    <div className="page">
      <ErrorState title="This screen failed" message={describeError(error)} onRetry={() => window.location.reload()} />
    </div>
  )
}

function NotFound() {
  return (
    <div className="page">
      <EmptyState title="Nothing here" action={<Link to="/contracts">Go to contracts</Link>}>
        This address does not lead to a screen of Folio.
      </EmptyState>
    </div>
  )
}

/**
 * A contract's requests start as the route is entered, alongside the download of its screen's code,
 * not after it: the loader only starts them (the page takes the answers) and waits for nothing. It
 * runs again for another contract, not when the page changes its own query (panel, paragraph).
 */
function contractRoute(services: Services): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ params }: LoaderFunctionArgs) => {
      if (params.id) prefetchContract(services, params.id)
      return null
    },
    shouldRevalidate: ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) => currentParams.id !== nextParams.id
  }
}

export const windowRoutes = (services: Services): RouteObject[] => [
  {
    path: '/',
    element: <Shell />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/contracts" replace /> },
          { path: 'contracts', element: <ContractsPage /> },
          { path: 'contracts/:id', lazy: screens.contract, ...contractRoute(services) },
          { path: 'contracts/:id/compare', lazy: screens.compare },
          { path: 'renewals', lazy: screens.renewals },
          { path: 'search', lazy: screens.search },
          { path: 'generate', lazy: screens.generate },
          { path: 'generate/:templateId', lazy: screens.generate },
          { path: 'import', lazy: screens.import },
          { path: 'sync', lazy: screens.sync },
          { path: 'connected-apps', lazy: screens.connectedApps },
          { path: 'settings/key-term-properties', lazy: screens.keyTermProperties },
          { path: '*', element: <NotFound /> }
        ]
      }
    ]
  }
]
