import { firstIssue } from '@kuyi/shared';
import type { z } from 'zod';
import { badRequest } from '../errors.ts';

/** Parses a body or query with a shared rule; a failure answers 400 with the rule's first message. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstIssue(result.error));
  return result.data;
}
