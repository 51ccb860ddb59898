/**
 * jsdom has <dialog> but not its modal methods: a component test that opens one calls this first.
 * showModal focuses as a browser's does: the first control marked autofocus, else the first control.
 */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const controls = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const control = this.querySelector<HTMLElement>(`[autofocus]`) ?? this.querySelector<HTMLElement>(controls);
    control?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
