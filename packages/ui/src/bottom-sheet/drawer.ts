// The part of BottomSheet that needs vaul (and Radix Dialog, FocusScope, DismissableLayer and react-remove-scroll
// under it): about 20 KB gzip that no screen needs before a sheet opens. BottomSheet.tsx imports this module
// dynamically — when a sheet first opens, on the first tap or key anywhere on the page, or once the page has
// been idle a while — so a page with closed sheets paints without it (issue 16). Everything else about a sheet
// (its state, trigger, sizing and focus rules) lives in BottomSheet.tsx and loads with the page.
export { Drawer } from 'vaul';
