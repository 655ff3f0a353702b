// Folio's lint: the rules the architecture states, checked on every `npm test` rather than kept by
// care. Type-aware where the rule needs types (floating promises).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

/** Who may not import whom. Each zone names the rule of ARCHITECTURE.md it enforces. */
const boundaries = [
  {
    target: './electron/engine',
    from: ['./electron/sync', './electron/main', './electron/preload', './electron/cli', './resources'],
    message: 'The engine runs inside the desktop app and `folio serve` alike: it imports nothing from sync, the shell, the CLI or the demo.'
  },
  {
    target: './electron/engine/db',
    from: ['./electron/engine/services', './electron/engine/templates', './electron/engine/http'],
    message: 'The database layer stores and reads rows; domain rules live in services, which call it, not the other way round.'
  },
  {
    target: './electron/engine/db',
    from: './electron/engine/outbox',
    except: ['./entry.ts'],
    message: "The outbox's writer stores entries (their shape, outbox/entry.ts); what an operation does at push lives in outbox/rules.ts, above the db."
  },
  {
    target: './electron/engine/db',
    from: './electron/engine/documents',
    except: ['./extraction/types.ts'],
    message: 'The database layer stores what extraction produced (its shape, documents/extraction/types.ts) but runs no extraction.'
  },
  {
    target: './electron/engine/domain',
    from: ['./electron/engine/db', './electron/engine/services', './electron/engine/http'],
    message: 'domain/ holds rules over values: it reads no rows, calls no service and knows no HTTP.'
  },
  {
    target: './electron/engine/services',
    from: './electron/engine/http',
    message: 'Services answer routes, the CLI and sync alike: they know nothing of HTTP.'
  },
  {
    target: './electron/engine/http/routes',
    from: './electron/engine/db',
    message: 'A route parses, calls a service and presents: it reaches the database only through services.'
  },
  {
    target: './electron/sync',
    from: './electron/engine',
    except: ['./sync-port.ts'],
    message: 'Sync reaches the engine through one port, electron/engine/sync-port.ts: add what sync needs there, so what sync may touch stays in one file.'
  },
  {
    target: './renderer',
    from: ['./electron', './resources'],
    message: 'The window is an HTTP client like any other: it shares only shared/.'
  },
  {
    target: ['./renderer/src/addin', './renderer/src/ui'],
    from: './renderer/src/features',
    message: "The Word pane and the window share components, not features: move what both use to renderer/src/ui."
  },
  {
    target: './shared',
    from: ['./electron', './renderer', './resources', './test', './bench', './scripts'],
    message: 'shared/ is imported by every side and imports only itself.'
  }
]

const sqlOutsideDb =
  'SQL lives in electron/engine/db (queries/ reads, writers/ writes through runWrite) or in sync\'s own store (electron/sync/store): call a query or a writer from there.'

const writeInQueries =
  'db/queries only reads: a statement that writes (INSERT, UPDATE, DELETE, REPLACE) goes in its table\'s writer under electron/engine/db/writers.'

export default tseslint.config(
  // test/lint/planted/ holds deliberate violations that test/lint/rules.test.ts lints on purpose.
  { ignores: ['out/**', 'node_modules/**', 'test-results/**', 'bin/**', 'scripts/**/*.js', 'eslint.config.js', '.dependency-cruiser.cjs', 'test/lint/planted/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname }
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.node.json', 'tsconfig.web.json', 'tsconfig.renderer-tests.json'], noWarnOnMultipleProjects: true })]
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }]
    }
  },
  {
    // SQL lives in the db layer (and sync's own store): a statement, a transaction, a pragma or a
    // statement cache anywhere else is refused. `.exec` is refused with literal SQL only, since
    // RegExp#exec shares the name.
    files: ['electron/**/*.ts'],
    ignores: ['electron/engine/db/**', 'electron/sync/store/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name=/^(prepare|pragma|transaction)$/]", message: sqlOutsideDb },
        { selector: "CallExpression[callee.property.name='exec'][arguments.0.type=/^(Literal|TemplateLiteral)$/]", message: sqlOutsideDb },
        { selector: "CallExpression[callee.name='cachedStatement']", message: sqlOutsideDb },
        { selector: "NewExpression[callee.name='Database']", message: sqlOutsideDb }
      ]
    }
  },
  {
    // db/queries only reads: a statement that writes belongs to its table's writer in db/writers,
    // where it takes the WriteTx only runWrite hands out.
    files: ['electron/engine/db/queries/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/\\b(INSERT|UPDATE|DELETE|REPLACE)\\b/]', message: writeInQueries },
        { selector: 'TemplateElement[value.raw=/\\b(INSERT|UPDATE|DELETE|REPLACE)\\b/]', message: writeInQueries }
      ]
    }
  },
  {
    // The composition root that attaches sync to createEngine: the one sync file that imports the engine's entry.
    files: ['electron/sync/synced-engine.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries.filter((zone) => zone.target !== './electron/sync') }] }
  },
  {
    files: ['electron/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'electron', message: 'The engine imports nothing from Electron: `folio serve` runs it under plain Node.' }] }]
    }
  },
  {
    files: ['renderer/**/*.{ts,tsx}', 'test/unit/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useRemote$' }] }
  }
)
