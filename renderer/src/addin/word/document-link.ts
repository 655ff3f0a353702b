import { WordActionError } from './errors'
import type { OfficeSettings } from './word-api'

/**
 * The link between the open document and a Folio contract: the contract's id, saved in the
 * document as one of the add-in's settings. Only the id: never the API key, which would travel
 * with every copy of the file.
 *
 * Office.context.document.settings (the common API, on every Word the manifest admits) rather
 * than Word's document.settings (WordApi 1.4 only): one store, so a link made in Word 2016 reads
 * the same in Word on the web.
 */
export const LINK_SETTING = 'folio.contractId'

const CONTRACT_ID = /^[0-9a-f]{24}$/i

export function linkedContractId(settings: OfficeSettings): string | null {
  const value = settings.get(LINK_SETTING)
  return typeof value === 'string' && CONTRACT_ID.test(value) ? value : null
}

function save(settings: OfficeSettings): Promise<void> {
  return new Promise((resolve, reject) => {
    settings.saveAsync((result) => {
      if (result.status === 'failed') reject(new WordActionError(`Word could not save the link in the document: ${result.error?.message ?? 'no reason given'}`))
      else resolve()
    })
  })
}

export async function linkContract(settings: OfficeSettings, contractId: string): Promise<void> {
  if (!CONTRACT_ID.test(contractId)) throw new WordActionError(`'${contractId}' is not a Folio contract id`)
  settings.set(LINK_SETTING, contractId)
  await save(settings)
}

export async function unlinkContract(settings: OfficeSettings): Promise<void> {
  settings.remove(LINK_SETTING)
  await save(settings)
}
