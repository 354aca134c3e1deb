import { webPaths } from '@plan-dan/contract/app-paths';
import type { Conversation, Employee } from '@plan-dan/contract';
import { TextInput, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { SearchIcon } from '@/components/icons';
import { hrChat as t } from '@/i18n/hr-chat';
import { todayIso } from '@/lib/dates';
import { formatListTime } from '../message-days';
import { matchesSearch } from '../search';
import classes from './chat.module.css';

const initials = (employee: Employee) => `${employee.name.charAt(0)}${employee.surname.charAt(0)}`.toLocaleUpperCase('hr');

/** Conversations with something new first, then by their newest message; the rest keep the employee list's order. */
function byActivity(employees: Employee[], conversations: Map<number, Conversation>): Employee[] {
  const newest = (employee: Employee) => conversations.get(employee.id)?.lastMessage?._id ?? 0;
  return [...employees].sort((a, b) => newest(b) - newest(a));
}

interface ConversationListProps {
  employees: Employee[];
  conversations: Conversation[];
  selectedId: number | null;
  search: string;
  onSearch: (search: string) => void;
}

/** The left side of 'RAZGOVORI': a search and the employees, each with the last message and what is unread. */
export function ConversationList({ employees, conversations, selectedId, search, onSearch }: ConversationListProps) {
  const byEmployee = new Map(conversations.map((conversation) => [conversation.employeeId, conversation]));
  const shown = byActivity(employees, byEmployee).filter((employee) => matchesSearch(employee, search));
  const today = todayIso();

  return (
    <>
      <TextInput
        type="search"
        aria-label={t.search}
        placeholder={t.searchPlaceholder}
        leftSection={<SearchIcon size={18} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        radius="xl"
        className={classes.search}
      />
      {shown.length === 0 ? (
        <p className={classes.listNote}>{employees.length === 0 ? t.noEmployees : t.noMatch(search.trim())}</p>
      ) : (
        <ul className={classes.list} aria-label={t.employeesLabel}>
          {shown.map((employee) => {
            const conversation = byEmployee.get(employee.id);
            const last = conversation?.lastMessage ?? null;
            const unread = conversation?.unread ?? 0;
            const selected = employee.id === selectedId;
            return (
              <li key={employee.id}>
                <Link
                  to={webPaths.chat(employee.id)}
                  className={classes.item}
                  aria-current={selected ? 'page' : undefined}
                  data-unread={unread > 0 || undefined}
                >
                  <span className={classes.avatar} aria-hidden="true">
                    {initials(employee)}
                  </span>
                  <span className={classes.itemBody}>
                    <span className={classes.itemTop}>
                      <span className={classes.itemName}>
                        {employee.name} {employee.surname}
                      </span>
                      {last ? <span className={classes.itemTime}>{formatListTime(last.createdAt, today)}</span> : null}
                    </span>
                    <span className={classes.itemBottom}>
                      <span className={classes.preview}>
                        {last ? `${last.from === 'manager' ? t.youPrefix : ''}${last.text}` : t.noMessagesYet}
                      </span>
                      {conversation?.sos ? <span className={classes.sosTag}>{t.sosTag}</span> : null}
                      {unread > 0 ? (
                        <span className={classes.count}>
                          <span aria-hidden="true">{unread}</span>
                          <VisuallyHidden>{t.unread(unread)}</VisuallyHidden>
                        </span>
                      ) : null}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
