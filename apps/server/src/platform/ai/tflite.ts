// A small TensorFlow Lite runner on TF.js: reads a .tflite file (a FlatBuffer) and runs its one
// graph with tf ops, so a model that ships only as .tflite runs on the same WASM backend as the
// others. It knows the ops of plain convolutional networks (MobileNet-style SSDs); any other op
// fails the load with its number, never a wrong answer.
import * as tf from './tf.ts';

/** The FlatBuffer reading we need: tables, vectors, scalars (little-endian, per the format). */
class FlatReader {
  private readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  root(): number {
    return this.view.getUint32(0, true);
  }
  /** Where a table's field sits, or 0 when absent (its default applies). */
  field(table: number, index: number): number {
    const vtable = table - this.view.getInt32(table, true);
    const offset = 4 + 2 * index;
    if (offset >= this.view.getUint16(vtable, true)) return 0;
    const at = this.view.getUint16(vtable + offset, true);
    return at ? table + at : 0;
  }
  private deref(at: number): number {
    return at + this.view.getUint32(at, true);
  }
  table(table: number, index: number): number {
    const at = this.field(table, index);
    return at ? this.deref(at) : 0;
  }
  private vector(table: number, index: number): { length: number; start: number } | null {
    const at = this.field(table, index);
    if (!at) return null;
    const v = this.deref(at);
    return { length: this.view.getUint32(v, true), start: v + 4 };
  }
  tables(table: number, index: number): number[] {
    const v = this.vector(table, index);
    return v ? Array.from({ length: v.length }, (_, i) => this.deref(v.start + 4 * i)) : [];
  }
  ints(table: number, index: number): number[] {
    const v = this.vector(table, index);
    return v ? Array.from({ length: v.length }, (_, i) => this.view.getInt32(v.start + 4 * i, true)) : [];
  }
  bytesOf(table: number, index: number): Uint8Array {
    const v = this.vector(table, index);
    return v ? this.bytes.subarray(v.start, v.start + v.length) : new Uint8Array(0);
  }
  string(table: number, index: number): string {
    return Buffer.from(this.bytesOf(table, index)).toString('utf8');
  }
  int(table: number, index: number, fallback = 0): number {
    const at = this.field(table, index);
    return at ? this.view.getInt32(at, true) : fallback;
  }
  uint(table: number, index: number, fallback = 0): number {
    const at = this.field(table, index);
    return at ? this.view.getUint32(at, true) : fallback;
  }
  byte(table: number, index: number, fallback = 0): number {
    const at = this.field(table, index);
    return at ? this.view.getInt8(at) : fallback;
  }
}

// The schema's numbers (tensorflow/lite/schema/schema.fbs).
const OP = { ADD: 0, CONCATENATION: 2, CONV_2D: 3, DEPTHWISE_CONV_2D: 4, DEQUANTIZE: 6, LOGISTIC: 14, RELU: 19, RELU6: 21, RESHAPE: 22 } as const;
const TYPE = { FLOAT32: 0, FLOAT16: 1, INT32: 2 } as const;
const ACTIVATION = { NONE: 0, RELU: 1, RELU6: 3 } as const;

type TensorInfo = { shape: number[]; type: number; data: Uint8Array; name: string };
type Operator = { code: number; inputs: number[]; outputs: number[]; options: number };

/** IEEE half floats → float32 (FLOAT16 weights, as MediaPipe ships them). */
function halfToFloat(bytes: Uint8Array): Float32Array {
  const halves = new Uint16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const out = new Float32Array(halves.length);
  for (let i = 0; i < halves.length; i++) {
    const h = halves[i]!;
    const sign = h & 0x8000 ? -1 : 1;
    const exponent = (h >> 10) & 0x1f;
    const fraction = h & 0x3ff;
    out[i] = exponent === 0 ? sign * 2 ** -14 * (fraction / 1024) : exponent === 31 ? (fraction ? NaN : sign * Infinity) : sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
  }
  return out;
}

const copyFloat32 = (bytes: Uint8Array) => new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
const copyInt32 = (bytes: Uint8Array) => new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));

export type TfliteModel = {
  inputShape: number[];
  outputNames: string[];
  /** Runs the graph; the caller disposes the outputs (or runs it inside `tf.tidy`). */
  run(input: tf.Tensor): tf.Tensor[];
  dispose(): void;
};

