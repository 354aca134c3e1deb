import { webPaths } from '@plan-dan/contract/app-paths';
import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChatIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { hr } from '@/i18n/hr';
import { hrChat as t } from '@/i18n/hr-chat';
import { useSession } from '@/lib/session';
import { useChatEmployees } from '../api/get-chat-employees';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from '../components/conversation-list';
import { ConversationPane } from '../components/conversation-pane';
import classes from '../components/chat.module.css';

const parseId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * 'RAZGOVORI': the employees on the left, the chosen one's conversation on the right. The choice is in
 * the address (/chat/:employeeId), so links (the SOS alert) lead straight to a conversation. On a narrow
 * screen the list and the conversation take turns.
 */
export function ChatRoute() {
  useDocumentTitle(`${hr.nav.chat} · ${hr.app.name}`);
  const { employeeId } = useParams();
  const selectedId = parseId(employeeId);
  const managerId = useSession()?.id ?? 0;
  const employees = useChatEmployees(managerId);
  const conversations = useConversations();
  const [search, setSearch] = useState('');
  const selected = employees.data?.find((employee) => employee.id === selectedId);

  return (
    <div className={classes.page} data-open={employeeId !== undefined || undefined}>
      <Title order={1} fz={28} c="brand.8" className={classes.heading}>
        {hr.chat.title}
      </Title>
      <div className={classes.panes}>
        <div className={classes.listPane}>
          {employees.isPending ? (
            <PageLoader />
          ) : employees.isError ? (
            <LoadFailed onRetry={() => void employees.refetch()} />
          ) : (
            <ConversationList
              employees={employees.data}
              conversations={conversations.data ?? []}
              selectedId={selectedId}
              search={search}
              onSearch={setSearch}
            />
          )}
        </div>
        <div className={classes.conversationPane}>
          {selected ? (
            <ConversationPane key={selected.id} employee={selected} conversation={conversations.data?.find((c) => c.employeeId === selected.id)} />
          ) : employeeId !== undefined && employees.isPending ? (
            <PageLoader />
          ) : (
            <div className={classes.emptyState}>
              <span className={classes.emptyIcon}>
                <ChatIcon size={30} />
              </span>
              <p className={classes.emptyText}>{employeeId === undefined ? t.empty : t.notFound}</p>
              {employeeId !== undefined ? (
                <Link to={webPaths.chat()} className={classes.backText}>
                  {t.back}
                </Link>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
