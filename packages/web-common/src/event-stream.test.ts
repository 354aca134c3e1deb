import { describe, expect, it } from 'vitest';
import { takeEvents } from './event-stream';

const tasks = { name: 'tasks', id: null, data: '{}' };

describe('takeEvents', () => {
  it('names each complete event and skips the retry field and keep-alive comments', () => {
    expect(takeEvents('retry: 3000\n\nevent: tasks\ndata: {}\n\n: keep-alive\n\nevent: tasks\ndata: {}\n\n')).toEqual({
      events: [tasks, tasks],
      rest: '',
    });
  });

  it('keeps an unfinished event for the next chunk, which completes it', () => {
    const first = takeEvents('event: tasks\ndata: {}\n\nevent: ta');
    expect(first).toEqual({ events: [tasks], rest: 'event: ta' });
    expect(takeEvents(`${first.rest}sks\ndata: {}\n\n`)).toEqual({ events: [tasks], rest: '' });
  });

  it("reads CRLF line ends, and calls an event with data but no name 'message'", () => {
    expect(takeEvents('event: tasks\r\ndata: {}\r\n\r\ndata: hello\r\n\r\n')).toEqual({
      events: [tasks, { name: 'message', id: null, data: 'hello' }],
      rest: '',
    });
  });

  it('reads the id and joins the data lines of an event', () => {
    expect(takeEvents('id: 42\nevent: message\ndata: {"text":\ndata:"a: b"}\n\nid:43\ndata: x\n\n')).toEqual({
      events: [
        { name: 'message', id: '42', data: '{"text":\n"a: b"}' },
        { name: 'message', id: '43', data: 'x' },
      ],
      rest: '',
    });
  });
});
