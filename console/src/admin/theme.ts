import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { themeOptions } from '../theme';

/** react-admin's component defaults with the console's palette, type and shapes. */
export const operatorTheme: RaThemeOptions = {
  ...defaultTheme,
  ...themeOptions,
  components: { ...defaultTheme.components, ...themeOptions.components },
};
