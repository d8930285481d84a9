import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { type CloseButtonProps, ToastContainer } from 'react-toastify';
import { siteWords } from '../i18n/siteWords.ts';

/**
 * The one toast container of every page (loaded after the first paint: see toast.ts), drawn at the end of the
 * page (#portico-toasts), outside the header's tab order. Toasts are polite status messages; errors are raised
 * with `role: 'alert'` where they are shown. Its own words (the region's name, each close button's) are the page's,
 * and a right-to-left page gets right-to-left toasts.
 */
export default function Toasts() {
  const words = siteWords().notify;
  return (
    <ToastContainer
      theme="dark"
      limit={20}
      position="bottom-right"
      newestOnTop
      role="status"
      aria-label={words.region}
      rtl={document.documentElement.dir === 'rtl'}
      closeButton={CloseButton}
    />
  );
}

/** react-toastify's own close button (its markup and classes), named in the page's language instead of "close". */
function CloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={siteWords().dialog.close}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}
