import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { ApiCallError } from '../../../shared/api/client'
import type { Services } from './create-services'
import { windowRoutes } from './routes'
import { ServicesContext } from './services'
import { SignInNeeded } from './SignInNeeded'

/** The window once shown: what to do when the engine refuses the window's session. */
export interface ShownWindow {
  /**
   * Browser mode: whether this browser holds the session cookie shows only in the engine's answers.
   * A refusal (403) is the cue to ask who the window is; a signed-in window makes no extra call.
   */
  refused(): void
}

/** Renders the window (React, the router, every screen) into its element, over services already at work. */
export function showWindow(element: HTMLElement, services: Services): ShownWindow {
  const root = createRoot(element)
  root.render(
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <RouterProvider router={createBrowserRouter(windowRoutes(services))} />
      </ServicesContext.Provider>
    </StrictMode>
  )
  let asking = false
  const askWhoIsThere = async () => {
    try {
      await services.api.call('getMe', { query: {} })
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 403) root.render(<SignInNeeded reason={error.message} />)
    }
  }
  return {
    refused() {
      if (asking) return
      asking = true
      void askWhoIsThere().finally(() => (asking = false))
    }
  }
}
