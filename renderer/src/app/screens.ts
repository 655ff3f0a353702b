/*
 * The contract list ships with the window; every other screen is its own chunk, loaded when first
 * opened (and warmed while the lawyer reads the list), so the list paints from a smaller script.
 */
export const screens = {
  contract: () => import('../features/contract/ContractPage').then((m) => ({ Component: m.ContractPage })),
  compare: () => import('../features/compare/ComparePage').then((m) => ({ Component: m.ComparePage })),
  renewals: () => import('../features/renewals/RenewalsPage').then((m) => ({ Component: m.RenewalsPage })),
  search: () => import('../features/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
  generate: () => import('../features/generate/GeneratePage').then((m) => ({ Component: m.GeneratePage })),
  import: () => import('../features/import/ImportPage').then((m) => ({ Component: m.ImportPage })),
  sync: () => import('../features/sync/SyncPage').then((m) => ({ Component: m.SyncPage })),
  keyTermProperties: () => import('../features/key-terms/KeyTermPropertiesPage').then((m) => ({ Component: m.KeyTermPropertiesPage })),
  connectedApps: () => import('../features/connected-apps/ConnectedAppsPage').then((m) => ({ Component: m.ConnectedAppsPage }))
}

/** Fetches one screen's code in the background, so opening it does not wait for it. */
export function warmScreen(name: keyof typeof screens): void {
  void screens[name]().catch(() => undefined)
}

/** Fetches the other screens' code in the background, so opening one does not wait for it. */
export function warmScreens(): void {
  for (const load of Object.values(screens)) void load().catch(() => undefined)
}
