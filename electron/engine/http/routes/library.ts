import { operations } from '../../../../shared/api/operations'
import { findApiPropertyDefinition, listApiCategories, listApiPropertyDefinitions } from '../../services/reference/read'
import { findApiTemplate, listApiTemplates } from '../../services/templates/read'
import { NotFoundError } from '../../errors'
import { inBothVersions } from '../route'

/** Reference data every user may read: templates, the property catalogue and categories. */
export const libraryRoutes = [
  ...inBothVersions(operations.listTemplates, {
    summary: 'Contract templates, in name order',
    tags: ['templates'],
    handler: (_input, ctx) => listApiTemplates(ctx.db)
  }),
  ...inBothVersions(operations.getTemplate, {
    summary: 'One template with its variables, valuemaps and parties',
    tags: ['templates'],
    handler: ({ params }, ctx) => {
      const template = findApiTemplate(ctx.db, params.id.toLowerCase())
      if (!template) throw new NotFoundError(`Template ${params.id} not found`)
      return template
    }
  }),
  ...inBothVersions(operations.listProperties, {
    summary: 'The contract property catalogue, in sort order',
    tags: ['properties'],
    handler: (_input, ctx) => ({ properties: listApiPropertyDefinitions(ctx.db) })
  }),
  ...inBothVersions(operations.getProperty, {
    summary: 'One property definition, by id or by key',
    tags: ['properties'],
    handler: ({ params }, ctx) => {
      const definition = findApiPropertyDefinition(ctx.db, params.idOrKey)
      if (!definition) throw new NotFoundError(`No property has the id or key '${params.idOrKey}'`)
      return definition
    }
  }),
  ...inBothVersions(operations.listCategories, {
    summary: 'Contract categories (business types), in label order',
    tags: ['categories'],
    handler: (_input, ctx) => ({ categories: listApiCategories(ctx.db) })
  })
]
