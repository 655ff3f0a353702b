/**
 * A page that pairs with Folio as an add-in pane does: ask, show the code, poll with the secret in
 * a header, keep the key in memory and use it for the API. The test serves it under /addin/ over
 * https from a copy of the built renderer; its script is a file because the pane's CSP forbids inline ones.
 */
export const PAIRING_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Pairing test page</title>
    <script src="pair-test.js" defer></script>
  </head>
  <body>
    <h1>A page that pairs with Folio</h1>
    <button id="pair" type="button">Pair with Folio</button>
    <p>Code: <output id="code"></output></p>
    <p>State: <output id="state">not paired</output></p>
    <button id="read" type="button">Read contracts</button>
    <p>Contracts: <output id="contracts"></output></p>
  </body>
</html>`

export const PAIRING_PAGE_SCRIPT = `// What an add-in pane does to get a key: ask, show the code, poll with the secret in a header,
// keep the key in memory, and use it for the API. Served by the engine under /addin/ over https.
const show = (id, text) => {
  document.getElementById(id).textContent = text
}
let key = null

document.getElementById('pair').addEventListener('click', async () => {
  const asked = await fetch('/local/pairings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appName: 'Pairing test page', scopes: [] })
  })
  const pairing = await asked.json()
  if (asked.status !== 201) return show('state', \`\${asked.status}: \${pairing.message}\`)
  show('code', pairing.code)
  show('state', 'waiting')
  for (;;) {
    const polled = await fetch(\`/local/pairings/\${pairing.pairingId}\`, { headers: { 'x-pairing-secret': pairing.secret } })
    const answer = await polled.json()
    if (polled.status !== 200) return show('state', \`\${polled.status}: \${answer.message}\`)
    if (answer.state === 'approved') {
      key = answer.key
      return show('state', \`paired as \${answer.user.name}\`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
})

document.getElementById('read').addEventListener('click', async () => {
  const response = await fetch('/v2/contracts?pagesize=200', { headers: { 'x-api-key': key ?? '' } })
  const body = await response.json()
  show('contracts', response.ok ? \`\${body.contracts.length} contracts\` : \`\${response.status}: \${body.message}\`)
})`
