import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { ToastContainer } from 'react-toastify';

/**
 * The one toast container of every page (loaded after the first paint: see toast.ts), drawn at the end of the
 * page (#portico-toasts), outside the header's tab order. Toasts are polite status messages; errors are raised
 * with `role: 'alert'` where they are shown.
 */
export default function Toasts() {
  return <ToastContainer theme="dark" limit={20} position="bottom-right" newestOnTop role="status" />;
}
