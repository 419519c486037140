/** Values of the wrong type or size that the bad-input sweeps put into every field. */
export const wrongValues: [string, unknown][] = [
  ['a number', 12345],
  ['a boolean', true],
  ['an array', ['a', 'b']],
  ['a nested object', { a: { b: { c: 1 } } }],
  ['null', null],
  ['a 10 000 character string', 'x'.repeat(10_000)],
];
