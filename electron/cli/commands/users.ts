import { openDatabase } from '../../engine/db/connection'
import { listUsers } from '../../engine/db/queries/users'
import { workspaceFiles } from '../../engine/index'
import { parse, requireOption, UsageError } from '../args'

const USAGE = 'folio users list --data DIR [--json]'

export async function users(argv: string[]): Promise<void> {
  const [sub, ...rest] = argv
  if (sub !== 'list') throw new UsageError(`unknown users command '${sub ?? ''}'\nusage: ${USAGE}`)
  const { values } = parse(rest, { data: { type: 'string' }, json: { type: 'boolean' } }, USAGE)
  const db = openDatabase(workspaceFiles(requireOption(values.data, 'data', USAGE)).database)
  try {
    const list = listUsers(db).map((u) => ({ id: u.id, email: u.email, name: u.name, role: u.role, groups: u.groups }))
    if (values.json) {
      console.log(JSON.stringify(list, null, 2))
      return
    }
    for (const u of list) console.log(`${u.id}  ${u.role.padEnd(6)}  ${u.email}  ${u.name}${u.groups.length ? `  [${u.groups.map((g) => g.name).join(', ')}]` : ''}`)
  } finally {
    db.close()
  }
}
