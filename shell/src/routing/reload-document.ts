// A full reload of the document (its own module so that tests can replace it).
export function reloadDocument(): void {
  window.location.reload();
}
