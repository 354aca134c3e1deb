import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { Button, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { useSearchParams } from 'react-router';
import { CheckIcon, CloseIcon } from '@/components/icons';
import '@/components/modal-styles';
import { FormError } from '@/components/form-message';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrReview as r } from '@/i18n/hr-rejections';
import { notifySaved } from '@/lib/notify';
import { REVIEW_PARAM } from '@/lib/review-link';
import { useCurrentTasks } from '../api/get-tasks';
import { useReviewStep } from '../api/review-step';
import { keyTarget, reviewKey } from '../review-keys';
import { stepsToReview } from '../task-model';
import classes from './photo-review.module.css';
import { RejectReasonDialog } from './reject-reason-dialog';
import { RejectionHistory } from './rejection-history';

const t = hrTasks;

/** A photo waiting for the manager's decision, with the task it belongs to. */
interface WaitingPhoto {
  step: Step;
  taskName: string;
}

const waitingOf = (tasks: readonly TaskWithSteps[]): WaitingPhoto[] =>
  tasks.flatMap((task) => stepsToReview(task).map((step) => ({ step, taskName: task.taskName })));

interface ReviewPhotoProps {
  photo: WaitingPhoto;
  showTask: boolean;
  /** '1 od 3': the decided ones and those left; null when there is only one. */
  counter: string | null;
  zoomed: boolean;
  onZoom: () => void;
  approving: boolean;
  approveFailed: boolean;
  approveRef: Ref<HTMLButtonElement>;
  rejectRef: Ref<HTMLButtonElement>;
  onApprove: () => void;
  onReject: () => void;
  employeeId: number;
}

/** One waiting photo, as large as the dialog allows, with the decision right under it. */
function ReviewPhoto({ photo, showTask, counter, zoomed, onZoom, approving, approveFailed, approveRef, rejectRef, onApprove, onReject, employeeId }: ReviewPhotoProps) {
  const captionId = useId();
  const promptId = useId();
  const { step, taskName } = photo;
  const url = step.photo!.downloadURL;
  return (
    <figure className={classes.body} aria-labelledby={captionId}>
      <div className={classes.meta}>
        <figcaption id={captionId} className={classes.caption}>
          {showTask ? <span className={classes.taskName}>{taskName}</span> : null}
          <span className={classes.stepName}>{step.description}</span>
        </figcaption>
        {counter ? (
          <p className={classes.counter} aria-live="polite">
            {counter}
          </p>
        ) : null}
      </div>
      <div className={classes.stage} data-zoomed={zoomed || undefined}>
        <button
          type="button"
          className={classes.zoom}
          aria-pressed={zoomed}
          aria-label={zoomed ? r.zoomOut(step.description) : r.zoomIn(step.description)}
          onClick={onZoom}
        >
          <img key={step.id} className={classes.photo} src={url} alt={step.description} />
        </button>
      </div>
      <div className={classes.decision} role="group" aria-labelledby={`${promptId} ${captionId}`}>
        <span id={promptId} className={classes.prompt}>
          {r.accept}
        </span>
        <Button ref={approveRef} size="lg" color="green" leftSection={<CheckIcon size={20} />} loading={approving} onClick={onApprove} data-autofocus>
          {t.yes}
        </Button>
        <Button ref={rejectRef} size="lg" variant="outline" color="red" leftSection={<CloseIcon size={20} />} disabled={approving} onClick={onReject}>
          {t.no}
        </Button>
        <div className={classes.aside}>
          <p className={classes.keys}>
            {r.keysLabel}: <kbd>Enter</kbd> {r.keyApprove} · <kbd>N</kbd> {r.keyReject}
          </p>
          <a href={url} target="_blank" rel="noreferrer" aria-label={r.fullSizeLabel(step.description)}>
            {r.fullSize}
          </a>
        </div>
      </div>
      {approveFailed ? <FormError>{hr.app.genericError}</FormError> : null}
      <RejectionHistory key={step.id} step={step} employeeId={employeeId} />
    </figure>
  );
}

/** Enter and N (or Delete) on the document while `active`; the newest `onKey` is called, the listener stays. */
function useReviewKeys(active: boolean, onKey: (action: 'approve' | 'reject') => void) {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => {
      const action = reviewKey(event, keyTarget(event.target));
      if (action === null) return;
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active]);
}

interface ReviewDialogProps {
  opened: boolean;
  title: string;
  /** The live waiting photos, first to decide first: a decided one leaves the list and the next follows. */
  waiting: readonly WaitingPhoto[];
  /** Name each photo's task too (the review of all the employee's tasks). */
  showTask: boolean;
  employeeId: number;
  onClose: () => void;
}

/**
 * The review: one waiting photo at a time, large (a click zooms it to full size, or it opens in a new
 * tab), 'Da' and 'Ne' right under it; Enter approves, N or Delete asks for the refusal's reason. The next
 * waiting photo follows each decision; after the last one the review closes itself with a confirmation.
 */
