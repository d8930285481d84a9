import 'react-toastify/dist/ReactToastify.css';
import { ToastContainer } from 'react-toastify';

/** The one toast container of every page (loaded after the first paint: see toast.ts). */
export default function Toasts() {
  return <ToastContainer theme="dark" limit={20} position="bottom-right" newestOnTop />;
}
