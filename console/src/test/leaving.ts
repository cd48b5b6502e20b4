import { vi } from 'vitest';
import { navigation } from '../app/leave';

/** Watches the app leave for another document, instead of leaving (restored after each test). */
export const watchLeaving = () => vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
