import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline; restart(n) sets a new one. */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));

  const running = seconds > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, deadline]);

  const restart = useCallback((next: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + next * 1000);
  }, []);

  return { seconds, restart };
}
