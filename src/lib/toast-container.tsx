import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toast.css';
import { toastContainerMounted, toastDurations } from './toast';

export default function Toasts() {
  useEffect(() => toastContainerMounted(), []);
  return (
    <ToastContainer
      position="top-right"
      theme="dark"
      autoClose={toastDurations.default}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      draggable
      newestOnTop
      limit={5}
    />
  );
}
