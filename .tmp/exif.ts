import sharp from 'sharp';
const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c90' } })
  .withExif({ IFD0: { Make: 'TestPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 3600/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 12/1 0/1' } })
  .jpeg().toBuffer();
const meta = await sharp(jpeg).metadata();
console.log(meta.format, meta.exif?.length, meta.exif?.toString('latin1').includes('TestPhone'));
const exifReader = meta.exif?.toString('latin1') ?? '';
console.log('has GPS tag bytes', exifReader.length);
const buf = meta.exif!;
const le = buf.indexOf(Buffer.from([0x25, 0x88])); const be = buf.indexOf(Buffer.from([0x88, 0x25]));
console.log('gps pointer', le, be, buf.subarray(0, 12).toString('latin1'));
