@implementation UnconformedHandler
- (void)handleOrderSoup:(OrderSoupIntent *)intent completion:(void (^)(OrderSoupIntentResponse *))completion {
}
@end
