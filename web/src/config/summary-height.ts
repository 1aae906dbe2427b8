/**
 * The class summary card's one height, loading or loaded, kept by the router too while the card's code loads: room
 * for the heading, three figures with two lines each, the links and a three-line note, on a phone and wider.
 */
export const SUMMARY_HEIGHT = { base: "16rem", md: "15rem" };
