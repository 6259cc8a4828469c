import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { iconPaths, LineIcon } from '../../lib/ui/icon';

export const scrollThreshold = 200;
export const scrollDurationMs = 1000;
const radius = 23;
const circumference = 2 * Math.PI * radius;

const easeInOutCubic = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

/** Scrolls to the top over `duration` ms (instantly for people who ask for less motion). */
export function scrollToTop(duration = scrollDurationMs): void {
  const start = window.scrollY;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || start === 0) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function readScroll() {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return { y: window.scrollY, progress: max > 0 ? Math.min(1, window.scrollY / max) : 0 };
}

export function ScrollToTop() {
  const t = useT();
  const [{ y, progress }, setScroll] = useState({ y: 0, progress: 0 });

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScroll(readScroll()));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  if (y <= scrollThreshold) return null;
  return (
    <button type="button" className="scroll-top" aria-label={t('scrollTop.label')} onClick={() => scrollToTop()}>
      <svg className="ring" width="52" height="52" viewBox="0 0 52 52" aria-hidden="true">
        <circle className="ring-track" cx="26" cy="26" r={radius} fill="none" strokeWidth="3" />
        <circle
          className="ring-progress"
          data-testid="scroll-progress"
          cx="26"
          cy="26"
          r={radius}
          fill="none"
          strokeWidth="3"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - progress)}
        />
      </svg>
      <LineIcon path={iconPaths.up} size={20} weight={2.5} />
    </button>
  );
}
