import type { Employee } from '@plan-dan/contract';
import { useCallback, useMemo, useState } from 'react';
import { useBoard } from '@/features/board/api/get-board';
import { BoardFigures } from '@/features/board/components/board-figures';
import { BoardToolbar, type BoardOrder } from '@/features/board/components/board-toolbar';
import { byEmployee, orderByNeedsMe } from '@/features/board/needs-me';
import { EmployeesRoute } from '@/features/employees/routes/employees-route';

const ORDER_KEY = 'plan-dan.board-order';

function storedOrder(): BoardOrder {
  try {
    return localStorage.getItem(ORDER_KEY) === 'list' ? 'list' : 'needs-me';
  } catch {
    return 'needs-me';
  }
}

/**
 * Zaposlenici, the coach's start of the day: the employee list with each one's day from the board (one
 * request for all), "needs me" first unless the manager chose the list's order (kept in this browser).
 */
export function EmployeesBoardRoute() {
  const board = useBoard();
  const [order, setOrder] = useState<BoardOrder>(storedOrder);
  const figures = useMemo(() => byEmployee(board.data?.employees), [board.data]);

  const chooseOrder = (next: BoardOrder) => {
    setOrder(next);
    try {
      localStorage.setItem(ORDER_KEY, next);
    } catch {
      // A browser without storage keeps the choice for this visit only.
    }
  };
  const ordered = useCallback((list: readonly Employee[]) => orderByNeedsMe(list, (employee) => figures.get(employee.id)), [figures]);
  const cardDetails = useCallback(
    (employee: Employee) => {
      const own = figures.get(employee.id);
      return own ? <BoardFigures figures={own} /> : null;
    },
    [figures],
  );

  return (
    <EmployeesRoute
      toolbar={<BoardToolbar employees={board.data?.employees} failed={board.isError && !board.data} order={order} onOrder={chooseOrder} />}
      order={order === 'needs-me' ? ordered : undefined}
      cardDetails={cardDetails}
    />
  );
}
