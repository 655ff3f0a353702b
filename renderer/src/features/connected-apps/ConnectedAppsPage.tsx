import { useServices, useShared } from '../../app/services'
import { AllowedOriginsSection } from './AllowedOriginsSection'
import { CertificateSection } from './CertificateSection'
import { KeyList } from './KeyList'
import './connected-apps.css'

/**
 * Connected apps: every key and paired app with who it acts as and what it may do (revocable
 * here), Folio's https certificate for Office add-ins, and the origins of company-hosted panes
 * allowed to call Folio.
 */
export function ConnectedAppsPage() {
  const { pairings } = useServices()
  // An answered pairing may have added a key: the list reloads when the pairings move.
  const pairingRevision = useShared(pairings, (s) => s.revision) ?? 0

  return (
    <div className="page page--apps">
      <header className="page__header">
        <div>
          <h1 className="page__title">Connected apps</h1>
          <p className="page__subtitle">Office add-ins, scripts and other programs on this computer that use Folio, and what each may do</p>
        </div>
      </header>
      <KeyList pairingRevision={pairingRevision} />
      <CertificateSection />
      <AllowedOriginsSection />
    </div>
  )
}
