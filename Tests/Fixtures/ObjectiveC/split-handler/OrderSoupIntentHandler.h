// Header of a soup-ordering handler split over three files.
#import <Intents/Intents.h>
#import "OrderSoupIntent.h"

NS_ASSUME_NONNULL_BEGIN

@interface OrderSoupIntentHandler : NSObject <OrderSoupIntentHandling>

- (void)handleOrderSoup:(OrderSoupIntent *)intent
             completion:(void (^)(OrderSoupIntentResponse *response))completion;

@end

NS_ASSUME_NONNULL_END
