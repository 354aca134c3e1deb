import { expect, type APIRequestContext } from '@playwright/test';
import type { AccountSettings, ChatMessage, Conversation, Employee, Material, PhoneLook, Step, TaskWithSteps } from '@plan-dan/contract';
import { uploadMaterial } from '../fixtures/materials';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Today's date in the app's zone, as the server and the phone read it. */
export function sarajevoToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sarajevo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export interface NewStep {
  description: string;
  needPhoto?: boolean;
}

export interface NewTask {
  taskName: string;
  description?: string;
  dueDate?: string;
  dueTime?: string;
  priority?: boolean;
  subtasks?: NewStep[];
}

/**
 * The manager's side of a phone test, played through the real API: an account, an employee,
 * tasks, the look and the decisions on photos.
 */
export class PhoneTestData {
  private constructor(
    private readonly request: APIRequestContext,
    readonly managerToken: string,
    /** The manager's login, for a test that also opens the manager's app. */
    readonly managerLogin: { email: string; password: string },
  ) {}

  static async create(request: APIRequestContext): Promise<PhoneTestData> {
    const email = `voditelj-${unique()}@example.com`;
    const password = 'tajna-lozinka';
    const created = await request.post('/api/v1/manager/create', {
      data: { name: 'Amra', surname: 'Voditeljica', email, password, kidMale: false, dateOfBirth: '1985-04-12' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const login = await request.post('/api/v1/manager/login', { data: { username: email, password } });
    expect(login.status(), await login.text()).toBe(200);
    const { jwtToken } = (await login.json()) as { jwtToken: string };
    return new PhoneTestData(request, jwtToken, { email, password });
  }

  private get headers() {
    return { Authorization: `Bearer ${this.managerToken}` };
  }

  async createEmployee(overrides: { name?: string; kidMale?: boolean; password?: string } = {}): Promise<Employee & { email: string; password: string }> {
    const password = overrides.password ?? 'zaposlenik-1';
    const email = `zaposlenik-${unique()}@example.com`;
    const response = await this.request.post('/api/v1/child/create', {
      headers: this.headers,
      data: {
        name: overrides.name ?? 'Haris',
        surname: 'Radnik',
        email,
        password,
        kidMale: overrides.kidMale ?? true,
        dateOfBirth: '2004-09-01',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return { ...((await response.json()) as Employee), email, password };
  }

  async settings(employeeId: number): Promise<AccountSettings> {
    const response = await this.request.get(`/api/v1/account/settings/${employeeId}`, { headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as AccountSettings;
  }

  /** The one-time code the manager's QR code carries right now. */
  async loginCode(employeeId: number): Promise<string> {
    return (await this.settings(employeeId)).phoneLoginString;
  }

  async updateLook(employeeId: number, look: Partial<PhoneLook>): Promise<AccountSettings> {
    const current = await this.settings(employeeId);
    const { phoneLoginString: _code, ...currentLook } = current;
    const response = await this.request.put(`/api/v1/account/settings/${employeeId}`, {
      headers: this.headers,
      data: { ...currentLook, ...look },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as AccountSettings;
  }

  async createTask(employeeId: number, task: NewTask): Promise<TaskWithSteps> {
    const response = await this.request.post('/api/v1/task', {
      headers: this.headers,
      data: {
        description: 'Opis zadatka',
        dueDate: sarajevoToday(),
        dueTime: '23:59',
        priority: false,
        subtasks: [],
        ...task,
        child: { id: employeeId },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const created = (await response.json()) as { id: number };
    const found = (await this.tasks(employeeId)).find((candidate) => candidate.id === created.id);
    expect(found).toBeDefined();
    return found!;
  }

  async tasks(employeeId: number): Promise<TaskWithSteps[]> {
    const response = await this.request.get(`/api/v1/task/${employeeId}?include=subtasks`, { headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as TaskWithSteps[];
  }

  /** The current step photos of a task, as the manager's screen lists them. */
  async photos(taskId: number): Promise<{ id: number; subtaskId: number }[]> {
    const response = await this.request.get(`/api/v1/task-photos?taskId=${taskId}`, { headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { id: number; subtaskId: number }[];
  }

  /** The manager deletes a task. */
  async removeTask(taskId: number): Promise<void> {
    const response = await this.request.delete(`/api/v1/task/${taskId}`, { headers: this.headers });
    expect(response.status(), await response.text()).toBe(204);
  }

  /** The manager's materials as the API lists them. */
  async materials(): Promise<Material[]> {
    const response = await this.request.get('/api/v1/materials', { headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as Material[];
  }

  /** Uploads an instruction material with the real tus client (origin: where the server answers). */
  async uploadMaterial(origin: string, title: string, data: Buffer): Promise<Material> {
    const id = await uploadMaterial(origin, this.managerToken, title, data);
    const material = (await this.materials()).find((candidate) => candidate.id === id);
    expect(material, `material ${id} in the manager's list`).toBeDefined();
    return material!;
  }

  /** The manager's picture for a step (the raw image as the body). */
  async setStepPicture(stepId: number, image: Buffer, contentType: string): Promise<Step> {
    const response = await this.request.put(`/api/v1/task/sub/${stepId}/picture`, {
      headers: { ...this.headers, 'content-type': contentType },
      data: image,
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as Step;
  }

  /** The manager approves (true) or rejects (false) a step's photo. */
  async decideStep(stepId: number, done: boolean): Promise<Step> {
    const response = await this.request.put(`/api/v1/task/sub/done/${stepId}`, { headers: this.headers, data: { done } });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as Step;
  }
}

/** The manager's side of the chat, played through the real API. */
export class PhoneChatManager {
  constructor(
    private readonly request: APIRequestContext,
    private readonly managerToken: string,
  ) {}

  private get headers() {
    return { Authorization: `Bearer ${this.managerToken}` };
  }

  async send(employeeId: number, text: string): Promise<ChatMessage> {
    const response = await this.request.post(`/api/v1/chat/${employeeId}/messages`, { headers: this.headers, data: { text } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as ChatMessage;
  }

  /** The conversation newest first, as the manager's API answers it. */
  async messages(employeeId: number, query: { before?: number; limit?: number } = {}): Promise<ChatMessage[]> {
    const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
    const response = await this.request.get(`/api/v1/chat/${employeeId}/messages?${search}`, { headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as ChatMessage[];
  }

  async conversation(employeeId: number): Promise<Conversation> {
    const response = await this.request.get('/api/v1/chat', { headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
    const found = ((await response.json()) as Conversation[]).find((conversation) => conversation.employeeId === employeeId);
    expect(found, `employee ${employeeId}'s conversation`).toBeDefined();
    return found!;
  }
}
