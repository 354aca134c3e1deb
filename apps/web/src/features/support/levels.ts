import type { SupportLevel } from '@plan-dan/contract/support-constants';
import { hrSupportIndependence as t } from '@/i18n/hr-support-independence';

/** A level's short mark in the grid ('S', 'DF', '–' when not recorded). */
export const levelCode = (level: SupportLevel | null) => (level === null ? t.notRecordedCode : t.codes[level]);

/** A level's full name, which screen readers and the legend give ('Nije zabilježeno' when not recorded). */
export const levelName = (level: SupportLevel | null) => (level === null ? t.notRecorded : t.levels[level]);

/** 0.8 → '80 %', as Croatian writes a share. */
const percentFormat = new Intl.NumberFormat('hr', { style: 'percent', maximumFractionDigits: 0 });
export const formatShare = (share: number) => percentFormat.format(share);
