import { AppShell, Burger, Group, NavLink } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { webPaths } from '@plan-dan/contract/app-paths';
import { useNotificationOpen } from '@plan-dan/web-common/push-subscription';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Brand } from '@/components/brand';
import { BulbIcon, ChatIcon, LogoutIcon, SettingsIcon, UsersIcon } from '@/components/icons';
import { PageLoader } from '@/components/page-loader';
import { PhotosWaitingCount } from '@/features/board/components/photos-waiting-count';
import { PhotosWaitingLink } from '@/features/board/components/photos-waiting-link';
import { SosAlerts } from '@/features/chat/components/sos-alerts';
import { AboutLink } from '@/features/pictograms/components/about-link';
import { UnreadCount } from '@/features/chat/components/unread-count';
import { ChatEvents } from '@/features/chat/use-chat-events';
import { APP_BASE } from '@/features/push/push-device';
import { PushSwitchProvider } from '@/features/push/push-switch';
import { hr } from '@/i18n/hr';
import { BoardLive, useBoardTasksChanged } from '../board-live';
import { endSession } from '../end-session';
import { useInactivityTimeout } from '../inactivity';
import classes from './app-layout.module.css';
import { NotificationsHost } from '@/lib/notify';
import { QueryProvider } from '@/lib/query-provider';

interface NavEntry {
  to: string;
  label: string;
  icon: ReactNode;
  /** Beside the label, inside the link: part of its name. */
  badge?: ReactNode;
  isActive: (pathname: string) => boolean;
}

const startsWithSegment = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

const navEntries: NavEntry[] = [
  {
    to: '/',
    label: hr.nav.employees,
    icon: <UsersIcon />,
    badge: <PhotosWaitingCount />,
    isActive: (pathname) => pathname === '/' || startsWithSegment(pathname, '/employee'),
  },
  { to: '/material', label: hr.nav.materials, icon: <BulbIcon />, isActive: (p) => startsWithSegment(p, '/material') },
  { to: webPaths.chat(), label: hr.nav.chat, icon: <ChatIcon />, badge: <UnreadCount />, isActive: (p) => startsWithSegment(p, webPaths.chat()) },
  { to: '/settings', label: hr.nav.settings, icon: <SettingsIcon />, isActive: (p) => startsWithSegment(p, '/settings') },
];

const NAVBAR_ID = 'main-navigation';

/** The shell's live pieces, inside its query provider: the chat stream, which also tells the board of task changes. */
function ShellEvents() {
  const boardTasksChanged = useBoardTasksChanged();
  return (
    <>
      <ChatEvents onTasks={boardTasksChanged} />
      <BoardLive />
    </>
  );
}

/** The logged-in shell: a sidebar (a burger menu on narrow screens) beside the current screen. */
export function AppLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const isWide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useInactivityTimeout(endSession);
  // A tapped notification moves this open app to its screen, keeping what was typed elsewhere.
  useNotificationOpen(APP_BASE, navigate);

  // A closed mobile menu is only moved off screen; inert keeps its links out of the tab order.
  const navbarHidden = !isWide && !menuOpened;

  return (
    <QueryProvider>
      <AppShell
        header={{ height: { base: 56, sm: 0 } }}
        navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
        padding={{ base: 'md', sm: 'xl' }}
      >
        <AppShell.Header hiddenFrom="sm" px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Brand size="md" />
            <Group gap="xs" wrap="nowrap">
              <PhotosWaitingLink />
              <Burger
                opened={menuOpened}
                onClick={menu.toggle}
                size="sm"
                aria-label={menuOpened ? hr.nav.closeMenu : hr.nav.openMenu}
                aria-expanded={menuOpened}
                aria-controls={NAVBAR_ID}
              />
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar id={NAVBAR_ID} aria-label={hr.nav.label} p="md" inert={navbarHidden}>
          <AppShell.Section visibleFrom="sm" px="xs" pt="xs" pb="xl">
            <Brand size="lg" />
          </AppShell.Section>
          <AppShell.Section grow>
            {navEntries.map((entry) => {
              const active = entry.isActive(pathname);
              return (
                <NavLink
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  label={entry.label}
                  leftSection={entry.icon}
                  rightSection={entry.badge}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={menu.close}
                  fw={500}
                  py="sm"
                  mb={4}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
            })}
          </AppShell.Section>
          <AppShell.Section>
            <AboutLink />
            <NavLink
              component="button"
              type="button"
              label={hr.nav.logout}
              leftSection={<LogoutIcon />}
              onClick={endSession}
              fw={500}
              py="sm"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main>
          <div className={classes.content}>
            <SosAlerts />
            {/* Mounted with the shell: a device that was on is saved again for this session at once. */}
            <PushSwitchProvider>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </PushSwitchProvider>
          </div>
        </AppShell.Main>
      </AppShell>
      <NotificationsHost />
      <ShellEvents />
    </QueryProvider>
  );
}
