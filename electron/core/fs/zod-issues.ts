import type { z } from 'zod';

export interface IssueDescription {
  /** Dotted path of the failing field (`serviceBaseUrl.url`), or undefined for the whole value. */
  field: string | undefined;
  /** `field: message`, or the message alone. */
  text: string;
}

/** The first zod issue as a field path and a sentence, the shape every VALIDATION error uses. */
export function describeIssue(error: z.ZodError): IssueDescription {
  const issue = error.issues[0];
  if (!issue) return { field: undefined, text: 'the value is not valid' };
  // An unknown key is reported on its parent; name the key itself, it is what the caller got wrong.
  const path = issue.code === 'unrecognized_keys' && issue.keys[0] ? [...issue.path, issue.keys[0]] : issue.path;
  const field = path.length > 0 ? path.map(String).join('.') : undefined;
  return { field, text: field ? `${field}: ${issue.message}` : issue.message };
}
