import { photoDataUrl } from './photoDataUrl';

/** A decoded picture of this size, as the browser's createImageBitmap answers it. */
function decodesAs(width: number, height: number) {
  const close = jest.fn();
  globalThis.createImageBitmap = jest.fn(() =>
    Promise.resolve({ width, height, close } as unknown as ImageBitmap),
  );
  return close;
}

/** The canvas the picture is drawn on: its size, and what it was asked to encode. */
function recordCanvas() {
  const drawn: { width: number; height: number; type?: string; quality?: unknown }[] = [];
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return { fillRect: jest.fn(), drawImage: jest.fn(), fillStyle: '' } as never;
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
    quality?: unknown,
  ) {
    drawn.push({ width: this.width, height: this.height, type, quality });
    return 'data:image/jpeg;base64,/9j/';
  });
  return drawn;
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

describe('photoDataUrl', () => {
  it('re-encodes a large photo as a JPEG 2048 px on its longest side', async () => {
    const close = decodesAs(4032, 3024);
    const drawn = recordCanvas();

    const dataUrl = await photoDataUrl(new Blob(['camera bytes'], { type: 'image/heic' }));

    expect(dataUrl).toBe('data:image/jpeg;base64,/9j/');
    expect(drawn).toEqual([{ width: 2048, height: 1536, type: 'image/jpeg', quality: 0.85 }]);
    expect(close).toHaveBeenCalled();
  });

  it('keeps a small picture’s size', async () => {
    decodesAs(640, 480);
    const drawn = recordCanvas();

    await photoDataUrl(new Blob(['small']));

    expect(drawn[0]).toMatchObject({ width: 640, height: 480 });
  });

  it('sends the file as it is when the browser cannot decode it', async () => {
    globalThis.createImageBitmap = jest.fn(() => Promise.reject(new Error('unsupported')));

    const dataUrl = await photoDataUrl(new Blob(['GIF89a'], { type: 'image/gif' }));

    expect(dataUrl).toBe(`data:image/gif;base64,${btoa('GIF89a')}`);
  });
});
