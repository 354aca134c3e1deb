import { Modal } from '@mantine/core';
import type { Material } from '@plan-dan/contract';
import { useId, useState } from 'react';
import { BigButton } from '@/components/big-button';
import { CloseIcon } from '@/components/icons';
import { MantineScope } from '@/components/mantine-scope';
import { Notice } from '@/components/notice';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { hr } from '@/i18n/hr';
import classes from './material-viewer.module.css';

interface MaterialViewerProps {
  opened: boolean;
  /** The material shown; it stays while the dialog fades out after closing. None before the first. */
  material: Material | undefined;
  onClose: () => void;
  /** Fetches the list again (fresh links); answers this material as it is now, if it is still there. */
  onRefresh: () => Promise<Material | undefined>;
}

/** The picture or the video, or a calm note with a retry when it did not load (no connection, an old link). */
function Media({ material, titleId, onRefresh }: { material: Material; titleId: string; onRefresh: MaterialViewerProps['onRefresh'] }) {
  // The link it opened with: the list's links change each hour, and a new one would restart a playing video.
  const [source, setSource] = useState(material.downloadURL);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    const fresh = await onRefresh().catch(() => undefined);
    setRetrying(false);
    setFailed(false);
    setSource(fresh?.downloadURL ?? source);
    // A new element loads the file again, also when the link stayed the same.
    setAttempt((count) => count + 1);
  };

  if (failed) {
    return (
      <div className={classes.failed}>
        <Notice>
          <p>{hr.materials.mediaFailed}</p>
          <BigButton variant="secondary" onClick={() => void retry()} disabled={retrying}>
            {hr.app.retry}
          </BigButton>
        </Notice>
      </div>
    );
  }
  return material.kind === 'video' ? (
    <video
      key={attempt}
      className={classes.video}
      src={source}
      poster={material.previewURL ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-labelledby={titleId}
      onError={() => setFailed(true)}
    />
  ) : (
    <img key={attempt} className={classes.image} src={source} alt={material.name} onError={() => setFailed(true)} />
  );
}

/**
 * A picture or a video over the whole screen, its title under it and one large 'Zatvori' at the bottom,
 * where a thumb reaches it. The video has the browser's own controls, so it plays, pauses and seeks
 * the way the phone's other videos do.
 */
export function MaterialViewer({ opened, material, onClose, onRefresh }: MaterialViewerProps) {
  const id = useId();
  // Mantine names the dialog by its title, whose id it derives from the dialog's.
  const titleId = `${id}-title`;
  // Always mounted (empty while closed), so that the dialog sees itself open and returns the focus when it closes.
  return (
    <MantineScope>
      <Modal.Root
        id={id}
        opened={opened && material !== undefined}
        onClose={onClose}
        fullScreen
        transitionProps={{ transition: 'fade', duration: 150 }}
        classNames={{ content: classes.content }}
      >
        <Modal.Overlay />
        <Modal.Content>{material ? <Viewed material={material} titleId={titleId} onClose={onClose} onRefresh={onRefresh} /> : null}</Modal.Content>
      </Modal.Root>
    </MantineScope>
  );
}

function Viewed({ material, titleId, onClose, onRefresh }: { material: Material; titleId: string } & Omit<MaterialViewerProps, 'opened' | 'material'>) {
  return (
    <>
      {/* The picture first, so that it is in view at once even when a large title takes many lines. */}
      <div className={classes.scroll}>
        <div className={classes.media} data-kind={material.kind}>
          <Media key={material.id} material={material} titleId={titleId} onRefresh={onRefresh} />
        </div>
        <div className={classes.head}>
          <Modal.Title className={classes.title}>{material.name}</Modal.Title>
          <ReadAloudButton text={material.name} describedBy={titleId} />
        </div>
      </div>
      <div className={classes.actions}>
        <BigButton block onClick={onClose} icon={<CloseIcon />} data-autofocus>
          {hr.materials.close}
        </BigButton>
      </div>
    </>
  );
}
