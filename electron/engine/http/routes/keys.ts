import { operations } from '../../../../shared/api/operations'
import { describeCaller, listKeys, revokeKey } from '../../services/auth/connected-apps'
import { REFUSALS } from '../refusals'
import { defineRoute } from '../route'

/** Keys and paired apps: who the caller is, the list, revocation. */
export const keyRoutes = [
  defineRoute({
    operation: operations.getMe,
    summary: 'Who the presented key acts as, with its label and scopes',
    tags: ['local', 'keys'],
    handler: ({ auth }, ctx) => describeCaller(ctx, auth)
  }),
  defineRoute({
    operation: operations.listKeys,
    summary: 'Keys and paired apps: every one for Folio’s window and admins, the caller’s own otherwise',
    tags: ['local', 'keys'],
    handler: ({ auth }, ctx) => ({ keys: listKeys(ctx, auth) })
  }),
  defineRoute({
    operation: operations.revokeKey,
    writes: true,
    refusals: [REFUSALS.keyId],
    summary: 'Revoke a key or paired app; the next request with it is refused',
    tags: ['local', 'keys'],
    handler: ({ params, auth }, ctx) => revokeKey(ctx, auth, params.id)
  })
]
