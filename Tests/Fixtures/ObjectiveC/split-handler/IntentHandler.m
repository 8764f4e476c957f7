#import <Intents/Intents.h>
#import "OrderSoupIntentHandler.h"

@interface IntentHandler : INExtension
@end

@implementation IntentHandler

- (id)handlerForIntent:(INIntent *)intent {
    if ([intent isKindOfClass:[OrderSoupIntent class]]) {
        return [[OrderSoupIntentHandler alloc] init];
    }
    if ([intent isKindOfClass:INSendMessageIntent.class] ||
        [intent isKindOfClass:[INSearchForMessagesIntent class]])
        return [OrderSoupIntentHandler new];
    return self;
}

@end
