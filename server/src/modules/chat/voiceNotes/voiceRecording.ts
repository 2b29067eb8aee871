import { LIMITS, MESSAGES } from '@dating/contract/rules';
import { ApiError } from '../../../http/apiError';

/** A voice note's largest recording, as MESSAGES.voiceTooLarge says (a minute of Opus is far less). */
export const VOICE_MAX_BYTES = 2 * 1024 * 1024;
/** uploadvoicechat's body: the recording as a base64 data URL (4/3 of its size), plus the fields. */
export const VOICE_UPLOAD_BODY_LIMIT_BYTES = Math.ceil((VOICE_MAX_BYTES * 4) / 3) + 64 * 1024;
/** A recorder stopped at the limit hands over its last frames a little later: not refused. */
const STOP_LATENCY_MS = 1000;
export const VOICE_MAX_MS = LIMITS.voiceNoteMaxSeconds * 1000;
/** Bars of the waveform a note is drawn with. */
export const WAVEFORM_BARS = 40;

export interface VoiceRecording {
  container: 'webm' | 'ogg';
  contentType: 'audio/webm' | 'audio/ogg';
  durationMs: number;
  /** Loudness 0–100 per bar, from the Opus packets' sizes (a louder stretch takes more bytes). */
  waveform: number[];
}

/** One Opus packet: when it starts (ms) and its size in bytes. */
interface Packet {
  atMs: number;
  bytes: number;
}

const notAudio = () => new ApiError(400, MESSAGES.voiceNotAudio);

/** How long an Opus packet plays, from its table-of-contents byte (RFC 6716, section 3.1). */
export function opusPacketMs(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const config = toc >> 3;
  const frameMs =
    config < 12
      ? [10, 20, 40, 60][config % 4]
      : config < 16
        ? [10, 20][config % 2]
        : [2.5, 5, 10, 20][config % 4];
  const code = toc & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : (packet[1] ?? 0) & 0x3f;
  return (frameMs ?? 0) * frames;
}

/**
 * Reads a recording by its bytes: Opus in Ogg (Firefox) or in WebM (Chromium's MediaRecorder),
 * audio alone. Its duration is the recording's own (Ogg's granule positions, WebM's block
 * times), never what a client says. Refuses with the reason: not such a recording, empty, too
 * long.
 */
export function readVoiceRecording(bytes: Buffer): VoiceRecording {
  if (bytes.length > VOICE_MAX_BYTES) throw new ApiError(400, MESSAGES.voiceTooLarge);
  let read: { durationMs: number; packets: Packet[] } | undefined;
  let container: VoiceRecording['container'];
  try {
    if (bytes.subarray(0, 4).toString('latin1') === 'OggS') {
      container = 'ogg';
      read = readOgg(bytes);
    } else if (bytes.length >= 4 && bytes.readUInt32BE(0) === EBML_HEADER) {
      container = 'webm';
      read = readWebm(bytes);
    } else {
      throw notAudio();
    }
  } catch (error) {
    // Bytes that end or point outside the file mid-structure are not a recording either.
    if (error instanceof RangeError) throw notAudio();
    throw error;
  }
  const durationMs = Math.round(read.durationMs);
  if (read.packets.length === 0 || durationMs <= 0) throw new ApiError(400, MESSAGES.voiceEmpty);
  if (durationMs > VOICE_MAX_MS + STOP_LATENCY_MS) throw new ApiError(400, MESSAGES.voiceTooLong);
  return {
    container,
    contentType: container === 'ogg' ? 'audio/ogg' : 'audio/webm',
    durationMs,
    waveform: waveformOf(read.packets, durationMs),
  };
}

/** The packets' mean size per bar, scaled so the loudest bar is 100. */
function waveformOf(packets: readonly Packet[], durationMs: number): number[] {
  const sums = new Array<number>(WAVEFORM_BARS).fill(0);
  const counts = new Array<number>(WAVEFORM_BARS).fill(0);
  for (const packet of packets) {
    const bar = Math.max(
      0,
      Math.min(WAVEFORM_BARS - 1, Math.floor((packet.atMs / durationMs) * WAVEFORM_BARS)),
    );
    sums[bar] = (sums[bar] ?? 0) + packet.bytes;
    counts[bar] = (counts[bar] ?? 0) + 1;
  }
  const means = sums.map((sum, bar) => (counts[bar] ? sum / (counts[bar] ?? 1) : 0));
  const loudest = Math.max(...means);
  return means.map((mean) => (loudest > 0 ? Math.round((mean / loudest) * 100) : 0));
}

