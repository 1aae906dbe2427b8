/**
 * The bundle figures: every size budget (lib/size-budgets.ts) measured on the production build, whether
 * Firebase Auth is in the first load of /, and whether admin screens reach a student's browser.
 */
import { adminSourcesInStudentDownloads, firstLoadOf, readWebBuild, type ManifestChunk } from "../lib/bundle-size";
import { checkSizeBudgets, type SizeCheck } from "../lib/size-budgets";

export interface BundleFigures {
  sizes: SizeCheck;
  authInFirstLoad: boolean;
  adminInStudentChunks: boolean;
}

export async function measureBundle(distDir: string): Promise<BundleFigures> {
  const build = await readWebBuild(distDir);
  const sizes = await checkSizeBudgets(build);
  const firstLoad = await firstLoadOf(build, "index.html");
  const text = async (keys: Iterable<string>) =>
    (await Promise.all([...keys].map((key) => build.contents((build.manifest[key] as ManifestChunk).file)))).join("\n");
  return {
    sizes,
    authInFirstLoad: (await text(firstLoad.keys)).includes("identitytoolkit"),
    adminInStudentChunks: (await adminSourcesInStudentDownloads(build, firstLoad)).length > 0,
  };
}
