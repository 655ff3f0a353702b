/** Line icons drawn inline: the window loads nothing from outside (CSP, offline). */
const PATHS = {
  contracts: 'M6 3h9l4 4v14H6z M15 3v4h4 M9 12h7 M9 16h7',
  renewals: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5 M8 14h3',
  search: 'M11 4a7 7 0 1 1 0 14a7 7 0 0 1 0-14z M16.5 16.5L21 21',
  generate: 'M12 3v6 M9 6h6 M5 11h14v10H5z M9 15h6 M9 18h4',
  import: 'M12 4v11 M7.5 10.5L12 15l4.5-4.5 M5 19h14',
  download: 'M12 4v11 M7.5 10.5L12 15l4.5-4.5 M5 19h14',
  open: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12 M18 6L6 18',
  copy: 'M8 8h11v12H8z M5 16V4h11',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  sun: 'M12 8a4 4 0 1 1 0 8a4 4 0 0 1 0-8z M12 2v2 M12 20v2 M4.2 4.2l1.4 1.4 M18.4 18.4l1.4 1.4 M2 12h2 M20 12h2 M4.2 19.8l1.4-1.4 M18.4 5.6l1.4-1.4',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  chevron: 'M9 6l6 6-6 6',
  edit: 'M4 20h4L19 9l-4-4L4 16z M13.5 6.5l4 4',
  plus: 'M12 5v14 M5 12h14',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  sync: 'M4 12a8 8 0 0 1 14-5.3 M18 3v4h-4 M20 12a8 8 0 0 1-14 5.3 M6 21v-4h4',
  find: 'M10 4a6 6 0 1 1 0 12a6 6 0 0 1 0-12z M14.5 14.5L20 20 M7 10h6',
  settings: 'M4 7h9 M17 7h3 M15 5v4 M4 17h3 M11 17h9 M9 15v4'
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, size = 16, title }: { name: IconName; size?: number; title?: string }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
    >
      {title && <title>{title}</title>}
      <path d={PATHS[name]} />
    </svg>
  )
}
