#import "SoupShapes.h"

@interface SoupIntentsHandler () <OrderSoupIntentHandling,
                                  CheckStockIntentHandling>
@end

@implementation SoupIntentsHandler {
    NSInteger _count;
}

- (id)handlerForIntent:(INIntent*)intent {
  return self;
}

#pragma mark - OrderSoupIntentHandling

- (void)
    resolveQuantityForOrderSoup:
        (OrderSoupIntent*)intent
                 withCompletion:
                     (void (^)(NSArray<INIntegerResolutionResult*>*))
                         completion {
  completion(@[]);
}

- (void)handleCheckStock:(nonnull CheckStockIntent *)intent completion:(nonnull void (^)(CheckStockIntentResponse * _Nonnull))completion NS_SWIFT_NAME(handle(intent:completion:)) {
}

- (void)handleRestock:(CheckStockIntent*)intent
           completion:(void (^)(CheckStockIntentResponse*))completion {
}

- (void)handleOrderSoup:(CheckStockIntent*)intent
             completion:(void (^)(OrderSoupIntentResponse*))completion {
}

@end

@implementation SoupArray
- (void)resolveTrailForStartNavigation:(TMStartNavigationIntent *)intent
                        withCompletion:(void (^)(TrailResolutionResult *))completion {
}
@end

@implementation SoupAppDelegate
- (id)application:(UIApplication *)application handlerForIntent:(INIntent *)intent {
    return [[OrderSoupIntentHandler alloc] init];
}
@end
