// An upload's progress bar, fetched with the first upload: a form that never uploads does not download Mantine's Progress.
import { Progress } from '@mantine/core';

/** The bar of an upload under way, at `percent`. */
export default function UploadProgress({ percent }: { percent: number }) {
  return <Progress value={percent} aria-label="Upload progress" mt="xs" />;
}
