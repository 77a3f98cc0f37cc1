import fs from 'node:fs';
import path from 'node:path';

/**
 * One process at a time may open an embedded repository's folder: two writers would interleave
 * their journals. The lock file holds the owner's pid; a lock whose process is gone is taken over.
 */
export function lockDirectory(dir: string, what: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'LOCK');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(`${what} is in use by process ${owner}. Stop that process (is the server running?) and try again.`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}.`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
