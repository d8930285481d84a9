import { toast } from 'react-toastify';
import { type ErrorContext, toUserMessage } from '../errors/toUserMessage.ts';

/** Shows a failure as one toast per kind (deduplicated by id), at the level its cause deserves. */
export function notifyError(error: unknown, context?: ErrorContext): void {
  const { level, message, id } = toUserMessage(error, context);
  if (toast.isActive(id)) return;
  toast[level](message, { toastId: id });
}

export { toast };
