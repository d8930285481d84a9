import { type ErrorContext, toUserMessage } from '../errors/toUserMessage.ts';

// react-toastify and its container load after the first paint (Toasts.tsx, lazily rendered by the island): a
// toast asked for before its container is there waits in react-toastify's own queue. Only this file is in the
// first load, so it imports the library lazily too.
let toastify: Promise<typeof import('react-toastify')> | undefined;
/** react-toastify, loaded once. */
export const loadToastify = () => {
  toastify ??= import('react-toastify');
  return toastify;
};

/** Kinds of failure asked for while react-toastify was still loading (one toast per kind, as below). */
const loading = new Set<string>();

/** Shows a failure as one toast per kind (deduplicated by id), at the level its cause deserves. */
export function notifyError(error: unknown, context?: ErrorContext): void {
  const { level, message, id } = toUserMessage(error, context);
  if (loading.has(id)) return;
  loading.add(id);
  void loadToastify().then(({ toast }) => {
    loading.delete(id);
    if (toast.isActive(id)) return;
    // Errors interrupt a screen reader (alert); everything else waits its turn (the container's status).
    toast[level](message, { toastId: id, role: level === 'error' ? 'alert' : 'status' });
  });
}
