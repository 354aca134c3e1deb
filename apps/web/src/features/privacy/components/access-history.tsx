import type { Employee } from '@plan-dan/contract';

/** 'Povijest pristupa': TO BE BUILT by the access-log web work (see /work/brief-35.md). */
export function AccessHistory(_props: { employee: Employee }) {
  return null;
}
