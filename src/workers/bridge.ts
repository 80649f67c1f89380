// A small worker bridge: the worker starts on first use and is terminated after it has been idle a while
// (or when its view goes away), so a hidden feature holds no thread and no memory.

export class WorkerBridge<In, Out> {
  private worker: Worker | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly create: () => Worker,
    private readonly onMessage: (message: Out) => void,
    private readonly idleMs = 30_000,
  ) {}

  post(message: In, transfer: Transferable[] = []): void {
    if (!this.worker) {
      this.worker = this.create();
      this.worker.onmessage = (e: MessageEvent<Out>) => {
        this.touch();
        this.onMessage(e.data);
      };
    }
    this.touch();
    this.worker.postMessage(message, transfer);
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.terminate();
    }, this.idleMs);
  }

  get running(): boolean {
    return this.worker !== undefined;
  }

  terminate(): void {
    clearTimeout(this.idleTimer);
    this.worker?.terminate();
    this.worker = undefined;
  }
}
