import { Service } from 'electrodb';
import { documentClient, tableName } from './client.ts';
import { AddressEntity } from './entities/address.ts';
import { ApiCredentialEntity } from './entities/api-credential.ts';
import { BinEntity } from './entities/bin.ts';
import { BoardEntity } from './entities/board.ts';
import { BoardBomEntity } from './entities/board-bom.ts';
import { BoardElementEntity } from './entities/board-element.ts';
import { BomLineEntity } from './entities/bom-line.ts';
import { BugReportEntity } from './entities/bug-report.ts';
import { CartEntity } from './entities/cart.ts';
import { CategoryEntity } from './entities/category.ts';
import { ContactMessageEntity } from './entities/contact-message.ts';
import { CouponEntity } from './entities/coupon.ts';
import { DailyCountEntity } from './entities/daily-count.ts';
import { CustomQuoteEntity } from './entities/custom-quote.ts';
import { CouponRedemptionEntity } from './entities/coupon-redemption.ts';
import { EmailOrdersEntity } from './entities/email-orders.ts';
import { IdentityEntity } from './entities/identity.ts';
import { InventoryMovementEntity } from './entities/inventory-movement.ts';
import { MarketingContactEntity } from './entities/marketing-contact.ts';
import { MigrationRunEntity } from './entities/migration-run.ts';
import { NewsletterCardEntity } from './entities/newsletter-card.ts';
import { OrderEntity } from './entities/order.ts';
import { OrderEventEntity } from './entities/order-event.ts';
import { OrderStockEntity } from './entities/order-stock.ts';
import { ParameterEntity } from './entities/parameter.ts';
import { ParsedAssemblyInputEntity } from './entities/parsed-assembly-input.ts';
import { PartEntity } from './entities/part.ts';
import { PostEntity } from './entities/post.ts';
import { PricingPointerEntity } from './entities/pricing-pointer.ts';
import { PricingVersionEntity } from './entities/pricing-version.ts';
import { ProductionBookingEntity } from './entities/production-booking.ts';
import { PurchaseOrderUploadEntity } from './entities/purchase-order-upload.ts';
import { ShippingSettingsEntity } from './entities/shipping-settings.ts';
import { ShopSetupEntity } from './entities/shop-setup.ts';
import { StockFeedRunEntity } from './entities/stock-feed-run.ts';
import { StockReservationEntity } from './entities/stock-reservation.ts';
import { UserEntity } from './entities/user.ts';

// The one ElectroDB service over the one table. Entities are bound to the
// client and table name when first used, so tests can set TABLE_NAME first.
let service: ReturnType<typeof createService> | undefined;

function createService() {
  return new Service(
    {
      user: UserEntity,
      identity: IdentityEntity,
      address: AddressEntity,
      marketingContact: MarketingContactEntity,
      coupon: CouponEntity,
      contactMessage: ContactMessageEntity,
      dailyCount: DailyCountEntity,
      post: PostEntity,
      board: BoardEntity,
      boardBom: BoardBomEntity,
      bomLine: BomLineEntity,
      boardElement: BoardElementEntity,
      parsedAssemblyInput: ParsedAssemblyInputEntity,
      customQuote: CustomQuoteEntity,
      part: PartEntity,
      category: CategoryEntity,
      parameter: ParameterEntity,
      bin: BinEntity,
      inventoryMovement: InventoryMovementEntity,
      pricingVersion: PricingVersionEntity,
      pricingPointer: PricingPointerEntity,
      cart: CartEntity,
      order: OrderEntity,
      orderEvent: OrderEventEntity,
      couponRedemption: CouponRedemptionEntity,
      newsletterCard: NewsletterCardEntity,
      emailOrders: EmailOrdersEntity,
      productionBooking: ProductionBookingEntity,
      bugReport: BugReportEntity,
      purchaseOrderUpload: PurchaseOrderUploadEntity,
      shippingSettings: ShippingSettingsEntity,
      shopSetup: ShopSetupEntity,
      stockReservation: StockReservationEntity,
      orderStock: OrderStockEntity,
      apiCredential: ApiCredentialEntity,
      migrationRun: MigrationRunEntity,
      stockFeedRun: StockFeedRunEntity,
    },
    { client: documentClient, table: tableName() },
  );
}

export function db() {
  service ??= createService();
  return service;
}

/** For tests that switch tables between runs. */
export function resetDb(): void {
  service = undefined;
}
