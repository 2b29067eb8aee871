/**
 * Recordings as browsers' MediaRecorder writes them, built byte by byte: Opus in WebM
 * (Chromium: no Duration, a segment and clusters of unknown size) and Opus in Ogg (Firefox).
 * Every packet is one 20 ms CELT frame; `loudness(ms)` sets its size, as louder sound takes
 * more bytes.
 */

const FRAME_MS = 20;
/** Opus TOC: configuration 31 (CELT, full band, 20 ms), one frame. */
const TOC_20_MS = 31 << 3;

export interface RecordingShape {
  durationMs: number;
  /** Bytes of a packet at this time (at least 1); a steady 60 by default. */
  loudness?: (atMs: number) => number;
  /** A track of another kind than sound (WebM's TrackType 1, video) instead of audio. */
  video?: boolean;
}

function packetsOf({ durationMs, loudness = () => 60 }: RecordingShape): Buffer[] {
  const packets: Buffer[] = [];
  for (let at = 0; at < durationMs; at += FRAME_MS) {
    const size = Math.max(1, Math.round(loudness(at)));
    packets.push(Buffer.concat([Buffer.from([TOC_20_MS]), Buffer.alloc(size - 1, 0x5a)]));
  }
  return packets;
}

// ---- WebM (EBML) ----

const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

function idBytes(id: number): Buffer {
  const bytes: number[] = [];
  for (let value = id; value > 0; value = Math.floor(value / 256)) bytes.unshift(value % 256);
  return Buffer.from(bytes);
}

/** An element with its size as an 8-byte EBML integer. */
function element(id: number, payload: Buffer): Buffer {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(payload.length) | (1n << 56n));
  return Buffer.concat([idBytes(id), size, payload]);
}

const uint = (id: number, value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return element(id, bytes);
};
const text = (id: number, value: string) => element(id, Buffer.from(value, 'latin1'));

export function webmRecording(shape: RecordingShape): Buffer {
  const header = element(0x1a45dfa3, Buffer.concat([uint(0x4286, 1), text(0x4282, 'webm')]));
  const info = element(0x1549a966, uint(0x2ad7b1, 1_000_000));
  const track = element(
    0xae,
    Buffer.concat([
      uint(0xd7, 1),
      uint(0x83, shape.video ? 1 : 2),
      text(0x86, shape.video ? 'V_VP8' : 'A_OPUS'),
    ]),
  );
  const tracks = element(0x1654ae6b, track);
  const clusters: Buffer[] = [];
  packetsOf(shape).forEach((packet, index) => {
    const at = index * FRAME_MS;
    // A cluster a second, as Chromium starts one every so often.
    if (at % 1000 === 0) {
      clusters.push(Buffer.concat([idBytes(0x1f43b675), UNKNOWN_SIZE, uint(0xe7, at)]));
    }
    const block = Buffer.alloc(4);
    block.writeUInt8(0x81, 0);
    block.writeInt16BE(at % 1000, 1);
    block.writeUInt8(0x80, 3);
    clusters.push(element(0xa3, Buffer.concat([block, packet])));
  });
  return Buffer.concat([header, idBytes(0x18538067), UNKNOWN_SIZE, info, tracks, ...clusters]);
}

// ---- Ogg ----

const PRE_SKIP = 312;

function oggPage(packet: Buffer, granule: bigint, sequence: number, first: boolean): Buffer {
  const lacing: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    lacing.push(255);
    left -= 255;
  }
  lacing.push(left);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(first ? 0x02 : 0, 5);
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x0bad5eed, 14);
  header.writeUInt32LE(sequence, 18);
  header.writeUInt8(lacing.length, 26);
  return Buffer.concat([header, Buffer.from(lacing), packet]);
}

export function oggRecording(shape: RecordingShape): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head.writeUInt8(1, 8);
  head.writeUInt8(1, 9);
  head.writeUInt16LE(PRE_SKIP, 10);
  head.writeUInt32LE(48_000, 12);
  const tags = Buffer.concat([
    Buffer.from('OpusTags', 'latin1'),
    Buffer.from([4, 0, 0, 0]),
    Buffer.from('test', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
  ]);
  const pages = [oggPage(head, 0n, 0, true), oggPage(tags, 0n, 1, false)];
  packetsOf(shape).forEach((packet, index) => {
    const granule = BigInt(PRE_SKIP + (index + 1) * 48 * FRAME_MS);
    pages.push(oggPage(packet, granule, index + 2, false));
  });
  return Buffer.concat(pages);
}
