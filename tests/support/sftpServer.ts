import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Server, utils, type Connection, type SFTPWrapper } from 'ssh2';

const { OPEN_MODE, STATUS_CODE } = utils.sftp;

export interface SftpServer {
  port: number;
  /** The OpenSSH private key the server accepts for `user` (made for this server). */
  clientKey: string;
  hostPublicKey: Buffer;
  close: () => Promise<void>;
}

function same(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Read-only SFTP of in-memory files: enough for a feed download (OPEN, READ, STAT, FSTAT, CLOSE). */
function serveFiles(sftp: SFTPWrapper, files: ReadonlyMap<string, Buffer>): void {
  const handles = new Map<number, Buffer>();
  let next = 0;
  const attrs = (size: number) => ({ mode: 0o100644, uid: 0, gid: 0, size, atime: 0, mtime: 0 });
  const byHandle = (handle: Buffer) => handles.get(handle.length === 4 ? handle.readUInt32BE(0) : -1);
  sftp.on('OPEN', (id, filename, flags) => {
    const file = files.get(filename);
    if (file === undefined || (flags & OPEN_MODE.WRITE) !== 0) {
      sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
      return;
    }
    const handle = Buffer.alloc(4);
    handle.writeUInt32BE(next);
    handles.set(next++, file);
    sftp.handle(id, handle);
  });
  sftp.on('READ', (id, handle, offset, length) => {
    const file = byHandle(handle);
    if (file === undefined) {
      sftp.status(id, STATUS_CODE.FAILURE);
      return;
    }
    if (offset >= file.length) {
      sftp.status(id, STATUS_CODE.EOF);
      return;
    }
    sftp.data(id, file.subarray(offset, offset + length));
  });
  const stat = (id: number, path: string) => {
    const file = files.get(path);
    if (file === undefined) sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
    else sftp.attrs(id, attrs(file.length));
  };
  sftp.on('STAT', stat);
  sftp.on('LSTAT', stat);
  sftp.on('FSTAT', (id, handle) => {
    const file = byHandle(handle);
    if (file === undefined) sftp.status(id, STATUS_CODE.FAILURE);
    else sftp.attrs(id, attrs(file.length));
  });
  sftp.on('CLOSE', (id) => {
    sftp.status(id, STATUS_CODE.OK);
  });
}

/** An SFTP server on 127.0.0.1 that accepts `user` with the generated key or with `password`. */
export async function startSftpServer(
  files: ReadonlyMap<string, Buffer>,
  user: string,
  password: string,
): Promise<SftpServer> {
  const host = utils.generateKeyPairSync('ed25519');
  const client = utils.generateKeyPairSync('ed25519');
  const allowed = utils.parseKey(client.public);
  const hostKey = utils.parseKey(host.public);
  if (allowed instanceof Error || hostKey instanceof Error) throw new Error('could not parse the generated keys');
  const onClient = (connection: Connection) => {
    connection.on('error', () => undefined);
    connection.on('authentication', (ctx) => {
      if (ctx.username !== user) {
        ctx.reject();
        return;
      }
      if (ctx.method === 'password' && ctx.password === password) {
        ctx.accept();
        return;
      }
      if (
        ctx.method === 'publickey' &&
        ctx.key.algo === allowed.type &&
        same(ctx.key.data, allowed.getPublicSSH()) &&
        (ctx.signature === undefined || allowed.verify(ctx.blob!, ctx.signature, ctx.hashAlgo))
      ) {
        ctx.accept();
        return;
      }
      ctx.reject(['publickey', 'password']);
    });
    connection.on('ready', () => {
      connection.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => {
          serveFiles(acceptSftp(), files);
        });
      });
    });
  };
  const server = new Server({ hostKeys: [host.private] }, onClient);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    clientKey: client.private,
    hostPublicKey: hostKey.getPublicSSH(),
    close: () =>
      new Promise<void>((done) => {
        server.close(() => {
          done();
        });
      }),
  };
}
