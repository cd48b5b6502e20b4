/**
 * The API's answer while Postgres, Redis or Temporal is down (503 service_unavailable). A module
 * of its own, free of zod: the console's landing bundle compares against it (console/src/api/
 * service-unavailable.ts) and must stay within its budget.
 */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
