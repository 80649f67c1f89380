/** The IndexedDB database of the garden. */
export const DB_NAME = 'metabolic-garden';
/** The BroadcastChannel on which the garden says it changed (to this tab's UI and to other tabs). */
export const CHANGE_CHANNEL = 'metabolic-garden:changes';
