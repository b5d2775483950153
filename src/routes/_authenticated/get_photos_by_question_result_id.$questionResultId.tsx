import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '#src/access/route-guards';
import { screenTitles } from '#src/components/layout/screen-titles';
import { photoArchiveSummaryQueryOptions } from '#src/features/visits/downloads/photo-archive-api';
import { PhotoDownloadPage } from '#src/features/visits/downloads/photo-download-page';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute(
  '/_authenticated/get_photos_by_question_result_id/$questionResultId',
)({
  params: idParam('questionResultId'),
  beforeLoad: requirePermission('feeds'),
  staticData: { title: screenTitles.downloadPhotos },
  loader: ({ context, params }) => {
    const target = {
      kind: 'question_result',
      questionResultId: Number(params.questionResultId),
    } as const;
    void context.queryClient.prefetchQuery(photoArchiveSummaryQueryOptions(target));
  },
  component: function QuestionResultPhotosRoute() {
    const { questionResultId } = Route.useParams();
    return (
      <PhotoDownloadPage
        target={{ kind: 'question_result', questionResultId: Number(questionResultId) }}
      />
    );
  },
});
