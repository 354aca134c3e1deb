import type { Material } from '@plan-dan/contract';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import '@/components/modal-styles';
import { hr } from '@/i18n/hr';
import { hrMaterials as t } from '@/i18n/hr-materials';
import classes from './materials.module.css';

/**
 * A picture or a video, large, in a dialog named by its title. The video streams from its signed
 * link (the server answers range requests, so it seeks); nothing loads before the card is opened.
 */
interface MaterialViewerProps {
  material: Material | null;
  opened: boolean;
  onClose: () => void;
}

export function MaterialViewer({ material, opened, onClose }: MaterialViewerProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened && material !== null}
      onClose={onClose}
      title={material?.name ?? ''}
      size={material?.kind === 'video' ? '60rem' : 'auto'}
      centered
      fullScreen={isPhone}
      radius="lg"
      closeButtonProps={{ 'aria-label': hr.app.close }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)', overflowWrap: 'anywhere' }, content: { maxWidth: 'min(64rem, 100vw)' } }}
    >
      {material ? (
        <div className={classes.stage}>
          {material.kind === 'video' ? (
            <video
              className={classes.stageMedia}
              src={material.downloadURL}
              poster={material.previewURL ?? undefined}
              controls
              preload="metadata"
              playsInline
              aria-label={t.videoLabel(material.name)}
            />
          ) : (
            <img className={classes.stageMedia} src={material.downloadURL} alt={material.name} />
          )}
        </div>
      ) : null}
    </Modal>
  );
}
