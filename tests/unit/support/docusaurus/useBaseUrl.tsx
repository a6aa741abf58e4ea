export default function useBaseUrl(path: string) {
  return `/x${path}`;
}
