import type { Helper } from '@plan-dan/contract';

export const helperName = (helper: Helper) => `${helper.name} ${helper.surname}`;
