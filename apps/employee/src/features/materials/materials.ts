import type { Material } from '@plan-dan/contract';
import { MATERIAL_KINDS, type MaterialKind } from '@plan-dan/contract/constants';

export interface MaterialGroup {
  kind: MaterialKind;
  materials: Material[];
}

const newestFirst = (a: Material, b: Material) => Date.parse(b.created) - Date.parse(a.created) || b.id - a.id;

/**
 * The materials in the order the screen shows them: pictures, videos, PDFs, ZIPs, each newest first,
 * and only the kinds that have any, so the employee never meets an empty heading.
 */
export function groupMaterials(materials: readonly Material[]): MaterialGroup[] {
  const sorted = [...materials].sort(newestFirst);
  return MATERIAL_KINDS.map((kind) => ({ kind, materials: sorted.filter((material) => material.kind === kind) })).filter(
    (group) => group.materials.length > 0,
  );
}