/** Parses a .tflite file and turns its constants into tf tensors (weights in float32). */
export function loadTflite(file: Uint8Array): TfliteModel {
  const r = new FlatReader(file);
  const model = r.root();
  const codes = r.tables(model, 1).map((c) => Math.max(r.int(c, 3), r.byte(c, 0)));
  const buffers = r.tables(model, 4).map((b) => r.bytesOf(b, 0));
  const [graph] = r.tables(model, 2);
  if (graph === undefined) throw new Error('tflite: the model has no graph');
  const tensors: TensorInfo[] = r.tables(graph, 0).map((t) => ({ shape: r.ints(t, 0), type: r.byte(t, 1), data: buffers[r.uint(t, 2)] ?? new Uint8Array(0), name: r.string(t, 3) }));
  const inputs = r.ints(graph, 1);
  const outputs = r.ints(graph, 2);
  const operators: Operator[] = r.tables(graph, 3).map((o) => ({ code: codes[r.uint(o, 0)]!, inputs: r.ints(o, 1), outputs: r.ints(o, 2), options: r.table(o, 4) }));
  if (inputs.length !== 1) throw new Error(`tflite: ${inputs.length} inputs, one expected`);

  // Constants: weights (float16 ones dequantised now), biases, shapes.
  const constants = new Map<number, tf.Tensor>();
  const constant = (index: number): tf.Tensor => {
    const have = constants.get(index);
    if (have) return have;
    const t = tensors[index]!;
    if (t.data.length === 0) throw new Error(`tflite: tensor ${t.name} has no data`);
    const value =
      t.type === TYPE.FLOAT32 ? tf.tensor(copyFloat32(t.data), t.shape) : t.type === TYPE.FLOAT16 ? tf.tensor(halfToFloat(t.data), t.shape) : t.type === TYPE.INT32 ? tf.tensor(copyInt32(t.data), t.shape, 'int32') : null;
    if (!value) throw new Error(`tflite: tensor ${t.name} has type ${t.type}`);
    constants.set(index, value);
    return value;
  };
  const isConstant = (index: number) => tensors[index]!.data.length > 0;

  // Weights rearranged once for tf: conv filters OHWI → HWIO, depthwise 1HW(I·M) → HWIM.
  const prepared = new Map<Operator, tf.Tensor>();
  const weightsOf = (op: Operator): tf.Tensor => {
    const have = prepared.get(op);
    if (have) return have;
    const source = op.inputs[1]!;
    const raw = constantOrDequantised(source);
    let w: tf.Tensor;
    if (op.code === OP.CONV_2D) w = tf.transpose(raw, [1, 2, 3, 0]);
    else {
      const [, h, wd, channels] = raw.shape as number[];
      const multiplier = r.int(op.options, 3, 1);
      w = tf.reshape(raw, [h!, wd!, channels! / multiplier, multiplier]);
    }
    prepared.set(op, w);
    return w;
  };
  // DEQUANTIZE of a constant is a constant: computed at load, never per run.
  const dequantised = new Map<number, number>();
  for (const op of operators) if (op.code === OP.DEQUANTIZE && isConstant(op.inputs[0]!)) dequantised.set(op.outputs[0]!, op.inputs[0]!);
  function constantOrDequantised(index: number): tf.Tensor {
    const source = dequantised.get(index);
    return constant(source ?? index);
  }

  const supported = new Set<number>(Object.values(OP));
  for (const op of operators) if (!supported.has(op.code)) throw new Error(`tflite: operator ${op.code} is not supported`);

  const activate = (x: tf.Tensor, fn: number): tf.Tensor => {
    if (fn === ACTIVATION.NONE) return x;
    if (fn === ACTIVATION.RELU) return tf.relu(x);
    if (fn === ACTIVATION.RELU6) return tf.relu6(x);
    throw new Error(`tflite: activation ${fn} is not supported`);
  };
  const padding = (options: number) => (r.byte(options, 0) === 1 ? 'valid' : 'same');

  // The last operator reading each computed value: after it, the value is let go.
  const lastReader = new Map<number, Operator>();
  for (const op of operators) for (const index of op.inputs) if (index >= 0 && !isConstant(index) && !dequantised.has(index)) lastReader.set(index, op);

  // Every constant made now, outside any run: one first made inside a run's per-op tidy would be
  // disposed with it while still cached. And the first run does not pay for them.
  for (const op of operators) {
    if (op.code === OP.CONV_2D || op.code === OP.DEPTHWISE_CONV_2D) weightsOf(op);
    if (op.code === OP.DEQUANTIZE && dequantised.has(op.outputs[0]!)) continue;
    for (const index of op.inputs) if (index >= 0 && (isConstant(index) || dequantised.has(index))) constantOrDequantised(index);
  }

  return {
    inputShape: tensors[inputs[0]!]!.shape,
    outputNames: outputs.map((i) => tensors[i]!.name),
    run(input) {
      const values = new Map<number, tf.Tensor>([[inputs[0]!, input]]);
      const valueOf = (index: number): tf.Tensor => values.get(index) ?? constantOrDequantised(index);
      for (const op of operators) {
        if (op.code === OP.DEQUANTIZE && dequantised.has(op.outputs[0]!)) continue;
        // Each op's temporaries (a convolution before its bias and activation) go at once, and
        // each activation goes after its last reader: the WASM heap, which never shrinks, then
        // only grows to a few activations rather than the whole network's.
        values.set(op.outputs[0]!, tf.tidy(() => apply(op, valueOf)));
        for (const index of op.inputs) {
          if (lastReader.get(index) !== op || index === inputs[0] || outputs.includes(index)) continue;
          values.get(index)?.dispose();
          values.delete(index);
        }
      }
      return outputs.map((i) => values.get(i) ?? constantOrDequantised(i));
    },
    dispose() {
      tf.dispose([...constants.values(), ...prepared.values()]);
      constants.clear();
      prepared.clear();
    },
  };

  function apply(op: Operator, valueOf: (index: number) => tf.Tensor): tf.Tensor {
    const x = () => valueOf(op.inputs[0]!);
    let y: tf.Tensor;
    switch (op.code) {
      case OP.DEQUANTIZE:
        y = tf.cast(x(), 'float32');
        break;
      case OP.CONV_2D: {
        const o = op.options;
        const conv = tf.conv2d(x() as tf.Tensor4D, weightsOf(op) as tf.Tensor4D, [r.int(o, 2, 1), r.int(o, 1, 1)], padding(o), 'NHWC', [r.int(o, 5, 1), r.int(o, 4, 1)]);
        y = activate(op.inputs[2] !== undefined && op.inputs[2] >= 0 ? tf.add(conv, valueOf(op.inputs[2])) : conv, r.byte(o, 3));
        break;
      }
      case OP.DEPTHWISE_CONV_2D: {
        const o = op.options;
        const conv = tf.depthwiseConv2d(x() as tf.Tensor4D, weightsOf(op) as tf.Tensor4D, [r.int(o, 2, 1), r.int(o, 1, 1)], padding(o), 'NHWC', [r.int(o, 6, 1), r.int(o, 5, 1)]);
        y = activate(op.inputs[2] !== undefined && op.inputs[2] >= 0 ? tf.add(conv, valueOf(op.inputs[2])) : conv, r.byte(o, 4));
        break;
      }
      case OP.ADD:
        y = activate(tf.add(x(), valueOf(op.inputs[1]!)), r.byte(op.options, 0));
        break;
      case OP.CONCATENATION: {
        const parts = op.inputs.map(valueOf);
        const axis = r.int(op.options, 0);
        y = activate(tf.concat(parts, axis < 0 ? parts[0]!.rank + axis : axis), r.byte(op.options, 1));
        break;
      }
      case OP.RESHAPE: {
        const shape = tensors[op.outputs[0]!]!.shape;
        y = tf.reshape(x(), shape.length > 0 ? shape : r.ints(op.options, 0));
        break;
      }
      case OP.LOGISTIC:
        y = tf.sigmoid(x());
        break;
      case OP.RELU:
        y = tf.relu(x());
        break;
      case OP.RELU6:
        y = tf.relu6(x());
        break;
      default:
        throw new Error(`tflite: operator ${op.code} is not supported`);
    }
    return y;
  }
}
