/**
 * Server-rendered parts whose hydration waits until they are seen or touched (HydrateWhenSeen, issue 14),
 * each with the function that lets it hydrate. Kept here so the app's start can let them all go.
 */
export const heldParts = new Map<Element, () => void>();

/**
 * The gates a render has waited on, seen or not: a part inside a held part (a card of a section) waits
 * before its own effect could list it in `heldParts`, and a navigation must let it go too.
 */
export const waitingGates = new Set<() => void>();

/**
 * Lets every waiting part hydrate. Called when the router starts a navigation: React renders the new
 * location in a transition, and a transition waits for every suspended part it passes through, so a part
 * still waiting to be seen would hold the navigation (a dialog closing to '/' on home stayed open).
 */
export function releaseHeldParts() {
  released = true;
  for (const open of [...heldParts.values(), ...waitingGates]) open();
  waitingGates.clear();
}

let released = false;
/** After a navigation nothing waits: parts inside a released part (cards of a section) hydrate with it. */
export const heldPartsReleased = () => released;
