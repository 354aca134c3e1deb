import type { MaterialKind } from '@plan-dan/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MaterialsTable } from '../../db/schema.ts';

export interface StoredMaterial {
  id: number;
  managerId: number;
  name: string;
  contentType: string;
  kind: MaterialKind;
  size: number;
  uploadId: string;
  storageKey: string;
  previewKey: string | null;
  createdAt: number;
}

function toMaterial(row: Selectable<MaterialsTable>): StoredMaterial {
  return {
    id: row.id,
    managerId: row.manager_id,
    name: row.name,
    contentType: row.content_type,
    kind: row.kind as MaterialKind,
    size: Number(row.size),
    uploadId: row.upload_id,
    storageKey: row.storage_key,
    previewKey: row.preview_key,
    createdAt: Number(row.created_at),
  };
}

export type NewMaterial = Omit<StoredMaterial, 'id'>;

export function createMaterialsRepository(db: Db) {
  return {
    /** The manager's materials, newest first. */
    async listOfManager(managerId: number) {
      const rows = await db.selectFrom('materials').selectAll().where('manager_id', '=', managerId).orderBy('id', 'desc').execute();
      return rows.map(toMaterial);
    },

    async find(id: number) {
      const row = await db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toMaterial(row);
    },

    async findByUpload(uploadId: string) {
      const row = await db.selectFrom('materials').selectAll().where('upload_id', '=', uploadId).executeTakeFirst();
      return row && toMaterial(row);
    },

    async insert(material: NewMaterial) {
      const row = await db
        .insertInto('materials')
        .values({
          manager_id: material.managerId,
          name: material.name,
          content_type: material.contentType,
          kind: material.kind,
          size: material.size,
          upload_id: material.uploadId,
          storage_key: material.storageKey,
          preview_key: material.previewKey,
          created_at: material.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMaterial(row);
    },

    async setPreview(id: number, previewKey: string) {
      await db.updateTable('materials').set({ preview_key: previewKey }).where('id', '=', id).execute();
    },

    /** Answers the deleted material, or undefined when it was not the manager's. */
    async delete(managerId: number, id: number) {
      const row = await db.deleteFrom('materials').where('id', '=', id).where('manager_id', '=', managerId).returningAll().executeTakeFirst();
      return row && toMaterial(row);
    },
  };
}

export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
