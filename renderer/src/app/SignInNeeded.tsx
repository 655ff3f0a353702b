/**
 * Browser mode, when this browser holds no session (the page was opened without the link from the
 * terminal, or Folio restarted since): the page carries no credential, so it says how to get one.
 */
export function SignInNeeded({ reason }: { reason: string }) {
  return (
    <main className="sign-in-needed" aria-labelledby="sign-in-needed-title">
      <h1 id="sign-in-needed-title">Open Folio from its link</h1>
      <p>
        This browser is not signed in to Folio. Open the link Folio printed in the terminal where it runs (
        <code>Open Folio in your browser: http://127.0.0.1:…/?token=…</code>). Each link works once; after it is used, Folio prints a fresh one
        for another browser.
      </p>
      <p className="sign-in-needed__reason">{reason}</p>
    </main>
  )
}
