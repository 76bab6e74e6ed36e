import { z } from 'zod';

/**
 * The site's agreements (user agreement, privacy policy, the app's two), served by
 * `GET /api/user/agreement/getAgreementList?agreementId` (spec §7) so they change without a release.
 */
export const AGREEMENT_IDS = ['userTreaty', 'privacy', 'apptreaty', 'apptreaty2'] as const;
export type AgreementId = (typeof AGREEMENT_IDS)[number];

/**
 * One agreement. `content` is the text in a small Markdown subset the legal page renders: `## ` opens a
 * section (listed in the table of contents), `### ` a sub-heading, `- ` a list item, a blank line ends a
 * paragraph. `updatedAt` is the day the text last changed (`YYYY-MM-DD`).
 */
export const agreementEntrySchema = z.object({
  agreementId: z.string(),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementEntrySchema>;

/** The answer's `data`: every agreement, or only the one asked for by `agreementId`. */
export const agreementListSchema = z.array(agreementEntrySchema);

/** Messages of the agreement call (not shown in the spec; same voice). */
export const AGREEMENT_MSG = {
  notFound: '协议不存在',
  badId: '协议编号格式不正确',
} as const;
