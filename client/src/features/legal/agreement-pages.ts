import type { AgreementId } from '@kuyi/shared';

/** The pages of spec §2 whose text is an agreement served by getAgreementList (spec §7). */
export const AGREEMENT_PAGES = ['privacy', 'service', 'userTreaty', 'apptreaty', 'apptreaty2'] as const;
export type AgreementPage = (typeof AGREEMENT_PAGES)[number];

/** Which agreement each page shows: /service (服务条款) is the user service agreement under its older path. */
export const AGREEMENT_OF_PAGE: Readonly<Record<AgreementPage, AgreementId>> = {
  privacy: 'privacy',
  service: 'userTreaty',
  userTreaty: 'userTreaty',
  apptreaty: 'apptreaty',
  apptreaty2: 'apptreaty2',
};
