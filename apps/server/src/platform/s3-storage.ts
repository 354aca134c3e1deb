import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, type KvStore } from '@tus/server';
import type { S3Settings } from '../config.ts';
import { assertSafeKey, byteLimit, type FileStorage } from './storage.ts';

/** lib-storage's smallest part (S3's minimum); a file smaller than this goes in one PUT. */
const PART_BYTES = 5 * 1024 * 1024;
/** tus parts: S3Store's default; an upload cut off resumes from the last whole part. */
const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
/**
 * Sockets to S3 at once: every download in progress holds one while it streams, so the SDK's
 * default of 50 would queue the 51st video behind the others.
 */
const MAX_SOCKETS = 500;
/**
 * What every object is stored as. Nothing is served from the bucket directly, but should anyone
 * ever open an object there, plain bytes are never run as a page (S3 stores application/xml
 * when told nothing).
 */
const STORED_TYPE = 'application/octet-stream';
/** tus uploads live at the bucket's root as <32 hex>, with their state beside them as <id>.info. */
const UPLOAD_INFO = /^([0-9a-f]{32})\.info$/;

function clientConfig(settings: S3Settings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: settings.checksums,
    responseChecksumValidation: settings.checksums,
    requestHandler: { httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS }, httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS }, connectionTimeout: 10_000 },
  };
}

/** S3's answer for a key or an upload that is not there (HEAD answers carry no code, only the 404). */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchUpload' || $metadata?.httpStatusCode === 404;
}

/**
 * S3Store reads every upload's state from the bucket: its default cache lives in one process, and
 * another instance may have finished or removed the upload since (a cached state would answer HEAD
 * for a removed upload as finished). The state is one small object; reading it is one GET.
 */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

/**
 * S3Store, removing finished uploads too: its own remove() gives up when there is no multipart
 * upload left to abort (a finished one, whose object is a material's file), leaving the object
 * behind, and it never removes the `.part` it keeps of an unfinished upload's last bytes.
 */
class UploadsInS3 extends S3Store {
  override async remove(id: string): Promise<void> {
    let multipartId: string;
    try {
      multipartId = (await this.getMetadata(id))['upload-id'];
    } catch (error) {
      throw isMissing(error) ? ERRORS.FILE_NOT_FOUND : error;
    }
    await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: id, UploadId: multipartId })).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
    // One DELETE each rather than DeleteObjects, which many servers accept only with a Content-MD5.
    await Promise.all([id, this.infoKey(id), this.partKey(id, true)].map((Key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))));
  }

  close(): void {
    this.client.destroy();
  }
}

/**
 * Files in an S3-compatible bucket. Writes stream in parts (nothing whole in memory but a part),
 * reads ask S3 for the range wanted; tus uploads are written by S3Store straight into the bucket
 * and a finished one is the material's file (its key is the upload's id). Checks at once that the
 * bucket answers, so a wrong setting stops the start with a message rather than the first upload.
 */
export async function createS3Storage(settings: S3Settings): Promise<FileStorage> {
  const config = clientConfig(settings);
  const client = new S3Client(config);
  const Bucket = settings.bucket;
  const uploadStores: UploadsInS3[] = [];

  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason = status === 404 ? 'it does not exist' : status === 403 ? 'the keys are refused' : (error as Error).message || String(status);
    throw new Error(`S3 storage: bucket ${Bucket} at ${settings.endpoint ?? `Amazon S3 (${settings.region})`} cannot be used: ${reason}`);
  }

  async function size(key: string): Promise<number | undefined> {
    assertSafeKey(key);
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    async put(key, body, maxBytes) {
      assertSafeKey(key);
      const limiter = byteLimit(maxBytes);
      // Parts of 5 MiB, two at a time; a body that ends before the first part is full goes as one PUT.
      // On any failure no object appears: one PUT is all or nothing, and a multipart upload is aborted.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: limiter, ContentType: STORED_TYPE },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      const stored = upload.done().catch((error: unknown) => {
        // S3 failed: stop reading the body, or the pipeline would wait for ever on a full buffer.
        limiter.destroy(error as Error);
        throw error;
      });
      const [sent, written] = await Promise.allSettled([pipeline(body, limiter), stored]);
      // The body's own failure (too large, cut off) says more than the upload's echo of it.
      if (sent.status === 'rejected') throw sent.reason;
      if (written.status === 'rejected') throw written.reason;
      return limiter.bytes();
    },

    async read(key, range) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }));
        // A part's answer names the whole size after the slash: "bytes 0-4099/123456".
        const size = range ? Number(answer.ContentRange?.split('/')[1]) : answer.ContentLength!;
        return { stream: answer.Body as Readable, size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        // A range starting past the end (an empty file, say) reads as nothing, as it does on disk.
        if ((error as { name?: string }).name === 'InvalidRange') {
          const whole = await size(key);
          return whole === undefined ? undefined : { stream: Readable.from([]), size: whole };
        }
        throw error;
      }
    },

    size,

    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    uploadStore({ expirationMs }) {
      const store = new UploadsInS3({
        s3ClientConfig: { ...config, bucket: Bucket },
        partSize: UPLOAD_PART_BYTES,
        cache: noCache,
        expirationPeriodInMilliseconds: expirationMs,
        // Expiry by object tags is S3's own clean-up; our sweep removes old uploads (and Swift has no tags).
        useTags: false,
      });
      uploadStores.push(store);
      return {
        datastore: store,
        keyOf: (uploadId) => uploadId,
        async uploadIds() {
          const ids: string[] = [];
          // Only the bucket's root: photos/ and previews/ are folders the listing names without opening.
          for await (const page of paginateListObjectsV2({ client }, { Bucket, Delimiter: '/' })) {
            for (const object of page.Contents ?? []) {
              const id = UPLOAD_INFO.exec(object.Key ?? '')?.[1];
              if (id) ids.push(id);
            }
          }
          return ids;
        },
      };
    },

    async close() {
      client.destroy();
      for (const store of uploadStores) store.close();
    },
  };
}
