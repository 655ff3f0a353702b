import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { ErrorState, Loading } from '../components/state-views'
import { loadOfficeJs } from './office/load-office'
import { PaneApp } from './pane/PaneApp'
import { officeWordHost } from './word/word-api'
import '../styles/index.css'
import './styles/addin.css'

const element = document.getElementById('root')
if (!element) throw new Error('The pane has no #root element')
const root = createRoot(element)
const show = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>)

/** Office.js first (Microsoft's CDN, else Folio's copy), then the pane once Word says it is ready. */
async function start(): Promise<void> {
  show(<Loading label="Starting Folio for Word…" />)
  const office = await loadOfficeJs()
  if (office.source === null) {
    show(<ErrorState title="Folio for Word could not start" message={office.problem} />)
    return
  }
  const info = await Office.onReady()
  if (info.host !== Office.HostType.Word) {
    show(<ErrorState title="Open Folio from Word" message="This is Folio’s pane for Word: sideload Folio for Word (see Folio’s README) and open it from the Home tab." />)
    return
  }
  show(<PaneApp host={officeWordHost()} officeSource={office.source} storage={window.localStorage} baseUrl={window.location.origin} />)
}

void start()
