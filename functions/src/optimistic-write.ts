import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';

// gRPC status codes of a write whose precondition no longer holds.
const alreadyExists = 6;
const failedPrecondition = 9;

/** The most tries before giving up: each loses only to another run that wrote the same document. */
const maxTries = 10;

/**
 * A write that holds only if a document is still as it was read: created if it was missing, else
 * written with its last update time as the precondition. Batched rather than in a transaction, so that
 * no read holds a lock: many triggers writing the same summary documents never wait on one another.
 */
export function guarded(batch: WriteBatch, read: DocumentSnapshot, data: FirebaseFirestore.DocumentData | null): WriteBatch {
  if (data === null) return read.exists ? batch.delete(read.ref, { lastUpdateTime: read.updateTime! }) : batch;
  return read.exists ? batch.update(read.ref, data, { lastUpdateTime: read.updateTime! }) : batch.create(read.ref, data);
}

/**
 * Runs `attempt` until its batch commits: it reads, decides, and answers the batch to commit (null:
 * nothing to write) with what to answer. A batch refused because a guarded document changed meanwhile
 * is made again from fresh reads.
 */
export async function untilCommitted<T>(attempt: () => Promise<{ batch: WriteBatch | null; answer: T }>): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    const { batch, answer } = await attempt();
    if (!batch) return answer;
    try {
      await batch.commit();
      return answer;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if ((code !== alreadyExists && code !== failedPrecondition) || tried >= maxTries) throw error;
    }
  }
}
