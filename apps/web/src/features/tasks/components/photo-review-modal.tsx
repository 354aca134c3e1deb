import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { ArrowLeftIcon, CheckIcon, CloseIcon } from '@/components/icons';
import '@/components/modal-styles';
import { FormError } from '@/components/form-message';
import { hr } from '@/i18n/hr';
import { notifySaved } from '@/lib/notify';
import { useReviewStep } from '../api/review-step';
import { stepsToReview } from '../task-model';
import { RejectReasonDialog } from './reject-reason-dialog';
import { RejectionHistory } from './rejection-history';
import classes from './tasks.module.css';

const t = hr.tasks;

interface PhotoReviewModalProps {
  /** The live task from the list, so a decision shows at once; null when closed. */
  task: TaskWithSteps | null;
  employeeId: number;
  onClose: () => void;
}

interface PhotoItemProps {
  step: Step;
  employeeId: number;
  onEnlarge: (step: Step) => void;
  /** 'Ne' asks for a reason first (the dialog beside the review). */
  onReject: (step: Step) => void;
}

function PhotoItem({ step, onEnlarge, employeeId, onReject }: PhotoItemProps) {
  const reviewMutation = useReviewStep(employeeId);
  const captionId = useId();
  const promptId = useId();
  // mutateAsync: a decided photo leaves the list at once, and with it this item, before mutate's own callbacks would run.
  const approve = () =>
    reviewMutation.mutateAsync({ stepId: step.id, approved: true }).then(
      () => notifySaved(t.approved(step.description)),
      // The failure shows below the photo (isError).
      () => undefined,
    );
  return (
    <li>
      <figure className={classes.photoCard} aria-labelledby={captionId}>
        <button type="button" className={classes.photoButton} aria-label={t.enlarge(step.description)} onClick={() => onEnlarge(step)}>
          <img className={classes.thumb} src={step.photo!.downloadURL} alt="" loading="lazy" />
        </button>
        <figcaption id={captionId}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {step.description}
          </Text>
        </figcaption>
        <RejectionHistory step={step} employeeId={employeeId} />
        <div className={classes.decision} role="group" aria-labelledby={`${promptId} ${captionId}`}>
          <span id={promptId}>{t.accept}</span>
          <Button
            size="xs"
            color="green"
            leftSection={<CheckIcon size={16} />}
            loading={reviewMutation.isPending}
            onClick={() => void approve()}
          >
            {t.yes}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red"
            leftSection={<CloseIcon size={16} />}
            disabled={reviewMutation.isPending}
            onClick={() => onReject(step)}
          >
            {t.no}
          </Button>
        </div>
        {reviewMutation.isError ? <FormError>{hr.app.genericError}</FormError> : null}
      </figure>
    </li>
  );
}

/** The photos of a task's steps that wait for a decision; a photo opens large on click. */
export function PhotoReviewModal({ task, employeeId, onClose }: PhotoReviewModalProps) {
  const [enlarged, setEnlarged] = useState<Step | null>(null);
  const [rejecting, setRejecting] = useState<Step | null>(null);
  const rejectMutation = useReviewStep(employeeId);
  const waiting = task ? stepsToReview(task) : [];
  const close = () => {
    setEnlarged(null);
    setRejecting(null);
    onClose();
  };
  const askWhy = (step: Step) => {
    rejectMutation.reset();
    setRejecting(step);
  };
  const reject = (step: Step, reason: string) =>
    rejectMutation.mutateAsync({ stepId: step.id, approved: false, reason }).then(
      () => {
        setRejecting(null);
        notifySaved(t.rejectedToast(step.description));
      },
      // The failure shows in the reason dialog, which stays open with what was typed.
      () => undefined,
    );

  return (
    <>
      <Modal
        opened={task !== null}
        onClose={close}
        // While the reason dialog is open over it, Escape and Tab are that dialog's (both listen on the document).
        closeOnEscape={rejecting === null}
        trapFocus={rejecting === null}
        title={task ? t.review(task.taskName) : ''}
        size={enlarged ? 'xl' : 'lg'}
        radius="lg"
        closeButtonProps={{ 'aria-label': hr.app.close }}
        // Mantine draws the title bar as a <header>; on a phone the app's own header is already the one
        // banner landmark axe allows.
        attributes={{ header: { role: 'none' } }}
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        {enlarged?.photo ? (
          <Stack gap="md">
            <img className={classes.large} src={enlarged.photo.downloadURL} alt={enlarged.description} />
            <Text fw={500}>{enlarged.description}</Text>
            <Button variant="default" leftSection={<ArrowLeftIcon />} onClick={() => setEnlarged(null)} style={{ alignSelf: 'flex-start' }} data-autofocus>
              {t.backToPhotos}
            </Button>
          </Stack>
        ) : waiting.length === 0 ? (
          <Text c="dimmed" role="status">
            {t.nothingToReview}
          </Text>
        ) : (
          <ul className={classes.reviewGrid}>
            {waiting.map((step) => (
              <PhotoItem key={step.id} step={step} onEnlarge={setEnlarged} onReject={askWhy} employeeId={employeeId} />
            ))}
          </ul>
        )}
      </Modal>
      {/* Beside the review rather than inside it, so React's events from it do not bubble through the review. */}
      <RejectReasonDialog
        stepDescription={rejecting?.description ?? null}
        pending={rejectMutation.isPending}
        failed={rejectMutation.isError}
        onReject={(reason) => {
          if (rejecting) void reject(rejecting, reason);
        }}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
