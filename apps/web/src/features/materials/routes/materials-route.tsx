import type { Material } from '@plan-dan/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PlusIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { hr } from '@/i18n/hr';
import { hrMaterials as t } from '@/i18n/hr-materials';
import { notifySaved } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useDeleteMaterial } from '../api/delete-material';
import { useMaterials } from '../api/get-materials';
import { AddMaterialModal } from '../components/add-material-modal';
import { MaterialCard } from '../components/material-card';
import { UploadIcon } from '../components/material-icons';
import { MaterialViewer } from '../components/material-viewer';
import { ProgressBar } from '../components/upload-progress';
import classes from '../components/materials.module.css';
import { isInProgress } from '../upload/upload-machine';
import { useMaterialUpload } from '../upload/use-material-upload';

const HEADING_ID = 'materials-heading';

/**
 * 'INSTRUKCIJE': the manager's instruction materials as cards (small previews only), adding one by a
 * resumable upload, opening and deleting them.
 */
export function MaterialsRoute() {
  useDocumentTitle(`${hr.nav.materials} · ${hr.app.name}`);
  const managerId = useSession()?.id ?? 0;
  const materials = useMaterials();
  const deleteMutation = useDeleteMaterial();
  const { controller, state } = useMaterialUpload();
  const [addOpened, addModal] = useDisclosure(false);
  const [formKey, setFormKey] = useState(0);
  // Kept after closing, so the dialog does not go blank while it fades out.
  const [viewed, setViewed] = useState<Material | null>(null);
  const [viewerOpened, viewer] = useDisclosure(false);
  const [toDelete, setToDelete] = useState<Material | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onAdded = (title: string) => {
    notifySaved(t.created(title));
    addModal.close();
    controller.reset();
    setFormKey((key) => key + 1);
  };

  const view = (material: Material) => {
    setViewed(material);
    viewer.open();
  };

  const cancelDelete = () => {
    deleteMutation.reset();
    setToDelete(null);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    deleteMutation.mutate(toDelete.id, {
      onSuccess: () => {
        notifySaved(t.removed(toDelete.name));
        setToDelete(null);
        // The card that had the focus is gone; go on from the heading.
        requestAnimationFrame(() => headingRef.current?.focus());
      },
    });
  };

  const addButton = (
    <Button leftSection={<PlusIcon size={18} />} onClick={addModal.open}>
      {t.add}
    </Button>
  );

  // The dialog was closed while the upload goes on: it stays in sight, and one click brings the dialog back.
  const uploadingBehind = !addOpened && (isInProgress(state.status) || state.status === 'success') && controller.title !== null;

  return (
    <Stack gap="xl" maw={1200}>
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="md">
          <Title order={1} id={HEADING_ID} fz={28} c="brand.8" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {hr.materials.title}
          </Title>
          {addButton}
        </Group>
        <Text c="dimmed" className={classes.intro}>
          {t.intro}
        </Text>
      </Stack>

      {uploadingBehind ? (
        <div className={classes.banner}>
          <div className={classes.bannerText}>
            <span>{t.upload.inBackground(controller.title ?? '', state.percent)}</span>
            <ProgressBar state={state} label={t.upload.progressLabel} />
          </div>
          <Button variant="default" size="sm" onClick={addModal.open}>
            {t.upload.show}
          </Button>
        </div>
      ) : null}

      {materials.isPending ? (
        <PageLoader />
      ) : materials.isError ? (
        <LoadFailed onRetry={() => void materials.refetch()} />
      ) : materials.data.length === 0 ? (
        <div className={classes.empty}>
          <span className={classes.emptyIcon}>
            <UploadIcon size={28} />
          </span>
          <Text fw={600}>{t.empty}</Text>
          <Text c="dimmed" size="sm">
            {t.emptyHint}
          </Text>
        </div>
      ) : (
        <ul className={classes.grid} aria-labelledby={HEADING_ID}>
          {materials.data.map((material) => (
            <MaterialCard key={material.id} material={material} onView={view} onDelete={setToDelete} />
          ))}
        </ul>
      )}

      <AddMaterialModal
        opened={addOpened}
        onClose={addModal.close}
        controller={controller}
        state={state}
        managerId={managerId}
        onAdded={onAdded}
        formKey={formKey}
      />
      <MaterialViewer material={viewed} opened={viewerOpened} onClose={viewer.close} />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t.removeTitle}
        confirmLabel={t.remove}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
        pending={deleteMutation.isPending}
        error={deleteMutation.isError ? hr.app.genericError : null}
      >
        {toDelete ? t.removeText(toDelete.name) : null}
      </ConfirmDialog>
    </Stack>
  );
}
