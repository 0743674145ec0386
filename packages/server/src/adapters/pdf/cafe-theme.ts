/** The CAFE's palette: dark ink on white, one blue accent, red only for what a reader must not miss. */
export const CAFE_COLORS = {
  ink: '#1d2733',
  muted: '#5b6675',
  accent: '#0a4d8c',
  band: '#eaf1f8',
  rule: '#c9d2dc',
  zebra: '#f5f8fb',
  warning: '#b42318',
  warningBand: '#fdeceb',
} as const;
