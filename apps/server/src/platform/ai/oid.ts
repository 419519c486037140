/**
 * The Open Images (v4) classes of MediaPipe Objectron's SSD MobileNetV2 detector, in the model's
 * order (its `object_detection_oidv4_labelmap.txt`; class 0 is the background), lower-cased.
 * Footwear, boots and high heels are what COCO lacks.
 */
export const OID_LABELS = [
  'bicycle', 'boot', 'laptop', 'person', 'chair', 'cattle', 'desk', 'cat', 'computer mouse', 'computer monitor', 'box', 'mug',
  'coffee cup', 'stationary bicycle', 'table', 'bottle', 'high heels', 'vehicle', 'footwear', 'dog', 'book', 'camera', 'car',
] as const;
export type OidLabel = (typeof OID_LABELS)[number];

/** The detector's input side (1×300×300×3, pixels scaled to −1…1, the picture stretched). */
export const OID_SIZE = 300;

type Anchor = { x: number; y: number; w: number; h: number };

/**
 * The 1917 SSD anchors the model was trained with: MediaPipe's SsdAnchorsCalculator with the
 * options of `object_detection_oid_v4_cpu.pbtxt` (6 layers, scales 0.2–0.95, strides 16…512,
 * aspect ratios 1, 2, ½, 3, ⅓ plus an interpolated scale, the lowest layer reduced to 3 boxes).
 */
function ssdAnchors(): Anchor[] {
  const numLayers = 6;
  const minScale = 0.2;
  const maxScale = 0.95;
  const strides = [16, 32, 64, 128, 256, 512];
  const aspectRatios = [1.0, 2.0, 0.5, 3.0, 0.3333];
  const scaleOf = (i: number) => minScale + ((maxScale - minScale) * i) / (numLayers - 1);
  const anchors: Anchor[] = [];
  for (let layer = 0; layer < numLayers; layer++) {
    const ratios: number[] = [];
    const scales: number[] = [];
    const scale = scaleOf(layer);
    if (layer === 0) {
      ratios.push(1.0, 2.0, 0.5);
      scales.push(0.1, scale, scale);
    } else {
      for (const ar of aspectRatios) {
        ratios.push(ar);
        scales.push(scale);
      }
      const next = layer === numLayers - 1 ? 1.0 : scaleOf(layer + 1);
      ratios.push(1.0);
      scales.push(Math.sqrt(scale * next));
    }
    const size = Math.ceil(OID_SIZE / strides[layer]!);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        for (let i = 0; i < ratios.length; i++) {
          const root = Math.sqrt(ratios[i]!);
          anchors.push({ x: (x + 0.5) / size, y: (y + 0.5) / size, w: scales[i]! * root, h: scales[i]! / root });
        }
      }
    }
  }
  return anchors;
}

let anchors: Anchor[] | undefined;

/** One detection: the box as fractions of the picture (x1, y1, x2, y2), its score and class index into OID_LABELS. */
export type RawItem = [number, number, number, number, number, number];

/**
 * The model's raw outputs → boxes above `minScore` (MediaPipe's TensorsToDetections decoding:
 * centre offsets scaled by 10, sizes by 5 through exp, sigmoid scores, background ignored), best
 * class per box.
 */
export function decodeItems(boxes: Float32Array, logits: Float32Array, minScore: number): RawItem[] {
  anchors ??= ssdAnchors();
  const classes = OID_LABELS.length + 1;
  const count = boxes.length / 4;
  if (count !== anchors.length || logits.length !== count * classes) throw new Error(`Open Images detector: ${count} boxes, ${anchors.length} anchors expected`);
  const minLogit = Math.log(minScore / (1 - minScore));
  const out: RawItem[] = [];
  for (let i = 0; i < count; i++) {
    let best = 1;
    for (let c = 2; c < classes; c++) if (logits[i * classes + c]! > logits[i * classes + best]!) best = c;
    const logit = logits[i * classes + best]!;
    if (logit < minLogit) continue;
    const a = anchors[i]!;
    const cy = (boxes[i * 4]! / 10) * a.h + a.y;
    const cx = (boxes[i * 4 + 1]! / 10) * a.w + a.x;
    const h = Math.exp(boxes[i * 4 + 2]! / 5) * a.h;
    const w = Math.exp(boxes[i * 4 + 3]! / 5) * a.w;
    out.push([cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2, 1 / (1 + Math.exp(-logit)), best - 1]);
  }
  return out;
}
