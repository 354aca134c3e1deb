import { materialRoutes } from '@plan-dan/contract/constants';
import { authorizationHeader } from '@/lib/api-client';

/**
 * A video's first frame as its card's preview. The body is the image itself, not JSON, so this is the
 * one call beside apiRequest. It only adds a picture: when it fails, the card shows a video tile.
 */
export async function savePoster(materialId: number, frame: Blob): Promise<boolean> {
  try {
    const response = await fetch(materialRoutes.poster.replace(':id', String(materialId)), {
      method: 'PUT',
      headers: { ...authorizationHeader(), 'Content-Type': frame.type || 'image/jpeg' },
      body: frame,
    });
    return response.ok;
  } catch {
    return false;
  }
}
