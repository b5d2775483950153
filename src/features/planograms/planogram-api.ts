import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { resourceKeys } from '#src/api/resource-keys';
import {
  type PlanogramLinkRequest,
  type PlanogramUnlinkRequest,
  planogramCalls,
} from '#src/contracts/catalog/planograms';
import { fileCalls } from '#src/contracts/files';

import { planogramOutletsResource } from '#src/resources/planogram-outlets';
import { planogramsResource } from '#src/resources/planograms';

/** A link changes the tab's list and the planogram's outlet count: both resources refresh. */
function useInvalidatePlanograms() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: resourceKeys(planogramOutletsResource).all }),
      queryClient.invalidateQueries({ queryKey: resourceKeys(planogramsResource).all }),
    ]);
}

/** POST {main}/planogram_outlets/link/: named outlets, or all matching a filter; all or nothing. */
export function useLinkOutlets() {
  const invalidate = useInvalidatePlanograms();
  return useMutation({
    mutationFn: (body: PlanogramLinkRequest) => callApi(planogramCalls.linkOutlets, { body }),
    onSuccess: invalidate,
  });
}

/** POST {main}/planogram_outlets/unlink/ */
export function useUnlinkOutlets() {
  const invalidate = useInvalidatePlanograms();
  return useMutation({
    mutationFn: (body: PlanogramUnlinkRequest) => callApi(planogramCalls.unlinkOutlets, { body }),
    onSuccess: invalidate,
  });
}

/**
 * POST {files}/api/v2/files/upload/ with type `planogram`: the file (an image or a PDF) becomes
 * the planogram's, replacing the one it had.
 */
export function useUploadPlanogramFile(planogramId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      // The type first: the service checks the format while the file streams in.
      form.append('type', 'planogram');
      form.append('object_id', String(planogramId));
      form.append('file', file);
      return callApi(fileCalls.uploadFile, { body: form });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: resourceKeys(planogramsResource).all }),
  });
}
