import type { AppConfig } from '../config';
import { checkBucket } from '../modules/uploads/s3-file-store';

/**
 * A bucket that does not answer would fail every upload and every printed file: the app and the
 * print worker refuse to start with the reason instead.
 */
export async function exitUnlessBucketAnswers(config: AppConfig) {
  if (config.files.store !== 's3') return;
  try {
    await checkBucket(config.files.s3);
  } catch (err) {
    console.error(`\n[KinderGrowth] ${(err as Error).message}\n`);
    process.exit(1);
  }
}
