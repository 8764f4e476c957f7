#import "IntentHandler.h"
#import "LogMealIntentHandler.h"
#import "ShowStatsIntentHandler.h"

@implementation IntentHandler

- (nullable id)handlerForIntent:(nonnull INIntent *)intent {
    id handler = nil;
    if ([intent isKindOfClass:[LogMealIntent class]]) {
        handler = [[LogMealIntentHandler alloc] init];
    } else if ([intent isKindOfClass:ShowStatsIntent.class]) {
        handler = [ShowStatsIntentHandler new];
    } else if ([intent isKindOfClass:[LogWaterIntent class]]) {
        handler = self;
    }
    return handler;
}

- (void)handleLogWater:(LogWaterIntent *)intent completion:(void (^)(LogWaterIntentResponse *))completion {
    completion([[LogWaterIntentResponse alloc] initWithCode:LogWaterIntentResponseCodeSuccess userActivity:nil]);
}

@end
