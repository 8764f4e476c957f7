#import "OrderSoupIntentHandler.h"

@interface OrderSoupIntentHandler () <INSendMessageIntentHandling>
@property (nonatomic, strong) NSString *lastOrder;
@end

@implementation OrderSoupIntentHandler

- (void)confirmOrderSoup:(OrderSoupIntent *)intent completion:(void (^)(OrderSoupIntentResponse *response))completion
{
    completion([[OrderSoupIntentResponse alloc] initWithCode:OrderSoupIntentResponseCodeReady userActivity:nil]);
}

- (void)handleOrderSoup:(OrderSoupIntent *)intent
             completion:(void (^)(OrderSoupIntentResponse *response))completion
{
    self.lastOrder = intent.soup.identifier;
    completion([[OrderSoupIntentResponse alloc] initWithCode:OrderSoupIntentResponseCodeSuccess userActivity:nil]);
}

- (void)resolveSoupForOrderSoup:(OrderSoupIntent *)intent
                 withCompletion:(void (^)(SoupResolutionResult *resolutionResult))completion
{
    completion([SoupResolutionResult successWithResolvedSoup:intent.soup]);
}

- (void)handleSendMessage:(INSendMessageIntent *)intent
               completion:(void (^)(INSendMessageIntentResponse *response))completion
{
    completion([[INSendMessageIntentResponse alloc] initWithCode:INSendMessageIntentResponseCodeSuccess userActivity:nil]);
}

- (void)handleTap:(UITapGestureRecognizer *)recognizer
{
}

@end
