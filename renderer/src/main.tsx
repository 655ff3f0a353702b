import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { readSession } from './api/session'
import { createServices, ServicesContext } from './app/services'
import { prefetchOpeningScreen } from './app/prefetch'
import { routes } from './app/routes'
import './styles/index.css'

const services = createServices(readSession(), window.localStorage)
prefetchOpeningScreen(services, window.location)
const router = createBrowserRouter(routes)
const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

createRoot(root).render(
  <StrictMode>
    <ServicesContext.Provider value={services}>
      <RouterProvider router={router} />
    </ServicesContext.Provider>
  </StrictMode>
)
