import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

const fontStack =
  '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Roboto, Arial, "Noto Sans", sans-serif';

/**
 * Whoever asks their system for less motion (WCAG 2.3.3) gets none: dialogs, menus and notices appear and
 * go at once, and buttons have no ripple. Read once at start, as the operating system's setting rarely
 * changes within a visit.
 */
export const prefersReducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const noMotion = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
};

/** A calm, institutional look: deep blue primary, light neutral surfaces, system fonts (no font download). */
export const theme = createTheme(
  {
    ...(prefersReducedMotion ? noMotion : {}),
    palette: {
      primary: { main: '#0b3a82', light: '#3a64b0', dark: '#072a60', contrastText: '#ffffff' },
      secondary: { main: '#00838f' },
      background: { default: '#f3f5fa', paper: '#ffffff' },
      text: { primary: '#172033', secondary: '#4f5b70' },
      divider: '#e1e6ef',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: fontStack,
      button: { textTransform: 'none', fontWeight: 600 },
      h4: { letterSpacing: '-0.01em' },
      h5: { letterSpacing: '-0.005em' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: '#e1e6ef' } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      ...(prefersReducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
    },
  },
  esES,
);
