import { chatUserId, type ChatMessage, type ChatSender, type Conversation } from '@plan-dan/contract';
import { sql, type Expression } from 'kysely';
import type { DialectName, Db, Executor } from '../../db/database.ts';

/** A message and the managers of its employee (the owner and the helpers): whose streams it goes to. */
export interface ScopedMessage {
  message: ChatMessage;
  managerIds: number[];
}

/** Whose messages a stream carries: all of a manager's employees' (owned or helped with), or one employee's. */
export type ChatScope = { managerId: number } | { employeeId: number };

export interface NewMessage {
  employeeId: number;
  from: ChatSender;
  senderId: number;
  senderName: string;
  text: string;
  sos: boolean;
  createdAt: number;
}

interface MessageColumns {
  id: number;
  employee_id: number;
  sender: ChatSender;
  sender_id: number;
  sender_name: string;
  text: string;
  sos: boolean | number;
  created_at: number | string;
}

function toMessage(row: MessageColumns): ChatMessage {
  return {
    _id: row.id,
    text: row.text,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    user: { _id: chatUserId(row.sender, row.sender_id), name: row.sender_name, avatar: null },
    employeeId: row.employee_id,
    from: row.sender,
    sos: Boolean(row.sos),
  };
}

const MESSAGE_COLUMNS = ['id', 'employee_id', 'sender', 'sender_id', 'sender_name', 'text', 'sos', 'created_at'] as const;

/** The columns of a message joined under a prefix (`l_`, `s_`), or null when the join found none. */
function prefixedMessage(row: Record<string, unknown>, prefix: string): ChatMessage | null {
  if (row[`${prefix}id`] === null || row[`${prefix}id`] === undefined) return null;
  const columns = Object.fromEntries(MESSAGE_COLUMNS.map((column) => [column, row[`${prefix}${column}`]]));
  return toMessage(columns as unknown as MessageColumns);
}

const joinedColumns = (alias: string) => sql.raw(MESSAGE_COLUMNS.map((column) => `${alias}.${column} as ${alias}_${column}`).join(', '));

/** Any constant: every instance takes the same lock before it writes a message. */
const MESSAGE_ORDER_LOCK = 0x63686174;

