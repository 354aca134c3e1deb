import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import '@/components/modal-styles';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { hrMaterials } from '@/i18n/hr-materials';
import { captureFirstFrame } from '@/lib/video-poster';
import { materialKeys } from '../api/keys';
import { savePoster } from '../api/save-poster';
import { likelyKindOf, validateMaterialForm } from '../material-form';
import { findUnfinishedUpload, type FinishedUpload, type MaterialUploadController, type UnfinishedUpload } from '../upload/material-upload';
import { canStart, isInProgress, type UploadState } from '../upload/upload-machine';
import { problemMessage, type UploadProblemReason } from '../upload/upload-problem';
import { FilePicker } from './file-picker';
import { PlayIcon } from './material-icons';
import { UploadProgress } from './upload-progress';
import classes from './materials.module.css';

const t = hrMaterials;

interface AddMaterialModalProps {
  opened: boolean;
  onClose: () => void;
  controller: MaterialUploadController;
  state: UploadState;
  managerId: number;
  /** The material exists and the list shows it. */
  onAdded: (title: string) => void;
  /** Changes after each success, so the next visit starts with an empty form. */
  formKey: number;
}

/**
 * 'Dodaj instrukciju' in a dialog. It stays mounted while closed: an upload goes on behind it, and
 * what was typed is still there when it opens again.
 */
export function AddMaterialModal({ opened, onClose, formKey, ...formProps }: AddMaterialModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.add}
      size="lg"
      radius="lg"
      keepMounted
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': hr.app.close }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <AddMaterialForm key={formKey} opened={opened} {...formProps} />
    </Modal>
  );
}

type FormProps = Omit<AddMaterialModalProps, 'onClose' | 'formKey'>;

/**
 * Title and file, both required; checked here first (the server's rules), then by the server, whose
 * verdict shows beside the field it concerns. A failed or cancelled upload keeps what was typed.
 */
function AddMaterialForm({ opened, controller, state, managerId, onAdded }: FormProps) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [offer, setOffer] = useState<{ file: File; found: UnfinishedUpload } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const { status, problem } = state;
  const locked = isInProgress(status) || status === 'success';

  const checked = submitted ? validateMaterialForm(title, file) : {};
  const serverSays = (field: 'title' | 'file'): UploadProblemReason | undefined =>
    status === 'error' && problem?.field === field ? problem.reason : undefined;
  const titleProblem = checked.title ?? serverSays('title');
  const fileProblem = checked.file ?? serverSays('file');

  // The same file chosen again: the server may still hold the part sent before (a pause, a reload, a restart).
  useEffect(() => {
    if (!file || !canStart(status)) return;
    let current = true;
    void findUnfinishedUpload(file, managerId).then((found) => {
      if (current) setOffer(found ? { file, found } : null);
    });
    return () => {
      current = false;
    };
  }, [file, status, managerId]);
  const unfinished = offer && offer.file === file && canStart(status) ? offer.found : null;

  // A refused token: the list's own request meets the same refusal, and that logs out as everywhere else.
  useEffect(() => {
    if (status === 'error' && problem?.reason === 'unauthorized') void queryClient.invalidateQueries({ queryKey: materialKeys.list });
  }, [status, problem, queryClient]);

  // The control that had the focus may be gone (the submit button once uploading, 'Otkaži slanje' after a
  // cancel): the focus goes on to a field in error, or else to the action the new state offers.
  const seenStatus = useRef(status);
  useEffect(() => {
    const form = formRef.current;
    if (seenStatus.current === status) return;
    seenStatus.current = status;
    if (!opened || !form || form.contains(document.activeElement)) return;
    (form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('[data-focus-next]'))?.focus();
  }, [status, opened]);

  const finish = async ({ materialId }: FinishedUpload, uploaded: File, uploadedTitle: string) => {
    if (materialId !== null && likelyKindOf(uploaded) === 'video') {
      const frame = await captureFirstFrame(uploaded);
      if (frame) await savePoster(materialId, frame);
    }
    // No card before the server made the material; now it has, and the list shows it first.
    await queryClient.invalidateQueries({ queryKey: materialKeys.list });
    onAdded(uploadedTitle);
  };

  const start = (chosen: File, chosenTitle: string) => {
    const trimmed = chosenTitle.trim();
    void controller.start({ file: chosen, title: trimmed, managerId }, (result) => void finish(result, chosen, trimmed));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canStart(status)) return;
    setSubmitted(true);
    const errors = validateMaterialForm(title, file);
    if (errors.title || errors.file || !file) {
      (errors.title ? titleRef : fileRef).current?.focus();
      return;
    }
    start(file, title);
  };

  const resumeUnfinished = (found: UnfinishedUpload) => {
    if (!file) return;
    setTitle(found.title);
    start(file, found.title);
  };

  // A new choice is judged again: the server's verdict on the old one no longer applies.
  const changeTitle = (value: string) => {
    setTitle(value);
    if (problem?.field === 'title') controller.reset();
  };
  const changeFile = (chosen: File) => {
    setFile(chosen);
    if (status === 'error' || status === 'canceled') controller.reset();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t.form.title}
          placeholder={t.form.titlePlaceholder}
          required
          autoComplete="off"
          data-autofocus
          ref={titleRef}
          value={title}
          readOnly={locked}
          onChange={(event) => changeTitle(event.currentTarget.value)}
          error={titleProblem ? problemMessage(titleProblem) : undefined}
        />
        <FilePicker inputRef={fileRef} file={file} onChange={changeFile} disabled={locked} error={fileProblem ? problemMessage(fileProblem) : undefined} />

        {unfinished ? (
          <div className={classes.offer}>
            <span role="status">{t.previous.found(unfinished.title, unfinished.percent)}</span>
            <Button leftSection={<PlayIcon size={16} />} onClick={() => resumeUnfinished(unfinished)}>
              {t.previous.resume}
            </Button>
          </div>
        ) : null}

        {status !== 'idle' && !(status === 'error' && problem?.field) ? (
          <UploadProgress
            state={state}
            onPause={() => controller.pause()}
            onResume={() => controller.resume()}
            onCancel={() => controller.cancel()}
          />
        ) : null}

        {canStart(status) ? (
          <PrimaryButton type="submit" fullWidth data-focus-next>
            {t.form.submit}
          </PrimaryButton>
        ) : null}
      </Stack>
    </form>
  );
}
