// jsdom has <dialog> but not its modal methods; enough of them for components that call them.
const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
if (typeof proto.showModal !== 'function' || !proto.__polyfilled) {
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  proto.__polyfilled = true;
}
export {};
