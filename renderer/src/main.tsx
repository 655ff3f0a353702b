import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { ApiCallError } from '../../shared/api/client'
import { readSession } from './api/session'
import { createServices, ServicesContext, type Services } from './app/services'
import { prefetchOpeningScreen } from './app/prefetch'
import { routes } from './app/routes'
import { SignInNeeded } from './app/SignInNeeded'
import './styles/index.css'

/**
 * Browser mode: whether this browser holds the session cookie shows only in the engine's answer.
 * Asked beside the opening screen's own calls, so a signed-in window starts no later than before.
 */
async function showSignInWhenNeeded(services: Services, root: Root): Promise<void> {
  try {
    await services.api.call('getMe', { query: {} })
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 403) root.render(<SignInNeeded reason={error.message} />)
  }
}

async function start(): Promise<void> {
  const element = document.getElementById('root')
  if (!element) throw new Error('The page has no #root element')
  const session = await readSession()
  const services = createServices(session, window.localStorage)
  prefetchOpeningScreen(services, window.location)
  const router = createBrowserRouter(routes)
  const root = createRoot(element)
  root.render(
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <RouterProvider router={router} />
      </ServicesContext.Provider>
    </StrictMode>
  )
  if (!session.desktop) await showSignInWhenNeeded(services, root)
}

void start()
