/** What a zod parse error carries that forms need (kept structural: the client does not depend on zod). */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first message per field of a failed parse, for showing each under its input. */
export function fieldErrors(error: IssueList): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** A schema as forms use it (zod's, structurally): the parsed data, or the issues. */
export interface FormSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: IssueList };
}
