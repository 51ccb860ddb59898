import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Transaction isolation for the in-process emulator, which has none: it hands every transaction
 * the same dummy id and commits whatever it is sent, so two servers' read-modify-write
 * transactions on one document would both win, which Firestore never lets happen. This adds
 * optimistic concurrency control in front of it: each transaction gets an id of its own, the
 * versions of the documents it reads are noted, and its commit is refused with ABORTED (gRPC 10,
 * which firebase-admin retries, up to 5 attempts) when one of them changed since. That is
 * serializable, as Firestore is; production Firestore's server SDKs take locks instead (a reader
 * waits rather than retries), so the contention timings are not production's.
 */

type Bytes = Uint8Array | undefined;
interface Call {
  request: {
    transaction?: Bytes;
    has_new_transaction?: boolean;
    documents?: string[];
    writes?: { has_update?: boolean; update?: { name: string }; has_delete?: boolean; delete?: string; has_transform?: boolean; transform?: { document: string } }[];
  };
  write: (message: { transaction?: Bytes }) => boolean;
}
type Callback = (error: { code: number; message: string } | null, value?: { transaction?: Bytes } | null) => void;
type Handler = (call: Call, callback: Callback) => void;
type Service = Record<string, Handler>;
interface GrpcServerClass {
  prototype: { addService: (definition: unknown, implementation: Service) => void };
}

const ABORTED = 10;

/** Transactions committed and aborted (a document they read changed): the contention of the run. */
export const contention = { committed: 0, aborted: 0 };
const key = (id: Bytes) => (id && id.length > 0 ? Buffer.from(id).toString('hex') : null);

function isolate(service: Service): void {
  const versions = new Map<string, number>();
  const reads = new Map<string, Map<string, number>>();
  const begin = () => {
    const id = new Uint8Array(randomBytes(12));
    reads.set(key(id) as string, new Map());
    return id;
  };
  const written = (call: Call) =>
    (call.request.writes ?? []).map((write) =>
      write.has_update ? write.update?.name : write.has_delete ? write.delete : write.has_transform ? write.transform?.document : undefined,
    );

  const original = { BeginTransaction: service.BeginTransaction, BatchGetDocuments: service.BatchGetDocuments, Commit: service.Commit, Rollback: service.Rollback };
  service.BeginTransaction = (call, callback) => {
    const id = begin();
    original.BeginTransaction.call(service, call, (error, value) => callback(error, value ? Object.assign(value, { transaction: id }) : value));
  };
  service.BatchGetDocuments = (call, callback) => {
    const id = call.request.has_new_transaction ? begin() : call.request.transaction;
    const noted = reads.get(key(id) ?? '');
    for (const path of call.request.documents ?? []) if (noted && !noted.has(path)) noted.set(path, versions.get(path) ?? 0);
    if (call.request.has_new_transaction) {
      const write = call.write.bind(call);
      call.write = (message) => write(message.transaction && message.transaction.length > 0 ? Object.assign(message, { transaction: id }) : message);
    }
    original.BatchGetDocuments.call(service, call, callback);
  };
  service.Commit = (call, callback) => {
    const transaction = key(call.request.transaction);
    const noted = transaction ? reads.get(transaction) : undefined;
    if (transaction) reads.delete(transaction);
    if (noted && [...noted].some(([path, version]) => (versions.get(path) ?? 0) !== version)) {
      contention.aborted += 1;
      callback({ code: ABORTED, message: 'Transaction aborted: a document it read changed (sim:cluster isolation)' });
      return;
    }
    original.Commit.call(service, call, (error, value) => {
      if (!error && transaction) contention.committed += 1;
      if (!error) for (const path of written(call)) if (path) versions.set(path, (versions.get(path) ?? 0) + 1);
      callback(error, value);
    });
  };
  service.Rollback = (call, callback) => {
    const transaction = key(call.request.transaction);
    if (transaction) reads.delete(transaction);
    original.Rollback.call(service, call, callback);
  };
}

/** Runs `make` (which constructs the emulator) with its gRPC service isolated as above. */
export function withIsolation<T>(make: () => T): T {
  const requireFromEmulator = createRequire(require.resolve('@firestore-emulator/server'));
  const { Server } = requireFromEmulator('@grpc/grpc-js') as { Server: GrpcServerClass };
  const addService = Server.prototype.addService;
  Server.prototype.addService = function (definition, implementation) {
    isolate(implementation);
    return addService.call(this, definition, implementation);
  };
  try {
    return make();
  } finally {
    Server.prototype.addService = addService;
  }
}
