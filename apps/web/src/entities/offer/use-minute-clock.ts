import { useEffect, useState } from 'react';

/** The clock an offer's time left reads, ticking each minute so "47 h left" and expiry stay true while on screen. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
