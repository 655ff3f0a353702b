import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

function sessionKey(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="folio-session"]')?.content ?? ''
}

function App() {
  const [message, setMessage] = useState('Connecting to the engine…')
  useEffect(() => {
    fetch('/v2/test', { headers: { 'x-api-key': sessionKey() } })
      .then((r) => r.json() as Promise<{ message: string }>)
      .then((body) => setMessage(body.message))
      .catch(() => setMessage('The engine is not reachable'))
  }, [])
  return (
    <main>
      <h1>Folio</h1>
      <p>{message}</p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
)
