import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** One look for the shell, the public pages and react-admin's operator screens. */
export const themeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#4338ca', light: '#6366f1', dark: '#312e81', contrastText: '#ffffff' },
    secondary: { main: '#0f766e', contrastText: '#ffffff' },
    // Darker than MUI's defaults: its orange and light blue reach under 4.5:1 against white,
    // as text (an outlined chip) and under white text (a contained button) alike (axe).
    warning: { main: '#b45309', light: '#f59e0b', dark: '#92400e', contrastText: '#ffffff' },
    info: { main: '#0369a1', light: '#0ea5e9', dark: '#075985', contrastText: '#ffffff' },
    background: { default: '#f7f8fc', paper: '#ffffff' },
    text: { primary: '#1f2937', secondary: '#4b5563' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 750, letterSpacing: '-0.01em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 650 },
    h6: { fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
};

export const theme = createTheme(themeOptions);
