import { inject } from 'vitest';

// Runs before each test file's imports are evaluated: config() then reads the run's env.
Object.assign(process.env, inject('testEnv'));
