/**
 * A JSON answer as a test reads it. `any` on purpose: the test's assertions are what check
 * the shape, and typing each answer first would only restate them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readJson = (res: Response): Promise<any> => res.json();
