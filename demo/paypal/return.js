// The demo's PayPal return page (return.html): the popup PayPal's approval ran in closes itself
// (core/payment/paypal-popup.ts waits for that); a script file, since the demo's CSP allows no inline script.
window.close();