/** Opus in Ogg (RFC 7845): one logical stream, OpusHead, OpusTags, then audio packets. */
function readOgg(bytes: Buffer): { durationMs: number; packets: Packet[] } {
  const packets: Uint8Array[] = [];
  let partial: Buffer[] = [];
  let serial: number | undefined;
  let lastGranule = 0n;
  let offset = 0;
  while (offset + 27 <= bytes.length) {
    if (bytes.subarray(offset, offset + 4).toString('latin1') !== 'OggS') throw notAudio();
    const granule = bytes.readBigInt64LE(offset + 6);
    const pageSerial = bytes.readUInt32LE(offset + 14);
    // Another stream (a video beside the sound) is not a voice note.
    if (serial !== undefined && pageSerial !== serial) throw notAudio();
    serial = pageSerial;
    const segments = bytes.readUInt8(offset + 26);
    let data = offset + 27 + segments;
    if (data > bytes.length) throw notAudio();
    for (let index = 0; index < segments; index += 1) {
      const length = bytes.readUInt8(offset + 27 + index);
      if (data + length > bytes.length) throw notAudio();
      partial.push(bytes.subarray(data, data + length));
      data += length;
      if (length < 255) {
        packets.push(Buffer.concat(partial));
        partial = [];
      }
    }
    if (granule > 0n) lastGranule = granule;
    offset = data;
  }
  const [head, tags, ...audio] = packets;
  if (!head || Buffer.from(head.subarray(0, 8)).toString('latin1') !== 'OpusHead') {
    throw notAudio();
  }
  if (!tags || Buffer.from(tags.subarray(0, 8)).toString('latin1') !== 'OpusTags') {
    throw notAudio();
  }
  const preSkip = Buffer.from(head).readUInt16LE(10);
  // Opus granule positions count 48 kHz samples whatever the recording's rate.
  const durationMs = Number(lastGranule - BigInt(preSkip)) / 48;
  let atMs = 0;
  const timed = audio.map((packet) => {
    const timedPacket = { atMs, bytes: packet.length };
    atMs += opusPacketMs(packet);
    return timedPacket;
  });
  return { durationMs, packets: timed };
}

const EBML_HEADER = 0x1a45dfa3;
const ID = {
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  codecId: 0x86,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;
/** Elements walked into rather than over (their size may be unknown in a live recording). */
const MASTERS = new Set<number>([
  EBML_HEADER,
  ID.segment,
  ID.info,
  ID.tracks,
  ID.trackEntry,
  ID.cluster,
  ID.blockGroup,
]);
const TRACK_TYPE_AUDIO = 2;

/** A variable-length integer of EBML: its value (marker kept for ids) and its length. */
function readVint(bytes: Buffer, offset: number, keepMarker: boolean) {
  const first = bytes.readUInt8(offset);
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) throw notAudio();
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length && !keepMarker;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes.readUInt8(offset + index);
    if (byte !== 0xff) unknown = false;
    value = value * 256 + byte;
  }
  return { value, length, unknown };
}

function readUnsigned(bytes: Buffer, offset: number, size: number): number {
  let value = 0;
  for (let index = 0; index < size; index += 1)
    value = value * 256 + bytes.readUInt8(offset + index);
  return value;
}

/**
 * Opus in WebM, walked element by element: the document type, the tracks (audio alone, Opus),
 * and every block's time (its cluster's timecode plus its own), so the duration is where the
 * last packet ends. MediaRecorder writes no Duration and leaves the segment's size unknown.
 */
function readWebm(bytes: Buffer): { durationMs: number; packets: Packet[] } {
  let docType = '';
  let scaleNs = 1_000_000;
  let clusterTime = 0;
  let track: { number?: number; type?: number; codec?: string } = {};
  const audioTracks = new Set<number>();
  const blocks: { at: number; bytes: number; lastMs: number }[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const id = readVint(bytes, offset, true);
    const size = readVint(bytes, offset + id.length, false);
    const start = offset + id.length + size.length;
    if (MASTERS.has(id.value)) {
      if (id.value === ID.trackEntry) track = {};
      if (id.value === ID.cluster && audioTracks.size === 0) throw notAudio();
      offset = start;
      continue;
    }
    if (size.unknown) throw notAudio();
    const end = start + size.value;
    // A recording cut short ends in the middle of its last element: what came before counts.
    if (end > bytes.length) break;
    switch (id.value) {
      case ID.docType:
        docType = bytes.subarray(start, end).toString('latin1');
        if (docType !== 'webm' && docType !== 'matroska') throw notAudio();
        break;
      case ID.timecodeScale:
        scaleNs = readUnsigned(bytes, start, size.value) || scaleNs;
        break;
      case ID.trackNumber:
        track.number = readUnsigned(bytes, start, size.value);
        break;
      case ID.trackType:
        track.type = readUnsigned(bytes, start, size.value);
        break;
      case ID.codecId:
        track.codec = bytes.subarray(start, end).toString('latin1');
        break;
      case ID.timecode:
        clusterTime = readUnsigned(bytes, start, size.value);
        break;
      case ID.simpleBlock:
      case ID.block: {
        const number = readVint(bytes, start, false);
        if (!audioTracks.has(number.value)) throw notAudio();
        const relative = bytes.readInt16BE(start + number.length);
        const flags = bytes.readUInt8(start + number.length + 2);
        const payload = bytes.subarray(start + number.length + 3, end);
        // Laced blocks (several packets) are not MediaRecorder's: their last packet is guessed.
        const lastMs = flags & 0x06 ? 20 : opusPacketMs(payload);
        blocks.push({ at: clusterTime + relative, bytes: payload.length, lastMs });
        break;
      }
      default:
        break;
    }
    // A finished track entry: audio in Opus, or the file is not a voice note.
    if (id.value === ID.codecId || id.value === ID.trackType || id.value === ID.trackNumber) {
      const { number, type, codec } = track;
      if (number !== undefined && type !== undefined && codec !== undefined) {
        if (type !== TRACK_TYPE_AUDIO || codec !== 'A_OPUS') throw notAudio();
        audioTracks.add(number);
      }
    }
    offset = end;
  }
  if (docType === '') throw notAudio();
  const toMs = (time: number) => (time * scaleNs) / 1_000_000;
  const durationMs = Math.max(0, ...blocks.map((block) => toMs(block.at) + block.lastMs));
  return {
    durationMs,
    packets: blocks.map((block) => ({ atMs: toMs(block.at), bytes: block.bytes })),
  };
}
