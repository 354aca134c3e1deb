import { lazy, Suspense, useState, type ComponentProps } from 'react';
import classes from './calm-dialog.module.css';

const CalmDialogWindow = lazy(() => import('./calm-dialog-window'));

/**
 * A question or a short message in a window, with one or two large answers below it. At large font
 * sizes the text is taller than the screen: it scrolls by itself, while the answers stay in view.
 * The window (Mantine's Modal) is loaded the first time it opens and then stays, so that it can close
 * with its transition: the start screen's script carries none of it.
 */
export function CalmDialog(props: ComponentProps<typeof CalmDialogWindow>) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CalmDialogWindow {...props} />
    </Suspense>
  );
}

/** The dialog's paragraph style, for its children. */
export const dialogTextClass = classes.text;
/** An answer button's extra class: the answers share the row. */
export const dialogAnswerClass = classes.answer;
