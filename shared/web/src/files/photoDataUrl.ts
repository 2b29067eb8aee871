import { LIMITS } from '@dating/contract';

/**
 * A picked picture as the data URL uploadimageweb, uploadimagechat and webverifyselfie take
 * (spec section 7), re-encoded in the browser first: a JPEG at most `maxSide` px on its longest
 * side, turned upright, without the camera's metadata (its GPS position never leaves the
 * device). A phone's photo of several MB becomes a few hundred KB, well under the calls' body
 * limits. Where the browser cannot decode it, the file goes as it is: the server checks and
 * re-encodes every picture anyway.
 */
export async function photoDataUrl(
  file: Blob,
  maxSide: number = LIMITS.photoUploadMaxSide,
): Promise<string> {
  const reencoded = await reencodedJpeg(file, maxSide).catch(() => null);
  return reencoded ?? readFileAsDataUrl(file);
}

const JPEG_QUALITY = 0.85;

/** The picture drawn on a canvas at most `maxSide` px long, as a JPEG; null when it cannot be. */
async function reencodedJpeg(file: Blob, maxSide: number): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    // Transparency becomes white, as the server flattens it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const dataUrl = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
    return dataUrl.startsWith('data:image/jpeg') ? dataUrl : null;
  } finally {
    bitmap.close();
  }
}

/** The file's bytes as they are, as a data URL. */
function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      // readAsDataURL always yields a string; anything else means the read went wrong.
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file could not be read'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
