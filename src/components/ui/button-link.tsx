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
