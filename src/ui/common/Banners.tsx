import { FollowerBanner } from './FollowerBanner';
import { ResumeBanner } from './ResumeBanner';
import { SimulationBanner } from './SimulationBanner';
import { StorageFullBanner } from './StorageFullBanner';
import { StorageLostBanner } from './StorageLostBanner';
import { UpdateBanner } from './UpdateBanner';

/** Notices about the garden as a whole, in a row of their own under the header. */
export function Banners() {
  return (
    <div className="banners">
      <StorageLostBanner />
      <StorageFullBanner />
      <ResumeBanner />
      <UpdateBanner />
      <FollowerBanner />
      <SimulationBanner />
    </div>
  );
}
