import 'server-only';
import type { TStore } from '@/lib/schemas/entities';

/**
 * The store fields that decide which order types are offered and at which times (hours,
 * pre-order, preparation, slot intervals, delivery areas, the order-type switches), as the
 * wizard and the checkout hand them to the browser: the same plain copy for both.
 */
export function orderTypeSettings(store: TStore) {
  const view = store.ViewComponentConfigs;
  return {
    TimezoneIanaFormat: store.TimezoneIanaFormat,
    OperatingHours: store.OperatingHours,
    PreOrderOperatingHours: store.PreOrderOperatingHours,
    BlackoutDates: store.BlackoutDates,
    IsInOperation: store.IsInOperation,
    EnablePreoderForDelivery: store.EnablePreoderForDelivery,
    EnablePreoderForPickup: store.EnablePreoderForPickup,
    OrderPreparationTime: store.OrderPreparationTime,
    OrderPreparationDeliveryBuffer: store.OrderPreparationDeliveryBuffer,
    NumberOfDaysInAdvanceForDelivery: store.NumberOfDaysInAdvanceForDelivery,
    NumberOfDaysInAdvanceForPickup: store.NumberOfDaysInAdvanceForPickup,
    PreOrderCutOffDays: store.PreOrderCutOffDays,
    PreOrderCutOffTime: store.PreOrderCutOffTime,
    DeliveryTimeInterval: store.DeliveryTimeInterval,
    PickupTimeInterval: store.PickupTimeInterval,
    DeliveryAreas: store.DeliveryAreas,
    Delivery: store.Delivery,
    PickUp: store.PickUp,
    EatIn: store.EatIn,
    ChargeToRoom: store.ChargeToRoom,
    ViewComponentConfigs: view && { Delivery: view.Delivery, PickUp: view.PickUp, EatIn: view.EatIn, DeliverToRoom: view.DeliverToRoom },
  };
}
