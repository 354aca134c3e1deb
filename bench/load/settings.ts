// What one load run is: how many people, for how long, on how many instances (from the environment).

export const USERS = Number(process.env.BENCH_LOAD_USERS ?? 500);
export const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
export const INSTANCE_COUNTS = (process.env.BENCH_LOAD_INSTANCES ?? '2,1').split(',').map(Number);
export const PHONES_PER_MANAGER = 4;
export const MANAGERS = Math.max(1, Math.round(USERS / (PHONES_PER_MANAGER + 1)));
/** Each employee's open tasks at the start, started by the phone: two steps to tick and one that needs a photo. */
export const TASKS_PER_EMPLOYEE = 5;
export const MATERIALS_PER_MANAGER = 2;
/** Requests the seeding keeps in flight at once. */
export const SEED_PARALLEL = 24;
/** A person reads, thinks or types between two actions: 1 to 3 s. */
export const thinkTime = () => 1000 + Math.random() * 2000;

/** People open their apps within the first seconds, not all in the same millisecond. */
export const RAMP_UP_MS = 3000;
