import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type MantineNavLinkProps = NavLinkProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

function MantineNavLink(props: MantineNavLinkProps) {
  return <NavLink component="a" {...props} />;
}

const CreatedNavLink = createLink(MantineNavLink);

/** A Mantine NavLink that navigates with the router (preload on intent). */
export const RouterNavLink: LinkComponent<typeof MantineNavLink> = (props) => (
  <CreatedNavLink preload="intent" {...props} />
);
