import type { Material, MaterialKind } from '@plan-dan/contract';
import { ActionIcon } from '@mantine/core';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { useId, type ReactNode } from 'react';
import { CloseIcon } from '@/components/icons';
import { hrMaterials as t } from '@/i18n/hr-materials';
import { formatDate } from '@/lib/dates';
import { formatFileSize } from '@plan-dan/web-common/file-size';
import { ArchiveIcon, DocumentIcon, ImageIcon, PlayIcon, VideoIcon } from './material-icons';
import classes from './materials.module.css';

interface MaterialCardProps {
  material: Material;
  /** Pictures and videos open in the dialog; PDFs and ZIPs are links. */
  onView: (material: Material) => void;
  onDelete: (material: Material) => void;
}

const TILE_ICON: Record<MaterialKind, ReactNode> = {
  image: <ImageIcon size={40} />,
  video: <VideoIcon size={40} />,
  pdf: <DocumentIcon size={40} />,
  zip: <ArchiveIcon size={40} />,
};

/**
 * The small preview only, never the file: many cards stay fast. PDF, ZIP, a video without its first
 * frame and a picture the server could not shrink (HEIC) get a tile.
 */
function Preview({ material }: { material: Material }) {
  if (material.previewURL && (material.kind === 'image' || material.kind === 'video')) {
    return (
      <>
        <img className={classes.previewImage} src={material.previewURL} alt="" loading="lazy" decoding="async" />
        {material.kind === 'video' ? (
          <span className={classes.playMark}>
            <PlayIcon size={22} />
          </span>
        ) : null}
      </>
    );
  }
  return (
    <div className={classes.tile} data-kind={material.kind}>
      {TILE_ICON[material.kind]}
      <span className={classes.tileLabel}>{t.kind[material.kind]}</span>
    </div>
  );
}

/** A material as a card: preview, title, kind, size and day; the whole card opens it, the cross deletes it (after asking). */
export function MaterialCard({ material, onView, onDelete }: MaterialCardProps) {
  const metaId = useId();
  const hintId = useId();
  const describedBy = `${metaId} ${hintId}`;
  const added = formatDate(inAppZone(Date.parse(material.created)).date);

  const open =
    material.kind === 'pdf' ? (
      <a className={classes.open} href={material.downloadURL} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
        {material.name}
      </a>
    ) : material.kind === 'zip' ? (
      <a className={classes.open} href={material.downloadURL} download={`${material.name}.zip`} aria-describedby={describedBy}>
        {material.name}
      </a>
    ) : (
      <button type="button" className={classes.open} onClick={() => onView(material)} aria-describedby={describedBy} aria-haspopup="dialog">
        {material.name}
      </button>
    );

  return (
    <li className={classes.card}>
      <div className={classes.preview}>
        <Preview material={material} />
      </div>
      <div className={classes.body}>
        <h2 className={classes.title}>{open}</h2>
        <p className={classes.meta} id={metaId}>
          <span>
            {t.kind[material.kind]} · {formatFileSize(material.size, t.sizeUnits)}
          </span>{' '}
          <span>{t.added(added)}</span>
        </p>
        <span id={hintId} hidden>
          {t.opens[material.kind]}
        </span>
      </div>
      <ActionIcon
        className={classes.remove}
        variant="default"
        radius="xl"
        size="lg"
        aria-label={t.removeLabel(material.name)}
        onClick={() => onDelete(material)}
      >
        <CloseIcon size={18} />
      </ActionIcon>
    </li>
  );
}
