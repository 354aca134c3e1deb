import type { Material } from '@plan-dan/contract';
import type { MaterialKind } from '@plan-dan/contract/constants';
import { useId, type ReactNode } from 'react';
import { DocumentIcon, DownloadIcon, ImageIcon, PlayIcon } from '@/components/icons';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { hr } from '@/i18n/hr';
import { formatFileSize } from '@plan-dan/web-common/file-size';
import classes from './material-card.module.css';

const ACTION_ICONS: Record<MaterialKind, ReactNode> = {
  image: <ImageIcon />,
  video: <PlayIcon />,
  pdf: <DocumentIcon />,
  zip: <DownloadIcon />,
};

function actionText(material: Material): string {
  const action = hr.materials.action[material.kind];
  // A PDF or a ZIP may be large: its size is said before it is fetched over mobile data.
  return material.kind === 'pdf' || material.kind === 'zip' ? hr.materials.withSize(action, formatFileSize(material.size, hr.materials.sizeUnits)) : action;
}

/** The small picture on a card: a picture's preview, a video's first frame or a large play mark. */
function Preview({ material }: { material: Material }) {
  if (material.previewURL) {
    // Decorative: the title beside it names the material.
    return (
      <div className={classes.preview} data-kind={material.kind}>
        <img src={material.previewURL} alt="" loading="lazy" decoding="async" />
        {material.kind === 'video' ? <PlayIcon className={classes.playMark} /> : null}
      </div>
    );
  }
  if (material.kind !== 'video') return null;
  return (
    <div className={classes.preview} data-kind="video">
      <PlayIcon className={classes.playMark} />
    </div>
  );
}

interface MaterialCardProps {
  material: Material;
  /** Pictures and videos open full screen on this page. */
  onOpen: (material: Material) => void;
}

/**
 * A material as a large card; touching anywhere on it opens the material: a picture or a video full
 * screen, a PDF in the browser, a ZIP as a download. The title is the control's name, and the line
 * under it says what touching does.
 */
export function MaterialCard({ material, onOpen }: MaterialCardProps) {
  const nameId = useId();
  const actionId = useId();
  const control =
    material.kind === 'pdf' ? (
      <a href={material.downloadURL} target="_blank" rel="noopener" className={classes.open} aria-describedby={actionId}>
        {material.name}
      </a>
    ) : material.kind === 'zip' ? (
      <a href={material.downloadURL} download className={classes.open} aria-describedby={actionId}>
        {material.name}
      </a>
    ) : (
      <button type="button" className={classes.open} aria-describedby={actionId} onClick={() => onOpen(material)}>
        {material.name}
      </button>
    );

  return (
    <article className={classes.card} aria-labelledby={nameId}>
      <Preview material={material} />
      <div className={classes.top}>
        <h3 className={classes.name} id={nameId}>
          {control}
        </h3>
        <ReadAloudButton text={material.name} describedBy={nameId} />
      </div>
      <p className={classes.action} id={actionId}>
        {ACTION_ICONS[material.kind]}
        <span>{actionText(material)}</span>
      </p>
    </article>
  );
}
