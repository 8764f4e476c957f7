#import <Intents/Intents.h>

@protocol StartNavigationIntentHandling;
@class StartNavigationIntent, OrderSoupIntent;

@protocol SoupDomainHandling <OrderSoupIntentHandling, CheckStockIntentHandling>
- (void)handleOrderSoup:(OrderSoupIntent *)intent completion:(void (^)(id response))completion;
@end

@interface SoupList<ObjectType> : NSObject <NSFastEnumeration>
@end

@interface SoupArray : NSArray<NSString *> <TMStartNavigationIntentHandling>
@end
