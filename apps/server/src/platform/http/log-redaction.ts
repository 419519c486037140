/** Error fields that carry what a user typed: SQL parameters, and Postgres' `detail` ("Key (phone)=(+268…)"). */
const PRIVATE_FIELDS = new Set(['params', 'parameters', 'detail']);
// Drizzle puts the parameters into the message itself: "Failed query: …\nparams: Sipho,+26876…".
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

// Postgres quotes the offending value in its own messages: 'invalid input syntax for type integer:
// "sipho@example.com"', 'value "99999999999" is out of range'. Names of constraints stay.
const VALUE_IN_MESSAGE = /(: |value )"[^\n]*?"(?=$|\s|[),.;]|\n)/g;

const redactText = (text: string) => text.replace(PARAMS_IN_TEXT, '\nparams: [redacted]').replace(VALUE_IN_MESSAGE, '$1"[redacted]"');

/**
 * The logger's `err` serializer: what pino's would give (type, message, stack, own fields, cause),
 * minus the values a failed query was given — comment text, phone numbers, emails stay out of logs.
 */
export function redactedError(err: Error, depth = 0): SerializedError {
  // pino hands over whatever sits under `err`: a string message (Redis errors are logged so) too.
  if (!(err instanceof Error)) return (typeof err === 'string' ? redactText(err) : err) as unknown as SerializedError;
  const out: SerializedError = { type: err.constructor.name, message: redactText(err.message), stack: redactText(err.stack ?? '') };
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || PRIVATE_FIELDS.has(key)) continue;
    out[key] = typeof value === 'string' ? redactText(value) : value;
  }
  const cause = (err as { cause?: unknown }).cause;
  if (cause instanceof Error && depth < 4) out.cause = redactedError(cause, depth + 1);
  return out;
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };
