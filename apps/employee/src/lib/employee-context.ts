import { createContext, useContext } from 'react';
import type { SessionEmployee } from '@/lib/session';

export const EmployeeContext = createContext<SessionEmployee | null>(null);

/** The logged-in employee; only screens inside the session gate ask for it. */
export function useEmployee(): SessionEmployee {
  const employee = useContext(EmployeeContext);
  if (!employee) throw new Error('useEmployee outside the session gate');
  return employee;
}
