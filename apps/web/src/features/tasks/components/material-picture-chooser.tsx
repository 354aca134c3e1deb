import type { Step } from '@plan-dan/contract';
import { Button, Modal, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrTaskMedia as m } from '@/i18n/hr-task-media';
import { isApiError } from '@/lib/api-client';
import { notifySaved } from '@/lib/notify';
import { usePictureMaterials, useSetStepPictureFromMaterial } from '../api/material-pictures';
import classes from './tasks.module.css';

const t = hrTasks;

const chooseError = (error: unknown) =>
  isApiError(error) && error.status === 413
    ? t.pictureTooLarge
    : isApiError(error) && error.status === 404
      ? m.materialGone
      : hr.app.genericError;

/** 'Iz instrukcija': one of the manager's picture materials becomes the step's picture (the server copies it). */
export function MaterialPictureChooser({ step, employeeId, disabled }: { step: Step; employeeId: number; disabled: boolean }) {
  const [opened, setOpened] = useState(false);
  const materials = usePictureMaterials(opened);
  const choose = useSetStepPictureFromMaterial(employeeId);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpened(false);
    setError(null);
  };
  const pick = (materialId: number) => {
    setError(null);
    choose.mutate(
      { stepId: step.id, materialId },
      {
        onSuccess: () => {
          close();
          notifySaved(t.pictureSaved(step.description));
        },
        onError: (e) => setError(chooseError(e)),
      },
    );
  };
  return (
    <>
      <Button size="compact-xs" variant="subtle" disabled={disabled} onClick={() => setOpened(true)} aria-label={`${m.fromMaterials} ${t.pictureFor(step.description)}`}>
        {m.fromMaterials}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={m.fromMaterialsTitle(step.description)}
        size="lg"
        closeButtonProps={{ 'aria-label': hr.app.close }}
      >
        {materials.isPending ? (
          <Text>{hr.app.loading}</Text>
        ) : materials.isError ? (
          <Text role="alert">{hr.app.genericError}</Text>
        ) : materials.data.length === 0 ? (
          <Text>{m.noPictureMaterials}</Text>
        ) : (
          <ul className={classes.materialPictures}>
            {materials.data.map((material) => (
              <li key={material.id}>
                <UnstyledButton className={classes.materialPicture} onClick={() => pick(material.id)} disabled={choose.isPending}>
                  <img src={material.previewURL ?? material.downloadURL} alt="" />
                  <span>{material.name || m.untitledMaterial}</span>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        )}
        {error ? (
          <Text role="alert" c="red.8" mt="sm">
            {error}
          </Text>
        ) : null}
      </Modal>
    </>
  );
}
