import { firstIssue } from '@kuyi/shared';
import type { z } from 'zod';
import { badRequest } from '../errors.ts';
import { requestIssueMessage } from './request-issue-message.ts';

/**
 * Parses a body or query with a shared rule; a failure answers 400 with the rule's first message, or a
 * Chinese one where the rule has none (a missing field, a wrong type).
 */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {}, { error: requestIssueMessage });
  if (!result.success) throw badRequest(firstIssue(result.error));
  return result.data;
}
