import { FollowerBanner } from './FollowerBanner';
import { ResumeBanner } from './ResumeBanner';
import { StorageFullBanner } from './StorageFullBanner';
import { UpdateBanner } from './UpdateBanner';

/** Notices about the garden as a whole, in a row of their own under the header. */
export function Banners() {
  return (
    <div className="banners">
      <StorageFullBanner />
      <ResumeBanner />
      <UpdateBanner />
      <FollowerBanner />
    </div>
  );
}
