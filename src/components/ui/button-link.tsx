import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type MantineButtonProps = ButtonProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

function MantineButtonAnchor(props: MantineButtonProps) {
  return <Button component="a" {...props} />;
}

const CreatedButtonLink = createLink(MantineButtonAnchor);

/** A Mantine Button that navigates with the router (typed `to` and `params`). */
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);

/** A list's "Создать" button: the same size and text on every screen. */
export const CreateButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => (
  <ButtonLink size="compact-sm" {...props}>
    <Trans>Создать</Trans>
  </ButtonLink>
);

/** A list row's "Открыть" button, leading to the row's own page. */
export const OpenButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => (
  <ButtonLink size="compact-xs" variant="subtle" {...props}>
    <Trans>Открыть</Trans>
  </ButtonLink>
);
