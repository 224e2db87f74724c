import { filesToS3Main } from './files-to-s3';

// `npm run files:to-s3`: the process entry (bundled like the server's main).
filesToS3Main(process.argv.slice(2), process.env).then(
  (code) => {
    process.exitCode = code;
  },
  (err: Error) => {
    console.error(`\n复制失败 Copy failed:\n${err.message}\n`);
    process.exitCode = 1;
  },
);
