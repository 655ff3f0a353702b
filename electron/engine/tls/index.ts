export { TlsService, trustNewest, type TlsControl } from './service'
export { CertificateStore } from './certificate-store'
export { trustStoresFor, runningAsRoot, type TrustStore } from './trust'
export { checkTrust, describeTrust, summarise, type TrustReport } from './trust-report'
