import { Link, Navigate, useRouteError, type RouteObject } from 'react-router'
import { EmptyState, ErrorState } from '../components/state-views'
import { describeError } from '../api/errors'
import { ContractsPage } from '../features/contracts/ContractsPage'
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

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/contracts" replace /> },
          { path: 'contracts', element: <ContractsPage /> },
          { path: 'contracts/:id', lazy: screens.contract },
          { path: 'contracts/:id/compare', lazy: screens.compare },
          { path: 'renewals', lazy: screens.renewals },
          { path: 'search', lazy: screens.search },
          { path: 'generate', lazy: screens.generate },
          { path: 'generate/:templateId', lazy: screens.generate },
          { path: 'import', lazy: screens.import },
          { path: 'sync', lazy: screens.sync },
          { path: 'connected-apps', lazy: screens.connectedApps },
          { path: '*', element: <NotFound /> }
        ]
      }
    ]
  }
]
