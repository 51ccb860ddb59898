// The sandbox's Alipay and Wechat page: the same page as its 3-D Secure check, drawn for the payment's method.
export { default, generateMetadata } from '../../3ds/[paymentId]/page';
