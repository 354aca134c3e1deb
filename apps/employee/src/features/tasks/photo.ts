import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '@plan-dan/contract/constants';

/** Long enough for the manager to see the work; small enough to send over a weak connection. */
export const MAX_PHOTO_SIDE = 1600;
export const JPEG_QUALITY = 0.85;

/** The size that fits within maxSide on the longer side, keeping the proportions; never enlarges. */
export function fitWithin(width: number, height: number, maxSide: number = MAX_PHOTO_SIDE): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * A camera photo made ready to send: turned upright, at most 1600 px on its longer side, as JPEG
 * (which also leaves out the location the camera may have written into it). Where the browser
 * cannot read the picture (HEIC on some phones), the original goes as it is if the server takes it.
 */
export async function preparePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // JPEG has no transparency; a white ground keeps transparent PNGs readable.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const jpeg = await canvasToJpeg(canvas);
    if (jpeg && jpeg.size > 0) return jpeg;
  } catch {
    // Fall through to sending the original.
  } finally {
    bitmap?.close();
  }
  if ((PHOTO_TYPES as readonly string[]).includes(file.type) && file.size <= MAX_PHOTO_BYTES) return file;
  throw new Error('not_an_image');
}
