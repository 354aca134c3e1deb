/** The poster is a preview: a picture of one screen is plenty (the server shrinks it to 480 px). */
const MAX_POSTER_WIDTH = 1280;
/** A little after the start: the very first frame is often black. */
const POSTER_TIME_S = 0.1;
/** A browser that cannot decode the video may never say so: give up after this. */
const DECODE_TIMEOUT_MS = 8000;
/** A recording without an index (a browser's own WebM) may seek slowly or not at all. */
const SEEK_TIMEOUT_MS = 2000;

function waitFor(target: HTMLVideoElement, event: 'loadeddata' | 'seeked', timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      target.removeEventListener(event, onEvent);
      target.removeEventListener('error', onError);
      resolve(ok);
    };
    const onEvent = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), timeoutMs);
    target.addEventListener(event, onEvent, { once: true });
    target.addEventListener('error', onError, { once: true });
  });
}

/**
 * The video's first frame as a JPEG, drawn in the browser from the local file (the server makes no
 * video previews). Null when this browser cannot decode the video: its card then shows a video tile.
 */
export async function captureFirstFrame(file: Blob): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    video.src = url;
    if (!(await waitFor(video, 'loadeddata', DECODE_TIMEOUT_MS))) return null;
    const duration = Number.isFinite(video.duration) ? video.duration : POSTER_TIME_S * 2;
    video.currentTime = Math.min(POSTER_TIME_S, duration / 2);
    // If seeking fails, the frame already decoded (the very first) is drawn instead.
    await waitFor(video, 'seeked', SEEK_TIMEOUT_MS);
    if (!video.videoWidth || !video.videoHeight) return null;
    const scale = Math.min(1, MAX_POSTER_WIDTH / video.videoWidth);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  } catch {
    return null;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
