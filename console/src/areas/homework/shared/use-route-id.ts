import { useParams } from 'react-router';
import { homeworkIdSchema } from '../../../../../contracts/homework.ts';

const idSchema = homeworkIdSchema('id');

/** The address's id parameter when it is an id the API can have made; null otherwise (the page is not found). */
export function useRouteId(name: string): string | null {
  const value = useParams()[name];
  return idSchema.safeParse(value).success ? (value ?? null) : null;
}
