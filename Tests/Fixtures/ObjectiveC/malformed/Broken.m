#import <Intents/Intents.h>

@interface EarlyHandler : NSObject <OrderSoupIntentHandling>
@end

#endif

// intent-audit:disable:next
#if SOMETHING
NSString *text = @"never closed;
@implementation EarlyHandler
- (void)handleOrderSoup:(OrderSoupIntent *)intent completion:(void (^)(OrderSoupIntentResponse *))completion {
    if (x) {
}
@end
/* this comment never ends
@interface LateHandler : NSObject <CheckStockIntentHandling>
@end
