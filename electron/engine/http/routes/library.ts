import { IdParams } from '../../../../shared/api/common'
import { CategoryListResponse, NoQuery, PropertyDefinition, PropertyListResponse, PropertyParams } from '../../../../shared/api/library'
import { Template, TemplateListResponse } from '../../../../shared/api/templates'
import { listApiCategories } from '../../db/queries/categories'
import { findApiPropertyDefinition, listApiPropertyDefinitions } from '../../db/queries/property-definitions'
import { findApiTemplate, listApiTemplates } from '../../db/queries/templates'
import { NotFoundError } from '../../errors'
import { defineRoute } from '../route'

/** Reference data every user may read: templates, the property catalogue and categories. */
export const libraryRoutes = ['/v2', '/v1'].flatMap((version) => {
  const v1 = version === '/v1'
  return [
    defineRoute({
      method: 'GET',
      url: `${version}/templates`,
      summary: 'Contract templates, in name order',
      tags: v1 ? ['templates', 'v1'] : ['templates'],
      schema: { querystring: NoQuery, response: TemplateListResponse },
      handler: (_input, ctx) => listApiTemplates(ctx.db)
    }),
    defineRoute({
      method: 'GET',
      url: `${version}/templates/:id`,
      summary: 'One template with its variables, valuemaps and parties',
      tags: v1 ? ['templates', 'v1'] : ['templates'],
      schema: { params: IdParams, querystring: NoQuery, response: Template },
      handler: ({ params }, ctx) => {
        const template = findApiTemplate(ctx.db, params.id.toLowerCase())
        if (!template) throw new NotFoundError(`Template ${params.id} not found`)
        return template
      }
    }),
    defineRoute({
      method: 'GET',
      url: `${version}/properties`,
      summary: 'The contract property catalogue, in sort order',
      tags: v1 ? ['properties', 'v1'] : ['properties'],
      schema: { querystring: NoQuery, response: PropertyListResponse },
      handler: (_input, ctx) => ({ properties: listApiPropertyDefinitions(ctx.db) })
    }),
    defineRoute({
      method: 'GET',
      url: `${version}/properties/:idOrKey`,
      summary: 'One property definition, by id or by key',
      tags: v1 ? ['properties', 'v1'] : ['properties'],
      schema: { params: PropertyParams, querystring: NoQuery, response: PropertyDefinition },
      handler: ({ params }, ctx) => {
        const definition = findApiPropertyDefinition(ctx.db, params.idOrKey)
        if (!definition) throw new NotFoundError(`No property has the id or key '${params.idOrKey}'`)
        return definition
      }
    }),
    defineRoute({
      method: 'GET',
      url: `${version}/categories`,
      summary: 'Contract categories (business types), in label order',
      tags: v1 ? ['categories', 'v1'] : ['categories'],
      schema: { querystring: NoQuery, response: CategoryListResponse },
      handler: (_input, ctx) => ({ categories: listApiCategories(ctx.db) })
    })
  ]
})
