// Talking to the product as the apps do: one request with its whole answer, what the answers hold, the
// task the manager's form sends and the photo the phone sends.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { networkStatus, type Recorder } from './recorder.ts';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads a few known fields of many answers
  body: any;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
}

export class Client {
  constructor(
    readonly origin: string,
    private readonly recorder?: Recorder,
  ) {}

  /** One request, its whole answer read; counted under `kind` while measuring, and throws on a failure while seeding. */
  async call(kind: string, method: string, url: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let answer: Answer;
    try {
      const response = await fetch(`${this.origin}${url}`, {
        method,
        headers,
        body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      });
      const text = await response.text();
      const json = text && response.headers.get('content-type')?.includes('json');
      answer = { status: response.status, body: json ? JSON.parse(text) : text, headers: response.headers };
    } catch (error) {
      if (!this.recorder) throw error;
      this.recorder.record(kind, networkStatus(error), performance.now() - started);
      return { status: 0, body: undefined, headers: new Headers() };
    }
    if (this.recorder) this.recorder.record(kind, String(answer.status), performance.now() - started);
    else if (answer.status >= 300) throw new Error(`seeding: ${method} ${url} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }
}

export interface Step {
  id: number;
  needPhoto: boolean;
  done: boolean | null;
  photo: { downloadURL: string } | null;
}
export interface Task {
  id: number;
  start: string | null;
  subtasks: Step[];
}

export interface Phone {
  employeeId: number;
  token: string;
  tasks: Task[];
  etag?: string;
}

export interface Manager {
  id: number;
  token: string;
  employeeIds: number[];
  /** The task lists the manager's browser has, with their ETags. */
  lists: Map<number, { etag?: string; tasks: Task[] }>;
}

export const currentTasksPath = (employeeId: number) => `/api/v1/task/${employeeId}?include=subtasks&status=current`;
export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

export function newTask(employeeId: number, name: string) {
  const due = new Date(Date.now() + Math.floor(Math.random() * 3) * 86_400_000);
  return {
    taskName: name,
    description: 'Opis zadatka za mjerenje opterećenja',
    dueDate: due.toISOString().slice(0, 10),
    dueTime: '12:00',
    child: { id: employeeId },
    subtasks: [
      { description: 'Pripremi radno mjesto', needPhoto: false },
      { description: 'Uradi posao', needPhoto: false },
      { description: 'Fotografiraj rezultat', needPhoto: true },
    ],
  };
}

/** A photo as the phone sends it: 1600 px on the long side, JPEG at 0.85 (apps/employee/src/features/tasks/photo.ts). */
export async function buildPhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const grain = (Math.random() - 0.5) * 24;
      pixels[at] = Math.max(0, Math.min(255, (x / width) * 200 + 30 + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, (y / height) * 180 + 40 + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, 120 + 60 * Math.sin(x / 90) * Math.cos(y / 70) + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}
