import type { Conversation } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import { buildMessage } from './chat-test-data';
import { addMessage, applyManagerRead, applyMessage, newestKnownId, openSosCalls, totalUnread, type MessagePages } from './live-cache';

const pagesOf = (...pages: number[][]): MessagePages => ({
  pages: pages.map((ids) => ids.map((id) => buildMessage(id))),
  pageParams: pages.map((_, index) => (index === 0 ? null : (pages[index - 1]!.at(-1) ?? null))),
});
const ids = (pages: MessagePages | undefined) => pages?.pages.map((page) => page.map((message) => message._id));

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  employeeId: 7,
  unread: 0,
  sos: null,
  lastMessage: buildMessage(10),
  ...overrides,
});

describe('addMessage', () => {
  it('puts a new message at the top of the newest page', () => {
    expect(ids(addMessage(pagesOf([12, 11], [10, 9]), buildMessage(13)))).toEqual([
      [13, 12, 11],
      [10, 9],
    ]);
  });

  it('adds a message once, however often the stream or the send answer brings it', () => {
    const pages = pagesOf([12, 11], [10, 9]);
    expect(addMessage(pages, buildMessage(12))).toBe(pages);
    expect(addMessage(pages, buildMessage(9))).toBe(pages);
    const once = addMessage(pages, buildMessage(13));
    expect(addMessage(once, buildMessage(13))).toBe(once);
  });

  it('keeps the newest page in order when a replayed message arrives after a newer one', () => {
    expect(ids(addMessage(pagesOf([14, 12]), buildMessage(13)))).toEqual([[14, 13, 12]]);
  });

  it('leaves a conversation that was never loaded unloaded', () => {
    expect(addMessage(undefined, buildMessage(1))).toBeUndefined();
  });
});

describe('applyMessage', () => {
  it("counts the employee's new message as unread and makes it the last message", () => {
    const [updated] = applyMessage([conversation({ unread: 2 })], buildMessage(11))!;
    expect(updated).toMatchObject({ unread: 3, lastMessage: { _id: 11 }, sos: null });
  });

  it("does not count the manager's own message", () => {
    const [updated] = applyMessage([conversation({ unread: 2 })], buildMessage(11, { from: 'manager' }))!;
    expect(updated).toMatchObject({ unread: 2, lastMessage: { _id: 11 } });
  });

  it('keeps an SOS until it is read', () => {
    const sos = buildMessage(11, { sos: true, text: 'SOS: POMOĆ POTREBNA!' });
    const withSos = applyMessage([conversation()], sos);
    expect(withSos?.[0]?.sos?._id).toBe(11);
    expect(applyMessage(withSos, buildMessage(12))?.[0]).toMatchObject({ unread: 2, sos: { _id: 11 } });
  });

  it('does not count a message the list already holds (a replay)', () => {
    const list = [conversation({ unread: 1 })];
    expect(applyMessage(list, buildMessage(10))).toBe(list);
    expect(applyMessage(list, buildMessage(9))).toBe(list);
  });

  it('starts the conversation of an employee who had none', () => {
    expect(applyMessage([], buildMessage(1, { employeeId: 8 }))).toEqual([
      { employeeId: 8, unread: 1, sos: null, lastMessage: buildMessage(1, { employeeId: 8 }) },
    ]);
  });
});

describe('applyManagerRead', () => {
  const read = (lastReadId: number, reader: 'manager' | 'employee' = 'manager') => ({ employeeId: 7, reader, lastReadId });

  it('clears the unread count and the SOS when everything up to the last message is read', () => {
    const list = [conversation({ unread: 3, sos: buildMessage(9, { sos: true }) })];
    expect(applyManagerRead(list, read(10))?.[0]).toMatchObject({ unread: 0, sos: null });
  });

  it('asks for the list again when newer messages than the read one are there', () => {
    expect(applyManagerRead([conversation({ unread: 3 })], read(8))).toBeNull();
  });

  it("ignores the employee's reading", () => {
    const list = [conversation({ unread: 3 })];
    expect(applyManagerRead(list, read(10, 'employee'))).toBe(list);
  });
});

describe('sums', () => {
  it('adds up the unread messages of every conversation for the sidebar', () => {
    expect(totalUnread([conversation({ unread: 2 }), conversation({ employeeId: 8, unread: 5 })])).toBe(7);
    expect(totalUnread(undefined)).toBe(0);
  });

  it('lists the open SOS calls newest first', () => {
    const list = [
      conversation({ sos: buildMessage(4, { sos: true }) }),
      conversation({ employeeId: 8, sos: null }),
      conversation({ employeeId: 9, sos: buildMessage(6, { sos: true, employeeId: 9 }) }),
    ];
    expect(openSosCalls(list).map((call) => call._id)).toEqual([6, 4]);
  });

  it('finds the newest message id the caches hold, for the first connection to resume after', () => {
    expect(newestKnownId([conversation()], [pagesOf([12, 11]), undefined])).toBe(12);
    expect(newestKnownId([conversation({ lastMessage: null })], [])).toBeNull();
  });
});