function ReviewDialog({ opened, title, waiting, showTask, employeeId, onClose }: ReviewDialogProps) {
  const [rejecting, setRejecting] = useState<Step | null>(null);
  const [decided, setDecided] = useState(0);
  const [zoomedId, setZoomedId] = useState<number | null>(null);
  const approveMutation = useReviewStep(employeeId);
  const rejectMutation = useReviewStep(employeeId);
  const approveRef = useRef<HTMLButtonElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the reason dialog has closed: 'Da' of the next photo after a refusal, back
  // to 'Ne' after changing one's mind (so Enter never lands on 'Ne' for a new photo).
  const refused = useRef(false);
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const current = waiting[0] ?? null;
  const currentId = current?.step.id ?? null;
  const nextUrl = waiting[1]?.step.photo?.downloadURL ?? null;
  // The list as last shown, for the decision that ends it (its answer arrives after the render).
  const waitingRef = useRef(waiting);
  useEffect(() => {
    waitingRef.current = waiting;
  }, [waiting]);

  const close = () => {
    setRejecting(null);
    setDecided(0);
    onClose();
  };
  /** A decision went through: the next photo follows, or, after the last one, the review closes. */
  const decidedOne = (step: Step) => {
    if (waitingRef.current.some((other) => other.step.id !== step.id)) {
      setDecided((count) => count + 1);
      return;
    }
    notifySaved(r.allReviewed);
    close();
  };

  // A new photo gets 'Da' focused again (the button lost focus while it waited).
  useEffect(() => {
    if (currentId !== null && (document.activeElement === document.body || document.activeElement === null)) approveRef.current?.focus();
  }, [currentId]);

  // The next photo loads while this one is looked at, so it follows at once.
  useEffect(() => {
    if (nextUrl === null) return;
    const image = new Image();
    image.src = nextUrl;
  }, [nextUrl]);

  const approve = (step: Step) => {
    if (approveMutation.isPending) return;
    // mutateAsync: a decided photo leaves the list at once, before mutate's own callbacks would run.
    void approveMutation.mutateAsync({ stepId: step.id, approved: true }).then(
      () => {
        notifySaved(t.approved(step.description));
        decidedOne(step);
      },
      // The failure shows under the photo (isError).
      () => undefined,
    );
  };
  const askWhy = (step: Step) => {
    refused.current = false;
    rejectMutation.reset();
    setRejecting(step);
  };
  const reject = (step: Step, reason: string) =>
    rejectMutation.mutateAsync({ stepId: step.id, approved: false, reason }).then(
      () => {
        refused.current = true;
        setRejecting(null);
        notifySaved(t.rejectedToast(step.description));
        decidedOne(step);
      },
      // The failure shows in the reason dialog, which stays open with what was typed.
      () => undefined,
    );

  // The keys work while the review (not the reason dialog over it) has the manager's attention.
  useReviewKeys(opened && rejecting === null && current !== null, (action) => {
    if (!current || approveMutation.isPending) return;
    if (action === 'approve') approve(current.step);
    else askWhy(current.step);
  });

  const total = decided + waiting.length;
  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        // While the reason dialog is open over it, Escape and Tab are that dialog's (both listen on the document).
        closeOnEscape={rejecting === null}
        trapFocus={rejecting === null}
        title={title}
        size={1000}
        fullScreen={fullScreen}
        radius={fullScreen ? 0 : 'lg'}
        closeButtonProps={{ 'aria-label': hr.app.close }}
        // Mantine draws the title bar as a <header>; on a phone the app's own header is already the one
        // banner landmark axe allows.
        attributes={{ header: { role: 'none' } }}
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-xl)', overflowWrap: 'anywhere' } }}
      >
        {current?.step.photo ? (
          <ReviewPhoto
            photo={current}
            showTask={showTask}
            counter={total > 1 ? r.counter(decided + 1, total) : null}
            zoomed={zoomedId === currentId}
            onZoom={() => setZoomedId((id) => (id === currentId ? null : currentId))}
            approving={approveMutation.isPending}
            approveFailed={approveMutation.isError}
            approveRef={approveRef}
            rejectRef={rejectRef}
            onApprove={() => approve(current.step)}
            onReject={() => askWhy(current.step)}
            employeeId={employeeId}
          />
        ) : (
          <Text c="dimmed" role="status">
            {t.nothingToReview}
          </Text>
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
        onClosed={() => (refused.current ? approveRef : rejectRef).current?.focus()}
      />
    </>
  );
}

interface PhotoReviewModalProps {
  /** The live task from the list, so a decision shows at once; null when closed. */
  task: TaskWithSteps | null;
  employeeId: number;
  onClose: () => void;
}

/** The review of one task's waiting photos (from its card on Zadaci). */
export function PhotoReviewModal({ task, employeeId, onClose }: PhotoReviewModalProps) {
  const waiting = useMemo(() => (task ? waitingOf([task]) : []), [task]);
  return <ReviewDialog opened={task !== null} title={task ? t.review(task.taskName) : ''} waiting={waiting} showTask={false} employeeId={employeeId} onClose={onClose} />;
}

/**
 * The review of every waiting photo of the employee, open while the address carries `?pregled=1` (the
 * board's one click); closing it drops the parameter. Reads the same cached list as Zadaci.
 */
export function EmployeePhotoReview({ employeeId }: { employeeId: number }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(REVIEW_PARAM) === '1';
  const tasks = useCurrentTasks(employeeId);
  const waiting = useMemo(() => waitingOf(tasks.data ?? []), [tasks.data]);
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REVIEW_PARAM);
        return next;
      },
      { replace: true },
    );
  return <ReviewDialog opened={asked && tasks.data !== undefined} title={r.allTitle} waiting={waiting} showTask employeeId={employeeId} onClose={close} />;
}
