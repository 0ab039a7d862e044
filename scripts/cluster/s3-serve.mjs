// S3-protocol storage for the local cluster (s3rver): every server process and the media worker share it,
// and browsers upload to it by presigned POST, so its bucket allows the site's origin (CORS).
//   node scripts/cluster/s3-serve.mjs PORT DIR BUCKET ORIGIN
import S3rver from 's3rver';

const [port, directory, bucket, origin] = process.argv.slice(2);
const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [cors] }],
});
await server.run();
console.log(`S3 storage on http://127.0.0.1:${port}/${bucket}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.close().then(() => process.exit(0)));
