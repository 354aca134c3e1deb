import { Link } from 'react-router';
import { hrBoard as t } from '@/i18n/hr-board';
import { useBoard } from '../api/get-board';
import { totalPhotosWaiting } from '../needs-me';
import { CameraIcon } from './board-icons';
import classes from './board.module.css';

/**
 * A phone's header, where the sidebar is folded away: the same quiet count of photos waiting, a link to
 * the board (Zaposlenici) with its count in words.
 */
export function PhotosWaitingLink() {
  const board = useBoard();
  const count = totalPhotosWaiting(board.data?.employees);
  if (count === 0) return null;
  return (
    <Link to="/" className={classes.headerCount} aria-label={t.photosWaitingNav(count)}>
      <CameraIcon size={16} />
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
    </Link>
  );
}
