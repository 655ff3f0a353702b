import { operations } from '../../../../shared/api/operations'
import { checkParagraphs, checkStoredContract } from '../../services/drafting/checks'
import { defineRoute } from '../route'
import { PARAGRAPHS_BODY_LIMIT } from './matching'

export const draftingRoutes = [
  defineRoute({
    operation: operations.checkDrafting,
    summary: 'Drafting checks of paragraphs sent (undefined terms, broken references, numbering, blanks, mismatched numbers, dates, brackets) and the definitions; nothing is stored',
    tags: ['local'],
    bodyLimit: PARAGRAPHS_BODY_LIMIT,
    handler: ({ body }, ctx) => checkParagraphs(ctx, body.paragraphs)
  }),
  defineRoute({
    operation: operations.checkContractDrafting,
    summary: "Drafting checks of a contract's current text, and its definitions",
    tags: ['local'],
    handler: ({ params, auth }, ctx) => checkStoredContract(ctx, auth.user, params.id)
  })
]
