import type { Step } from '@plan-dan/contract';
import { hr } from '@/i18n/hr';

/**
 * What a refused step asks for, shown and read aloud: a new photo (a photo step) or doing it once more
 * (a step without a photo), then the manager's words when they gave some.
 */
export function rejectionText(step: Pick<Step, 'needPhoto' | 'rejection'>): string {
  const request = step.needPhoto ? hr.rejection.newPhoto : hr.rejection.again;
  return step.rejection?.reason ? `${request} ${hr.rejection.reason(step.rejection.reason)}` : request;
}
