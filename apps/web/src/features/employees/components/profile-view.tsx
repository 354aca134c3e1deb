import type { Employee } from '@plan-dan/contract';
import { hr } from '@/i18n/hr';
import { formatDate } from '@/lib/dates';
import classes from './profile-view.module.css';

const orDash = (value: string | null) => (value && value.trim() !== '' ? value : '-');

/** The Detalji read view: every field with '-' where nothing was written. */
export function ProfileView({ employee }: { employee: Employee }) {
  const rows: [string, string][] = [
    [hr.profile.name, employee.name],
    [hr.profile.surname, employee.surname],
    [hr.profile.gender, employee.kidMale ? hr.profile.male : hr.profile.female],
    [hr.profile.dateOfBirth, formatDate(employee.dateOfBirth)],
    [hr.profile.email, employee.email],
    [hr.employees.qualities, orDash(employee.qualities)],
    [hr.employees.preferences, orDash(employee.preferences)],
    [hr.employees.special, orDash(employee.special)],
  ];
  return (
    <dl className={classes.list}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={classes.term}>{term}</dt>
          <dd className={classes.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
