#import <Intents/Intents.h>

#ifdef DEBUG
@interface DebugSoupHandler : NSObject <OrderSoupIntentHandling>
@end
#else
@interface ReleaseSoupHandler : NSObject <OrderSoupIntentHandling>
@end
#endif

@implementation DebugSoupHandler
#if TARGET_OS_IOS && !TARGET_OS_MACCATALYST
- (void)handleOrderSoup:(OrderSoupIntent *)intent completion:(void (^)(OrderSoupIntentResponse *))completion {
}
#elif TARGET_OS_WATCH
- (void)confirmOrderSoup:(OrderSoupIntent *)intent completion:(void (^)(OrderSoupIntentResponse *))completion {
}
#else
- (void)resolveSoupForOrderSoup:(OrderSoupIntent *)intent withCompletion:(void (^)(SoupResolutionResult *))completion {
}
#endif
@end

@implementation Donor
- (void)donate {
#ifndef NO_SIRI
    // intent-audit:disable:next donation-without-app-shortcut
    [[[INInteraction alloc] initWithIntent:[[OrderSoupIntent alloc] init] response:nil] donateInteractionWithCompletion:nil];
#endif
}
@end

// intent-audit:disable:next legacy-handler, extension-can-go

@interface ReleaseSoupHandler (Siri) <CheckStockIntentHandling>
@end
