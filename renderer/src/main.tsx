import { readSession } from './api/session'
import { createServices } from './app/create-services'
import { prefetchOpeningScreen } from './app/prefetch'
import type { ShownWindow } from './app/window'
import './styles/index.css'

/*
 * The entry is kept small on purpose: it reads the session, creates the shared stores and starts the
 * opening screen's requests, and only then runs the script that renders the window (React, the
 * router, the screens), which the page has been downloading meanwhile (a modulepreload in
 * index.html). The answers travel while that script is evaluated, instead of after it.
 */
async function start(): Promise<void> {
  const element = document.getElementById('root')
  if (!element) throw new Error('The page has no #root element')
  const session = await readSession()
  // A refusal can come back before the window is shown: it is answered once the window is there.
  let shown: Promise<ShownWindow> | null = null
  const onForbidden = () => void shown?.then((window) => window.refused())
  const services = createServices(session, window.localStorage, session.desktop ? {} : { onForbidden })
  prefetchOpeningScreen(services, window.location)
  // One task's pause lets the browser send those requests before the window's script (downloaded
  // meanwhile) occupies the thread: its evaluation would otherwise hold them back.
  await new Promise((resolve) => setTimeout(resolve, 0))
  shown = import('./app/window').then(({ showWindow }) => showWindow(element, services))
  await shown
}

void start()
