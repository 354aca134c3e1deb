import { VisuallyHidden } from '@mantine/core';
import { hrBoard as t } from '@/i18n/hr-board';
import { useBoard } from '../api/get-board';
import { totalPhotosWaiting } from '../needs-me';
import { CameraIcon } from './board-icons';
import classes from './board.module.css';

/**
 * Beside 'Zaposlenici' in the sidebar: how many photos wait for review over all employees, quiet (no
 * alarm, unlike an SOS); part of the link's name, heard as words. The link leads to the board.
 */
export function PhotosWaitingCount() {
  const board = useBoard();
  const count = totalPhotosWaiting(board.data?.employees);
  if (count === 0) return null;
  return (
    <span className={classes.navCount}>
      <CameraIcon size={13} />
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{t.photosWaitingNav(count)}</VisuallyHidden>
    </span>
  );
}
