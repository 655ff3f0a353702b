import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { createServices, ServicesContext } from '../../../../renderer/src/app/services'

/** Renders a piece of the window against a running engine, as the window itself would. */
export function renderInWindow(ui: ReactElement, engine: { url: string; key: string }) {
  const services = createServices({ baseUrl: engine.url, key: engine.key, desktop: null }, null)
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] })
  const result = render(
    <ServicesContext.Provider value={services}>
      <RouterProvider router={router} />
    </ServicesContext.Provider>
  )
  return { ...result, services, router }
}
