/**
 * What the Functions runtime spends before the app can refuse a body: it parses JSON up to 32 MB
 * (firebase-tools' emulator and the deployed runtime alike), keeping the raw bytes beside the parsed value.
 * Each shape of body is parsed in a fresh Node process as the runtime does (bytes, then a string, then
 * JSON.parse); the growth of the process's resident memory and the parse time are what one such request
 * costs an instance.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);
export const RUNTIME_BODY_LIMIT = 32 * 1024 * 1024;

/** Array elements of a few bytes each: the more objects per byte, the more heap. */
const SHAPES = { "empty objects": "{}", "empty arrays": "[]", numbers: "1", "empty strings": '""' } as const;

export interface BodyParseFigure {
  shape: string;
  /** Growth of the resident set while the body, its string and the parsed value are held. */
  rssMb: number;
  parseMs: number;
}

const PROBE = `
const [element, size] = [process.argv[1], Number(process.argv[2])];
const count = Math.floor(size / (element.length + 1));
let text = "[" + Array(count).fill(element).join(",") + "]";
const body = Buffer.from(text);
text = undefined;
global.gc();
const before = process.memoryUsage().rss;
let peak = before;
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const started = performance.now();
const parsed = JSON.parse(body.toString());
const parseMs = performance.now() - started;
peak = Math.max(peak, process.memoryUsage().rss);
clearInterval(sample);
console.log(JSON.stringify({ rssMb: (peak - before) / 1e6, parseMs, n: parsed.length + body.length }));
`;

export async function measureBodyParse(): Promise<BodyParseFigure[]> {
  const figures: BodyParseFigure[] = [];
  for (const [shape, element] of Object.entries(SHAPES)) {
    const { stdout } = await run(
      process.execPath,
      ["--expose-gc", "--max-old-space-size=4096", "-e", PROBE, element, String(RUNTIME_BODY_LIMIT)],
      { maxBuffer: 1024 * 1024 },
    );
    const { rssMb, parseMs } = JSON.parse(stdout) as { rssMb: number; parseMs: number };
    figures.push({ shape, rssMb, parseMs });
  }
  return figures;
}
