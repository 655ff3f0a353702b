import type { Template } from '../../../../shared/api/templates'
import type { Db } from '../../db/connection'
import { findTemplateRecord, listTemplateRecords, type TemplateRecord } from '../../db/queries/templates'
import { toApiTemplate } from '../../templates/definition'
import { toIso } from '../../time'

function present(record: TemplateRecord): Template {
  return toApiTemplate(record.id, toIso(record.createdAt), record.definition)
}

/** Every template, in name order as a person reads it (case aside), ties by id. */
export function listApiTemplates(db: Db): Template[] {
  return listTemplateRecords(db).map(present)
}

export function findApiTemplate(db: Db, id: string): Template | null {
  const record = findTemplateRecord(db, id)
  return record ? present(record) : null
}
