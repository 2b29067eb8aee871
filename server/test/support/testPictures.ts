import sharp from 'sharp';

/** A camera-like JPEG carrying EXIF with a GPS position, as a phone photo would. */
export function jpegWithLocation(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1', Copyright: 'Someone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 700/100',
      },
    })
    .toBuffer();
}

export function smallPng(): Promise<Buffer> {
  return sharp({
    create: { width: 40, height: 30, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

export function dataUrlOf(bytes: Buffer, type = 'image/png'): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}
