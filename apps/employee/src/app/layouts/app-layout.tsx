import { PHONE_BASE, phonePaths } from '@plan-dan/contract/app-paths';
import { useNotificationOpen } from '@plan-dan/web-common/push-subscription';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { BookIcon, ChatIcon, HelpIcon, PersonIcon, ProgressIcon, TasksIcon } from '@/components/icons';
import { OfflineNotice } from '@/components/offline-notice';
import { useLiveChat } from '@/features/chat/api/chat-events';
import { useUnreadCount } from '@/features/chat/api/get-conversation';
import { writeDraft } from '@/features/chat/draft';
import type { ChatRouteState } from '@/features/chat/chat';
import { PushButton } from '@/features/push/components/push-button';
import { PushOffer } from '@/features/push/components/push-offer';
import { usePhonePush, type PhonePush } from '@/features/push/phone-push';
import { useLiveTasks } from '@/features/tasks/api/get-tasks';
import { liveLook } from '@/features/look/api/get-settings';
import { useAllDoneToday } from '@/features/tasks/all-done';
import { useSendWaiting } from '@/features/tasks/api/outbox-sender';
import { OutboxNotice } from '@/features/tasks/components/outbox-notice';
import { hr } from '@/i18n/hr';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { useEmployee } from '@/lib/employee-context';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { useNow } from '@plan-dan/web-common/use-now';
import { longDate } from '@/lib/dates';
import classes from './app-layout.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
}

const CHAT_PATH = phonePaths.chat;

const NAV_ITEMS: NavItem[] = [
  { to: phonePaths.home, label: hr.nav.tasks, icon: <TasksIcon />, end: true },
  { to: phonePaths.progress, label: hr.nav.progress, icon: <ProgressIcon /> },
  { to: phonePaths.materials, label: hr.nav.materials, icon: <BookIcon /> },
  { to: CHAT_PATH, label: hr.nav.chat, icon: <ChatIcon /> },
  // The logout is on 'Ja', behind one more step: a slip on the bar costs the employee nothing.
  { to: phonePaths.me, label: hr.nav.me, icon: <PersonIcon /> },
];

/**
 * Whether to ask about notifications now: on the task list once the employee has come back to it
 * from another screen (a task done, a message read), never at the first screen and never in a task.
 * Asked until answered, once per employee on this phone.
 */
function usePushOffer(pathname: string, push: PhonePush) {
  const [previousPath, setPreviousPath] = useState(pathname);
  const [offer, setOffer] = useState<'later' | 'shown' | 'done'>('later');
  // A list with nothing left shows its 'Bravo': the question comes after it, never between the two.
  const allDone = useAllDoneToday(useEmployee().id);
  if (previousPath !== pathname) {
    setPreviousPath(pathname);
    if (offer === 'later' && pathname === phonePaths.home && !push.asked && push.status === 'off') setOffer('shown');
  }
  const shown = offer === 'shown' && pathname === phonePaths.home;
  return { before: shown && !allDone, after: shown && allDone, done: () => setOffer('done') };
}

/**
 * The live task and chat streams (opening, each fetches what changed before it was open), and a tapped
 * notification's screen. The look the manager saves comes on the task stream: no second connection.
 */
function LiveUpdates({ employeeId }: { employeeId: number }) {
  const navigate = useNavigate();
  useLiveTasks(employeeId, [liveLook(employeeId)]);
  useLiveChat(employeeId);
  useNotificationOpen(PHONE_BASE, navigate);
  return null;
}

/**
 * What the first screen does not need in order to paint, started once it has painted, so that the start
 * is not one long task. Its own component: the rest of the layout does not render again for it.
 */
function AfterFirstPaint({ employeeId }: { employeeId: number }) {
  const painted = useAfterFirstPaint();
  return painted ? <LiveUpdates employeeId={employeeId} /> : null;
}

/** A tab of the bottom navigation; the chat's shows how many of the manager's messages are unread. */
function NavEntry({ item, unread = 0 }: { item: NavItem; unread?: number }) {
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={classes.navItem}
      // The name, also where large sizes show the icon alone; the number (a dot at large sizes) is seen on
      // the icon, and screen readers hear it in words after the label.
      aria-label={unread > 0 ? `${item.label} (${hr.nav.unread(unread)})` : item.label}
    >
      <span className={classes.icon}>
        {item.icon}
        {unread > 0 && (
          <span className={classes.badge} aria-hidden="true">
            <span className={classes.count}>{unread > 99 ? '99+' : unread}</span>
          </span>
        )}
      </span>
      {/* Not shown at large sizes: see the stylesheet. */}
      <span className={classes.label}>{item.label}</span>
    </NavLink>
  );
}

/** The chat's tab: its count is asked for once the first screen has painted. */
function ChatNavEntry({ item, employeeId }: { item: NavItem; employeeId: number }) {
  const painted = useAfterFirstPaint();
  return <NavEntry item={item} unread={useUnreadCount(employeeId, painted)} />;
}

/** The logged-in screens: today's date on top, the screen, and the large bottom navigation. */
export function AppLayout() {
  const employee = useEmployee();
  useSendWaiting(employee.id);
  const today = inAppZone(useNow()).date;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const push = usePhonePush(employee.id);
  const pushOffer = usePushOffer(pathname, push);
  // A new screen starts at its top, not where the last one was scrolled to.
  // The chat starts at its end, with the newest messages and the text box, and scrolls itself.
  useEffect(() => {
    if (pathname !== CHAT_PATH) window.scrollTo(0, 0);
  }, [pathname]);
  // The call is written for the employee; it goes only when they tap 'Pošalji', so a slip sends nothing.
  const askForHelp = () => {
    writeDraft(employee.id, hr.chat.sosText);
    void navigate(CHAT_PATH, { state: { sos: true } satisfies ChatRouteState });
  };

  return (
    <div className={classes.shell}>
      <AfterFirstPaint employeeId={employee.id} />
      {/* Outside <main>: it stays at the top down to the page's very end, the navigation included. */}
      <OfflineNotice />
      {/* No <header> landmark: Mantine's dialog brings its own, and two banners confuse screen readers. */}
      <main className={classes.main}>
        <div className={classes.top}>
          <button type="button" className={classes.help} onClick={askForHelp}>
            <HelpIcon />
            <span>{hr.nav.help}</span>
          </button>
          <PushButton push={push} />
          <p className={classes.date} data-home={pathname === phonePaths.home || undefined}>
            {longDate(today)}
          </p>
        </div>
        <OutboxNotice employeeId={employee.id} />
        {pushOffer.before && <PushOffer push={push} employeeId={employee.id} onDone={pushOffer.done} />}
        {/* A screen opened directly (a reload, a notification) loads its file under the layout. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
        {pushOffer.after && <PushOffer push={push} employeeId={employee.id} onDone={pushOffer.done} />}
      </main>
      <nav className={classes.nav} aria-label={hr.nav.label}>
        <ul className={classes.navList}>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              {item.to === CHAT_PATH ? <ChatNavEntry item={item} employeeId={employee.id} /> : <NavEntry item={item} />}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
