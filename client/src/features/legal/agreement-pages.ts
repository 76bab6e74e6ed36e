/** The pages of spec §2 whose text is an agreement served by getAgreementList (spec §7). */
export const AGREEMENT_PAGES = ['privacy', 'service', 'userTreaty', 'apptreaty', 'apptreaty2'] as const;
export type AgreementPage = (typeof AGREEMENT_PAGES)[number];
