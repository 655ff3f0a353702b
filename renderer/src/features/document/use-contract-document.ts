import { useEffect, useRef, useState } from 'react'
import { useApi } from '../../app/services'
import { DocumentLoader, INITIAL_DOCUMENT, type DocumentSnapshot } from './document-loader'

/**
 * The contract's paragraphs as they arrive, a way to retry after a failure, and a way to read the
 * text again from the start (a new revision of it, after OCR).
 */
export function useContractDocument(contractId: string): { document: DocumentSnapshot; retry: () => void; reload: () => void } {
  const api = useApi()
  const [document, setDocument] = useState<DocumentSnapshot>(INITIAL_DOCUMENT)
  const [generation, setGeneration] = useState(0)
  const loaderRef = useRef<DocumentLoader | null>(null)
  useEffect(() => {
    const loader = new DocumentLoader(api, contractId)
    loaderRef.current = loader
    setDocument(INITIAL_DOCUMENT)
    const stop = loader.subscribe(() => setDocument(loader.getSnapshot()))
    loader.start()
    return () => {
      stop()
      loader.dispose()
    }
  }, [api, contractId, generation])
  return { document, retry: () => loaderRef.current?.retry(), reload: () => setGeneration((n) => n + 1) }
}
