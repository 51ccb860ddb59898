/*
 * The storefront widget. Paste into a page of your site (an origin your store lists in
 * WidgetAllowedOrigins):
 *   <script src="https://YOUR-STOREFRONT/embed.js" data-store="1001" async></script>
 * Options (data attributes): data-store (store id or slug) or data-hq (head office id),
 * data-order-type (delivery, pickup, dinein), data-table and data-table-code (a table link),
 * data-gift (the gift-card store), data-no-scroll (never scroll the page to the widget),
 * data-locale (en, zh-CN), data-target (a CSS selector of the element to fill; default: right
 * after the script), data-title (the frame's accessible name). See docs/widget.md.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var app = new URL(script.src).origin;
  var data = script.dataset;
  var on = function (value) {
    return value === '' || value === 'true' || value === '1';
  };
  var query = new URLSearchParams();
  if (data.hq) query.set('hq', data.hq);
  else if (data.store) query.set('store', data.store);
  if (data.orderType) query.set('orderType', data.orderType);
  if (data.table) query.set('table', data.table);
  if (data.tableCode) query.set('s', data.tableCode);
  if (data.locale) query.set('locale', data.locale);
  if (data.gift !== undefined && on(data.gift)) query.set('gift', 'true');
  var noScroll = data.noScroll !== undefined && on(data.noScroll);
  if (noScroll) query.set('noScroll', 'true');
  query.set('host', window.location.origin);

  var container = data.target ? document.querySelector(data.target) : null;
  if (!container) {
    container = document.createElement('div');
    script.parentNode.insertBefore(container, script.nextSibling);
  }
  var frame = document.createElement('iframe');
  frame.src = app + '/api/widget?' + query.toString();
  frame.title = data.title || 'Online ordering';
  // Wallet payments and the QR scanner's camera, for the storefront's own origin only.
  frame.setAttribute('allow', 'payment; camera');
  frame.style.cssText = 'display:block;width:100%;border:0;height:600px;';
  container.appendChild(frame);

  var height = 0;
  var modal = false;
  var savedScroll = 0;
  var loads = 0;
  function scrollToWidget() {
    if (!noScroll) container.scrollIntoView({ block: 'start' });
  }
  // A full page load inside the frame (a payment page and back) is a navigation too.
  frame.addEventListener('load', function () {
    if (loads++ > 0) scrollToWidget();
  });
  window.addEventListener('message', function (event) {
    // Only the storefront's own frame is listened to.
    if (event.origin !== app || event.source !== frame.contentWindow) return;
    var message = event.data;
    if (!message || typeof message.type !== 'string') return;
    if (message.type === 'storefront:height' && typeof message.height === 'number' && message.height > 0) {
      height = Math.min(Math.ceil(message.height), 100000);
      if (!modal) frame.style.height = height + 'px';
    } else if (message.type === 'storefront:navigate') {
      if (message.scroll === true) scrollToWidget();
    } else if (message.type === 'storefront:modal') {
      // A dialog is sized to the frame's viewport: while one is open the frame is the screen's height, in view.
      modal = message.open === true;
      if (modal) {
        savedScroll = window.scrollY;
        frame.style.height = window.innerHeight + 'px';
        container.scrollIntoView({ block: 'start' });
      } else {
        frame.style.height = height + 'px';
        window.scrollTo(0, savedScroll);
      }
    }
  });
})();
