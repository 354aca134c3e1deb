import { useEffect, useState, useSyncExternalStore } from 'react';
import { MaterialUploadController } from './material-upload';

/** The screen's one upload controller and its state; leaving the screen stops a running upload where it is. */
export function useMaterialUpload() {
  const [controller] = useState(() => new MaterialUploadController());
  useEffect(() => () => controller.dispose(), [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return { controller, state };
}
