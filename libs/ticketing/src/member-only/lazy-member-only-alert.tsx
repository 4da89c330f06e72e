import { lazy, Suspense } from 'react';
import type { MemberOnlyAlertProps } from './member-only-alert.js';

const Alert = lazy(() =>
  import('./member-only-alert.js').then((module) => ({ default: module.MemberOnlyAlert })),
);

/**
 * `MemberOnlyAlert`, its code loaded the first time a visitor is refused a member-only price: a page of
 * ticket offers does not ship an alert that most visitors never see.
 */
export function LazyMemberOnlyAlert(props: MemberOnlyAlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
