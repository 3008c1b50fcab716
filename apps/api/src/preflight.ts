import { createServer } from "node:net";

export class PortInUseError extends Error {
  override readonly name = "PortInUseError";
  constructor(readonly port: number) {
    super(`Port ${port} is already in use. Stop the other process or set PORT.`);
  }
}

/**
 * Listens on the port for a moment and lets go: a taken port is reported before anything opens the database.
 * Other failures (EACCES, EADDRNOTAVAIL) are rethrown as they are.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new PortInUseError(port) : error),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
