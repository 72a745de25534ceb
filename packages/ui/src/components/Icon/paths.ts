import type { IconName } from '@clinique/catalog';

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const catalogIconPaths: Record<IconName, string> = {
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4',
  heart:
    'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7z',
  sparkles: 'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 3v4M17 5h4M5 17v4M3 19h4',
  clock: `${circle(12, 12, 10)}M12 6v6l4 2`,
  calendar:
    'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18',
  user: `${circle(12, 8, 4)}M20 21a8 8 0 0 0-16 0`,
  award: `${circle(12, 8, 6)}M15.5 13 17 22l-5-3-5 3 1.5-9`,
  check: 'M20 6 9 17l-5-5',
  star: 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z',
  sun: `${circle(12, 12, 4)}M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41`,
  snowflake:
    'M12 2v20M3.3 7l17.4 10M20.7 7 3.3 17M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5M3.6 10.4l3.6-1.4-.6-3.8M20.4 13.6l-3.6 1.4.6 3.8M17.4 5.2l-.6 3.8 3.6 1.4M6.6 18.8l.6-3.8-3.6-1.4',
  droplet:
    'M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5C6 11.1 5 13 5 15a7 7 0 0 0 7 7z',
  zap: 'M13 2 3 14h9l-1 8 10-12h-9l1-8z',
  target: `${circle(12, 12, 10)}${circle(12, 12, 6)}${circle(12, 12, 2)}`,
  leaf: 'M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10zM2 21c0-3 1.85-5.36 5.08-6C9.5 14.52 12 13 13 12',
  gift: 'M4 8h16a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zM12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5',
  phone:
    'M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z',
  'map-pin': `M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z${circle(12, 10, 3)}`,
  euro: 'M4 10h12M4 14h9M19 6a7.7 7.7 0 0 0-5.2-2A7.9 7.9 0 0 0 6 12c0 4.4 3.5 8 7.8 8 2 0 3.8-.8 5.2-2',
  stethoscope: `M5 2H4a2 2 0 0 0-2 2v5a6 6 0 0 0 12 0V4a2 2 0 0 0-2-2h-1M8 15v1a6 6 0 0 0 12 0v-4${circle(20, 10, 2)}`,
  layers: 'M12 2 2 7l10 5 10-5-10-5zM2 17l10 5 10-5M2 12l10 5 10-5',
  eye: `M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7z${circle(12, 12, 3)}`,
};

export const interfaceIconPaths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M18 6 6 18M6 6l12 12',
  'arrow-right': 'M5 12h14M12 5l7 7-7 7',
  'external-link': 'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
  share: `${circle(18, 5, 3)}${circle(6, 12, 3)}${circle(18, 19, 3)}M8.59 13.51l6.83 3.98M15.41 6.51l-6.82 3.98`,
  'chevron-down': 'M6 9l6 6 6-6',
  search: `${circle(11, 11, 8)}M21 21l-4.3-4.3`,
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 7l-10 6L2 7',
  alert: `${circle(12, 12, 10)}M12 8v4M12 16h.01`,
  car:
    'M19 17h2v-4.5a2 2 0 0 0-.6-1.4L18 9l-1.6-3.2A2 2 0 0 0 14.6 5H9.4a2 2 0 0 0-1.8.8L6 9l-2.4 2.1a2 2 0 0 0-.6 1.4V17h2M9 17h6' +
    circle(7, 17, 2) +
    circle(17, 17, 2),
} as const;

export type InterfaceIconName = keyof typeof interfaceIconPaths;

export type AnyIconName = IconName | InterfaceIconName;

export const iconPaths: Record<AnyIconName, string> = {
  ...catalogIconPaths,
  ...interfaceIconPaths,
};
