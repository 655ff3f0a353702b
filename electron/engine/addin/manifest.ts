/**
 * The XML add-in-only manifest of Folio for Word. XML rather than the unified JSON manifest: it
 * sideloads on Word for Windows, Mac and the web, and on perpetual (non-subscription) Office.
 *
 * Everything the manifest points at is served by this laptop's engine over https on loopback:
 * the pane at /addin/ and its icons under /addin/icons/. Everything stays on the engine's own
 * origin, so no AppDomains are listed (Office needs them only for pages on other domains).
 */

/**
 * Office identifies an add-in by this id: it never changes, so sideloading a manifest made for
 * another port replaces the earlier Folio for Word instead of adding a second one.
 */
export const ADDIN_ID = '5b0f6b52-3c1e-4f8e-9d42-7a1c0f2e9b31'

/** The pane's path on the engine. */
export const ADDIN_PATH = '/addin/'

/** Sizes Office asks for: 16/32/80 on the ribbon, 32 and 64 (high resolution) in the add-in lists. */
export const ADDIN_ICON_SIZES = [16, 32, 64, 80] as const

export interface ManifestOptions {
  /** The engine's https port on loopback. */
  tlsPort: number
  /** Folio's version (`0.1.0`), printed as Office's four-part version. */
  appVersion: string
}

export function addinOrigin(tlsPort: number): string {
  if (!Number.isInteger(tlsPort) || tlsPort < 1 || tlsPort > 65535) throw new RangeError(`The https port must be a whole number from 1 to 65535, got ${tlsPort}`)
  return `https://localhost:${tlsPort}`
}

/** `0.1.0` → `0.1.0.0`: Office's version is one to four dot-separated numbers of up to five digits. */
export function manifestVersion(appVersion: string): string {
  const parts = (/^\d+(?:\.\d+){0,3}/.exec(appVersion)?.[0] ?? '').split('.').filter(Boolean)
  if (parts.length === 0 || parts.some((part) => part.length > 5)) throw new RangeError(`'${appVersion}' cannot be written as an Office add-in version`)
  while (parts.length < 4) parts.push('0')
  return parts.join('.')
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const xml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)

// Office truncates nothing silently: ShortString (labels, titles) allows 125 characters, LongString 250.
const STRINGS = {
  displayName: 'Folio for Word',
  description: 'Review the open document against your company’s playbooks, insert fallbacks and clauses, and generate contracts, with Folio on this computer, offline.',
  groupLabel: 'Folio',
  buttonLabel: 'Folio',
  buttonTitle: 'Open Folio',
  buttonTooltip: 'Review this document against a playbook, insert fallback language and clauses, link it to a contract in Folio.',
  getStartedTitle: 'Folio for Word is ready',
  getStartedDescription: 'Open Folio from the Home tab. The first time, the pane asks Folio’s window on this computer to allow it.'
} as const

/** The manifest for an engine serving https on `tlsPort`, as UTF-8 XML text. */
export function buildAddinManifest(options: ManifestOptions): string {
  const origin = addinOrigin(options.tlsPort)
  const pane = `${origin}${ADDIN_PATH}`
  const icon = (size: number) => xml(`${origin}${ADDIN_PATH}icons/icon-${size}.png`)
  const iconRefs = (indent: string) => [16, 32, 80].map((size) => `${indent}<bt:Image size="${size}" resid="Folio.Icon.${size}"/>`).join('\n')

  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Folio for Word: sideload this file in Word (see Folio's README, "Folio for Word"). Made for ${xml(origin)}. -->
<OfficeApp xmlns="http://schemas.microsoft.com/office/appforoffice/1.1"
           xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
           xmlns:bt="http://schemas.microsoft.com/office/officeappbasictypes/1.0"
           xmlns:ov="http://schemas.microsoft.com/office/taskpaneappversionoverrides"
           xsi:type="TaskPaneApp">
  <Id>${ADDIN_ID}</Id>
  <Version>${xml(manifestVersion(options.appVersion))}</Version>
  <ProviderName>Folio</ProviderName>
  <DefaultLocale>en-US</DefaultLocale>
  <DisplayName DefaultValue="${xml(STRINGS.displayName)}"/>
  <Description DefaultValue="${xml(STRINGS.description)}"/>
  <IconUrl DefaultValue="${icon(32)}"/>
  <HighResolutionIconUrl DefaultValue="${icon(64)}"/>
  <Hosts>
    <Host Name="Document"/>
  </Hosts>
  <Requirements>
    <Sets DefaultMinVersion="1.3">
      <Set Name="WordApi" MinVersion="1.3"/>
    </Sets>
  </Requirements>
  <DefaultSettings>
    <SourceLocation DefaultValue="${xml(pane)}"/>
  </DefaultSettings>
  <Permissions>ReadWriteDocument</Permissions>
  <VersionOverrides xmlns="http://schemas.microsoft.com/office/taskpaneappversionoverrides" xsi:type="VersionOverridesV1_0">
    <Hosts>
      <Host xsi:type="Document">
        <DesktopFormFactor>
          <GetStarted>
            <Title resid="Folio.GetStarted.Title"/>
            <Description resid="Folio.GetStarted.Description"/>
            <LearnMoreUrl resid="Folio.Taskpane.Url"/>
          </GetStarted>
          <ExtensionPoint xsi:type="PrimaryCommandSurface">
            <OfficeTab id="TabHome">
              <Group id="Folio.Group">
                <Label resid="Folio.Group.Label"/>
                <Icon>
${iconRefs('                  ')}
                </Icon>
                <Control xsi:type="Button" id="Folio.OpenPane">
                  <Label resid="Folio.Button.Label"/>
                  <Supertip>
                    <Title resid="Folio.Button.Title"/>
                    <Description resid="Folio.Button.Tooltip"/>
                  </Supertip>
                  <Icon>
${iconRefs('                    ')}
                  </Icon>
                  <Action xsi:type="ShowTaskpane">
                    <TaskpaneId>Folio.Taskpane</TaskpaneId>
                    <SourceLocation resid="Folio.Taskpane.Url"/>
                  </Action>
                </Control>
              </Group>
            </OfficeTab>
          </ExtensionPoint>
        </DesktopFormFactor>
      </Host>
    </Hosts>
    <Resources>
      <bt:Images>
${[16, 32, 80].map((size) => `        <bt:Image id="Folio.Icon.${size}" DefaultValue="${icon(size)}"/>`).join('\n')}
      </bt:Images>
      <bt:Urls>
        <bt:Url id="Folio.Taskpane.Url" DefaultValue="${xml(pane)}"/>
      </bt:Urls>
      <bt:ShortStrings>
        <bt:String id="Folio.Group.Label" DefaultValue="${xml(STRINGS.groupLabel)}"/>
        <bt:String id="Folio.Button.Label" DefaultValue="${xml(STRINGS.buttonLabel)}"/>
        <bt:String id="Folio.Button.Title" DefaultValue="${xml(STRINGS.buttonTitle)}"/>
        <bt:String id="Folio.GetStarted.Title" DefaultValue="${xml(STRINGS.getStartedTitle)}"/>
      </bt:ShortStrings>
      <bt:LongStrings>
        <bt:String id="Folio.Button.Tooltip" DefaultValue="${xml(STRINGS.buttonTooltip)}"/>
        <bt:String id="Folio.GetStarted.Description" DefaultValue="${xml(STRINGS.getStartedDescription)}"/>
      </bt:LongStrings>
    </Resources>
  </VersionOverrides>
</OfficeApp>
`
}
