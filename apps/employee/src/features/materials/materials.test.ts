import type { Material } from '@plan-dan/contract';
import type { MaterialKind } from '@plan-dan/contract/constants';
import { describe, expect, it } from 'vitest';
import { groupMaterials } from './materials';

function buildMaterial(id: number, kind: MaterialKind, created: string): Material {
  return {
    id,
    name: `Uputa ${id}`,
    contentType: 'application/octet-stream',
    kind,
    size: 1000,
    downloadURL: `/api/v1/files/${id}`,
    previewURL: null,
    created,
  };
}

describe('groupMaterials', () => {
  it('puts pictures, videos, PDFs and ZIPs in that order, whatever order they come in', () => {
    const groups = groupMaterials([
      buildMaterial(1, 'zip', '2025-07-01T10:00:00.000Z'),
      buildMaterial(2, 'pdf', '2025-07-02T10:00:00.000Z'),
      buildMaterial(3, 'video', '2025-07-03T10:00:00.000Z'),
      buildMaterial(4, 'image', '2025-07-04T10:00:00.000Z'),
    ]);
    expect(groups.map((group) => group.kind)).toEqual(['image', 'video', 'pdf', 'zip']);
    expect(groups.map((group) => group.materials.map((material) => material.id))).toEqual([[4], [3], [2], [1]]);
  });

  it('leaves out the kinds that have nothing', () => {
    const groups = groupMaterials([buildMaterial(1, 'pdf', '2025-07-01T10:00:00.000Z'), buildMaterial(2, 'image', '2025-07-01T11:00:00.000Z')]);
    expect(groups.map((group) => group.kind)).toEqual(['image', 'pdf']);
  });

  it('answers no groups for no materials', () => {
    expect(groupMaterials([])).toEqual([]);
  });

  it('orders each group newest first; the same moment puts the later upload first', () => {
    const groups = groupMaterials([
      buildMaterial(1, 'image', '2025-07-01T10:00:00.000Z'),
      buildMaterial(2, 'image', '2025-07-03T10:00:00.000Z'),
      buildMaterial(3, 'image', '2025-07-02T10:00:00.000Z'),
      buildMaterial(4, 'image', '2025-07-03T10:00:00.000Z'),
    ]);
    expect(groups[0]!.materials.map((material) => material.id)).toEqual([4, 2, 3, 1]);
  });

  it('leaves the list it was given as it was', () => {
    const materials = [buildMaterial(1, 'zip', '2025-07-01T10:00:00.000Z'), buildMaterial(2, 'zip', '2025-07-02T10:00:00.000Z')];
    groupMaterials(materials);
    expect(materials.map((material) => material.id)).toEqual([1, 2]);
  });
});