/** Writing and paging one conversation's messages. */
function messageQueries(db: Db, dialect: DialectName) {
  return {
    /** The sender's name as their messages carry it. */
    async nameOf(sender: ChatSender, id: number): Promise<string | undefined> {
      const table = sender === 'manager' ? 'managers' : 'employees';
      const row = await db.selectFrom(table).select(['name', 'surname']).where('id', '=', id).executeTakeFirst();
      return row && `${row.name} ${row.surname}`;
    },

    /**
     * Message ids must become visible in the order they are given: a stream that resumes after id N
     * never looks below N again. PostgreSQL hands out serial ids before commit, so two writers could
     * commit out of order; one lock around giving the id and committing keeps them in order on every
     * instance. SQLite writes one statement at a time, which does the same.
     */
    async insert(message: NewMessage): Promise<ChatMessage> {
      if (dialect === 'postgres') {
        // One statement, so one round trip: the lock comes before the id, and its transaction ends at the commit.
        const { rows } = await sql<MessageColumns>`
          insert into chat_messages (employee_id, sender, sender_id, sender_name, text, sos, created_at)
          select ${message.employeeId}::integer, ${message.from}, ${message.senderId}::integer, ${message.senderName}, ${message.text},
            ${message.sos}::boolean, ${message.createdAt}::bigint
          from (select pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK})) as in_order
          returning *`.execute(db);
        return toMessage(rows[0]!);
      }
      const row = await db
        .insertInto('chat_messages')
        .values({
          employee_id: message.employeeId,
          sender: message.from,
          sender_id: message.senderId,
          sender_name: message.senderName,
          text: message.text,
          sos: message.sos,
          created_at: message.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMessage(row);
    },

    /** Newest first; `before` pages back. */
    async page(employeeId: number, before: number | undefined, limit: number): Promise<ChatMessage[]> {
      let query = db.selectFrom('chat_messages').selectAll().where('employee_id', '=', employeeId);
      if (before !== undefined) query = query.where('id', '<', before);
      const rows = await query.orderBy('id', 'desc').limit(limit).execute();
      return rows.map(toMessage);
    },

    async newestId(): Promise<number> {
      const row = await db.selectFrom('chat_messages').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    async isInConversation(id: number, employeeId: number): Promise<boolean> {
      const row = await db.selectFrom('chat_messages').select('id').where('id', '=', id).where('employee_id', '=', employeeId).executeTakeFirst();
      return row !== undefined;
    },

    async deleteAllOfEmployee(trx: Executor, employeeId: number): Promise<void> {
      await trx.deleteFrom('chat_reads').where('employee_id', '=', employeeId).execute();
      await trx.deleteFrom('chat_messages').where('employee_id', '=', employeeId).execute();
    },
  };
}

/** What the streams deliver: messages after an id with the managers each goes to. */
function deliveryQueries(db: Db) {
  const scoped = () =>
    db.selectFrom('chat_messages as m').innerJoin('employees as e', 'e.id', 'm.employee_id').selectAll('m').select('e.manager_id');

  return {
    /** The messages after `after`, oldest first: of a scope (a stream's replay), or of all (for delivery). */
    async after(after: number, limit: number, scope?: ChatScope): Promise<ScopedMessage[]> {
      let query = scoped().where('m.id', '>', after);
      if (scope && 'managerId' in scope) {
        const { managerId } = scope;
        // Their own employees and those they help with: two indexed lookups, then the messages by employee.
        query = query.where((eb) =>
          eb(
            'm.employee_id',
            'in',
            eb
              .selectFrom('employees')
              .select('id')
              .where('manager_id', '=', managerId)
              .unionAll(eb.selectFrom('employee_helpers').select('employee_id as id').where('manager_id', '=', managerId)),
          ),
        );
      }
      if (scope && 'employeeId' in scope) query = query.where('m.employee_id', '=', scope.employeeId);
      const rows = await query.orderBy('m.id').limit(limit).execute();
      // The helpers of the batch's employees, in one more query (none when the batch is empty).
      const employeeIds = [...new Set(rows.map((row) => row.employee_id))];
      const helpers =
        employeeIds.length === 0
          ? []
          : await db.selectFrom('employee_helpers').select(['employee_id', 'manager_id']).where('employee_id', 'in', employeeIds).execute();
      return rows.map((row) => ({
        message: toMessage(row),
        managerIds: [row.manager_id, ...helpers.filter((helper) => helper.employee_id === row.employee_id).map((helper) => helper.manager_id)],
      }));
    },

    /** The managers whose streams carry the employee's conversation: the owner, then the helpers. */
    async managersOf(employeeId: number): Promise<number[]> {
      const owner = await db.selectFrom('employees').select('manager_id').where('id', '=', employeeId).executeTakeFirst();
      if (!owner) return [];
      const helpers = await db.selectFrom('employee_helpers').select('manager_id').where('employee_id', '=', employeeId).execute();
      return [owner.manager_id, ...helpers.map((helper) => helper.manager_id)];
    },
  };
}

/**
 * The one SQL copy of "unread" for a conversation's side: the other side's messages (as `m`) after the
 * side's read marker. The manager side has one marker, shared by the owner and the helpers. `employeeId`
 * names the conversation (a column of the outer query). Used by the conversation list and, through
 * `chatFigures`, the manager's board.
 */
const unreadBy = (reader: ChatSender, employeeId: Expression<number>) => sql`
  m.employee_id = ${employeeId} and m.sender = ${reader === 'manager' ? 'employee' : 'manager'}
  and m.id > coalesce((select r.last_read_id from chat_reads r where r.employee_id = ${employeeId} and r.reader = ${reader}), 0)`;

/** The chat's figures as SQL expressions over a conversation named by a column, for other modules' statements (app.ts hands them on). */
export const chatFigures = {
  /** How many of the conversation's messages the reader's side has not read. */
  unread: (reader: ChatSender, employeeId: Expression<number>) => sql<number>`(select count(*) from chat_messages m where ${unreadBy(reader, employeeId)})`,
  /** Whether an SOS is among them. */
  unreadSos: (reader: ChatSender, employeeId: Expression<number>) =>
    sql<boolean>`exists (select 1 from chat_messages m where ${unreadBy(reader, employeeId)} and m.sos)`,
  /**
   * What those two depend on, for a version of an answer built on them: the conversation's newest message
   * id and the reader side's marker, both of which only grow while the conversation exists.
   */
  changeMark: (reader: ChatSender, employeeId: Expression<number>) =>
    sql<string>`(select coalesce(max(m.id), 0) from chat_messages m where m.employee_id = ${employeeId}) || ':' ||
      coalesce((select r.last_read_id from chat_reads r where r.employee_id = ${employeeId} and r.reader = ${reader}), 0)`,
};
export type ChatFigures = typeof chatFigures;

/** Read markers and the conversation lists they count unread messages for. */
function conversationQueries(db: Db) {
  return {
    /** Moves the reader's marker up to `lastReadId`, never back; answers whether it moved. */
    async markRead(employeeId: number, reader: ChatSender, lastReadId: number): Promise<boolean> {
      const result = await db
        .insertInto('chat_reads')
        .values({ employee_id: employeeId, reader, last_read_id: lastReadId })
        .onConflict((conflict) =>
          conflict
            .columns(['employee_id', 'reader'])
            .doUpdateSet({ last_read_id: lastReadId })
            .where('chat_reads.last_read_id', '<', lastReadId),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * The reader's conversations in one query: a manager's, one row per employee they own or help with
     * (with messages or not); an employee's own. Unread counts the other side's messages after the
     * reader's marker; the manager side has one marker, shared by the owner and the helpers.
     */
    async conversations(reader: ChatSender, readerId: number): Promise<Conversation[]> {
      const reaches =
        reader === 'manager'
          ? sql`e.id in (select o.id from employees o where o.manager_id = ${readerId}
              union all select h.employee_id from employee_helpers h where h.manager_id = ${readerId})`
          : sql`e.id = ${readerId}`;
      const { rows } = await sql<Record<string, unknown>>`
        select e.id as employee_id,
          ${chatFigures.unread(reader, sql.ref('e.id'))} as unread,
          ${joinedColumns('l')}, ${joinedColumns('s')}
        from employees e
        left join chat_messages l on l.id = (select max(m.id) from chat_messages m where m.employee_id = e.id)
        left join chat_messages s on s.id = (select max(m.id) from chat_messages m where ${unreadBy(reader, sql.ref('e.id'))} and m.sos)
        where ${reaches}
        order by e.id`.execute(db);
      return rows.map((row) => ({
        employeeId: Number(row.employee_id),
        unread: Number(row.unread),
        sos: prefixedMessage(row, 's_'),
        lastMessage: prefixedMessage(row, 'l_'),
      }));
    },
  };
}

export function createChatRepository(db: Db, dialect: DialectName) {
  return { ...messageQueries(db, dialect), ...deliveryQueries(db), ...conversationQueries(db) };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
