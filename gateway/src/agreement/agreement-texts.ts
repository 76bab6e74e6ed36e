import { readFileSync } from 'node:fs';
import type { AgreementId } from '@kuyi/shared';

/** One agreement as first seeded: its page title, its text file under `texts/`, the day it was written. */
export interface AgreementSeed {
  agreementId: AgreementId;
  title: string;
  content: string;
  /** A Beijing day, `YYYY-MM-DD`. */
  updatedAt: string;
}

const text = (file: string) => readFileSync(new URL(`./texts/${file}`, import.meta.url), 'utf8').trim();

/** The texts seeded on first start (issue 11). Edits after that belong in the database, not here. */
export function agreementSeeds(): AgreementSeed[] {
  return [
    {
      agreementId: 'userTreaty',
      title: '酷易体育用户服务协议',
      content: text('user-treaty.md'),
      updatedAt: '2026-11-24',
    },
    {
      agreementId: 'privacy',
      title: '酷易体育隐私政策',
      content: text('privacy.md'),
      updatedAt: '2026-11-24',
    },
    {
      agreementId: 'apptreaty',
      title: '酷易体育 APP 用户协议',
      content: text('app-treaty.md'),
      updatedAt: '2026-11-24',
    },
    {
      agreementId: 'apptreaty2',
      title: '酷易体育 APP 隐私政策',
      content: text('app-privacy.md'),
      updatedAt: '2026-11-24',
    },
  ];
}
