import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ResourceFormProps } from './resource-form';

// The form, its inputs and its contract checks load when a form is first shown: a list opens
// one only on demand, and a row's page only when it is edited. Loaded with the list, they were
// a fifth of its modules and lengthened the task that evaluates them on every list screen.
const Form = lazy(() =>
  import('./resource-form').then((module) => ({ default: module.ResourceForm })),
);

function FormSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={36} width="40%" />
    </Stack>
  );
}

/** Create or edit a row of `resource` (see resource-form.tsx), loaded when first shown. */
export function ResourceForm(props: ResourceFormProps) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <Form {...props} />
    </Suspense>
  );
}
