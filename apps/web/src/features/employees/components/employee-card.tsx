import { webPaths } from '@plan-dan/contract/app-paths';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Badge.css';
import type { Employee } from '@plan-dan/contract';
import { ActionIcon, Badge, Menu, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DotsIcon, TrashIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { fullName } from '../schemas';
import classes from './employee-list.module.css';

interface EmployeeCardProps {
  employee: Employee;
  number: number;
  onDelete: (employee: Employee) => void;
  /** Under the name: what the app adds (the day's figures on the board). */
  children?: ReactNode;
}

/**
 * A numbered box with the full name (opening the employee page) and a three-dot menu; an employee the
 * manager helps with is marked 'Pomagač' with the owner's name, and has no menu (deleting is the owner's).
 */
export function EmployeeCard({ employee, number, onDelete, children }: EmployeeCardProps) {
  const name = fullName(employee);
  return (
    <li className={classes.card}>
      <div className={classes.top}>
        <span className={classes.number}>{number}</span>
        {employee.role === 'helper' ? (
          <Badge color="brand" variant="light" size="lg" radius="sm">
            {hr.employees.helperBadge}
          </Badge>
        ) : (
          <Menu position="bottom-end" shadow="md" radius="md" width={180}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" className={classes.menu} aria-label={hr.employees.menu(name)}>
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red" leftSection={<TrashIcon size={18} />} onClick={() => onDelete(employee)}>
              {hr.employees.remove}
            </Menu.Item>
          </Menu.Dropdown>
          </Menu>
        )}
      </div>
      <Link to={webPaths.employee(employee.id)} className={classes.name}>
        {name}
      </Link>
      {employee.role === 'helper' ? (
        <Text size="sm" c="dimmed">
          {hr.employees.ownedBy(employee.ownerName)}
        </Text>
      ) : null}
      {children}
    </li>
  );
}
