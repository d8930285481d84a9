import { toast } from 'react-toastify';
import { toUserMessage } from '../errors/toUserMessage.ts';

/** Shows a failure as one toast per kind (deduplicated by id), at the level its cause deserves. */
export function notifyError(error: unknown): void {
  const { level, message, id } = toUserMessage(error);
  if (toast.isActive(id)) return;
  toast[level](message, { toastId: id });
}

export { toast };
