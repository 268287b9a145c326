// The versions of the declaration open in the lab, and the one in force: the newest published, else the file (0).
import useSWR from 'swr';
import { fetchVersions, type DeclarationKind, type DeclarationVersion } from './lab-api';

/** The history oldest first, the version in force (undefined until loaded), and a refresh after a publish. */
export function useVersions(kind: DeclarationKind, id: string) {
  const { data, error, isLoading, mutate } = useSWR(['schema-lab/versions', kind, id], () => fetchVersions(kind, id));
  const inForce: DeclarationVersion | undefined = data?.at(-1);
  return { history: data, inForce, error: error as Error | undefined, isLoading, refresh: () => mutate() };
}
