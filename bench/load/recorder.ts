// Counting answers: per request kind, each status and each answer's time.

export interface KindStats {
  latencies: number[];
  /** Every answer by status ('200', '304', '502', 'network ECONNRESET', 'dropped'). */
  statuses: Map<string, number>;
}

export const isSuccess = (status: string) => status === '304' || /^2\d\d$/.test(status);

export class Recorder {
  readonly kinds = new Map<string, KindStats>();
  events = 0;

  record(kind: string, status: string, milliseconds?: number) {
    let stats = this.kinds.get(kind);
    if (!stats) this.kinds.set(kind, (stats = { latencies: [], statuses: new Map() }));
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    if (milliseconds !== undefined) stats.latencies.push(milliseconds);
  }

  errors(): number {
    let errors = 0;
    for (const stats of this.kinds.values()) for (const [status, count] of stats.statuses) if (!isSuccess(status)) errors += count;
    return errors;
  }

  requests(): number {
    let requests = 0;
    for (const [kind, stats] of this.kinds) if (!kind.endsWith('stream')) requests += stats.latencies.length;
    return requests;
  }
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export function networkStatus(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `network ${cause?.code ?? cause?.message ?? (error as Error).message}`;
}
