import { apiOf, type ServedFolio } from '../../helpers/folio-serve'

/** The demo's negotiated licence: the Nordlicht contract whose second version is the licensor's answer. */
export async function negotiatedLicence(engine: ServedFolio): Promise<string> {
  const api = apiOf(engine)
  for (const contract of (await api.call('listContracts', { query: { keyword: 'Nordlicht' } })).contracts) {
    const { versions } = await api.call('listContractVersions', { params: { id: contract.id } })
    if (versions.length >= 2) return contract.id
  }
  throw new Error('The demo workspace has no Nordlicht contract with two versions')
}
