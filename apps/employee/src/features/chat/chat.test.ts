import type { ChatMessage } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import { chatLines, isSosText, mergeMessages, withLiveMessage } from './chat';

function message(id: number, createdAt: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: id,
    text: `Poruka ${id}`,
    createdAt,
    user: { _id: 'manager-1', name: 'Amra', avatar: null },
    employeeId: 7,
    from: 'manager',
    sos: false,
    ...overrides,
  };
}

const ids = (messages: readonly ChatMessage[]) => messages.map((one) => one._id);

describe('mergeMessages', () => {
  it('keeps each message once when the stream, the send answer and a fetch all bring it', () => {
    const fetched = [message(5, '2025-05-09T10:05:00Z'), message(4, '2025-05-09T10:04:00Z')];
    const older = [message(3, '2025-05-09T10:03:00Z'), message(2, '2025-05-09T10:02:00Z')];
    const live = [message(5, '2025-05-09T10:05:00Z'), message(6, '2025-05-09T10:06:00Z'), message(6, '2025-05-09T10:06:00Z')];
    expect(ids(mergeMessages([fetched, older], live))).toEqual([6, 5, 4, 3, 2]);
  });

  it('orders by id, newest first, whatever order the pieces came in', () => {
    const sameMoment = '2025-05-09T10:00:00Z';
    expect(ids(mergeMessages([[message(2, sameMoment)]], [message(9, sameMoment), message(3, sameMoment)]))).toEqual([9, 3, 2]);
  });

  it('takes the fetched copy over the live one', () => {
    const merged = mergeMessages([[message(1, '2025-05-09T10:00:00Z', { text: 'sa servera' })]], [message(1, '2025-05-09T10:00:00Z', { text: 'uživo' })]);
    expect(merged.map((one) => one.text)).toEqual(['sa servera']);
  });

  it('is empty before anything arrived', () => {
    expect(mergeMessages([], [])).toEqual([]);
  });
});

describe('withLiveMessage', () => {
  it('adds a new message and ignores one it already has', () => {
    const first = withLiveMessage([], message(1, '2025-05-09T10:00:00Z'));
    expect(ids(first)).toEqual([1]);
    expect(ids(withLiveMessage(first, message(1, '2025-05-09T10:00:00Z')))).toEqual([1]);
    expect(ids(withLiveMessage(first, message(2, '2025-05-09T10:01:00Z')))).toEqual([1, 2]);
  });
});

describe('chatLines', () => {
  it('reads oldest first with a day line before each day, in Sarajevo time', () => {
    const lines = chatLines([
      message(3, '2025-05-10T06:05:00Z'),
      // 22:30 UTC is already the next day (00:30) in Sarajevo in summer.
      message(2, '2025-05-09T22:30:00Z'),
      message(1, '2025-05-09T08:00:00Z'),
    ]);
    expect(lines.map((line) => (line.kind === 'day' ? line.date : `${line.message._id} ${line.time}`))).toEqual([
      '2025-05-09',
      '1 10:00',
      '2025-05-10',
      '2 00:30',
      '3 08:05',
    ]);
  });

  it('has no lines without messages', () => {
    expect(chatLines([])).toEqual([]);
  });
});

describe('isSosText', () => {
  it('is an SOS only when the help text is sent unchanged', () => {
    expect(isSosText('SOS: POMOĆ POTREBNA!', 'SOS: POMOĆ POTREBNA!')).toBe(true);
    expect(isSosText('  SOS: POMOĆ POTREBNA!\n', 'SOS: POMOĆ POTREBNA!')).toBe(true);
    expect(isSosText('SOS: POMOĆ POTREBNA! Pao sam', 'SOS: POMOĆ POTREBNA!')).toBe(false);
    expect(isSosText('Trebam pomoć', 'SOS: POMOĆ POTREBNA!')).toBe(false);
  });
});
