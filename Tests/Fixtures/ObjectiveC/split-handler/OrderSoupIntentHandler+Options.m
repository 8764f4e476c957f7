#import "OrderSoupIntentHandler.h"

@interface OrderSoupIntentHandler (Options) <OrderSoupIntentHandling>
@end

@implementation OrderSoupIntentHandler (Options)

- (void)provideSoupOptionsCollectionForOrderSoup:(OrderSoupIntent *)intent
                                  withCompletion:(void (^)(INObjectCollection<Soup *> *soupOptionsCollection,
                                                           NSError *error))completion
{
    completion(nil, nil);
}

- (void)provideToppingsOptionsForOrderSoup:(OrderSoupIntent *)intent withCompletion:(void (^)(NSArray<NSString *> *, NSError *))completion
{
    completion(@[], nil);
}

- (nullable Soup *)defaultSoupForOrderSoup:(OrderSoupIntent *)intent
{
    return nil;
}

@end
