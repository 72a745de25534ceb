/**
 * The clinic's colours, in three sets: light (the default), on the deep teal band, on the dark ink of
 * the footer. One module for the UI kit's theme and the functions' e-mails and voucher PDF.
 */
/** Colours of the light set (default). */
export const lightColors = {
  page: '#FAF7F2',
  surface: '#FFFFFF',
  surfaceMuted: '#EFE6DA',
  surfaceAccent: '#E4EFEC',
  text: '#2B2420',
  textMuted: '#5E534B',
  heading: '#2B2420',
  accent: '#1E5E5A',
  accentHover: '#174A47',
  action: '#1E5E5A',
  actionHover: '#174A47',
  onAction: '#FFFFFF',
  border: '#E2D7C9',
  borderStrong: '#8C7D70',
  focus: '#1E5E5A',
  danger: '#A1262A',
  dangerSurface: '#FBEDEC',
  success: '#2E6B3A',
  successSurface: '#EAF3EC',
} as const;

/** Colours on the deep teal background (call-to-action bands, highlighted blocks). */
export const accentColors = {
  page: '#1E5E5A',
  surface: '#174A47',
  surfaceMuted: '#174A47',
  surfaceAccent: '#174A47',
  text: '#FAF7F2',
  textMuted: '#D3E4E0',
  heading: '#FFFFFF',
  accent: '#F2E9DC',
  accentHover: '#FFFFFF',
  action: '#FAF7F2',
  actionHover: '#FFFFFF',
  onAction: '#1E5E5A',
  border: 'rgba(250, 247, 242, 0.28)',
  borderStrong: '#D3E4E0',
  focus: '#FAF7F2',
  danger: '#FFD9D6',
  dangerSurface: '#174A47',
  success: '#D3E4E0',
  successSurface: '#174A47',
} as const;

/** Colours on the dark ink background (footer). */
export const inkColors = {
  page: '#2B2420',
  surface: '#3A312C',
  surfaceMuted: '#3A312C',
  surfaceAccent: '#3A312C',
  text: '#FAF7F2',
  textMuted: '#D9CDBF',
  heading: '#FFFFFF',
  accent: '#F2E9DC',
  accentHover: '#FFFFFF',
  action: '#FAF7F2',
  actionHover: '#FFFFFF',
  onAction: '#2B2420',
  border: 'rgba(250, 247, 242, 0.2)',
  borderStrong: '#D9CDBF',
  focus: '#FAF7F2',
  danger: '#FFD9D6',
  dangerSurface: '#3A312C',
  success: '#D3E4E0',
  successSurface: '#3A312C',
} as const;
