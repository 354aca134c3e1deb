import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Brand } from '@/components/brand';
import { PageLoader } from '@/components/page-loader';
import classes from './guest-layout.module.css';

/** Login and registration: the product name above one calm card. */
export function GuestLayout({ children }: { children?: ReactNode }) {
  return (
    <main className={classes.main}>
      <Brand size="xl" />
      <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
    </main>
  );
}
