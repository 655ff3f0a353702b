import { openDatabase } from '../../engine/db/connection'
import { listUsers } from '../../engine/db/queries/users'
import { workspaceFiles } from '../../engine/index'
import { requireOption } from '../args'
import { defineCommand } from '../command'

const USAGE = 'folio users list --data DIR [--json]'

export const usersList = defineCommand({
  name: 'users list',
  summary: 'list the workspace’s users',
  options: { data: { type: 'string', value: 'DIR', description: 'the workspace folder (required)' }, json: { type: 'boolean', description: 'print JSON instead of a table' } },
  examples: ['folio users list --data ~/Folio', 'folio users list --data ~/Folio --json'],
  run: (values) => {
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
})
