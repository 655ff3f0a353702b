/** The outbox as the window and scripts read it (GET /local/outbox, a contract's pending changes). */
export { listOutbox } from '../../db/writers/outbox'
