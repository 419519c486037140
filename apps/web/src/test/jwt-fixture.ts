/** An unsigned JWT whose exp is `secondsFromNow` away (the client only reads exp). */
export function fakeJwt(secondsFromNow: number, now = Date.now()): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(now / 1000) + secondsFromNow })}.sig`;
}
