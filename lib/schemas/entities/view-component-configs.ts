import { z } from 'zod';
import { ZCssColourSchema, ZImageUrlSchema } from './common';

/**
 * Per-store UI colour overrides. The spec says "UI colours mobile/desktop" without names, so the
 * keys are free (e.g. Primary, Background, Text) and each value must be a CSS colour.
 */
export const ZUiColoursSchema = z.record(z.string().min(1), ZCssColourSchema);
export type TUiColours = z.infer<typeof ZUiColoursSchema>;

const flag = z.boolean().optional();

/**
 * Feature switches per store (part 1 §3, every flag listed). All optional: an absent flag is off.
 * ApplePayEnabled/EnableApplePayment and GooglePayEnabled/EnableGooglePayment are both spellings
 * of the old app; either one being true switches the method on.
 */
export const ZViewComponentConfigsSchema = z.strictObject({
  LogIn: flag,
  LogInMandatory: flag,
  SMSVerification: flag,
  ShowNotes: flag,
  ShowNotesForItem: flag,
  PickUp: flag,
  Delivery: flag,
  DeliverToRoom: flag,
  ChargeToRoomRadio: flag,
  EatIn: flag,
  EnableCashOnPickup: flag,
  EnableAlipayPayment: flag,
  EnableWechatPayment: flag,
  ApplePayEnabled: flag,
  EnableApplePayment: flag,
  GooglePayEnabled: flag,
  EnableGooglePayment: flag,
  HideAddressOnPickup: flag,
  HideTrackingOrderForGuest: flag,
  ImageCenterMode: flag,
  FacebookLogin: flag,
  GoogleLogin: flag,
  IsHideCheckboxMarketing: flag,
  PayLaterOnly: flag,
  EatInPayLater: flag,
  MultipleMenus: flag,
  StoreSelectionAtCheckout: flag,
  ShowSurchargePercentage: flag,
  DineInSMSconfirmation: flag,
  ShowDineInFirstLastName: flag,
  ShowDineInPhoneNumber: flag,
  /** Not named by the spec ("UI colours mobile/desktop"). */
  UIColoursMobile: ZUiColoursSchema.optional(),
  UIColoursDesktop: ZUiColoursSchema.optional(),
  MenuBackgroundImage: ZImageUrlSchema.optional(),
});
export type TViewComponentConfigs = z.infer<typeof ZViewComponentConfigsSchema>;
