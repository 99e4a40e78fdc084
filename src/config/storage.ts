/**
 * Where submissions live and for how long: DATA_DIR [.data] (PGlite keeps its files in
 * DATA_DIR/pglite), DATABASE_URL [none] (PostgreSQL; without it the embedded PGlite is used),
 * RETENTION_DAYS_DEFAULT [365] and RETENTION_DAYS_<FORM> per form type (FORM in upper snake case:
 * RETENTION_DAYS_COMPLAINT, RETENTION_DAYS_LOST_CARD, ...; defaults complaint 3650, lost-card 730,
 * sms 30, others RETENTION_DAYS_DEFAULT). The inbox CLI needs only this section.
 */
import { formTypes, type FormType } from '../forms/payloads.ts';
import { integer, optionalString, type Env } from './fields.ts';
import { defineSection } from './section.ts';

export interface StorageConfig {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly retentionDays: Readonly<Record<FormType, number>>;
}

/** Default retention in days where it differs from RETENTION_DAYS_DEFAULT. */
const retentionDefaults: Partial<Record<FormType, number>> = { complaint: 3650, 'lost-card': 730, sms: 30 };

/** `complaint` → `RETENTION_DAYS_COMPLAINT`, `lost-card` → `RETENTION_DAYS_LOST_CARD`. */
export function retentionVariable(formType: FormType): string {
  return `RETENTION_DAYS_${formType.toUpperCase().replaceAll('-', '_')}`;
}

/** DATA_DIR as the storage section reads it (the delivery section places the inbox under it). */
export function dataDirOf(env: Env): string {
  return env['DATA_DIR']?.trim() || '.data';
}

export const storageSection = defineSection({
  shape: {
    DATA_DIR: optionalString,
    DATABASE_URL: optionalString.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: 'expected a postgres:// or postgresql:// connection string',
    }),
    RETENTION_DAYS_DEFAULT: integer(1, 36_500, 365),
  },
  build: (e, { env, problems }): StorageConfig => {
    const retentionDays = {} as Record<FormType, number>;
    for (const formType of formTypes) {
      const variable = retentionVariable(formType);
      const raw = env[variable];
      if (raw === undefined || raw.trim() === '') {
        retentionDays[formType] = retentionDefaults[formType] ?? e.RETENTION_DAYS_DEFAULT;
      } else if (/^\s*\d+\s*$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 36_500) {
        retentionDays[formType] = Number(raw);
      } else {
        problems.push(`${variable}: expected a whole number of days from 1 to 36500, got "${raw}"`);
      }
    }
    return { dataDir: dataDirOf(env), databaseUrl: e.DATABASE_URL, retentionDays };
  },
});
