import { useId, type ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './PageHeader';

export interface PageProps extends Omit<PageHeaderProps, 'titleId'> {
  children?: ReactNode;
  /** A page of its own look adds its class (e.g. `settings-page`); width and title stay the kit's. */
  className?: string;
}

/**
 * Every /app page's container: one width, one title position, the title naming the region. A
 * form's column inside it is narrower (`dating-page__column`) but starts at the same edge.
 */
export function Page({ title, back, actions, sticky, children, className }: PageProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={className ? `dating-page ${className}` : 'dating-page'}
    >
      <PageHeader title={title} back={back} actions={actions} sticky={sticky} titleId={titleId} />
      {children}
    </section>
  );
}
