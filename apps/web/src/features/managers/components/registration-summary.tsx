import type { ManagerProfile } from '@plan-dan/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { primaryButtonClass } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { formatDate } from '@/lib/dates';
import classes from './registration-summary.module.css';

function SummaryRow({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={classes.row}>
      <dt className={classes.term}>{term}</dt>
      <dd className={classes.value} data-strong={strong || undefined}>
        {value}
      </dd>
    </div>
  );
}

/** Shown after a successful registration: what was saved, and above all the username to log in with. */
export function RegistrationSummary({ profile }: { profile: ManagerProfile }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the manager was in is gone; keyboard and screen reader users continue from the new heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <AuthCard title={hr.register.summaryTitle} titleRef={headingRef} width={480}>
      <dl className={classes.list}>
        <SummaryRow term={hr.profile.name} value={profile.name} />
        <SummaryRow term={hr.profile.surname} value={profile.surname} />
        <SummaryRow term={hr.profile.email} value={profile.email} />
        <SummaryRow term={hr.profile.dateOfBirth} value={formatDate(profile.dateOfBirth)} />
        <SummaryRow term={hr.profile.username} value={profile.username} strong />
      </dl>
      <p className={classes.note}>{hr.register.summaryNote}</p>
      <Link to="/login" className={primaryButtonClass} data-full-width>
        {hr.register.toLogin}
      </Link>
    </AuthCard>
  );
}
