import { Spinner } from 'shared/ui';

export function PageSpinner() {
  return (
    <div className="shell-page-spinner">
      <Spinner />
    </div>
  );
}
