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
 * Browser mode: whether this browser holds the session cookie shows only in the engine's answers.
 * A refusal (403) is the cue to ask who the window is; a signed-in window makes no extra call.
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
  const root = createRoot(element)
  let asking = false
  const onForbidden = () => {
    if (asking) return
    asking = true
    void showSignInWhenNeeded(services, root).finally(() => (asking = false))
  }
  const services = createServices(session, window.localStorage, session.desktop ? {} : { onForbidden })
  prefetchOpeningScreen(services, window.location)
  const router = createBrowserRouter(routes)
  root.render(
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <RouterProvider router={router} />
      </ServicesContext.Provider>
    </StrictMode>
  )
}

void start()
